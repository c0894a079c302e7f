import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt, messages, sponsorAdminMessages, adminContentMessages, type AdminSponsorDetail, type AdminSponsorRow } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { postUpload } from '@server/test/admin-upload';
import { getAs, postAs } from '@server/test/member-session';
import { createCategory, createSponsor, storeImage, tinyPng } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let category: number;
let faqCategory: number;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  png = await tinyPng();
  category = (await createCategory(t.database.db, { name: '아동 후원', categoryParent: 'sponsor' })).categorySeq;
  faqCategory = (await createCategory(t.database.db, { name: 'FAQ 분류', categoryParent: 'faq' })).categorySeq;
  for (let i = 1; i <= 11; i += 1) {
    await createSponsor(t.database.db, {
      title: `후원활동 목록 ${i}`,
      content: `요약 ${i}`,
      sponsorAmount: i * 1000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      categorySeq: category,
      createDate: new Date(Date.UTC(2026, 0, i)),
    });
  }
});
afterAll(() => t.close());

const valid = {
  sponsorSeq: -1,
  categorySeq: 0,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  sponsorAmount: 1500000,
  title: '봄맞이 후원',
  content: '봄맞이 후원 요약',
  editorHtml: '<p>본문<script>alert(1)</script></p>',
};
const save = (values: unknown, files: Parameters<typeof postUpload>[4] = [], cookie = callers.admin) =>
  postUpload(t, '/api/admin/sponsor/save', 'sponsor', values, files, cookie);
const detail = async (seq: number) => (await getAs(t.app, `/api/admin/sponsor/detail/${seq}`, callers.admin)).json() as AdminSponsorDetail;

describe('the admin sponsor resource', () => {
  it('lists 10 a page, newest first, and searches by title', async () => {
    const first = (await getAs(t.app, '/api/admin/sponsor/list', callers.admin)).json() as { content: AdminSponsorRow[]; totalElements: number };
    expect(first.totalElements).toBe(11);
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({
      title: '후원활동 목록 11',
      content: '요약 11',
      sponsorAmount: 11000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    const second = (await getAs(t.app, '/api/admin/sponsor/list?page=2', callers.admin)).json() as { content: AdminSponsorRow[] };
    expect(second.content.map((row) => row.title)).toEqual(['후원활동 목록 1']);
    const found = (await getAs(t.app, `/api/admin/sponsor/list?searchType=title&searchWord=${encodeURIComponent('목록 10')}`, callers.admin)).json() as {
      totalElements: number;
    };
    expect(found.totalElements).toBe(1);
    const byContent = (await getAs(t.app, `/api/admin/sponsor/list?searchType=content&searchWord=${encodeURIComponent('요약 3')}`, callers.admin)).json() as {
      totalElements: number;
    };
    expect(byContent.totalElements).toBe(1);
  });

  it('registers with a thumbnail and attachments, edits (removing one attachment) and deletes with 삭제되었습니다.', async () => {
    const created = await save({ ...valid, categorySeq: category }, [
      { name: 'thumbnail', filename: '대표.png', body: png, contentType: 'image/png' },
      { name: 'attachList', filename: '계획서.pdf', body: pdf, contentType: 'application/pdf' },
      { name: 'attachList', filename: '현장.png', body: png, contentType: 'image/png' },
    ]);
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as { seq: number; message: string };
    expect(message).toBe(messages.admin.created);
    const stored = await detail(seq);
    expect(stored).toMatchObject({
      title: '봄맞이 후원',
      sponsorAmount: 1500000,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      categorySeq: category,
      editorHtml: '<p>본문</p>',
    });
    expect(stored.thumbnailPath).toMatch(/\.png$/);
    expect(stored.attachList.map((file) => file.originalName)).toEqual(['계획서.pdf', '현장.png']);
    // The public page shows it.
    const publicDetail = (await t.app.inject({ method: 'GET', url: `/api/sponsor/get-detail?sponsorSeq=${seq}` })).json() as {
      sponsorTitle: string;
      thumbnailPath: string;
    };
    expect(publicDetail).toMatchObject({ sponsorTitle: '봄맞이 후원', thumbnailPath: stored.thumbnailPath });

    const edited = await save(
      { ...valid, sponsorSeq: seq, categorySeq: category, title: '봄맞이 후원 (수정)', deletedFileSeqs: [itemAt(stored.attachList, 0, 'the first file').seq] },
      [{ name: 'attachList', filename: '결과.pdf', body: pdf, contentType: 'application/pdf' }],
    );
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    const after = await detail(seq);
    expect(after.title).toBe('봄맞이 후원 (수정)');
    expect(after.thumbnailPath).toBe(stored.thumbnailPath);
    expect(after.attachList.map((file) => file.originalName)).toEqual(['현장.png', '결과.pdf']);

    const noThumb = await save({ ...valid, sponsorSeq: seq, categorySeq: category, removeThumbnail: true });
    expect(noThumb.statusCode).toBe(200);
    expect((await detail(seq)).thumbnailPath).toBeNull();

    const deleted = await postAs(t.app, '/api/admin/sponsor/delete', { seqs: [seq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: sponsorAdminMessages.deleted });
    expect((await getAs(t.app, `/api/admin/sponsor/detail/${seq}`, callers.admin)).statusCode).toBe(404);
  });

  it("refuses a thumbnail that is not an image: '이미지 파일만 업로드할 수 있습니다.'", async () => {
    const response = await save({ ...valid, categorySeq: category }, [{ name: 'thumbnail', filename: 'fake.png', body: pdf, contentType: 'image/png' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '이미지 파일만 업로드할 수 있습니다.' });
  });

  it('refuses an attachment of a type not allowed', async () => {
    const response = await save({ ...valid, categorySeq: category }, [
      { name: 'attachList', filename: 'run.exe', body: Buffer.from('MZ\x90\x00'), contentType: 'application/octet-stream' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('허용되지 않은 파일 형식입니다.');
  });

  it.each([
    [{ categorySeq: 0 }, messages.adminForm.categoryRequired],
    [{ startDate: '' }, sponsorAdminMessages.startDateRequired],
    [{ endDate: '' }, sponsorAdminMessages.endDateRequired],
    [{ startDate: '2026-02-30' }, adminContentMessages.dateInvalid],
    [{ endDate: '2026-02-01' }, sponsorAdminMessages.periodOrder],
    [{ sponsorAmount: -1 }, adminContentMessages.amountInvalid],
    [{ sponsorAmount: '1,000' }, adminContentMessages.amountInvalid],
    [{ title: '  ' }, messages.adminForm.titleRequired],
    [{ title: '가'.repeat(201) }, messages.adminForm.titleTooLong(200)],
    [{ content: '' }, sponsorAdminMessages.contentRequired],
    [{ deletedFileSeqs: ['x'] }, adminContentMessages.fileSeqInvalid],
  ])('refuses %j', async (change, message) => {
    const response = await save({ ...valid, categorySeq: category, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a category of another group, and an edit of a sponsor activity that is not there', async () => {
    const wrong = await save({ ...valid, categorySeq: faqCategory });
    expect(wrong.json()).toEqual({ message: messages.adminForm.categoryWrongGroup });
    const missing = await save({ ...valid, categorySeq: category, sponsorSeq: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.admin.notFound('후원활동') });
  });

  it('ignores a deleted file number of another sponsor activity', async () => {
    const thumb = await storeImage(t.database.db, t.storage, png, 'other.png');
    const other = await createSponsor(t.database.db, { categorySeq: category, attachList: [thumb] });
    const mine = await createSponsor(t.database.db, { categorySeq: category });
    const response = await save({
      ...valid,
      sponsorSeq: mine.sponsorSeq,
      categorySeq: category,
      deletedFileSeqs: [itemAt(other.attachList, 0, "the other sponsor's file").sponsorAttachSeq],
    });
    expect(response.statusCode).toBe(200);
    expect((await detail(other.sponsorSeq)).attachList).toHaveLength(1);
  });

  it('deletes none for an empty selection and nothing when one number is foreign', async () => {
    const empty = await postAs(t.app, '/api/admin/sponsor/delete', { seqs: [] }, callers.admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: messages.admin.noneSelected.sponsor });
    const kept = await createSponsor(t.database.db, { categorySeq: category });
    const foreign = await postAs(t.app, '/api/admin/sponsor/delete', { seqs: [kept.sponsorSeq, 999999] }, callers.admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.admin.staleSelection });
    expect((await getAs(t.app, `/api/admin/sponsor/detail/${kept.sponsorSeq}`, callers.admin)).statusCode).toBe(200);
    expect((await getAs(t.app, '/api/admin/sponsor/detail/999999', callers.admin)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/sponsor/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/sponsor/detail/1' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/sponsor/save', payload: valid });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/sponsor/delete', payload: { seqs: [1] } });
    const member = await save({ ...valid, categorySeq: category }, [], callers.member);
    expect(member.statusCode).toBe(403);
  });
});
