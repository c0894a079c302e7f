import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryAdminMessages, messages, type AdminCategoryRow } from '@ongi/shared';
import { categories } from '@server/db/schema';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { getAs, postAs } from '@server/test/member-session';
import { createCategory, createFaq } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  for (let i = 1; i <= 11; i += 1) await createCategory(t.database.db, { name: `공지 분류 ${i}`, categoryParent: 'notice', useYn: 'Y' });
  await createCategory(t.database.db, { name: '결제 문의', categoryParent: 'faq', useYn: 'Y' });
});
afterAll(() => t.close());

type Page = { content: AdminCategoryRow[]; totalElements: number };
const save = (payload: unknown, cookie = callers.admin) => postAs(t.app, '/api/admin/category/save', payload, cookie);
const list = (query = '') => getAs(t.app, `/api/admin/category/list${query}`, callers.admin);
const toggle = (seq: number, payload: unknown) => postAs(t.app, `/api/admin/category/change-category-use-yn/${seq}`, payload, callers.admin);

describe('the admin category resource', () => {
  it('lists 10 a page, newest first, with the group and the use flag', async () => {
    const first = (await list()).json() as Page;
    expect(first.totalElements).toBeGreaterThanOrEqual(12);
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ name: '결제 문의', categoryParent: 'faq', useYn: 'Y' });
    expect((await list('?page=2')).json().content.length).toBeGreaterThan(0);
  });

  it("filters by group (the spec's search types) and searches names within it", async () => {
    const faq = (await list('?searchType=faq')).json() as Page;
    expect(faq.content.every((row) => row.categoryParent === 'faq')).toBe(true);
    expect(faq.content.map((row) => row.name)).toContain('결제 문의');
    const notice = (await list(`?searchType=notice&searchWord=${encodeURIComponent('분류 1')}`)).json() as Page;
    expect(notice.content.map((row) => row.name).sort()).toEqual(['공지 분류 1', '공지 분류 10', '공지 분류 11']);
    expect((await list(`?searchType=faq&searchWord=${encodeURIComponent('공지')}`)).json().totalElements).toBe(0);
    const wrong = await list('?searchType=title');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.query.searchType });
  });

  it('registers with the use flag N unless given, reads, edits, and records each', async () => {
    const created = await save({ categoryParent: 'sponsor', name: '  환경 보호 ' });
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as { seq: number; message: string };
    expect(message).toBe(categoryAdminMessages.created);
    const detail = await getAs(t.app, `/api/admin/category/detail/${seq}`, callers.admin);
    expect(detail.json()).toMatchObject({ categorySeq: seq, name: '환경 보호', categoryParent: 'sponsor', useYn: 'N' });

    const edited = await save({ categorySeq: seq, categoryParent: 'sponsor', name: '환경', useYn: 'Y' });
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    expect((await getAs(t.app, `/api/admin/category/detail/${seq}`, callers.admin)).json()).toMatchObject({ name: '환경', useYn: 'Y' });

    const audit = (await getAs(t.app, '/api/admin/audit/list?searchType=resource&searchWord=category', callers.admin)).json() as {
      content: Array<{ action: string; targetSeqs: number[]; summary: string }>;
    };
    expect(audit.content.slice(0, 2).map((row) => [row.action, row.targetSeqs, row.summary])).toEqual([
      ['update', [seq], '환경'],
      ['create', [seq], '환경 보호'],
    ]);
  });

  it.each([
    [{ name: '이름' }, categoryAdminMessages.parentRequired],
    [{ categoryParent: '', name: '이름' }, categoryAdminMessages.parentRequired],
    [{ categoryParent: 'board', name: '이름' }, categoryAdminMessages.parentRequired],
    [{ categoryParent: 'faq' }, categoryAdminMessages.nameRequired],
    [{ categoryParent: 'faq', name: '   ' }, categoryAdminMessages.nameRequired],
    [{ categoryParent: 'faq', name: '가'.repeat(51) }, categoryAdminMessages.nameTooLong],
    [{ categoryParent: 'faq', name: '이름', useYn: 'X' }, categoryAdminMessages.useYn],
    [{ categorySeq: 0, categoryParent: 'faq', name: '이름' }, messages.query.seq],
  ])('refuses %j with its sentence', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a second name in one group (409), allows it in another, and an edit of a row that is gone', async () => {
    const twice = await save({ categoryParent: 'faq', name: '결제 문의' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: categoryAdminMessages.duplicateName });
    expect((await save({ categoryParent: 'notice', name: '결제 문의' })).statusCode).toBe(200);
    const gone = await save({ categorySeq: 999999, categoryParent: 'faq', name: '없음' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('카테고리') });
  });

  it('switches the use flag at once, tells it, records it, and the public tabs follow', async () => {
    const category = await createCategory(t.database.db, { name: '숨길 분류', categoryParent: 'sponsor', useYn: 'Y' });
    const tabs = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/category/get-list?categoryParent=sponsor' })).json() as Array<{ name: string }>).map((tab) => tab.name);
    expect(await tabs()).toContain('숨길 분류');

    const off = await toggle(category.categorySeq, { useYn: 'N' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ seq: category.categorySeq, enabled: false, message: categoryAdminMessages.unused('숨길 분류') });
    expect(await tabs()).not.toContain('숨길 분류');
    expect((await getAs(t.app, `/api/admin/category/detail/${category.categorySeq}`, callers.admin)).json().useYn).toBe('N');

    const on = await toggle(category.categorySeq, { useYn: 'Y' });
    expect(on.json()).toEqual({ seq: category.categorySeq, enabled: true, message: categoryAdminMessages.used('숨길 분류') });
    expect(await tabs()).toContain('숨길 분류');

    const audit = (await getAs(t.app, '/api/admin/audit/list?searchType=resource&searchWord=category', callers.admin)).json() as {
      content: Array<{ action: string; targetSeqs: number[]; summary: string }>;
    };
    expect(audit.content.slice(0, 2).map((row) => [row.action, row.targetSeqs, row.summary])).toEqual([
      ['toggle', [category.categorySeq], '숨길 분류: 사용'],
      ['toggle', [category.categorySeq], '숨길 분류: 사용 안 함'],
    ]);
  });

  it('refuses a toggle of a missing row (404) or without a flag (400)', async () => {
    const missing = await toggle(999999, { useYn: 'Y' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.admin.notFound('카테고리') });
    const category = await createCategory(t.database.db, { categoryParent: 'faq' });
    for (const payload of [{}, { useYn: 'yes' }]) {
      const bad = await toggle(category.categorySeq, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: categoryAdminMessages.useYn });
    }
    const badSeq = await toggle(0 as number, { useYn: 'Y' });
    expect(badSeq.statusCode).toBe(400);
    expect(badSeq.json()).toEqual({ message: messages.query.seq });
  });

  it('refuses to delete a category rows are filed under, saying which and how many; deletes one nothing uses', async () => {
    const category = await createCategory(t.database.db, { name: '쓰이는 분류', categoryParent: 'faq' });
    const faq = await createFaq(t.database.db, { title: '남는 질문', content: '내용', categorySeq: category.categorySeq });
    await createFaq(t.database.db, { title: '남는 질문 2', content: '내용', categorySeq: category.categorySeq });
    const refused = await postAs(t.app, '/api/admin/category/delete', { seqs: [category.categorySeq] }, callers.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: `FAQ 2건이 연결된 카테고리(쓰이는 분류)는 삭제할 수 없습니다. ${categoryAdminMessages.useInstead}` });
    expect((await getAs(t.app, `/api/admin/faq/detail/${faq.faqSeq}`, callers.admin)).json()).toMatchObject({
      title: '남는 질문',
      categorySeq: category.categorySeq,
    });
    await expect(t.database.db.delete(categories).where(eq(categories.categorySeq, category.categorySeq))).rejects.toThrow();

    const unused = await createCategory(t.database.db, { name: '빈 분류', categoryParent: 'faq' });
    const deleted = await postAs(t.app, '/api/admin/category/delete', { seqs: [unused.categorySeq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    expect((await getAs(t.app, `/api/admin/category/detail/${unused.categorySeq}`, callers.admin)).statusCode).toBe(404);
  });

  it('deletes nothing when none is chosen, or when one of the chosen is foreign or gone', async () => {
    const none = await postAs(t.app, '/api/admin/category/delete', { seqs: [] }, callers.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.admin.noneSelected.category });
    const kept = await createCategory(t.database.db, { categoryParent: 'notice' });
    const stale = await postAs(t.app, '/api/admin/category/delete', { seqs: [kept.categorySeq, 987654] }, callers.admin);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: messages.admin.staleSelection });
    expect((await getAs(t.app, `/api/admin/category/detail/${kept.categorySeq}`, callers.admin)).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/category/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/category/detail/1' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/category/save', payload: { categoryParent: 'faq', name: '이름' } });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/category/delete', payload: { seqs: [1] } });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/category/change-category-use-yn/1', payload: { useYn: 'Y' } });
  });
});
