import {
  messages,
  type AccountInfo,
  type CheckConnect,
  type changeAccountInfoSchema,
  type changePasswordSchema,
  type z,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { hashPassword, verifyPassword } from './password';
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
  };
}

/** Name, username and birthday are not editable; everything else on the profile screen is. */
export async function changeAccountInfo(db: Database, accountSeq: number, input: z.output<typeof changeAccountInfoSchema>) {
  await accountOf(db, accountSeq);
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

/**
 * Changes the password after checking the current one. An account made by
 * social signup has none to check, so it is told the current one is wrong
 * (it sets one through the reset link instead). Other sessions of the account
 * end; the one that asked stays logged in.
 */
export async function changePassword(db: Database, accountSeq: number, sessionIdHash: string, input: z.output<typeof changePasswordSchema>) {
  const account = await accountOf(db, accountSeq);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw new HttpError(400, messages.password.currentWrong);
  }
  if (input.newPassword === input.currentPassword) throw new HttpError(400, messages.password.sameAsCurrent);
  await updateAccount(db, accountSeq, { passwordHash: await hashPassword(input.newPassword) });
  await deleteOtherSessions(db, accountSeq, sessionIdHash);
}

/**
 * Withdrawal. The account row stays (its username stays taken, and its
 * inquiries, reviews and invitations stay), marked withdrawn so it can no
 * longer log in; its refund account, social links and reset links go. An
 * account without a password (social signup) withdraws without one.
 */
export async function withdraw(db: Database, accountSeq: number, password: string) {
  const account = await accountOf(db, accountSeq);
  if (account.passwordHash) {
    if (password === '') throw new HttpError(400, messages.withdrawal.passwordRequired);
    if (!(await verifyPassword(account.passwordHash, password))) throw new HttpError(400, messages.withdrawal.passwordWrong);
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
