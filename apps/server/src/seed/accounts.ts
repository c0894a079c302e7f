import { and, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { hashPassword, verifyPassword } from '../modules/account';
import { demoMemberProfile, otherMemberSeeds } from './demo/accounts';
import { demoNonMember } from './demo/invitations';
import { createAccount, createRefundBank, createSocialConnection, type Account } from './factories';
import { daysAgo, type SeedContext } from './context';

/** The demo logins the server prints at start and the README lists. */
export const demoLogins = {
  admin: { username: 'admin', password: 'Admin1234!' },
  member: { username: 'member01', password: 'Member1234!' },
  /** Non-member login (비회원 tab): name, phone and the order number as the password. */
  nonMember: demoNonMember,
} as const;

export interface PasswordHashes {
  admin: string;
  member: string;
  others: string;
}

/** The other demo members share the member password, so one hash serves them all. */
export async function hashDemoPasswords(): Promise<PasswordHashes> {
  const [admin, member, others] = await Promise.all([
    hashPassword(demoLogins.admin.password),
    hashPassword(demoLogins.member.password),
    hashPassword(demoLogins.member.password),
  ]);
  return { admin, member, others };
}

/** Members by username. */
export type Members = Map<string, Account>;

/** The demo administrator, the demo member and the other members, with a refund account and a linked Kakao login. */
export async function insertAccounts({ tx, now, count }: SeedContext, hashes: PasswordHashes): Promise<Members> {
  await createAccount(tx, {
    username: demoLogins.admin.username,
    passwordHash: hashes.admin,
    name: '온기 관리자',
    roleType: 'ADMIN',
    description: '데모 관리자 계정',
    division: '운영팀',
    email: 'admin@ongi.example',
    phoneNum: null,
    adminPhoneNum: '0212345678',
    createDate: daysAgo(320, now),
  });
  const members: Members = new Map();
  const member = await createAccount(tx, {
    username: demoLogins.member.username,
    passwordHash: hashes.member,
    ...demoMemberProfile,
    telNum: '0234567890',
    birthdayCalendar: 'solar',
    marketingSms: 'Y',
    marketingEmail: 'N',
    description: '데모 회원 계정',
    createDate: daysAgo(260, now),
  });
  members.set(member.username, member);
  for (const [i, seed] of otherMemberSeeds.entries()) {
    const other = await createAccount(tx, {
      ...seed,
      passwordHash: hashes.others,
      birthdayCalendar: i === 3 ? 'lunar' : 'solar',
      marketingEmail: i % 2 ? 'Y' : 'N',
      createDate: daysAgo(240 - i * 30, now),
    });
    members.set(other.username, other);
  }
  count('account', 2 + otherMemberSeeds.length);
  await createRefundBank(tx, { accountSeq: member.accountSeq, bankName: '카카오뱅크', bankOwner: member.name, bankNumber: '3333012847593' });
  await createRefundBank(tx, {
    accountSeq: members.get('haneul_kim')!.accountSeq,
    bankName: '케이뱅크',
    bankOwner: '김하늘',
    bankNumber: '100183746529',
  });
  await createSocialConnection(tx, {
    accountSeq: member.accountSeq,
    provider: 'kakao',
    providerUserId: 'demo-kakao-member01',
    connectDate: daysAgo(200, now),
  });
  return members;
}

/** The seeded accounts and the demo password each was given. */
function seededLogins(): Array<{ username: string; password: string }> {
  return [demoLogins.admin, demoLogins.member, ...otherMemberSeeds.map((seed) => ({ username: seed.username, password: demoLogins.member.password }))];
}

export interface DemoPasswordAccounts {
  /** Seeded accounts whose password is still the public demo one. */
  usernames: string[];
  /** Other accounts with one of those very hashes (npm run seed:scale gives its members member01's). */
  sharingHash: number;
}

/**
 * Which accounts anyone could log into with the README's demo passwords. Only
 * the few seeded usernames are verified (argon2 costs tens of milliseconds
 * each), then accounts that copied one of their hashes are counted by the
 * hash itself. Withdrawn accounts cannot log in and are left out.
 */
export async function findDemoPasswordAccounts(db: Database): Promise<DemoPasswordAccounts> {
  const logins = seededLogins();
  const rows = await db
    .select({ username: accounts.username, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(
      and(
        inArray(
          accounts.username,
          logins.map((login) => login.username),
        ),
        isNull(accounts.withdrawnAt),
      ),
    );
  const usernames: string[] = [];
  const hashes = new Set<string>();
  for (const login of logins) {
    const row = rows.find((candidate) => candidate.username === login.username);
    if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, login.password))) continue;
    usernames.push(login.username);
    hashes.add(row.passwordHash);
  }
  if (hashes.size === 0) return { usernames, sharingHash: 0 };
  const sharing = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(and(inArray(accounts.passwordHash, [...hashes]), notInArray(accounts.username, usernames), isNull(accounts.withdrawnAt)));
  return { usernames, sharingHash: sharing.length };
}
