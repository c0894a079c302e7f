import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { inquiryAdminMessages, inquiryCreateSchema } from './inquiry';

const firstMessage = (input: unknown) => {
  const result = inquiryCreateSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

const base = {
  userType: 'nonMember',
  questionTitle: '영수증 문의',
  questionContent: '영수증은 어디서 보나요?',
  emailReceive: 'Y',
  userEmail: 'guest@example.com',
};

describe('inquiryCreateSchema', () => {
  it('accepts a complete non-member inquiry', () => {
    expect(inquiryCreateSchema.parse(base)).toEqual(base);
  });

  it('checks title, then content, then e-mail (the spec order)', () => {
    expect(firstMessage({ ...base, questionTitle: '', questionContent: '', userEmail: '' })).toBe(messages.inquiry.titleRequired);
    expect(firstMessage({ ...base, questionTitle: '   ', questionContent: '', userEmail: '' })).toBe(messages.inquiry.titleRequired);
    expect(firstMessage({ ...base, questionContent: ' \n ', userEmail: '' })).toBe(messages.inquiry.contentRequired);
    expect(firstMessage({ ...base, userEmail: '' })).toBe(messages.inquiry.emailRequired);
    expect(firstMessage({ ...base, userEmail: undefined })).toBe(messages.inquiry.emailRequired);
  });

  it('lets a member leave the e-mail empty, but not malformed', () => {
    expect(inquiryCreateSchema.parse({ ...base, userType: 'member', userEmail: '' }).userEmail).toBe('');
    expect(inquiryCreateSchema.parse({ ...base, userType: 'member', userEmail: null }).userEmail).toBe('');
    expect(firstMessage({ ...base, userType: 'member', userEmail: 'not-an-email' })).toBe(messages.inquiry.emailInvalid);
    expect(firstMessage({ ...base, userEmail: 'a@b' })).toBe(messages.inquiry.emailInvalid);
  });

  it('limits lengths and knows its user types', () => {
    expect(firstMessage({ ...base, questionTitle: '가'.repeat(101) })).toBe(messages.inquiry.titleTooLong);
    expect(firstMessage({ ...base, questionContent: '가'.repeat(3001) })).toBe(messages.inquiry.contentTooLong);
    expect(firstMessage({ ...base, userType: 'guest' })).toBe(messages.inquiry.userType);
    expect(firstMessage({ ...base, emailReceive: 'X' })).toBe(messages.inquiry.emailReceive);
  });

  it('keeps the content as typed (the server turns newlines into <br>)', () => {
    expect(inquiryCreateSchema.parse({ ...base, questionContent: '첫 줄\n둘째 줄' }).questionContent).toBe('첫 줄\n둘째 줄');
  });

  it('defaults emailReceive to Y', () => {
    const { emailReceive: _omit, ...rest } = base;
    expect(inquiryCreateSchema.parse(rest).emailReceive).toBe('Y');
  });
});

describe('inquiryAdminMessages.mailBody (the answer mail)', () => {
  const thanks = (body: string) => body.split('감사합니다').length - 1;

  it('ends with one 감사합니다. when the answer does not thank the reader', () => {
    const body = inquiryAdminMessages.mailBody('영수증을 다시 받을 수 있나요?', '마이페이지에서 다시 받으실 수 있습니다.');
    expect(body.endsWith('마이페이지에서 다시 받으실 수 있습니다.\n\n감사합니다.')).toBe(true);
    expect(thanks(body)).toBe(1);
  });

  it('adds no second 감사합니다. when the answer already ends with it', () => {
    const body = inquiryAdminMessages.mailBody('영수증을 다시 받을 수 있나요?', '마이페이지에서 다시 받으실 수 있습니다.\n감사합니다.\n');
    expect(thanks(body)).toBe(1);
    expect(body.trimEnd().endsWith('감사합니다.')).toBe(true);
  });
});
