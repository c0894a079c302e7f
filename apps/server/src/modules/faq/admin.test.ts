import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt, messages, seoulWallClock, type AdminFaqRow } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, workbookBoldRows, type AdminCallers } from '@server/test/admin';
import { readExcel } from '@server/test/excel';
import { getAs, postAs } from '@server/test/member-session';
import { createCategory, createFaq } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let faqCategory: number;
let noticeCategory: number;

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  faqCategory = (await createCategory(t.database.db, { name: '결제 문의', categoryParent: 'faq', useYn: 'Y' })).categorySeq;
  noticeCategory = (await createCategory(t.database.db, { name: '서비스 공지', categoryParent: 'notice', useYn: 'Y' })).categorySeq;
  for (let i = 1; i <= 12; i += 1) await createFaq(t.database.db, { title: `자주 묻는 질문 ${i}`, content: `답변 ${i}`, categorySeq: faqCategory });
});
afterAll(() => t.close());

const save = (payload: unknown, cookie = callers.admin) => postAs(t.app, '/api/admin/faq/save', payload, cookie);
const list = (query = '', cookie = callers.admin) => getAs(t.app, `/api/admin/faq/list${query}`, cookie);

describe('the admin FAQ resource', () => {
  it('lists 10 a page, newest first, with the category and a total', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const page = first.json() as { content: AdminFaqRow[]; totalElements: number };
    expect(page.totalElements).toBe(12);
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toMatchObject({ title: '자주 묻는 질문 12', categoryName: '결제 문의' });
    const second = (await list('?page=2')).json() as { content: AdminFaqRow[] };
    expect(second.content.map((row) => row.title)).toEqual(['자주 묻는 질문 2', '자주 묻는 질문 1']);
  });

  it('searches by title', async () => {
    const page = (await list(`?searchType=title&searchWord=${encodeURIComponent('질문 11')}`)).json() as { content: AdminFaqRow[]; totalElements: number };
    expect(page.totalElements).toBe(1);
    expect(page.content[0]?.title).toBe('자주 묻는 질문 11');
  });

  it('refuses a search type it does not have', async () => {
    const response = await list('?searchType=username');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.query.searchType });
  });

  it('registers, reads, edits and deletes a question, and records each in the audit trail', async () => {
    const created = await save({ faqSeq: -1, categorySeq: faqCategory, title: '  환불은 언제 되나요? ', content: '영업일 3일 이내에 환불됩니다.' });
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as { seq: number; message: string };
    expect(message).toBe(messages.admin.created);

    const detail = await getAs(t.app, `/api/admin/faq/detail/${seq}`, callers.admin);
    expect(detail.json()).toMatchObject({ faqSeq: seq, title: '환불은 언제 되나요?', categorySeq: faqCategory });

    const edited = await save({ faqSeq: seq, categorySeq: faqCategory, title: '환불 기간', content: '영업일 3일' });
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    expect((await getAs(t.app, `/api/admin/faq/detail/${seq}`, callers.admin)).json()).toMatchObject({ title: '환불 기간', content: '영업일 3일' });

    const deleted = await postAs(t.app, '/api/admin/faq/delete', { seqs: [seq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    const gone = await getAs(t.app, `/api/admin/faq/detail/${seq}`, callers.admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('FAQ') });

    const audit = (await getAs(t.app, '/api/admin/audit/list?searchType=resource&searchWord=faq', callers.admin)).json() as {
      content: Array<{ action: string; targetSeqs: number[]; summary: string }>;
    };
    expect(audit.content.slice(0, 3).map((row) => [row.action, row.targetSeqs])).toEqual([
      ['delete', [seq]],
      ['update', [seq]],
      ['create', [seq]],
    ]);
    expect(audit.content[2]?.summary).toBe('환불은 언제 되나요?');
  });

  it.each([
    [{ title: '제목', content: '내용' }, messages.adminForm.categoryRequired],
    [{ categorySeq: 0, title: '제목', content: '내용' }, messages.adminForm.categoryRequired],
    [{ categorySeq: 'x', title: '   ', content: '내용' }, messages.adminForm.categoryRequired],
    [{ categorySeq: 1, title: '   ', content: '내용' }, messages.adminForm.titleRequired],
    [{ categorySeq: 1, title: '가'.repeat(201), content: '내용' }, messages.adminForm.titleTooLong(200)],
    [{ categorySeq: 1, title: '제목', content: '' }, messages.adminForm.contentRequired],
    [{ categorySeq: 1, title: '제목', content: '가'.repeat(5001) }, messages.adminForm.contentTooLong(5000)],
    [{ faqSeq: 0, categorySeq: 1, title: '제목', content: '내용' }, messages.query.seq],
  ])('refuses %j with its sentence', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a category of another board, and an edit of a question that is gone', async () => {
    const wrongGroup = await save({ categorySeq: noticeCategory, title: '제목', content: '내용' });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json()).toEqual({ message: messages.adminForm.categoryWrongGroup });
    const gone = await save({ faqSeq: 999999, categorySeq: faqCategory, title: '제목', content: '내용' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('FAQ') });
  });

  it('deletes nothing when none is chosen, or when one of the chosen is foreign or gone', async () => {
    const none = await postAs(t.app, '/api/admin/faq/delete', { seqs: [] }, callers.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.admin.noneSelected.faq });
    const missing = await postAs(t.app, '/api/admin/faq/delete', {}, callers.admin);
    expect(missing.json()).toEqual({ message: messages.admin.noneSelected.faq });

    const kept = await createFaq(t.database.db, { title: '남아야 하는 질문', content: '내용', categorySeq: faqCategory });
    const stale = await postAs(t.app, '/api/admin/faq/delete', { seqs: [kept.faqSeq, 987654] }, callers.admin);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: messages.admin.staleSelection });
    expect((await getAs(t.app, `/api/admin/faq/detail/${kept.faqSeq}`, callers.admin)).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/faq/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/faq/detail/1' });
    await expectAdminOnly(t.app, callers, {
      method: 'POST',
      url: '/api/admin/faq/save',
      payload: { categorySeq: faqCategory, title: '제목', content: '내용' },
    });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/faq/delete', payload: { seqs: [1] } });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/category/options?categoryParent=faq' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/audit/list' });
  });
});

describe('GET /api/admin/category/options', () => {
  it('lists every category of the group, in use or not', async () => {
    await createCategory(t.database.db, { name: '쉬는 분류', categoryParent: 'faq', useYn: 'N' });
    const response = await getAs(t.app, '/api/admin/category/options?categoryParent=faq', callers.admin);
    expect(response.json()).toEqual(
      expect.arrayContaining([{ categorySeq: faqCategory, name: '결제 문의', inUse: true }, expect.objectContaining({ name: '쉬는 분류', inUse: false })]),
    );
    expect(response.json().some((option: { name: string }) => option.name === '서비스 공지')).toBe(false);
  });
});

describe('GET /api/admin/audit/excel', () => {
  it('downloads the trail as an .xlsx with Korean headers', async () => {
    await save({ categorySeq: faqCategory, title: '엑셀에 남을 질문', content: '내용' });
    const before = seoulWallClock(new Date(Date.now() - 1000))?.getTime() ?? 0;
    const response = await getAs(t.app, '/api/admin/audit/excel?searchType=resource&searchWord=faq', callers.admin);
    const after = seoulWallClock(new Date(Date.now() + 1000))?.getTime() ?? 0;
    const file = await readExcel(response);
    expect(file.fileName).toBe('관리기록_전체_faq.xlsx');
    expect(file.header).toEqual(['일시', '관리자', '작업', '대상', '번호', '내용', '주소', '세션', '남긴 내용']);
    // The time is a date cell holding Korea's wall clock (Excel has no zones), whatever the server's zone.
    const saved = itemAt(file.rows, 0, 'the newest line');
    const time = saved[0];
    expect(time).toBeInstanceOf(Date);
    expect((time as Date).getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect((time as Date).getTime()).toBeLessThanOrEqual(after);
    expect(saved.slice(2, 6)).toEqual(['등록', 'FAQ', expect.stringMatching(/^\d+$/), '엑셀에 남을 질문']);
    expect(saved[6]).toBe('127.0.0.1');
    // The title and the header row in bold, the other lines and the data rows plain (they share one style in the file).
    const bold = await workbookBoldRows(response.rawPayload);
    expect(bold).toEqual([true, false, false, false, true, ...file.rows.map(() => false)]);
  });
});
