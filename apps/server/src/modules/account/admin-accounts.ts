import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccountMessages, contract, formatDate, isValidUsername, messages, type adminAdminAccountSaveSchema, type RoleType, type z } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { accounts } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import { adminResourceRoutes, type AdminContext, type SaveOutcome } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { isUniqueViolation } from '@server/lib/unique-violation';
import { currentUser } from '@server/plugins/access';
import { HttpError } from '@server/lib/http-error';
import {
  adminAccountSort,
  memberAccountSort,
  findAdminAccountDetail,
  listAdminAccountsPage,
  listMemberAccountsPage,
  remainingAdminsAfter,
  withdrawAccounts,
} from './admin-account-queries';
import { hashPassword, refuseWeakPassword } from './password';
import { deleteOtherSessions, deleteRefundBank, deleteResetTokensOf, findAccountByUsername, insertAccount, updateAccount, upsertRefundBank } from './queries';

type AccountSave = z.output<typeof adminAdminAccountSaveSchema>;

/**
 * Creates (no accountSeq) or edits an account of the role. A new username
 * must be free, withdrawn accounts' included; an edit keeps the username and,
 * unless a new one is typed, the password. A new password ends the account's
 * other sessions and its reset links, as a reset by its owner does.
 */
async function saveAccount({ db, request }: AdminContext, roleType: RoleType, values: AccountSave): Promise<SaveOutcome> {
  if (values.pwd !== '') refuseWeakPassword(values.pwd, values);
  const fields = {
    name: values.name,
    description: values.description || null,
    email: values.email || null,
    ...(roleType === 'ADMIN' ? { division: values.division || null, adminPhoneNum: values.phoneNum || null } : {}),
  };
  const bank = { bankName: values.bankName, bankOwner: values.bankOwner, bankNumber: values.bankNumber };

  if (values.accountSeq === undefined) {
    if (await findAccountByUsername(db, values.username)) throw new HttpError(409, adminAccountMessages.usernameTaken);
    const passwordHash = await hashPassword(values.pwd);
    try {
      const account = await db.transaction(async (tx) => {
        const created = await insertAccount(tx, { ...fields, username: values.username, passwordHash, roleType });
        if (roleType === 'NORMAL' && bank.bankName) await upsertRefundBank(tx, { accountSeq: created.accountSeq, ...bank });
        return created;
      });
      return { seq: account.accountSeq, created: true, summary: values.username, message: adminAccountMessages.created };
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, adminAccountMessages.usernameTaken);
      throw error;
    }
  }

  const accountSeq = values.accountSeq;
  const existing = await findAdminAccountDetail(db, roleType, accountSeq);
  if (!existing) throw new HttpError(404, adminAccountMessages.notFound);
  const passwordHash = values.pwd === '' ? undefined : await hashPassword(values.pwd);
  await db.transaction(async (tx) => {
    await updateAccount(tx, accountSeq, { ...fields, ...(passwordHash ? { passwordHash } : {}) });
    if (passwordHash) {
      await deleteOtherSessions(tx, accountSeq, request.session?.idHash ?? '');
      await deleteResetTokensOf(tx, accountSeq);
    }
    if (roleType === 'NORMAL') {
      if (bank.bankName) await upsertRefundBank(tx, { accountSeq, ...bank });
      else await deleteRefundBank(tx, accountSeq);
    }
  });
  return { seq: accountSeq, created: false, summary: existing.username };
}

/** Deletes (withdraws) accounts; an administrator keeps their own account and the last administrator stays. */
async function removeAccounts({ db, request }: AdminContext, roleType: RoleType, seqs: number[]) {
  if (roleType === 'ADMIN') {
    if ((await remainingAdminsAfter(db, seqs)) === 0) throw new HttpError(409, messages.admin.audit.lastAdmin);
    if (seqs.includes(currentUser(request).accountSeq ?? 0)) throw new HttpError(409, messages.admin.audit.selfDelete);
  }
  return withdrawAccounts(db, roleType, seqs);
}

/** What the trail keeps of a withdrawn account: who it was, not how to reach them. */
const accountSnapshot = snapshotOf(accounts, accounts.accountSeq, accounts.username, {
  이름: accounts.name,
  역할: accounts.roleType,
  가입일: accounts.createDate,
});

const accountSearchTypeNames = { username: '아이디', name: '이름' };

/** /api/admin/admin-account: the administrators (spec 002 admin-account-list, admin-account-manage). */
export const adminAccountResourceRoutes = adminResourceRoutes(contract.admin.adminAccount, {
  key: 'admin-account',
  list: { load: listAdminAccountsPage, sort: adminAccountSort },
  detail: { load: (db, seq) => findAdminAccountDetail(db, 'ADMIN', seq) },
  save: { save: (context, values) => saveAccount(context, 'ADMIN', values) },
  remove: { snapshot: accountSnapshot, remove: (context, seqs) => removeAccounts(context, 'ADMIN', seqs) },
  // Who can reach the back office, for the office's periodic access review.
  excel: {
    fileName: '관리자계정목록',
    sheet: '관리자 계정',
    search: { searchTypes: accountSearchTypeNames },
    columns: [
      { header: '아이디', width: 18, cell: (row) => row.username },
      { header: '이름', width: 12, cell: (row) => row.name },
      { header: '소속', width: 14, cell: (row) => row.division },
      { header: '설명', width: 30, cell: (row) => row.description },
      { header: '생성일', kind: 'date', width: 12, cell: (row) => formatDate(row.createDate) },
      { header: '최근 로그인', kind: 'time', cell: (row) => row.lastLoginDate },
    ],
  },
});

/** /api/admin/account: the members (spec 002 account-list, account-create), with the Excel of a search. */
export const memberAccountResourceRoutes = adminResourceRoutes(contract.admin.account, {
  key: 'account',
  list: { load: listMemberAccountsPage, sort: memberAccountSort },
  detail: { load: (db, seq) => findAdminAccountDetail(db, 'NORMAL', seq) },
  save: { save: (context, values) => saveAccount(context, 'NORMAL', values) },
  remove: { snapshot: accountSnapshot, remove: (context, seqs) => removeAccounts(context, 'NORMAL', seqs) },
  excel: {
    fileName: '회원목록',
    sheet: '회원 계정',
    search: { searchTypes: accountSearchTypeNames },
    columns: [
      { header: '아이디', width: 18, cell: (row) => row.username },
      { header: '이름', width: 12, cell: (row) => row.name },
      { header: '이메일', width: 28, cell: (row) => row.email },
      { header: '설명', width: 30, cell: (row) => row.description },
      { header: '환불 은행', width: 12, cell: (row) => row.bankName },
      { header: '환불 계좌번호', width: 20, cell: (row) => row.bankNumber },
      { header: '가입일', kind: 'date', width: 12, cell: (row) => formatDate(row.createDate) },
    ],
  },
});

/** /api/admin/account: the username search of the admin screen and the duplicate check of both forms. */
export const adminAccountLookupRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.admin.account.searchAdminUsername, {
    handler: async (request) => {
      const account = await findAccountByUsername(db, request.query.username);
      if (!account && !isValidUsername(request.query.username)) throw new HttpError(400, messages.signup.usernameRule);
      if (!account) return { result: 'noAccount' as const, message: adminAccountMessages.noAccountConfirm, account: null };
      if (account.withdrawnAt) return { result: 'withdrawn' as const, message: adminAccountMessages.withdrawn, account: null };
      if (account.roleType !== 'ADMIN') return { result: 'normalAccount' as const, message: adminAccountMessages.normalAccount, account: null };
      return {
        result: 'existing' as const,
        message: adminAccountMessages.existing,
        account: {
          accountSeq: account.accountSeq,
          username: account.username,
          name: account.name,
          description: account.description,
          division: account.division,
          email: account.email,
          phoneNum: account.adminPhoneNum,
        },
      };
    },
  });

  route(app, contract.admin.account.checkUsernameDuplicate, {
    handler: async (request) => {
      const duplicate = (await findAccountByUsername(db, request.params.username)) !== undefined;
      if (!duplicate && !isValidUsername(request.params.username)) throw new HttpError(400, messages.signup.usernameRule);
      return { duplicate, message: duplicate ? adminAccountMessages.usernameTaken : adminAccountMessages.usernameAvailable };
    },
  });
};
