import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { refundBankRetentionDays, type RoleType } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { accounts, passwordResetTokens, refundBanks, sessions, socialConnections } from '@server/db/schema';
import { newestFirstStart, talliedTotal } from '@server/lib/list-tally';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { searchBy } from '@server/lib/search';

// The back office's reads and writes of accounts (spec 002 account lists and
// forms). A deleted account is withdrawn, as a member's own withdrawal does:
// the row stays (its inquiries, reviews, invitations and payments keep their
// owner, its username is never handed out again), it can no longer log in,
// and its sessions, refund account, social links and reset links go.

const searchColumns = { all: [accounts.username, accounts.name], username: [accounts.username], name: [accounts.name] };
type AccountSearch = { searchType: keyof typeof searchColumns; searchWord?: string };

const listed = (roleType: RoleType) => and(eq(accounts.roleType, roleType), isNull(accounts.withdrawnAt));

/**
 * A page of a role's listed accounts, newest first (account_listed_idx);
 * unsearched, the total is the tally's (accounts not withdrawn, by role) and
 * a deep page starts at its day.
 */
function listedPage<Q extends Parameters<typeof paginate>[1]>(db: Database, roleType: RoleType, query: Q, searched: boolean, request: PageRequest) {
  return paginate(db, query, request, {
    orderBy: [descending(accounts.createDate), descending(accounts.accountSeq)],
    key: accounts.accountSeq,
    total: searched ? undefined : () => talliedTotal(db, 'account', [roleType]),
    start: searched ? undefined : newestFirstStart(db, { list: 'account', buckets: [roleType], createDate: accounts.createDate }),
  });
}

/** What the member list sorts by (adminMemberSorts), ties by number. */
export const memberAccountSort = {
  columns: { username: accounts.username, name: accounts.name, createdAt: accounts.createDate },
  key: accounts.accountSeq,
};

/** What the administrator list sorts by (adminAccountSorts); an account that never logged in counts as the longest ago. */
export const adminAccountSort = {
  columns: { ...memberAccountSort.columns, lastLogin: sql`coalesce(${accounts.lastLoginDate}, '-infinity'::timestamptz)` },
  key: accounts.accountSeq,
};

/** A refund account still within its year of retention (expired ones are swept, and never shown meanwhile). */
const refundBankJoin = () =>
  and(eq(refundBanks.accountSeq, accounts.accountSeq), gte(refundBanks.createDate, new Date(Date.now() - refundBankRetentionDays * 24 * 3_600_000)));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The administrators, newest first. */
export async function listAdminAccountsPage(db: Database, query: AccountSearch, request: PageRequest) {
  const search = searchBy(searchColumns, query.searchType, query.searchWord);
  const rows = db
    .select({
      accountSeq: accounts.accountSeq,
      username: accounts.username,
      name: accounts.name,
      description: accounts.description,
      division: accounts.division,
      createDate: accounts.createDate,
      lastLoginDate: accounts.lastLoginDate,
    })
    .from(accounts)
    .where(and(listed('ADMIN'), search))
    .$dynamic();
  const page = await listedPage(db, 'ADMIN', rows, search !== undefined, request);
  return { ...page, content: page.content.map((row) => ({ ...row, createDate: row.createDate.toISOString(), lastLoginDate: iso(row.lastLoginDate) })) };
}

/** The members with their refund account, newest first. */
export async function listMemberAccountsPage(db: Database, query: AccountSearch, request: PageRequest) {
  const search = searchBy(searchColumns, query.searchType, query.searchWord);
  const rows = db
    .select({
      accountSeq: accounts.accountSeq,
      username: accounts.username,
      name: accounts.name,
      email: accounts.email,
      description: accounts.description,
      bankName: refundBanks.bankName,
      bankNumber: refundBanks.bankNumber,
      createDate: accounts.createDate,
    })
    .from(accounts)
    .leftJoin(refundBanks, refundBankJoin())
    .where(and(listed('NORMAL'), search))
    .$dynamic();
  const page = await listedPage(db, 'NORMAL', rows, search !== undefined, request);
  return { ...page, content: page.content.map((row) => ({ ...row, createDate: row.createDate.toISOString() })) };
}

/** One listed account of the role, as its form shows it. */
export async function findAdminAccountDetail(db: Database, roleType: RoleType, accountSeq: number) {
  const [row] = await db
    .select({
      accountSeq: accounts.accountSeq,
      roleType: accounts.roleType,
      username: accounts.username,
      name: accounts.name,
      description: accounts.description,
      division: accounts.division,
      email: accounts.email,
      phoneNum: accounts.adminPhoneNum,
      bankName: refundBanks.bankName,
      bankOwner: refundBanks.bankOwner,
      bankNumber: refundBanks.bankNumber,
      createDate: accounts.createDate,
      lastLoginDate: accounts.lastLoginDate,
    })
    .from(accounts)
    .leftJoin(refundBanks, refundBankJoin())
    .where(and(eq(accounts.accountSeq, accountSeq), listed(roleType)));
  return row && { ...row, createDate: row.createDate.toISOString(), lastLoginDate: iso(row.lastLoginDate) };
}

/**
 * The administrators that would remain after these go, the rows locked so
 * that two deletes at once cannot both pass the last-administrator check.
 */
export async function remainingAdminsAfter(tx: Database, accountSeqs: number[]): Promise<number> {
  const rows = await tx.select({ accountSeq: accounts.accountSeq }).from(accounts).where(listed('ADMIN')).for('update');
  return rows.filter((row) => !accountSeqs.includes(row.accountSeq)).length;
}

/** Withdraws the listed accounts of the role among `accountSeqs`; answers how many. */
export async function withdrawAccounts(tx: Database, roleType: RoleType, accountSeqs: number[]): Promise<number> {
  const withdrawn = await tx
    .update(accounts)
    .set({ withdrawnAt: new Date() })
    .where(and(inArray(accounts.accountSeq, accountSeqs), listed(roleType)))
    .returning({ accountSeq: accounts.accountSeq });
  const seqs = withdrawn.map((row) => row.accountSeq);
  if (seqs.length === 0) return 0;
  await tx.delete(sessions).where(inArray(sessions.accountSeq, seqs));
  await tx.delete(refundBanks).where(inArray(refundBanks.accountSeq, seqs));
  await tx.delete(socialConnections).where(inArray(socialConnections.accountSeq, seqs));
  await tx.delete(passwordResetTokens).where(inArray(passwordResetTokens.accountSeq, seqs));
  return seqs.length;
}
