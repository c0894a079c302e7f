import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { itemAt } from '../lists';
import {
  birthdayToDate,
  changeAccountInfoSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  isValidUsername,
  passwordResetSchema,
  profileFormSchema,
  profileFormToRequest,
  refundBankSchema,
  signupFormSchema,
  signupFormToRequest,
  signupRequestSchema,
  signupTermsSchema,
  type SignupFormInput,
} from './member';
import { isValidPassword } from '../rules/password';

/** The one message a schema reports for `input`, or null when it passes. */
function firstMessage(schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  expect(result.error?.issues).toHaveLength(1);
  return result.error?.issues[0]?.message ?? null;
}

describe('password rule (8 to 16, a letter and a digit or special character)', () => {
  it.each([
    ['abcd1234', true],
    ['Abcdefg!', true],
    ['abcdefghijklmno1', true],
    ['abcdefghijklmnop1', false],
    ['abc123', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['!!!!1111', false],
    ['abcd 1234', false],
    ['비밀번호1234', false],
  ])('%s → %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('username rule (6 to 16 letters, digits, _ and -)', () => {
  it.each([
    ['member01', true],
    ['a_b-c1', true],
    ['abcde', false],
    ['abcdefghijklmnopq', false],
    ['member 01', false],
    ['회원아이디01', false],
    ['member01!', false],
  ])('%s → %s', (username, valid) => {
    expect(isValidUsername(username)).toBe(valid);
  });
});

describe('birthdayToDate', () => {
  it('joins complete, real dates', () => {
    expect(birthdayToDate({ year: '1990', month: '2', day: '28' })).toBe('1990-02-28');
    expect(birthdayToDate({ year: '2000', month: '2', day: '29' })).toBe('2000-02-29');
  });
  it('treats all-empty as not given and anything partial or impossible as invalid', () => {
    expect(birthdayToDate({ year: '', month: '', day: '' })).toBeNull();
    expect(birthdayToDate({ year: '1990', month: '', day: '' })).toBeUndefined();
    expect(birthdayToDate({ year: '1990', month: '2', day: '29' })).toBeUndefined();
    expect(birthdayToDate({ year: '1990', month: '13', day: '1' })).toBeUndefined();
  });
});

describe('signup terms', () => {
  it('needs the service terms first, then the privacy terms; marketing is optional', () => {
    expect(firstMessage(signupTermsSchema, {})).toBe(messages.signup.serviceTermsRequired);
    expect(firstMessage(signupTermsSchema, { serviceTerms: true })).toBe(messages.signup.privacyTermsRequired);
    expect(firstMessage(signupTermsSchema, { serviceTerms: true, privacyTerms: true })).toBeNull();
  });
});

const completeForm: SignupFormInput = {
  name: '김온기',
  username: 'ongi_member',
  pwd: 'Ongi1234!',
  pwdConfirm: 'Ongi1234!',
  birthday: { year: '1992', month: '5', day: '17' },
  birthdayCalendar: 'solar',
  zonecode: '03154',
  roadAddress: '서울특별시 종로구 세종대로 175',
  detailAddress: '3층',
  phone1: '010',
  phone2: '1234',
  phone3: '5678',
  tel1: '02',
  tel2: '123',
  tel3: '4567',
  emailLocal: 'ongi',
  emailDomain: 'naver.com',
  marketingSms: 'Y',
  marketingEmail: 'N',
  identityVerificationId: 'identity-verification-1',
  isUsernameChecked: true,
};

describe('signup form: the spec order, first failure wins', () => {
  // Each step empties one more thing than the last; the earliest rule must still win.
  const steps: [Partial<SignupFormInput>, string][] = [
    [{ isUsernameChecked: false }, messages.signup.usernameNotChecked],
    [{ emailDomain: '' }, messages.signup.emailRequired],
    [{ identityVerificationId: '' }, messages.signup.identityRequired],
    [{ tel2: '' }, messages.signup.telRequired],
    [{ phone3: '' }, messages.signup.mobileRequired],
    [{ pwd: 'abcdefgh', pwdConfirm: 'abcdefgh' }, messages.signup.pwdRule],
    [{ pwdConfirm: 'different1' }, messages.signup.pwdMismatch],
    [{ pwdConfirm: '' }, messages.signup.pwdConfirmRequired],
    [{ pwd: '' }, messages.signup.pwdRequired],
    [{ username: '' }, messages.signup.usernameRequired],
    [{ name: '  ' }, messages.signup.nameRequired],
  ];

  it('passes when everything is filled in', () => {
    expect(firstMessage(signupFormSchema, completeForm)).toBeNull();
  });

  it.each(steps.map((step, index) => [step[1], index] as const))('%s', (message, index) => {
    const broken = Object.assign({}, completeForm, ...steps.slice(0, index + 1).map(([change]) => change));
    expect(firstMessage(signupFormSchema, broken)).toBe(message);
  });

  it('asks for the whole birthday once part of it is chosen', () => {
    expect(firstMessage(signupFormSchema, { ...completeForm, birthday: { year: '1992', month: '', day: '' } })).toBe(messages.signup.birthdayIncomplete);
  });

  it('becomes the request the server checks again with the same words', () => {
    const parsed = signupFormSchema.parse(completeForm);
    const request = signupFormToRequest(parsed);
    expect(request).toMatchObject({ phoneNum: '01012345678', telNum: '021234567', email: 'ongi@naver.com' });
    expect(firstMessage(signupRequestSchema, request)).toBeNull();
    expect(firstMessage(signupRequestSchema, { ...request, username: 'ab' })).toBe(messages.signup.usernameRule);
    expect(firstMessage(signupRequestSchema, { ...request, identityVerificationId: '' })).toBe(messages.signup.identityRequired);
  });
});

describe('change password and reset', () => {
  it('checks current, new, confirmation, match, then the rule', () => {
    expect(firstMessage(changePasswordFormSchema, {})).toBe(messages.password.currentRequired);
    expect(firstMessage(changePasswordFormSchema, { currentPassword: 'x' })).toBe(messages.password.newRequired);
    expect(firstMessage(changePasswordFormSchema, { currentPassword: 'x', newPassword: 'abc' })).toBe(messages.password.confirmRequired);
    expect(firstMessage(changePasswordFormSchema, { currentPassword: 'x', newPassword: 'abc', newPasswordConfirm: 'abd' })).toBe(messages.password.mismatch);
    expect(firstMessage(changePasswordFormSchema, { currentPassword: 'x', newPassword: 'abc', newPasswordConfirm: 'abc' })).toBe(messages.password.rule);
  });

  it('the request itself has no confirmation to check', () => {
    expect(firstMessage(changePasswordSchema, { currentPassword: 'x', newPassword: 'abc' })).toBe(messages.password.rule);
    expect(firstMessage(changePasswordSchema, { currentPassword: 'x', newPassword: 'Ongi1234!' })).toBeNull();
  });

  it('a reset without its token is an invalid link', () => {
    expect(firstMessage(passwordResetSchema, { newPassword: 'Ongi1234!', newPasswordConfirm: 'Ongi1234!' })).toBe(messages.findAccount.resetLinkInvalid);
    expect(firstMessage(passwordResetSchema, { token: 't', newPassword: 'Ongi1234!', newPasswordConfirm: 'Ongi1234!' })).toBeNull();
  });
});

describe('profile and refund account', () => {
  const profile = { telNum: '021234567', phoneNum: '01012345678', email: 'a@b.kr', marketingSms: 'Y', marketingEmail: 'N' };
  it('profile: mobile, landline, then e-mail', () => {
    expect(firstMessage(changeAccountInfoSchema, profile)).toBeNull();
    expect(firstMessage(changeAccountInfoSchema, { ...profile, phoneNum: '010', telNum: '' })).toBe(messages.profile.mobileRequired);
    expect(firstMessage(changeAccountInfoSchema, { ...profile, telNum: '02' })).toBe(messages.profile.telRequired);
    expect(firstMessage(changeAccountInfoSchema, { ...profile, email: 'a@' })).toBe(messages.profile.emailRequired);
  });

  it('profile form: an empty box (that box), then the request rules, last the current password when the e-mail changes', () => {
    const account = { email: 'daeun@naver.com', hasPassword: true };
    const schema = profileFormSchema(account);
    const form = {
      phone1: '010',
      phone2: '1234',
      phone3: '5678',
      tel1: '02',
      tel2: '123',
      tel3: '4567',
      emailLocal: 'daeun',
      emailDomain: 'naver.com',
      marketingSms: 'Y',
      marketingEmail: 'N',
    };
    const failure = (input: object) => {
      const result = schema.safeParse(input);
      if (result.success) return null;
      const issue = itemAt(result.error.issues, 0, 'the first issue');
      return { path: issue.path.join('.'), message: issue.message };
    };
    expect(failure(form)).toBeNull();
    expect(failure({ ...form, phone2: '', tel1: '' })).toEqual({ path: 'phone2', message: messages.profile.mobileRequired });
    expect(failure({ ...form, tel3: ' ' })).toEqual({ path: 'tel3', message: messages.profile.telRequired });
    expect(failure({ ...form, emailDomain: '' })).toEqual({ path: 'emailDomain', message: messages.profile.emailRequired });
    expect(failure({ ...form, phone3: '56' })).toEqual({ path: 'phone1', message: messages.profile.mobileRequired });
    expect(failure({ ...form, emailDomain: 'naver' })).toEqual({ path: 'emailLocal', message: messages.signup.emailInvalid });
    // The stored address in another case is the same address; a new one asks for the current password.
    expect(failure({ ...form, emailLocal: 'DAEUN' })).toBeNull();
    expect(failure({ ...form, emailLocal: 'new' })).toEqual({ path: 'currentPassword', message: messages.profile.currentPasswordForEmail });
    expect(failure({ ...form, emailLocal: 'new', currentPassword: 'x' })).toBeNull();
    // A member without a password (social signup) is proven by the session.
    expect(profileFormSchema({ ...account, hasPassword: false }).safeParse({ ...form, emailLocal: 'new' }).success).toBe(true);
    const request = profileFormToRequest(schema.parse({ ...form, currentPassword: 'Secret12!' }), account);
    expect(request).toMatchObject({ phoneNum: '01012345678', telNum: '021234567', email: 'daeun@naver.com', currentPassword: '' });
    expect(changeAccountInfoSchema.safeParse(request).success).toBe(true);
  });

  it('refund account: a listed bank, the owner, then digits only', () => {
    const account = { bankName: '국민', bankOwner: '김온기', bankNumber: '12345678901234' };
    expect(firstMessage(refundBankSchema, account)).toBeNull();
    expect(firstMessage(refundBankSchema, { ...account, bankName: '없는은행' })).toBe(messages.refundBank.bankRequired);
    expect(firstMessage(refundBankSchema, { ...account, bankOwner: ' ' })).toBe(messages.refundBank.ownerRequired);
    expect(firstMessage(refundBankSchema, { ...account, bankNumber: '123-456-7890' })).toBe(messages.refundBank.numberDigits);
    expect(firstMessage(refundBankSchema, { ...account, bankNumber: '123456' })).toBe(messages.refundBank.numberLength);
  });
});
