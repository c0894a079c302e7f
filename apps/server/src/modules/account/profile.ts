import {
  emailChangeNeedsPassword,
  messages,
  type AccountInfo,
  type CheckConnect,
  type changeAccountInfoSchema,
  type changePasswordSchema,
  type setPasswordSchema,
  type z,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { PasswordGuard } from '@server/lib/auth-throttle';
import { HttpError } from '@server/lib/http-error';
import { hashPassword, refuseWeakPassword, verifyPassword } from './password';
import {
  deleteOtherSessions,
  deleteRefundBank,
  deleteResetTokensOf,
  deleteSocialConnections,
  findAccount,
  findSocialConnections,
  updateAccount,
  type Account,
} from './queries';

const digits = (text: string) => text.replace(/\D/g, '');

async function accountOf(db: Database, accountSeq: number): Promise<Account> {
  const account = await findAccount(db, accountSeq);
  // The session loader already drops withdrawn accounts; this covers a race with withdrawal.
  if (!account || account.withdrawnAt) throw new HttpError(401, messages.common.unauthenticated);
  return account;
}

export async function getAccountInfo(db: Database, accountSeq: number): Promise<AccountInfo> {
  const account = await accountOf(db, accountSeq);
  return {
    name: account.name,
    username: account.username,
    birthday: account.birthday,
    birthdayCalendar: account.birthday ? account.birthdayCalendar : null,
    zonecode: account.zonecode ?? '',
    roadAddress: account.roadAddress ?? '',
    detailAddress: account.detailAddress ?? '',
    telNum: digits(account.telNum ?? ''),
    phoneNum: digits(account.phoneNum ?? ''),
    email: account.email ?? '',
    marketingSms: account.marketingSms === 'Y' ? 'Y' : 'N',
    marketingEmail: account.marketingEmail === 'Y' ? 'Y' : 'N',
    hasPassword: account.passwordHash !== '',
  };
}

/**
 * Name, username and birthday are not editable; everything else on the
 * profile screen is. A new e-mail receives reset links, so changing it asks
 * for the current password (emailChangeNeedsPassword), counted like every
 * current-password check.
 */
export async function changeAccountInfo(db: Database, guard: PasswordGuard, accountSeq: number, input: z.output<typeof changeAccountInfoSchema>) {
  const account = await accountOf(db, accountSeq);
  if (emailChangeNeedsPassword({ email: account.email ?? '', hasPassword: account.passwordHash !== '' }, input.email)) {
    if (input.currentPassword === '') throw new HttpError(400, messages.profile.currentPasswordForEmail);
    await requireCurrentPassword(guard, account, input.currentPassword, messages.password.currentWrong);
  }
  await updateAccount(db, accountSeq, {
    zonecode: input.zonecode,
    roadAddress: input.roadAddress,
    detailAddress: input.detailAddress,
    telNum: digits(input.telNum),
    phoneNum: digits(input.phoneNum),
    email: input.email,
    marketingSms: input.marketingSms,
    marketingEmail: input.marketingEmail,
  });
}

/** Checks the member's current password through the guard (a wrong one counts; too many wait). */
async function requireCurrentPassword(guard: PasswordGuard, account: Account, password: string, wrongMessage: string) {
  const matches = await guard.checkCurrentPassword(account.accountSeq, () => verifyPassword(account.passwordHash, password));
  if (!matches) throw new HttpError(400, wrongMessage);
}

/**
 * Changes the password after checking the current one. An account made by
 * social signup has none to check: it sets one with setPassword instead.
 * Other sessions of the account end; the one that asked stays logged in.
 */
export async function changePassword(
  db: Database,
  guard: PasswordGuard,
  accountSeq: number,
  sessionIdHash: string,
  input: z.output<typeof changePasswordSchema>,
) {
  const account = await accountOf(db, accountSeq);
  if (!account.passwordHash) throw new HttpError(400, messages.password.currentWrong);
  await requireCurrentPassword(guard, account, input.currentPassword, messages.password.currentWrong);
  if (input.newPassword === input.currentPassword) throw new HttpError(400, messages.password.sameAsCurrent);
  refuseWeakPassword(input.newPassword, account);
  await updateAccount(db, accountSeq, { passwordHash: await hashPassword(input.newPassword) });
  await deleteOtherSessions(db, accountSeq, sessionIdHash);
}

/**
 * '비밀번호 설정' for a member who joined with Naver or Kakao: no current
 * password exists, the social login session is the proof. Afterwards the
 * member can log in with the password and disconnect the social account.
 */
export async function setPassword(db: Database, accountSeq: number, input: z.output<typeof setPasswordSchema>) {
  const account = await accountOf(db, accountSeq);
  if (account.passwordHash) throw new HttpError(409, messages.password.alreadySet);
  refuseWeakPassword(input.newPassword, account);
  await updateAccount(db, accountSeq, { passwordHash: await hashPassword(input.newPassword) });
}

/**
 * Withdrawal. The account row stays (its username stays taken, and its
 * inquiries, reviews and invitations stay), marked withdrawn so it can no
 * longer log in; its refund account, social links and reset links go. An
 * account without a password (social signup) withdraws without one.
 */
export async function withdraw(db: Database, guard: PasswordGuard, accountSeq: number, password: string) {
  const account = await accountOf(db, accountSeq);
  if (account.passwordHash) {
    if (password === '') throw new HttpError(400, messages.withdrawal.passwordRequired);
    await requireCurrentPassword(guard, account, password, messages.withdrawal.passwordWrong);
  }
  await db.transaction(async (tx) => {
    await updateAccount(tx, accountSeq, { withdrawnAt: new Date() });
    await deleteRefundBank(tx, accountSeq);
    await deleteSocialConnections(tx, accountSeq);
    await deleteResetTokensOf(tx, accountSeq);
  });
}

export async function checkConnect(db: Database, accountSeq: number): Promise<CheckConnect> {
  const account = await accountOf(db, accountSeq);
  const connections = await findSocialConnections(db, accountSeq);
  const dateOf = (provider: 'naver' | 'kakao') => connections.find((c) => c.provider === provider)?.connectDate.toISOString() ?? null;
  const naverConnectDate = dateOf('naver');
  const kakaoConnectDate = dateOf('kakao');
  return {
    isNaver: naverConnectDate !== null,
    isKakao: kakaoConnectDate !== null,
    naverConnectDate,
    kakaoConnectDate,
    hasPassword: account.passwordHash !== '',
  };
}
