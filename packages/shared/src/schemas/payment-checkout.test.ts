import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { donationAddOns } from '../constants';
import { paymentIntentRequestSchema, sandboxApproveSchema } from './payment-checkout';
import { cashReceiptRequestSchema } from './payment-records';
import {
  donatedShare,
  donatedShareSubject,
  donatedShareWords,
  kiwoomDeviceType,
  paymentTotal,
  wreathMessagePresets,
  wreathMessagePresetsFor,
} from './payment-presets';

const valid = {
  publicNum: '482739160528',
  donationAmount: 30000,
  name: '김민수',
  phoneNum: '010-1234-5678',
  message: '삼가 고인의 명복을 빕니다.',
  senderDisplay: 'MASKED',
  agreeTerms: true,
};

const firstMessage = (input: unknown) => {
  const result = paymentIntentRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('paymentIntentRequestSchema', () => {
  it('reads a guest page request: digits of the phone, the message trimmed, the target by public number', () => {
    expect(paymentIntentRequestSchema.parse({ ...valid, name: ' 김  민수 ', message: '  감사합니다.\n늘 건강하세요.  ' })).toEqual({
      target: { publicNum: '482739160528' },
      donationAmount: 30000,
      name: '김 민수',
      phoneNum: '01012345678',
      message: '감사합니다.\n늘 건강하세요.',
      senderDisplay: 'MASKED',
      agreeTerms: true,
      receiptByMessage: false,
    });
  });

  it('takes the receipt by 알림톡 only when the box is ticked', () => {
    expect(paymentIntentRequestSchema.parse({ ...valid, receiptByMessage: true }).receiptByMessage).toBe(true);
    expect(paymentIntentRequestSchema.parse({ ...valid, receiptByMessage: 'yes' }).receiptByMessage).toBe(false);
  });

  it('reads a campaign page request, the name shown as the payer chose', () => {
    const { publicNum: _unused, ...rest } = valid;
    expect(paymentIntentRequestSchema.parse({ ...rest, campaignSeq: 16, senderDisplay: 'ANONYMOUS' })).toMatchObject({
      target: { campaignSeq: 16 },
      senderDisplay: 'ANONYMOUS',
    });
  });

  it('takes every preset add-on as what its label says', () => {
    for (const amount of donationAddOns) expect(paymentIntentRequestSchema.parse({ ...valid, donationAmount: amount }).donationAmount).toBe(amount);
  });

  it('tells one failure at a time, in the modal order', () => {
    const empty = { publicNum: '482739160528' };
    expect(firstMessage(empty)).toEqual([['donationAmount', messages.payment.donationRequired]]);
    expect(firstMessage({ ...empty, donationAmount: 30000 })).toEqual([['name', messages.payment.nameRequired]]);
    expect(firstMessage({ ...empty, donationAmount: 30000, name: '김민수' })).toEqual([['phoneNum', messages.payment.phoneRequired]]);
    expect(firstMessage({ ...empty, donationAmount: 30000, name: '김민수', phoneNum: '010-123' })).toEqual([['phoneNum', messages.payment.phoneInvalid]]);
    expect(firstMessage({ ...empty, donationAmount: 30000, name: '김민수', phoneNum: '01012345678', message: '  ' })).toEqual([
      ['message', messages.payment.messageRequired],
    ]);
    expect(firstMessage({ ...valid, senderDisplay: 'FULL' })).toEqual([['senderDisplay', messages.payment.senderDisplayRequired]]);
    expect(firstMessage({ ...valid, agreeTerms: false })).toEqual([['agreeTerms', messages.payment.termsRequired]]);
    expect(firstMessage({ ...valid, agreeTerms: 'true' })).toEqual([['agreeTerms', messages.payment.termsRequired]]);
  });

  it.each([
    ['999', 999, messages.payment.donationTooSmall],
    ['a fraction', 1000.5, messages.payment.donationTooSmall],
    ['a negative amount', -30000, messages.payment.donationTooSmall],
    ['more than ten million', 10_000_001, messages.payment.donationTooLarge],
    ['a string', '30000', messages.payment.donationRequired],
  ])('refuses a donation of %s', (_label, donationAmount, message) => {
    expect(firstMessage({ ...valid, donationAmount })).toEqual([['donationAmount', message]]);
  });

  it('counts the name and message in characters, not bytes', () => {
    expect(firstMessage({ ...valid, name: '가'.repeat(30), message: '나'.repeat(100) })).toBeNull();
    expect(firstMessage({ ...valid, name: '가'.repeat(31) })).toEqual([['name', messages.payment.nameTooLong]]);
    expect(firstMessage({ ...valid, message: '나'.repeat(101) })).toEqual([['message', messages.payment.messageTooLong]]);
  });

  it.each([
    ['no target', { publicNum: undefined }],
    ['both targets', { campaignSeq: 16 }],
    ['an order number shape that is not one', { publicNum: '0123' }],
    ['a campaign id that is not one', { publicNum: undefined, campaignSeq: '16' }],
  ])('asks for a target first with %s', (_label, change) => {
    expect(firstMessage({ ...valid, ...change })?.[0]?.[1]).toBe(messages.payment.targetRequired);
  });
});

describe('payment arithmetic and presets', () => {
  it('charges the base plus the donation, and gives half of what stays paid, rounded down', () => {
    expect(paymentTotal(30000, 30000)).toBe(60000);
    expect(donatedShare(60000)).toBe(30000);
    expect(donatedShare(61001)).toBe(30500);
    expect(donatedShare(60000, 30000)).toBe(15000);
    expect(donatedShare(60000, 60000)).toBe(0);
  });

  it('names the donated share in words: the default as 절반, any other as a percentage with 가', () => {
    expect(`결제 금액의 ${donatedShareSubject(50)} 기부됩니다`).toBe('결제 금액의 절반이 기부됩니다');
    expect(`결제 금액의 ${donatedShareSubject(30)} 기부됩니다`).toBe('결제 금액의 30%가 기부됩니다');
    expect(donatedShareWords(50)).toBe('절반');
    expect(donatedShareWords(70)).toBe('70%');
  });

  it('offers four preset sentences for each kind', () => {
    expect(wreathMessagePresets.F).toHaveLength(4);
    expect(wreathMessagePresets.W).toHaveLength(4);
    expect(wreathMessagePresetsFor('FUNERAL')).toBe(wreathMessagePresets.F);
    expect(wreathMessagePresetsFor('W')).toBe(wreathMessagePresets.W);
    expect(wreathMessagePresetsFor(null)).toBe(wreathMessagePresets.W);
  });

  it('uses type M on phones and tablets, P elsewhere', () => {
    expect(kiwoomDeviceType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('M');
    expect(kiwoomDeviceType('Mozilla/5.0 (Linux; Android 14; SM-S918N) Chrome/120 Mobile Safari/537.36')).toBe('M');
    expect(kiwoomDeviceType('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe('P');
    expect(kiwoomDeviceType(undefined)).toBe('P');
  });
});

describe('sandboxApproveSchema', () => {
  it('keeps the digits of a 16-digit card number', () => {
    expect(sandboxApproveSchema.parse({ cardCompany: '신한카드', cardNumber: '4518-4212-3456-1234' })).toEqual({
      cardCompany: '신한카드',
      cardNumber: '4518421234561234',
      webhook: true,
    });
  });

  it('asks for a card company and a whole card number', () => {
    expect(sandboxApproveSchema.safeParse({ cardCompany: '없는카드', cardNumber: '4518421234561234' }).error?.issues[0]?.message).toBe(
      messages.payment.sandbox.cardCompanyRequired,
    );
    expect(sandboxApproveSchema.safeParse({ cardCompany: '신한카드', cardNumber: '4518' }).error?.issues[0]?.message).toBe(
      messages.payment.sandbox.cardNumberInvalid,
    );
  });
});

describe('cashReceiptRequestSchema', () => {
  const failure = (input: unknown) => cashReceiptRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('keeps an income deduction receipt by mobile number', () => {
    expect(cashReceiptRequestSchema.parse({ usageType: 'income', identityNumber: '010-1234-5678' })).toEqual({
      usageType: 'income',
      identityNumber: '01012345678',
    });
  });

  it('keeps an expense proof by business number, and takes no 기부금 영수증 details (those are a request of their own)', () => {
    expect(
      cashReceiptRequestSchema.parse({
        usageType: 'expense',
        identityNumber: '123-45-67890',
        donationReceipt: { donorType: 'BUSINESS', donorName: '(주)한결상사', businessNumber: '1234567890', address: '서울 종로구 세종대로 1' },
      }),
    ).toEqual({ usageType: 'expense', identityNumber: '1234567890' });
  });

  it('checks in the modal order', () => {
    expect(failure({})).toEqual([['usageType', messages.payment.cashReceipt.usageRequired]]);
    expect(failure({ usageType: 'income', identityNumber: '0101234' })).toEqual([['identityNumber', messages.payment.cashReceipt.phoneInvalid]]);
    expect(failure({ usageType: 'expense', identityNumber: '01012345678' })).toEqual([['identityNumber', messages.payment.cashReceipt.businessNumberInvalid]]);
  });
});
