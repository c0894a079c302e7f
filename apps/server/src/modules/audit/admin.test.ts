import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditActionLabels, messages, type AdminAuditRow } from '@ongi/shared';
import { adminAudits } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { adminCallers, expectAdminOnly, readWorkbook, type AdminCallers } from '../../test/admin';
import { getAs } from '../../test/member-session';

let t: TestContext;
let callers: AdminCallers;

type Page<Row> = { content: Row[]; totalElements: number };
const list = (query = '') => getAs(t.app, `/api/admin/audit/list${query}`, callers.admin).then((response) => response.json() as Page<AdminAuditRow>);

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute));
  await t.database.db.insert(adminAudits).values([
    { adminUsername: 'admin', action: 'create', resource: 'notice', targetSeqs: [3], summary: '설 연휴 고객센터 휴무 안내', createDate: at(1) },
    { adminUsername: 'manager2', action: 'delete', resource: 'faq', targetSeqs: [4, 5], summary: 'FAQ 2건 삭제', createDate: at(2) },
    { adminUsername: 'admin', action: 'cancel', resource: 'payment', targetSeqs: [9], summary: 'pay-1 취소: 중복 결제', createDate: at(3) },
    ...Array.from({ length: 9 }, (_, i) => ({ adminUsername: 'admin', action: 'update' as const, resource: 'popup', targetSeqs: [i + 1], summary: `팝업 ${i + 1}`, createDate: at(10 + i) })),
  ]);
});
afterAll(() => t.close());

describe('GET /api/admin/audit/list', () => {
  it('lists the trail newest first, 10 a page', async () => {
    const first = await list();
    expect(first.totalElements).toBe(12);
    expect(first.content[0]).toMatchObject({ adminUsername: 'admin', action: 'update', resource: 'popup', targetSeqs: [9], summary: '팝업 9', createDate: '2026-11-01T00:18:00.000Z' });
    expect((await list('?page=2')).content.map((row) => row.summary)).toEqual(['FAQ 2건 삭제', '설 연휴 고객센터 휴무 안내']);
  });

  it('searches by administrator or resource and filters by action', async () => {
    expect((await list('?searchType=admin&searchWord=manager')).content.map((row) => row.summary)).toEqual(['FAQ 2건 삭제']);
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
    const response = await getAs(t.app, '/api/admin/audit/excel?action=delete', callers.admin);
    expect(response.statusCode).toBe(200);
    const rows = await readWorkbook(response.rawPayload);
    expect(rows[0]).toEqual(['일시', '관리자', '작업', '대상', '번호', '내용']);
    expect(rows.slice(1)).toEqual([[expect.stringContaining('2026. 11. 1.'), 'manager2', adminAuditActionLabels.delete, 'FAQ', '4, 5', 'FAQ 2건 삭제']]);
  });

  it('answers administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/audit/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/audit/excel' });
  });
});
