import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAccountMessages, messages, type AdminAccountDetail, type AdminAccountRow, type AdminMemberRow, only, type Page } from '@ongi/shared';
import { accounts, refundBanks } from '@server/db/schema';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { adminCallers, adminLoginAs, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { expectExcelCells, readExcel } from '@server/test/excel';
import { getAs, postAs } from '@server/test/member-session';
import { createAccount, createRefundBank } from '@server/seed/factories';
import { hashPassword } from './password';

let t: TestContext;
let callers: AdminCallers;
let memberHash: string;
const newPassword = 'Onk9!mzqw';

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  memberHash = await hashPassword('Passw0rd!');
  const db = t.database.db;
  for (let i = 1; i <= 11; i += 1) {
    await createAccount(db, {
      username: `staffadmin${i}`,
      name: `관리자${i}`,
      roleType: 'ADMIN',
      description: `운영 담당 ${i}`,
      division: '운영팀',
      passwordHash: memberHash,
    });
  }
  for (let i = 1; i <= 12; i += 1) {
    const member = await createAccount(db, {
      username: `exmember${i}`,
      name: `엑셀회원`,
      email: `exmember${i}@example.com`,
      description: i === 1 ? '첫 회원' : null,
      passwordHash: memberHash,
    });
    if (i <= 2) await createRefundBank(db, { accountSeq: member.accountSeq, bankName: '국민', bankNumber: `1234567890${i}` });
  }
});
afterAll(() => t.close());

type Result = { seq: number; message: string };
const adminList = (query = '') => getAs(t.app, `/api/admin/admin-account/list${query}`, callers.admin);
const memberList = (query = '') => getAs(t.app, `/api/admin/account/list${query}`, callers.admin);
const saveAdmin = (payload: unknown, cookie = callers.admin) => postAs(t.app, '/api/admin/admin-account/save', payload, cookie);
const saveMember = (payload: unknown, cookie = callers.admin) => postAs(t.app, '/api/admin/account/save', payload, cookie);
const search = (username: string) => getAs(t.app, `/api/admin/account/search-admin-username?username=${encodeURIComponent(username)}`, callers.admin);
const duplicate = (username: string) => getAs(t.app, `/api/admin/account/check-username-duplicate/${encodeURIComponent(username)}`, callers.admin);
const memberLogin = (username: string, pwd: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username, pwd } });
const adminLogin = (username: string, pwd: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/account/login', headers: sameOrigin, payload: { username, pwd } });

const adminPayload = {
  username: 'newadmin01',
  pwd: newPassword,
  pwdConfirm: newPassword,
  name: '박운영',
  description: '정산 담당',
  division: '재무팀',
  email: 'ops@ongi.kr',
  phoneNum: '02-123-4567',
  roleType: 'ADMIN',
};
const memberPayload = {
  username: 'newmember01',
  pwd: newPassword,
  pwdConfirm: newPassword,
  name: '이회원',
  description: '전화 가입',
  email: 'member@ongi.kr',
  bankName: '신한',
  bankOwner: '이회원',
  bankNumber: '110123456789',
  roleType: 'NORMAL',
};

describe('the admin account list', () => {
  it('lists administrators 10 a page, newest first, with description, division and dates', async () => {
    const first = (await adminList()).json() as Page<AdminAccountRow>;
    expect(first.totalElements).toBe(12);
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({
      username: 'staffadmin11',
      name: '관리자11',
      description: '운영 담당 11',
      division: '운영팀',
      lastLoginDate: null,
    });
    const second = (await adminList('?page=2')).json() as Page<AdminAccountRow>;
    expect(second.content).toHaveLength(2);
    // The caller logged in: the last login date is there.
    expect(second.content.at(-1)?.lastLoginDate).not.toBeNull();
  });

  it('searches by username, by name, or both; never lists members', async () => {
    const byName = (await adminList(`?searchType=name&searchWord=${encodeURIComponent('관리자1')}`)).json() as Page<AdminAccountRow>;
    expect(byName.content.map((row) => row.username).sort()).toEqual(['staffadmin1', 'staffadmin10', 'staffadmin11']);
    const byUsername = (await adminList('?searchType=username&searchWord=staffadmin3')).json() as Page<AdminAccountRow>;
    expect(byUsername.content.map((row) => row.username)).toEqual(['staffadmin3']);
    const all = (await adminList('?searchType=all&searchWord=exmember')).json() as Page<AdminAccountRow>;
    expect(all.totalElements).toBe(0);
    const wrong = await adminList('?searchType=title');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.query.searchType });
  });
});

describe('the member account list', () => {
  it('lists members with e-mail, description and the refund account, and no administrators', async () => {
    const page = (await memberList('?searchType=username&searchWord=exmember')).json() as Page<AdminMemberRow>;
    expect(page.totalElements).toBe(12);
    const first = (await memberList('?searchType=username&searchWord=exmember1')).json() as Page<AdminMemberRow>;
    const one = first.content.find((row) => row.username === 'exmember1');
    expect(one).toMatchObject({ name: '엑셀회원', email: 'exmember1@example.com', description: '첫 회원', bankName: '국민', bankNumber: '12345678901' });
    expect(first.content.find((row) => row.username === 'exmember10')).toMatchObject({ bankName: null, bankNumber: null });
    expect(((await memberList('?searchWord=staffadmin')).json() as Page<AdminMemberRow>).totalElements).toBe(0);
  });

  it('does not show a refund account past its year', async () => {
    const member = await createAccount(t.database.db, { username: 'oldbankmember', passwordHash: memberHash });
    await createRefundBank(t.database.db, { accountSeq: member.accountSeq, createDate: new Date(Date.now() - 400 * 24 * 3_600_000) });
    const page = (await memberList('?searchType=username&searchWord=oldbankmember')).json() as Page<AdminMemberRow>;
    expect(page.content[0]).toMatchObject({ username: 'oldbankmember', bankName: null, bankNumber: null });
  });

  it('downloads every page of the search as an .xlsx with Korean headers', async () => {
    const search = `?searchType=name&searchWord=${encodeURIComponent('엑셀회원')}`;
    const { totalElements } = (await memberList(search)).json() as Page<AdminMemberRow>;
    const file = await readExcel(await getAs(t.app, `/api/admin/account/excel${search}`, callers.admin));
    expect(file.fileName).toBe('회원목록_전체_엑셀회원.xlsx');
    expect(file.lines.slice(0, 3)).toEqual(['회원 계정', '검색 조건: 검색어 "엑셀회원"(이름)', '기간: 전체']);
    expectExcelCells(file, {
      header: ['아이디', '이름', '이메일', '설명', '환불 은행', '환불 계좌번호', '가입일'],
      count: totalElements,
      dates: ['가입일'],
      texts: ['아이디', '환불 계좌번호'],
    });
    expect(totalElements).toBe(12);
    expect(file.column('아이디').sort()).toEqual(Array.from({ length: 12 }, (_, i) => `exmember${i + 1}`).sort());
    const second = file.rows.find((row) => row[0] === 'exmember2') ?? [];
    expect(second.slice(1, 6)).toEqual(['엑셀회원', 'exmember2@example.com', null, '국민', '12345678902']);
  });

  it('downloads the administrators for an access review, with the last login as a date', async () => {
    const { totalElements } = (await getAs(t.app, '/api/admin/admin-account/list', callers.admin)).json() as Page<{ username: string }>;
    const file = await readExcel(await getAs(t.app, '/api/admin/admin-account/excel', callers.admin));
    expect(file.fileName).toBe('관리자계정목록_전체.xlsx');
    expectExcelCells(file, {
      header: ['아이디', '이름', '소속', '설명', '생성일', '최근 로그인'],
      count: totalElements,
      dates: ['생성일', '최근 로그인'],
    });
    // The administrator of this test logged in: the cell is a date, not text.
    expect(file.column('최근 로그인').some((cell) => cell instanceof Date)).toBe(true);
  });
});

describe('GET /api/admin/account/search-admin-username', () => {
  it('answers noAccount, existing (with the admin), normalAccount and withdrawn', async () => {
    expect((await search('nobodyhere')).json()).toEqual({ result: 'noAccount', message: adminAccountMessages.noAccountConfirm, account: null });
    // A stored username older than the rule is still found.
    await createAccount(t.database.db, { username: 'boss', roleType: 'ADMIN', description: '대표', passwordHash: memberHash });
    expect((await search('boss')).json()).toMatchObject({ result: 'existing', account: { username: 'boss', description: '대표' } });
    expect((await duplicate('boss')).json()).toEqual({ duplicate: true, message: adminAccountMessages.usernameTaken });
    const existing = (await search('staffadmin2')).json();
    expect(existing).toMatchObject({
      result: 'existing',
      message: adminAccountMessages.existing,
      account: { username: 'staffadmin2', name: '관리자2', description: '운영 담당 2', division: '운영팀' },
    });
    expect((await search('exmember3')).json()).toEqual({ result: 'normalAccount', message: adminAccountMessages.normalAccount, account: null });
    await createAccount(t.database.db, { username: 'goneadmin', roleType: 'ADMIN', withdrawnAt: new Date(), passwordHash: memberHash });
    expect((await search('goneadmin')).json()).toEqual({ result: 'withdrawn', message: adminAccountMessages.withdrawn, account: null });
  });

  it.each([
    ['', messages.signup.usernameRequired],
    ['ab', messages.signup.usernameRule],
    ['한글아이디입니다', messages.signup.usernameRule],
    ['x'.repeat(51), messages.signup.usernameRule],
  ])('refuses %j with its sentence', async (username, message) => {
    const response = await search(username);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('GET /api/admin/account/check-username-duplicate/{username}', () => {
  it('answers whether the username is taken', async () => {
    expect((await duplicate('exmember4')).json()).toEqual({ duplicate: true, message: adminAccountMessages.usernameTaken });
    expect((await duplicate('staffadmin4')).json()).toEqual({ duplicate: true, message: adminAccountMessages.usernameTaken });
    expect((await duplicate('freename01')).json()).toEqual({ duplicate: false, message: adminAccountMessages.usernameAvailable });
    const bad = await duplicate('a b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: messages.signup.usernameRule });
  });
});

describe('creating and editing accounts', () => {
  it('creates an administrator who can log in to the back office, and edits them', async () => {
    const created = await saveAdmin({ ...adminPayload, accountSeq: -1 });
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as Result;
    expect(message).toBe(adminAccountMessages.created);
    const detail = (await getAs(t.app, `/api/admin/admin-account/detail/${seq}`, callers.admin)).json() as AdminAccountDetail;
    expect(detail).toMatchObject({
      roleType: 'ADMIN',
      username: 'newadmin01',
      name: '박운영',
      description: '정산 담당',
      division: '재무팀',
      email: 'ops@ongi.kr',
      phoneNum: '021234567',
    });
    expect((await adminLogin('newadmin01', newPassword)).statusCode).toBe(200);

    const edited = await saveAdmin({
      accountSeq: seq,
      username: 'ignored',
      pwd: '',
      name: '박운영',
      description: '정산·환불 담당',
      division: '재무팀',
      email: '',
      phoneNum: '',
    });
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    const after = (await getAs(t.app, `/api/admin/admin-account/detail/${seq}`, callers.admin)).json() as AdminAccountDetail;
    expect(after).toMatchObject({ username: 'newadmin01', description: '정산·환불 담당', email: null, phoneNum: null });
    // The password was kept; a new one replaces it.
    expect((await adminLogin('newadmin01', newPassword)).statusCode).toBe(200);
    await saveAdmin({ accountSeq: seq, pwd: 'Velvet9%Canyon', pwdConfirm: 'Velvet9%Canyon', name: '박운영' });
    expect((await adminLogin('newadmin01', newPassword)).statusCode).toBe(401);
    expect((await adminLogin('newadmin01', 'Velvet9%Canyon')).statusCode).toBe(200);

    const audit = (await getAs(t.app, '/api/admin/audit/list?searchType=resource&searchWord=admin-account', callers.admin)).json() as {
      content: Array<{ action: string; targetSeqs: number[]; summary: string }>;
    };
    // Its logins are in the trail too (login, loginFailed): the changes made to it are read here.
    const changes = audit.content.filter((row) => !row.action.startsWith('login'));
    expect(changes.slice(0, 3).map((row) => [row.action, row.targetSeqs, row.summary])).toEqual([
      ['update', [seq], 'newadmin01'],
      ['update', [seq], 'newadmin01'],
      ['create', [seq], 'newadmin01'],
    ]);
  });

  it('creates a member with a refund account who can log in, and edits them', async () => {
    const created = await saveMember(memberPayload);
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as Result;
    expect(message).toBe(adminAccountMessages.created);
    const detail = (await getAs(t.app, `/api/admin/account/detail/${seq}`, callers.admin)).json() as AdminAccountDetail;
    expect(detail).toMatchObject({
      roleType: 'NORMAL',
      username: 'newmember01',
      name: '이회원',
      bankName: '신한',
      bankOwner: '이회원',
      bankNumber: '110123456789',
      division: null,
      phoneNum: null,
    });
    expect((await memberLogin('newmember01', newPassword)).statusCode).toBe(200);
    // Not an administrator: the back office refuses them, and the admin detail does not show them.
    expect((await adminLogin('newmember01', newPassword)).statusCode).toBe(401);
    expect((await getAs(t.app, `/api/admin/admin-account/detail/${seq}`, callers.admin)).statusCode).toBe(404);

    const edited = await saveMember({ accountSeq: seq, name: '이회원', description: '', email: 'member@ongi.kr', bankName: '', bankOwner: '', bankNumber: '' });
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    expect((await getAs(t.app, `/api/admin/account/detail/${seq}`, callers.admin)).json()).toMatchObject({ description: null, bankName: null });

    // A new password set here ends the member's sessions.
    const session = String((await memberLogin('newmember01', newPassword)).headers['set-cookie']).split(';')[0];
    expect((await getAs(t.app, '/api/account/check-login', session)).json()).toMatchObject({ isAuthenticated: true });
    await saveMember({ accountSeq: seq, pwd: 'Velvet9%Canyon', pwdConfirm: 'Velvet9%Canyon', name: '이회원' });
    expect((await getAs(t.app, '/api/account/check-login', session)).json()).toMatchObject({ isAuthenticated: false });
    expect((await memberLogin('newmember01', 'Velvet9%Canyon')).statusCode).toBe(200);
  });

  it('refuses a username already taken, by a member, an administrator or a withdrawn account', async () => {
    for (const username of ['exmember5', 'staffadmin5', 'goneadmin']) {
      const response = await saveAdmin({ ...adminPayload, username });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: adminAccountMessages.usernameTaken });
    }
  });

  it.each([
    [{ username: '' }, messages.signup.usernameRequired],
    [{ username: 'ab' }, messages.signup.usernameRule],
    [{ pwd: '', pwdConfirm: '' }, messages.signup.pwdRequired],
    [{ pwdConfirm: 'Other12!x' }, adminAccountMessages.pwdMismatch],
    [{ pwd: 'short1', pwdConfirm: 'short1' }, messages.signup.pwdRule],
    [{ pwd: 'password1', pwdConfirm: 'password1' }, messages.password.weak],
    [{ pwd: 'Admin1234!', pwdConfirm: 'Admin1234!' }, messages.password.weak],
    [{ pwd: 'Refusedadmin1!', pwdConfirm: 'Refusedadmin1!' }, messages.password.weak],
    [{ name: '  ' }, messages.adminForm.nameRequired],
    [{ name: '가'.repeat(31) }, adminAccountMessages.nameTooLong],
    [{ description: '가'.repeat(201) }, adminAccountMessages.descriptionTooLong],
    [{ division: '가'.repeat(51) }, adminAccountMessages.divisionTooLong],
    [{ email: 'not-an-email' }, messages.signup.emailInvalid],
    [{ phoneNum: '0212' }, adminAccountMessages.phoneInvalid],
    [{ roleType: 'NORMAL' }, messages.common.badRequest],
    [{ accountSeq: 0 }, messages.query.seq],
  ])('refuses an administrator %j with its sentence', async (change, message) => {
    const response = await saveAdmin({ ...adminPayload, username: 'refusedadmin', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    [{ bankName: '없는은행' }, messages.refundBank.bankRequired],
    [{ bankOwner: '' }, messages.refundBank.ownerRequired],
    [{ bankNumber: '12-34' }, messages.refundBank.numberDigits],
    [{ bankNumber: '123' }, messages.refundBank.numberLength],
  ])('refuses a member with a refund account %j', async (change, message) => {
    const response = await saveMember({ ...memberPayload, username: 'refusedmember', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an edit of an account that is not there, or of the other role', async () => {
    const member = only(await t.database.db.select().from(accounts).where(eq(accounts.username, 'exmember6')), 'the member');
    for (const response of [await saveAdmin({ ...adminPayload, accountSeq: 999999 }), await saveAdmin({ ...adminPayload, accountSeq: member.accountSeq })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: adminAccountMessages.notFound });
    }
    const detail = await getAs(t.app, '/api/admin/account/detail/999999', callers.admin);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({ message: messages.admin.notFound('회원 계정') });
  });
});

describe('deleting accounts', () => {
  it('deletes nothing when none is chosen, or when one is foreign, gone or of the other role', async () => {
    for (const url of ['/api/admin/account/delete', '/api/admin/admin-account/delete']) {
      const none = await postAs(t.app, url, { seqs: [] }, callers.admin);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ message: messages.admin.noneSelected.account });
    }
    const member = only(await t.database.db.select().from(accounts).where(eq(accounts.username, 'exmember7')), 'the member');
    const admin = only(await t.database.db.select().from(accounts).where(eq(accounts.username, 'staffadmin7')), 'the administrator');
    const stale = await postAs(t.app, '/api/admin/account/delete', { seqs: [member.accountSeq, 987654] }, callers.admin);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: messages.admin.staleSelection });
    const otherRole = await postAs(t.app, '/api/admin/account/delete', { seqs: [member.accountSeq, admin.accountSeq] }, callers.admin);
    expect(otherRole.statusCode).toBe(404);
    expect((await getAs(t.app, `/api/admin/account/detail/${member.accountSeq}`, callers.admin)).statusCode).toBe(200);
  });

  it('withdraws a member as their own withdrawal does: no login, no list, refund account gone, username kept', async () => {
    const member = only(await t.database.db.select().from(accounts).where(eq(accounts.username, 'exmember1')), 'the member');
    const cookie = (await memberLogin('exmember1', 'Passw0rd!')).headers['set-cookie'];
    const deleted = await postAs(t.app, '/api/admin/account/delete', { seqs: [member.accountSeq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    expect((await memberLogin('exmember1', 'Passw0rd!')).statusCode).toBe(401);
    // Their session ended with the account.
    const session = String(Array.isArray(cookie) ? cookie[0] : cookie).split(';')[0];
    expect((await getAs(t.app, '/api/account/check-login', session)).json()).toMatchObject({ isAuthenticated: false });
    expect(((await memberList('?searchType=username&searchWord=exmember1')).json() as Page<AdminMemberRow>).content.map((row) => row.username)).not.toContain(
      'exmember1',
    );
    expect(await t.database.db.select().from(refundBanks).where(eq(refundBanks.accountSeq, member.accountSeq))).toEqual([]);
    expect((await duplicate('exmember1')).json()).toMatchObject({ duplicate: true });
    // Deleting it again: it is gone.
    expect((await postAs(t.app, '/api/admin/account/delete', { seqs: [member.accountSeq] }, callers.admin)).statusCode).toBe(404);
  });

  it('refuses to delete the administrator who asks, or the last administrator, and deletes another', async () => {
    const self = await postAs(t.app, '/api/admin/admin-account/delete', { seqs: [callers.adminAccountSeq] }, callers.admin);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: messages.admin.audit.selfDelete });

    const everyone = (await t.database.db.select({ seq: accounts.accountSeq, roleType: accounts.roleType, withdrawnAt: accounts.withdrawnAt }).from(accounts))
      .filter((row) => row.roleType === 'ADMIN' && !row.withdrawnAt)
      .map((row) => row.seq);
    const all = await postAs(t.app, '/api/admin/admin-account/delete', { seqs: everyone }, callers.admin);
    expect(all.statusCode).toBe(409);
    expect(all.json()).toEqual({ message: messages.admin.audit.lastAdmin });
    expect(((await adminList()).json() as Page<AdminAccountRow>).totalElements).toBe(everyone.length);

    const other = only(await t.database.db.select().from(accounts).where(eq(accounts.username, 'staffadmin8')), 'the other administrator');
    const otherCookie = await adminLoginAs(t.app, 'staffadmin8', 'Passw0rd!');
    const deleted = await postAs(t.app, '/api/admin/admin-account/delete', { seqs: [other.accountSeq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    expect((await getAs(t.app, '/api/admin/account/check-admin', otherCookie)).statusCode).toBe(401);
    expect((await adminLogin('staffadmin8', 'Passw0rd!')).statusCode).toBe(401);
    expect((await search('staffadmin8')).json()).toMatchObject({ result: 'withdrawn' });
  });
});

describe('access', () => {
  it('is for administrators only, every route', async () => {
    for (const base of ['/api/admin/admin-account', '/api/admin/account']) {
      await expectAdminOnly(t.app, callers, { method: 'GET', url: `${base}/list` });
      await expectAdminOnly(t.app, callers, { method: 'GET', url: `${base}/detail/1` });
      await expectAdminOnly(t.app, callers, { method: 'POST', url: `${base}/save`, payload: { ...memberPayload, username: 'crosssite01' } });
      await expectAdminOnly(t.app, callers, { method: 'POST', url: `${base}/delete`, payload: { seqs: [1] } });
    }
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/account/excel' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/account/search-admin-username?username=nobodyhere' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/account/check-username-duplicate/nobodyhere' });
    expect((await duplicate('crosssite01')).json()).toMatchObject({ duplicate: false });
  });
});
