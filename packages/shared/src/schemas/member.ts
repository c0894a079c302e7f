import { z } from '../zod';
import { messages } from '../messages';
import { isRefundBank, refundBanks } from '../constants';
import { daysInMonth } from '../format/date';
import { firstFailure, type Check } from './first-failure';
import { isValidEmail, sameEmail } from '../rules/email';
import { isValidPassword } from '../rules/password';
import { isCompleteLandline, isCompleteMobile, mobileMinDigits } from '../rules/phone';

// Member accounts (spec 000 sections 3 and 5): signup, identity verification,
// find ID and password, profile, password change, withdrawal, refund account.
// The form schemas check in the spec's order and report only the first
// failure, so the client's alert and the server's 400 say the same sentence.

/** Username: 6 to 16 letters, digits, underscore or hyphen. */
export const usernamePattern = /^[A-Za-z0-9_-]{6,16}$/;

export function isValidUsername(username: string): boolean {
  return usernamePattern.test(username);
}

/** Joins phone parts into digits only ('010', '1234', '5678' → '01012345678'). */
export function joinPhoneParts(parts: readonly string[]): string {
  return parts.map((part) => part.replace(/\D/g, '')).join('');
}

/** Mobile numbers for identity verification: at least 10 digits. */
export const identityPhoneMinDigits = mobileMinDigits;

const yn = z.enum(['Y', 'N'], { error: messages.profile.marketing });
export type YesNo = 'Y' | 'N';
export const birthdayCalendars = ['solar', 'lunar'] as const;
export type BirthdayCalendar = (typeof birthdayCalendars)[number];

const text = (max = 200) => z.string().trim().max(max).default('');

/**
 * The new-password checks of change-password and password reset, in the
 * spec's order: new empty, confirmation empty, mismatch, rule. Without a
 * confirmation (the server's side of change-password) those two are skipped.
 */
function newPasswordChecks(input: { newPassword: string; newPasswordConfirm?: string }): (() => Check | null)[] {
  const confirm = input.newPasswordConfirm;
  return [
    () => [input.newPassword === '', 'newPassword', messages.password.newRequired],
    () => (confirm === undefined ? null : [confirm === '', 'newPasswordConfirm', messages.password.confirmRequired]),
    () => (confirm === undefined ? null : [input.newPassword !== confirm, 'newPasswordConfirm', messages.password.mismatch]),
    () => [!isValidPassword(input.newPassword), 'newPassword', messages.password.rule],
  ];
}

/** A calendar birthday {year, month, day} as strings from the selects; all empty means not given. */
export const birthdaySchema = z.object({
  year: z.string().default(''),
  month: z.string().default(''),
  day: z.string().default(''),
});
export type BirthdayParts = z.infer<typeof birthdaySchema>;

/** 'YYYY-MM-DD' of complete, real birthday parts; null when all are empty; undefined when invalid. */
export function birthdayToDate(parts: BirthdayParts): string | null | undefined {
  const { year, month, day } = parts;
  if (!year && !month && !day) return null;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return undefined;
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------
// Signup

/** Step 1: terms. Marketing choices travel on to the form. */
export const signupTermsSchema = z
  .object({
    serviceTerms: z.boolean().default(false),
    privacyTerms: z.boolean().default(false),
    marketingSms: z.boolean().default(false),
    marketingEmail: z.boolean().default(false),
  })
  .superRefine((terms, context) =>
    firstFailure(context, [
      () => [!terms.serviceTerms, 'serviceTerms', messages.signup.serviceTermsRequired],
      () => [!terms.privacyTerms, 'privacyTerms', messages.signup.privacyTermsRequired],
    ]),
  );
export type SignupTerms = z.output<typeof signupTermsSchema>;

/**
 * POST /api/account/signup. The server repeats every rule of the form it can
 * see: the password confirmation and the duplicate-check flag live only in the
 * browser (the server checks the username itself), and identity verification
 * is proven by the id of a verification the server confirmed with the provider.
 */
export const signupRequestSchema = z
  .object({
    name: text(30),
    username: z.string().trim().default(''),
    pwd: z.string().default(''),
    birthday: birthdaySchema.default({ year: '', month: '', day: '' }),
    birthdayCalendar: z.enum(birthdayCalendars).default('solar'),
    zonecode: text(10),
    roadAddress: text(200),
    detailAddress: text(200),
    telNum: z.string().default(''),
    phoneNum: z.string().default(''),
    email: z.string().trim().default(''),
    marketingSms: yn.default('N'),
    marketingEmail: yn.default('N'),
    identityVerificationId: z.string().trim().max(100).default(''),
  })
  .superRefine((input, context) =>
    firstFailure(context, [
      () => [input.name === '', 'name', messages.signup.nameRequired],
      () => [input.username === '', 'username', messages.signup.usernameRequired],
      () => [!isValidUsername(input.username), 'username', messages.signup.usernameRule],
      () => [input.pwd === '', 'pwd', messages.signup.pwdRequired],
      () => [!isValidPassword(input.pwd), 'pwd', messages.signup.pwdRule],
      () => [!isCompleteMobile(input.phoneNum), 'phoneNum', messages.signup.mobileRequired],
      () => [!isCompleteLandline(input.telNum), 'telNum', messages.signup.telRequired],
      () => [input.identityVerificationId === '', 'identityVerificationId', messages.signup.identityRequired],
      () => [input.email === '', 'email', messages.signup.emailRequired],
      () => [!isValidEmail(input.email), 'email', messages.signup.emailInvalid],
      () => [birthdayToDate(input.birthday) === undefined, 'birthday', messages.signup.birthdayInvalid],
    ]),
  );
export type SignupRequestInput = z.input<typeof signupRequestSchema>;
export type SignupRequest = z.output<typeof signupRequestSchema>;

/**
 * The signup form as the browser holds it: phone and landline in three parts,
 * e-mail as local part and domain, the confirmation, and the two flags the
 * browser keeps (duplicate checked, identity verified). Checked in the spec's
 * order (000 section 5), first failure wins.
 */
export const signupFormSchema = z
  .object({
    name: z.string().trim().default(''),
    username: z.string().trim().default(''),
    pwd: z.string().default(''),
    pwdConfirm: z.string().default(''),
    birthday: birthdaySchema.default({ year: '', month: '', day: '' }),
    birthdayCalendar: z.enum(birthdayCalendars).default('solar'),
    zonecode: z.string().default(''),
    roadAddress: z.string().default(''),
    detailAddress: z.string().default(''),
    phone1: z.string().default(''),
    phone2: z.string().default(''),
    phone3: z.string().default(''),
    tel1: z.string().default(''),
    tel2: z.string().default(''),
    tel3: z.string().default(''),
    emailLocal: z.string().trim().default(''),
    emailDomain: z.string().trim().default(''),
    marketingSms: yn.default('N'),
    marketingEmail: yn.default('N'),
    identityVerificationId: z.string().default(''),
    isUsernameChecked: z.boolean().default(false),
  })
  .superRefine((form, context) =>
    firstFailure(context, [
      () => [form.name === '', 'name', messages.signup.nameRequired],
      () => [form.username === '', 'username', messages.signup.usernameRequired],
      () => [form.pwd === '', 'pwd', messages.signup.pwdRequired],
      () => [form.pwdConfirm === '', 'pwdConfirm', messages.signup.pwdConfirmRequired],
      () => [form.pwd !== form.pwdConfirm, 'pwdConfirm', messages.signup.pwdMismatch],
      () => [!isValidPassword(form.pwd), 'pwd', messages.signup.pwdRule],
      () => [!form.phone1 || !form.phone2 || !form.phone3, form.phone1 ? (form.phone2 ? 'phone3' : 'phone2') : 'phone1', messages.signup.mobileRequired],
      () => [!form.tel1 || !form.tel2 || !form.tel3, form.tel1 ? (form.tel2 ? 'tel3' : 'tel2') : 'tel1', messages.signup.telRequired],
      () => [form.identityVerificationId === '', 'identityVerificationId', messages.signup.identityRequired],
      () => [!form.emailLocal || !form.emailDomain, form.emailLocal ? 'emailDomain' : 'emailLocal', messages.signup.emailRequired],
      () => [!isValidEmail(`${form.emailLocal}@${form.emailDomain}`), 'emailLocal', messages.signup.emailInvalid],
      () => [!form.isUsernameChecked, 'username', messages.signup.usernameNotChecked],
      () => [birthdayToDate(form.birthday) === undefined, 'birthday', messages.signup.birthdayIncomplete],
    ]),
  );
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupForm = z.output<typeof signupFormSchema>;

/** The parts of a form held in boxes (phones in three, the e-mail in two halves) as a request carries them. */
interface ContactForm {
  zonecode: string;
  roadAddress: string;
  detailAddress: string;
  phone1: string;
  phone2: string;
  phone3: string;
  tel1: string;
  tel2: string;
  tel3: string;
  emailLocal: string;
  emailDomain: string;
  marketingSms: YesNo;
  marketingEmail: YesNo;
}

function contactRequestOf(form: ContactForm) {
  return {
    zonecode: form.zonecode,
    roadAddress: form.roadAddress,
    detailAddress: form.detailAddress,
    telNum: joinPhoneParts([form.tel1, form.tel2, form.tel3]),
    phoneNum: joinPhoneParts([form.phone1, form.phone2, form.phone3]),
    email: `${form.emailLocal.trim()}@${form.emailDomain.trim()}`,
    marketingSms: form.marketingSms,
    marketingEmail: form.marketingEmail,
  };
}

/** The request the signup form sends. */
export function signupFormToRequest(form: SignupForm): SignupRequestInput {
  return {
    name: form.name,
    username: form.username,
    pwd: form.pwd,
    birthday: form.birthday,
    birthdayCalendar: form.birthdayCalendar,
    ...contactRequestOf(form),
    identityVerificationId: form.identityVerificationId,
  };
}

/** GET /api/account/check-duplicate?username → whether it is free. */
export const checkDuplicateQuerySchema = z.object({
  username: z
    .string({ error: messages.signup.usernameRequired })
    .trim()
    .min(1, messages.signup.usernameRequired)
    .regex(usernamePattern, messages.signup.usernameRule),
});
export const checkDuplicateResultSchema = z.object({
  /** true when the username is free to use. */
  available: z.boolean(),
  message: z.string(),
});
export type CheckDuplicateResult = z.infer<typeof checkDuplicateResultSchema>;

/** POST /api/account/signup answers truthy on success. */
export const signupResultSchema = z.object({ result: z.literal(true), name: z.string(), username: z.string() });
export type SignupResult = z.infer<typeof signupResultSchema>;

// ---------------------------------------------------------------------------
// Identity verification (본인인증): PortOne V2 or the sandbox window

export const identityProviders = ['portone', 'sandbox'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

/** POST /api/identity/prepare: the id to verify under, and how the browser asks. */
export const identityPrepareSchema = z.object({
  identityVerificationId: z.string(),
  provider: z.enum(identityProviders),
  /** PortOne store and channel (portone only). */
  storeId: z.string().nullable(),
  channelKey: z.string().nullable(),
});
export type IdentityPrepare = z.infer<typeof identityPrepareSchema>;

/** What the person typed before verifying: a name and a mobile of at least 10 digits. */
export const identityRequestSchema = z.object({
  name: z.string({ error: messages.identity.needNameAndPhone }).trim().min(1, messages.identity.needNameAndPhone).max(30, messages.identity.needNameAndPhone),
  phoneNum: z
    .string({ error: messages.identity.needNameAndPhone })
    .transform((phone) => phone.replace(/\D/g, ''))
    .refine(isCompleteMobile, messages.identity.needNameAndPhone),
});
export type IdentityRequestInput = z.input<typeof identityRequestSchema>;

/** POST /api/identity/confirm {identityVerificationId}: the server asks the provider. */
export const identityConfirmSchema = z.object({
  identityVerificationId: z
    .string({ error: messages.identity.notVerified })
    .trim()
    .min(1, messages.identity.notVerified)
    .max(100, messages.identity.notVerified),
});
export const identityConfirmResultSchema = z.object({
  verified: z.literal(true),
  identityVerificationId: z.string(),
  /** As the provider verified them. */
  name: z.string(),
  phoneNum: z.string(),
});
export type IdentityConfirmResult = z.infer<typeof identityConfirmResultSchema>;

/** POST /api/sandbox/identity-verifications/{id}: the sandbox window's answer (sandbox mode only). */
export const sandboxIdentitySchema = z.object({
  name: z.string().trim().min(1, messages.identity.needNameAndPhone).max(30),
  phoneNum: z
    .string()
    .transform((phone) => phone.replace(/\D/g, ''))
    .refine(isCompleteMobile, messages.identity.needNameAndPhone),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  outcome: z.enum(['VERIFIED', 'FAILED']),
  failReason: z.string().max(200).nullish(),
});
export type SandboxIdentityInput = z.input<typeof sandboxIdentitySchema>;

// ---------------------------------------------------------------------------
// Find ID and password

/** POST /api/account/find-id {identityVerificationId} → masked usernames of that person. */
export const findIdSchema = identityConfirmSchema;
export const findIdResultSchema = z.object({
  accounts: z.array(z.object({ username: z.string(), createDate: z.string() })),
});
export type FindIdResult = z.infer<typeof findIdResultSchema>;

/** POST /api/account/password-reset-request {username, email}: always the same answer. */
export const passwordResetRequestSchema = z
  .object({
    username: z.string().trim().default(''),
    email: z.string().trim().default(''),
  })
  .superRefine((input, context) =>
    firstFailure(context, [
      () => [input.username === '', 'username', messages.signup.usernameRequired],
      () => [input.email === '', 'email', messages.signup.emailRequired],
      () => [!isValidEmail(input.email), 'email', messages.signup.emailInvalid],
    ]),
  );
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** How long a reset link works. */
export const passwordResetMinutes = 30;

/**
 * How often one account gets a reset mail, whoever asks: one per cooldown and
 * a few a day, so nobody can fill a member's mailbox by asking over and over.
 */
export const passwordResetMailLimits = { cooldownMinutes: 2, perDay: 5 } as const;

/** POST /api/account/password-reset {token, newPassword, newPasswordConfirm}. */
export const passwordResetSchema = z
  .object({
    token: z.string().trim().max(200).default(''),
    newPassword: z.string().default(''),
    newPasswordConfirm: z.string().default(''),
  })
  .superRefine((input, context) =>
    firstFailure(context, [() => [input.token === '', 'token', messages.findAccount.resetLinkInvalid], ...newPasswordChecks(input)]),
  );
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

// ---------------------------------------------------------------------------
// Profile (edit-profile)

/** GET /api/account/get-account-info */
export const accountInfoSchema = z.object({
  name: z.string(),
  username: z.string(),
  /** 'YYYY-MM-DD' or null. */
  birthday: z.string().nullable(),
  birthdayCalendar: z.enum(birthdayCalendars).nullable(),
  zonecode: z.string(),
  roadAddress: z.string(),
  detailAddress: z.string(),
  /** Digits only. */
  telNum: z.string(),
  phoneNum: z.string(),
  email: z.string(),
  marketingSms: z.enum(['Y', 'N']),
  marketingEmail: z.enum(['Y', 'N']),
  /** false for members who joined with Naver or Kakao and have not set a password. */
  hasPassword: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/**
 * A new e-mail receives password reset links, so changing it asks for the
 * current password, as changing the password does. Members without a password
 * (social signup) prove themselves by their session.
 */
export function emailChangeNeedsPassword(account: { email: string; hasPassword: boolean }, nextEmail: string): boolean {
  return account.hasPassword && !sameEmail(account.email, nextEmail);
}

/**
 * POST /api/account/change-account-info. Name, username and birthday are not
 * editable and not sent. Mobile, landline and e-mail are checked (000 section 5).
 */
export const changeAccountInfoSchema = z
  .object({
    zonecode: text(10),
    roadAddress: text(200),
    detailAddress: text(200),
    telNum: z.string().default(''),
    phoneNum: z.string().default(''),
    email: z.string().trim().default(''),
    marketingSms: yn,
    marketingEmail: yn,
    /** Needed only when the e-mail changes (emailChangeNeedsPassword); the server checks it. */
    currentPassword: z.string().max(100).default(''),
  })
  .superRefine((input, context) =>
    firstFailure(context, [
      () => [!isCompleteMobile(input.phoneNum), 'phoneNum', messages.profile.mobileRequired],
      () => [!isCompleteLandline(input.telNum), 'telNum', messages.profile.telRequired],
      () => [input.email === '' || input.email.startsWith('@') || input.email.endsWith('@'), 'email', messages.profile.emailRequired],
      () => [!isValidEmail(input.email), 'email', messages.signup.emailInvalid],
    ]),
  );
export type ChangeAccountInfoInput = z.input<typeof changeAccountInfoSchema>;

/**
 * The profile form as the browser holds it (edit-profile, 000 section 5):
 * phones in three boxes, the e-mail in two halves, and the current password,
 * asked only when the e-mail changes (emailChangeNeedsPassword). In the
 * spec's order: an empty mobile box, an empty landline box, an empty e-mail
 * half (each pointing at that box); then the request's own rules; last the
 * current password.
 */
export function profileFormSchema(account: { email: string; hasPassword: boolean }) {
  const empty = (form: Record<string, string>, names: readonly string[]) => names.find((name) => (form[name] ?? '').trim() === '');
  return z
    .object({
      zonecode: text(10),
      roadAddress: text(200),
      detailAddress: text(200),
      phone1: z.string().default(''),
      phone2: z.string().default(''),
      phone3: z.string().default(''),
      tel1: z.string().default(''),
      tel2: z.string().default(''),
      tel3: z.string().default(''),
      emailLocal: z.string().default(''),
      emailDomain: z.string().default(''),
      marketingSms: yn.default('N'),
      marketingEmail: yn.default('N'),
      currentPassword: z.string().max(100).default(''),
    })
    .superRefine((form, context) => {
      const email = `${form.emailLocal.trim()}@${form.emailDomain.trim()}`;
      const emptyPhone = empty(form, ['phone1', 'phone2', 'phone3']);
      const emptyTel = empty(form, ['tel1', 'tel2', 'tel3']);
      const emptyEmail = empty(form, ['emailLocal', 'emailDomain']);
      firstFailure(context, [
        () => (emptyPhone ? [true, emptyPhone, messages.profile.mobileRequired] : null),
        () => (emptyTel ? [true, emptyTel, messages.profile.telRequired] : null),
        () => (emptyEmail ? [true, emptyEmail, messages.profile.emailRequired] : null),
        () => [!isCompleteMobile(joinPhoneParts([form.phone1, form.phone2, form.phone3])), 'phone1', messages.profile.mobileRequired],
        () => [!isCompleteLandline(joinPhoneParts([form.tel1, form.tel2, form.tel3])), 'tel1', messages.profile.telRequired],
        () => [!isValidEmail(email), 'emailLocal', messages.signup.emailInvalid],
        () => [emailChangeNeedsPassword(account, email) && form.currentPassword === '', 'currentPassword', messages.profile.currentPasswordForEmail],
      ]);
    });
}
export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileForm = z.output<ReturnType<typeof profileFormSchema>>;

/** The request the profile form sends; the current password only when the e-mail changes. */
export function profileFormToRequest(form: ProfileForm, account: { email: string; hasPassword: boolean }): ChangeAccountInfoInput {
  const request = contactRequestOf(form);
  return { ...request, currentPassword: emailChangeNeedsPassword(account, request.email) ? form.currentPassword : '' };
}

// ---------------------------------------------------------------------------
// Password change and withdrawal

/** The change-password form (the confirmation stays in the browser). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().default(''),
    newPassword: z.string().default(''),
    newPasswordConfirm: z.string().default(''),
  })
  .superRefine((input, context) =>
    firstFailure(context, [() => [input.currentPassword === '', 'currentPassword', messages.password.currentRequired], ...newPasswordChecks(input)]),
  );
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** POST /api/account/change-password {currentPassword, newPassword}. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().default(''),
    newPassword: z.string().default(''),
  })
  .superRefine((input, context) =>
    firstFailure(context, [
      () => [input.currentPassword === '', 'currentPassword', messages.password.currentRequired],
      ...newPasswordChecks({ newPassword: input.newPassword }),
    ]),
  );
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
/**
 * A member who joined with Naver or Kakao has no password: '비밀번호 설정'
 * asks only for the new one (the social session is proof enough), and then
 * the member may disconnect the social account.
 */
export const setPasswordFormSchema = z
  .object({
    newPassword: z.string().default(''),
    newPasswordConfirm: z.string().default(''),
  })
  .superRefine((input, context) => firstFailure(context, newPasswordChecks(input)));
export type SetPasswordFormInput = z.input<typeof setPasswordFormSchema>;

/** POST /api/account/set-password {newPassword}. */
export const setPasswordSchema = z
  .object({ newPassword: z.string().default('') })
  .superRefine((input, context) => firstFailure(context, newPasswordChecks({ newPassword: input.newPassword })));
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** Answer of change-password on success: result 'success' and the message. */
export const resultMessageSchema = z.object({ result: z.string(), message: z.string() });
export type ResultMessage = z.infer<typeof resultMessageSchema>;

/** POST /api/account/delete-account {password}: result 'true' on success. */
export const deleteAccountSchema = z.object({ password: z.string().default('') });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

// ---------------------------------------------------------------------------
// Refund account (account-management)

export const refundBankNumberLength = { min: 10, max: 16 } as const;

/** POST /api/account/register-return-bank {bankName, bankOwner, bankNumber}. */
export const refundBankSchema = z
  .object({
    bankName: z.string().trim().default(''),
    bankOwner: z.string().trim().default(''),
    bankNumber: z.string().trim().default(''),
  })
  .superRefine((input, context) =>
    firstFailure(context, [
      () => [!isRefundBank(input.bankName), 'bankName', messages.refundBank.bankRequired],
      () => [input.bankOwner === '', 'bankOwner', messages.refundBank.ownerRequired],
      () => [input.bankOwner.length > 30, 'bankOwner', messages.refundBank.ownerTooLong],
      () => [input.bankNumber === '', 'bankNumber', messages.refundBank.numberRequired],
      () => [!/^\d+$/.test(input.bankNumber), 'bankNumber', messages.refundBank.numberDigits],
      () => [
        input.bankNumber.length < refundBankNumberLength.min || input.bankNumber.length > refundBankNumberLength.max,
        'bankNumber',
        messages.refundBank.numberLength,
      ],
    ]),
  );
export type RefundBankInput = z.input<typeof refundBankSchema>;

/** GET /api/account/return-bank-info: the registered account, or null. */
export const refundBankInfoSchema = z
  .object({
    bankName: z.enum(refundBanks),
    bankOwner: z.string(),
    bankNumber: z.string(),
    /** When it was registered; it is deleted a year later. */
    createDate: z.string(),
  })
  .nullable();
export type RefundBankInfo = z.infer<typeof refundBankInfoSchema>;

/** Refund account data is deleted this long after collection. */
export const refundBankRetentionDays = 365;
