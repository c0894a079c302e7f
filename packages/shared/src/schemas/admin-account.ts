import { z } from '../zod';
import { messages } from '../messages';
import { isValidEmail } from '../rules/email';
import { isValidPassword } from '../rules/password';
import { isCompleteLandline, phoneDigits } from '../rules/phone';
import { adminListQuery, adminListSort, adminSeqOrNew } from './admin';
import { firstFailure, type Check } from './first-failure';
import { isValidUsername, refundBankSchema } from './member';
import { instantSchema } from './query';
import type { RoleType } from './account';

// The back office's accounts (spec 002 §2 admin-account-list,
// admin-account-manage, account-list, account-create): administrators
// (roleType ADMIN) and members (NORMAL), each a list, one form for creating
// and editing, the username search of the admin screen and the duplicate check.

/** The sentences of these screens: §5 and §8's own, and the plain ones they lack. */
export const adminAccountMessages = {
  created: '계정이 생성 됐습니다.',
  noAccountConfirm: '계정이 존재 하지 않습니다, 새로 생성하시겠습니까?',
  normalAccount: '검색한 계정은 일반회원 계정입니다.',
  existing: '이미 등록된 관리자 계정입니다. 계정 정보를 불러옵니다.',
  withdrawn: '삭제(탈퇴)된 계정의 아이디입니다. 다른 아이디를 입력해주세요.',
  pwdMismatch: '비밀번호가 일치하지 않습니다.',
  usernameNotChecked: '아이디 중복확인을 해주세요.',
  usernameNotSearched: '아이디를 검색해 새 계정 생성을 확인해주세요.',
  usernameTaken: '중복된 아이디입니다.',
  usernameAvailable: '사용 가능한 아이디입니다.',
  nameTooLong: '이름은 30자 이내로 입력해주세요.',
  descriptionTooLong: '설명은 200자 이내로 입력해주세요.',
  divisionTooLong: '소속은 50자 이내로 입력해주세요.',
  phoneInvalid: '연락처를 정확히 입력해주세요.',
  notFound: '계정을 찾을 수 없습니다. 목록을 새로 고쳐 주세요.',
  pwdKeepHint: '비워 두면 지금 비밀번호를 그대로 씁니다.',
} as const;

export const adminAccountSearchTypes = ['all', 'username', 'name'] as const;
/** What the member list sorts by: username, name, day joined. */
export const adminMemberSorts = ['username', 'name', 'createdAt'] as const;
/** What the administrator list sorts by: the member list's, and the last login (whose account is unused). */
export const adminAccountSorts = [...adminMemberSorts, 'lastLogin'] as const;
/** Both account lists: all / username / name, 10 a page; withdrawn (deleted) accounts are not listed. */
export const adminAccountListQuerySchema = adminListQuery(adminAccountSearchTypes, adminListSort(adminAccountSorts));
export const adminMemberListQuerySchema = adminListQuery(adminAccountSearchTypes, adminListSort(adminMemberSorts));
export type AdminAccountListQuery = z.input<typeof adminAccountListQuerySchema>;

/** What every account row and record holds. */
const accountBase = {
  accountSeq: z.number().int(),
  username: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createDate: instantSchema,
};

/** A row of the admin account list: number, username, name, description, division, created, last login. */
export const adminAccountRowSchema = z.object({
  ...accountBase,
  division: z.string().nullable(),
  lastLoginDate: instantSchema.nullable(),
});
export type AdminAccountRow = z.infer<typeof adminAccountRowSchema>;

/** A row of the member account list: username, name, e-mail, description, refund bank and number. */
export const adminMemberRowSchema = z.object({
  ...accountBase,
  email: z.string().nullable(),
  bankName: z.string().nullable(),
  bankNumber: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

/** One account as its form shows it. */
export const adminAccountDetailSchema = z.object({
  ...accountBase,
  roleType: z.enum(['NORMAL', 'ADMIN']),
  division: z.string().nullable(),
  email: z.string().nullable(),
  /** The administrator's contact number (admin only). */
  phoneNum: z.string().nullable(),
  bankName: z.string().nullable(),
  bankOwner: z.string().nullable(),
  bankNumber: z.string().nullable(),
  lastLoginDate: instantSchema.nullable(),
});
export type AdminAccountDetail = z.infer<typeof adminAccountDetailSchema>;

// Lengths are the checks' (their own sentences); the body limit bounds the rest.
const text = () => z.string().trim().default('');

/** The fields both the request and the form hold. */
const accountShape = {
  accountSeq: adminSeqOrNew,
  username: z.string().trim().default(''),
  pwd: z.string().default(''),
  pwdConfirm: z.string().optional(),
  name: text(),
  description: text(),
  division: text(),
  email: text(),
  phoneNum: z.string().trim().max(30).default(''),
  bankName: text(),
  bankOwner: text(),
  bankNumber: text(),
};

type AccountValues = {
  accountSeq?: number;
  username: string;
  pwd: string;
  pwdConfirm?: string;
  name: string;
  description: string;
  division: string;
  email: string;
  phoneNum: string;
  bankName: string;
  bankOwner: string;
  bankNumber: string;
};

/** The refund account's own rules, only when one of its three fields is filled (members only). */
function refundBankCheck(values: AccountValues): Check | null {
  if (!values.bankName && !values.bankOwner && !values.bankNumber) return null;
  const result = refundBankSchema.safeParse({ bankName: values.bankName, bankOwner: values.bankOwner, bankNumber: values.bankNumber });
  if (result.success) return null;
  const issue = result.error.issues[0];
  return [true, String(issue?.path[0] ?? 'bankName'), issue?.message ?? messages.refundBank.bankRequired];
}

/**
 * The checks in the screen's order, first failure wins. A new account needs
 * a valid username and password; an edit keeps both unless a new password is
 * typed. `extra` are the browser's own (the duplicate check) after the username.
 */
function accountChecks(roleType: RoleType, values: AccountValues, extra: Array<() => Check | null> = []): Array<() => Check | null> {
  const creating = values.accountSeq === undefined;
  return [
    () => [creating && values.username === '', 'username', messages.signup.usernameRequired],
    () => [creating && !isValidUsername(values.username), 'username', messages.signup.usernameRule],
    ...extra,
    () => [creating && values.pwd === '', 'pwd', messages.signup.pwdRequired],
    () => [values.pwd !== '' && values.pwdConfirm !== undefined && values.pwd !== values.pwdConfirm, 'pwdConfirm', adminAccountMessages.pwdMismatch],
    () => [values.pwd !== '' && !isValidPassword(values.pwd), 'pwd', messages.signup.pwdRule],
    () => [values.name === '', 'name', messages.adminForm.nameRequired],
    () => [values.name.length > 30, 'name', adminAccountMessages.nameTooLong],
    () => [values.description.length > 200, 'description', adminAccountMessages.descriptionTooLong],
    () => [roleType === 'ADMIN' && values.division.length > 50, 'division', adminAccountMessages.divisionTooLong],
    () => [values.email !== '' && !isValidEmail(values.email), 'email', messages.signup.emailInvalid],
    () => [roleType === 'ADMIN' && values.phoneNum !== '' && !isCompleteLandline(values.phoneNum), 'phoneNum', adminAccountMessages.phoneInvalid],
    () => (roleType === 'NORMAL' ? refundBankCheck(values) : null),
  ];
}

/**
 * POST /api/admin/admin-account/save and /api/admin/account/save: no
 * accountSeq (or -1) creates an account of the screen's role, an accountSeq
 * edits it. roleType may be sent (the spec's payload) but the address decides.
 * Admin-only fields (division, phone) are dropped for members and the refund
 * account for administrators.
 */
export function adminAccountSaveSchema(roleType: RoleType) {
  return z
    .object({ ...accountShape, roleType: z.literal(roleType, { error: messages.common.badRequest }).optional() })
    .superRefine((values, context) => firstFailure(context, accountChecks(roleType, values)))
    .transform(({ pwdConfirm: _confirm, roleType: _role, ...values }) => ({
      ...values,
      phoneNum: roleType === 'ADMIN' ? phoneDigits(values.phoneNum) : '',
      division: roleType === 'ADMIN' ? values.division : '',
      ...(roleType === 'NORMAL' ? {} : { bankName: '', bankOwner: '', bankNumber: '' }),
    }));
}
export const adminAdminAccountSaveSchema = adminAccountSaveSchema('ADMIN');
export const adminMemberAccountSaveSchema = adminAccountSaveSchema('NORMAL');
export type AdminAccountSave = z.input<typeof adminAdminAccountSaveSchema>;

/**
 * The form as the browser holds it: the request's fields, the confirmation
 * and whether the username was checked (members: 중복확인; administrators:
 * the search that found no account and was confirmed).
 */
export function adminAccountFormSchema(roleType: RoleType) {
  return z
    .object({ ...accountShape, pwdConfirm: z.string().default(''), usernameChecked: z.boolean().default(false) })
    .superRefine((values, context) =>
      firstFailure(
        context,
        accountChecks(roleType, values, [
          () => [
            values.accountSeq === undefined && !values.usernameChecked,
            'username',
            roleType === 'ADMIN' ? adminAccountMessages.usernameNotSearched : adminAccountMessages.usernameNotChecked,
          ],
        ]),
      ),
    );
}
export type AdminAccountForm = z.output<ReturnType<typeof adminAccountFormSchema>>;

/** The request a form sends: the screen's role, -1 for a new account. */
export function adminAccountFormToRequest(roleType: RoleType, values: AdminAccountForm, seq: number | undefined) {
  const { usernameChecked: _checked, ...request } = values;
  return { ...request, accountSeq: seq ?? -1, roleType };
}

/**
 * A username as the search and the duplicate check take it: any stored one
 * (the demo 'admin' predates the rule); one not stored must follow the rule
 * before it is called free (the server answers usernameRule).
 */
export const adminUsernameSchema = z
  .string({ error: messages.signup.usernameRequired })
  .trim()
  .min(1, messages.signup.usernameRequired)
  .max(50, messages.signup.usernameRule);

/** GET /api/admin/account/search-admin-username?username */
export const searchAdminUsernameQuerySchema = z.object({ username: adminUsernameSchema });

export const searchAdminUsernameOutcomes = ['noAccount', 'existing', 'normalAccount', 'withdrawn'] as const;
export const searchAdminUsernameResultSchema = z.object({
  /** noAccount: free, may be created; existing: an administrator's; normalAccount: a member's; withdrawn: a deleted account's, never reused. */
  result: z.enum(searchAdminUsernameOutcomes),
  message: z.string(),
  /** The administrator found (existing only). */
  account: z
    .object({
      accountSeq: z.number().int(),
      username: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      division: z.string().nullable(),
      email: z.string().nullable(),
      phoneNum: z.string().nullable(),
    })
    .nullable(),
});
export type SearchAdminUsernameResult = z.infer<typeof searchAdminUsernameResultSchema>;

/** GET /api/admin/account/check-username-duplicate/{username} */
export const checkUsernameDuplicateParamsSchema = z.object({ username: adminUsernameSchema });
export const checkUsernameDuplicateResultSchema = z.object({
  /** true when the username is taken (the spec's answer). */
  duplicate: z.boolean(),
  message: z.string(),
});
export type CheckUsernameDuplicateResult = z.infer<typeof checkUsernameDuplicateResultSchema>;
