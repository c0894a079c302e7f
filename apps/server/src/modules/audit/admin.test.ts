import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditActionLabels, itemAt, messages, type AdminAuditRow } from '@ongi/shared';
import { adminAudits } from '@server/db/schema';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { adminCallers, adminPassword, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { expectExcelCells, readExcel, wallClockOf } from '@server/test/excel';
import { getAs } from '@server/test/member-session';
import { createAccount, createFuneralInvitation, createPayment } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;

type Page<Row> = { content: Row[]; totalElements: number };
const list = (query = '') => getAs(t.app, `/api/admin/audit/list${query}`, callers.admin).then((response) => response.json() as Page<AdminAuditRow>);

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  // The list's cases read only these lines (the callers' login is a line of its own).
  await t.database.db.delete(adminAudits);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute));
  await t.database.db.insert(adminAudits).values([
    { adminUsername: 'admin', action: 'create', resource: 'notice', targetSeqs: [3], summary: '설 연휴 고객센터 휴무 안내', createDate: at(1) },
    {
      adminUsername: 'manager2',
      action: 'delete',
      resource: 'faq',
      targetSeqs: [4, 5],
      summary: 'FAQ 2건 삭제: 환불 문의, =HYPERLINK("http://evil.example")',
      clientAddress: '203.0.113.7',
      sessionRef: 'abcDEF0123456789abcdef',
      snapshot: {
        rows: [
          {
            seq: 4,
            title: '환불 문의',
            fields: [
              { label: '카테고리번호', value: null },
              { label: '등록일', value: '2026-10-01T00:00:00.000Z' },
            ],
          },
          { seq: 5, title: '=HYPERLINK("http://evil.example")', fields: [] },
        ],
      },
      createDate: at(2),
    },
    { adminUsername: 'admin', action: 'cancel', resource: 'payment', targetSeqs: [9], summary: 'pay-1 취소: 중복 결제', createDate: at(3) },
    ...Array.from({ length: 9 }, (_, i) => ({
      adminUsername: 'admin',
      action: 'update' as const,
      resource: 'popup',
      targetSeqs: [i + 1],
      summary: `팝업 ${i + 1}`,
      createDate: at(10 + i),
    })),
  ]);
});
afterAll(() => t.close());

describe('GET /api/admin/audit/list', () => {
  it('lists the trail newest first, 10 a page', async () => {
    const first = await list();
    expect(first.totalElements).toBe(12);
    expect(first.content[0]).toMatchObject({
      adminUsername: 'admin',
      action: 'update',
      resource: 'popup',
      targetSeqs: [9],
      summary: '팝업 9',
      createDate: '2026-11-01T00:18:00.000Z',
    });
    expect((await list('?page=2')).content.map((row) => row.summary)).toEqual([
      'FAQ 2건 삭제: 환불 문의, =HYPERLINK("http://evil.example")',
      '설 연휴 고객센터 휴무 안내',
    ]);
  });

  it('searches by administrator or resource and filters by action', async () => {
    expect((await list('?searchType=admin&searchWord=manager')).content.map((row) => row.targetSeqs)).toEqual([[4, 5]]);
    expect((await list('?searchType=address&searchWord=203.0.113')).content.map((row) => row.targetSeqs)).toEqual([[4, 5]]);
    expect((await list('?searchType=resource&searchWord=notice')).content.map((row) => row.summary)).toEqual(['설 연휴 고객센터 휴무 안내']);
    expect((await list(`?searchType=all&searchWord=${encodeURIComponent('중복')}`)).totalElements).toBe(1);
    expect((await list('?action=cancel')).content.map((row) => row.targetSeqs)).toEqual([[9]]);
  });

  it.each([
    ['?action=publish', messages.query.searchType],
    ['?searchType=summary', messages.query.searchType],
    ['?page=0', messages.query.page],
  ])('refuses %s', async (query, message) => {
    const response = await getAs(t.app, `/api/admin/audit/list${query}`, callers.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('downloads the filtered trail as Excel', async () => {
    const file = await readExcel(await getAs(t.app, '/api/admin/audit/excel?action=delete', callers.admin));
    expect(file.lines[1]).toBe(`검색 조건: 작업 ${adminAuditActionLabels.delete}`);
    expectExcelCells(file, {
      header: ['일시', '관리자', '작업', '대상', '번호', '내용', '주소', '세션', '남긴 내용'],
      count: (await list('?action=delete')).totalElements,
      dates: ['일시'],
    });
    expect(file.rows.map((row) => [wallClockOf(row[0] ?? null).slice(0, 10), ...row.slice(1)])).toEqual([
      [
        '2026-11-01',
        'manager2',
        adminAuditActionLabels.delete,
        'FAQ',
        '4, 5',
        'FAQ 2건 삭제: 환불 문의, =HYPERLINK("http://evil.example")',
        '203.0.113.7',
        'abcDEF0123456789abcdef',
        '환불 문의 (4번): 등록일 2026-10-01 09:00\n=HYPERLINK("http://evil.example") (5번)',
      ],
    ]);
  });

  it('answers administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/audit/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/audit/excel' });
  });
});

describe('what the trail records beyond changes', () => {
  const login = (username: string, pwd: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/account/login', remoteAddress, headers: sameOrigin, payload: { username, pwd } });
  const lines = async (query: string) => (await list(query)).content;

  it('records a login with its address and session handle (never the cookie), and each failed login of an administrator with the username tried', async () => {
    const admin = await createAccount(t.database.db, { username: 'auditadmin1', password: adminPassword, roleType: 'ADMIN' });
    const wrong = await login('auditadmin1', 'Wrong-password-1', '198.51.100.20');
    expect(wrong.statusCode).toBe(401);
    const ok = await login('auditadmin1', adminPassword, '198.51.100.21');
    expect(ok.statusCode).toBe(200);
    const cookie = sessionCookie(ok);

    const success = itemAt(await lines('?action=login&searchType=admin&searchWord=auditadmin1'), 0, 'the newest success line');
    expect(success).toMatchObject({ adminUsername: 'auditadmin1', resource: 'admin-account', targetSeqs: [admin.accountSeq], clientAddress: '198.51.100.21' });
    expect(success.sessionRef).toMatch(/^[\w-]{16,}$/);
    expect(cookie).not.toContain(success.sessionRef!);
    // That session's own actions carry the same handle.
    await getAs(t.app, '/api/admin/audit/excel?searchType=admin&searchWord=auditadmin1', cookie);
    const download = itemAt(await lines('?action=excel&searchType=admin&searchWord=auditadmin1'), 0, 'the newest download line');
    expect(download.sessionRef).toBe(success.sessionRef);

    const failure = itemAt(await lines('?action=loginFailed&searchType=admin&searchWord=auditadmin1'), 0, 'the newest failure line');
    expect(failure).toMatchObject({ targetSeqs: [admin.accountSeq], summary: '관리자 로그인 실패: auditadmin1', clientAddress: '198.51.100.20' });
    expect(JSON.stringify(await lines('?action=loginFailed'))).not.toContain('Wrong-password-1');
  });

  it('folds failed logins with usernames that are no administrator’s into one line per address, with how many and the names tried', async () => {
    await createAccount(t.database.db, { username: 'auditmember1', roleType: 'NORMAL' });
    for (const username of ['nobody1', 'nobody2', 'auditmember1', 'nobody1'])
      expect((await login(username, 'Whatever-1', '198.51.100.30')).statusCode).toBe(401);
    expect((await login('nobody3', 'Whatever-1', '198.51.100.31')).statusCode).toBe(401);
    const folded = await lines('?action=loginFailed&searchType=address&searchWord=198.51.100.30');
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({
      adminUsername: 'nobody1',
      targetSeqs: [],
      summary: '관리자가 아닌 아이디로 로그인 실패 4회 (마지막: nobody1)',
      snapshot: { attempts: 4, usernames: ['nobody2', 'auditmember1', 'nobody1'] },
    });
    expect(await lines('?action=loginFailed&searchType=address&searchWord=198.51.100.31')).toHaveLength(1);
  });

  it('records every Excel download with its search, and a payment detail view', async () => {
    await getAs(t.app, `/api/admin/payment/excel?searchType=payer&searchWord=${encodeURIComponent('김온기')}&status=PAID`, callers.admin);
    const download = itemAt(await lines('?action=excel&searchType=resource&searchWord=payment'), 0, 'the newest download line');
    expect(download).toMatchObject({
      resource: 'payment',
      summary: '결제 엑셀 다운로드 (searchType=payer, searchWord=김온기, status=PAID)',
      snapshot: { search: { searchType: 'payer', searchWord: '김온기', status: 'PAID' } },
      clientAddress: '127.0.0.1',
    });

    // Both write the trail, so another site cannot make an administrator's browser do them.
    for (const url of ['/api/admin/payment/excel', '/api/admin/audit/excel']) {
      const crossSite = await getAs(t.app, url, callers.admin, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
    }
    expect((await lines('?action=excel&searchType=resource&searchWord=payment')).map((line) => line.auditSeq)).toEqual([download.auditSeq]);

    const payment = await createPayment(t.database.db, await createFuneralInvitation(t.database.db));
    expect((await getAs(t.app, `/api/admin/payment/detail/${payment.paymentId}`, callers.admin, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await getAs(t.app, `/api/admin/payment/detail/${payment.paymentId}`, callers.admin)).statusCode).toBe(200);
    const view = itemAt(await lines('?action=view'), 0, 'the newest view line');
    expect(view).toMatchObject({ resource: 'payment', targetSeqs: [payment.paymentSeq], summary: `${payment.paymentId} 상세 조회` });
  });
});
