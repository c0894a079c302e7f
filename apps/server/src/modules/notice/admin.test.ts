import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { adminContentMessages, itemAt, messages, type AdminNoticeDetail, type AdminNoticeRow } from '@ongi/shared';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { getAs, postAs } from '@server/test/member-session';
import { createCategory, createNotice } from '@server/seed/factories';
import { allowedDocumentExtensions } from '../file';

let t: TestContext;
let callers: AdminCallers;
let noticeCategory: number;
let faqCategory: number;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  noticeCategory = (await createCategory(t.database.db, { name: '서비스 공지', categoryParent: 'notice', useYn: 'Y' })).categorySeq;
  faqCategory = (await createCategory(t.database.db, { name: '결제 문의', categoryParent: 'faq', useYn: 'Y' })).categorySeq;
  valid.categorySeq = noticeCategory;
  png = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#c08a5b' } })
    .png()
    .toBuffer();
  for (let i = 1; i <= 11; i += 1) {
    await createNotice(t.database.db, { title: `정기 공지 ${i}`, categorySeq: i === 1 ? null : noticeCategory, createDate: new Date(Date.UTC(2026, 0, i)) });
  }
  await createNotice(t.database.db, { title: '중요한 공지', topNoticeYn: 'Y', categorySeq: noticeCategory, createDate: new Date(Date.UTC(2025, 0, 1)) });
});
afterAll(() => t.close());

type File = { bytes: Buffer; name: string; type?: string };

/** The multipart body the notice form sends: the part `notice` (JSON) and the new files as `attachList`. */
async function save(notice: unknown, files: File[] = [], cookie = callers.admin) {
  const form = new FormData();
  if (notice !== undefined) form.append('notice', new Blob([JSON.stringify(notice)], { type: 'application/json' }));
  for (const file of files) form.append('attachList', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/notice/save',
    headers: { ...sameOrigin, cookie, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const list = (query = '') => getAs(t.app, `/api/admin/notice/list${query}`, callers.admin);
const detail = async (seq: number) => (await getAs(t.app, `/api/admin/notice/detail/${seq}`, callers.admin)).json() as AdminNoticeDetail;
const valid = { title: '공지 제목', content: '<p>본문</p>', topNoticeYn: 'N', categorySeq: 0 };

describe('the admin notice resource', () => {
  it('lists 10 a page, pinned first then newest, with category, attachment names and views', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const page = first.json() as { content: AdminNoticeRow[]; totalElements: number };
    expect(page.totalElements).toBe(12);
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toMatchObject({ title: '중요한 공지', topNoticeYn: 'Y', categoryName: '서비스 공지', attachNames: [], viewCnt: 0 });
    expect(page.content[1]?.title).toBe('정기 공지 11');
    const second = (await list('?page=2')).json() as { content: AdminNoticeRow[] };
    expect(second.content.map((row) => [row.title, row.categoryName])).toEqual([
      ['정기 공지 2', '서비스 공지'],
      ['정기 공지 1', null],
    ]);
  });

  it('searches by title and by content, and refuses a search type it does not have', async () => {
    const byTitle = (await list(`?searchType=title&searchWord=${encodeURIComponent('공지 11')}`)).json() as { totalElements: number };
    expect(byTitle.totalElements).toBe(1);
    const byContent = (await list(`?searchType=content&searchWord=${encodeURIComponent('서비스 안내')}`)).json() as { totalElements: number };
    expect(byContent.totalElements).toBe(12);
    const wrong = await list('?searchType=username');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.query.searchType });
  });

  it('registers a notice with a cleaned body and attachments, edits it removing one, deletes it, and audits each', async () => {
    const body =
      '<p>안내<script>alert(1)</script><img src="data:image/png;base64,AAAA"><img src="/api/file/image?path=2026%2F01%2F00000000-0000-0000-0000-000000000000.png"></p>';
    const created = await save({ ...valid, noticeSeq: -1, title: '  새 공지 ', topNoticeYn: 'Y', content: body }, [
      { bytes: pdf, name: '안내문.pdf' },
      { bytes: png, name: '포스터.png' },
    ]);
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as { seq: number; message: string };
    expect(message).toBe(messages.admin.created);
    const stored = await detail(seq);
    expect(stored).toMatchObject({ title: '새 공지', topNoticeYn: 'Y', categorySeq: noticeCategory });
    expect(stored.content).toBe('<p>안내<img src="/api/file/image?path=2026%2F01%2F00000000-0000-0000-0000-000000000000.png" /></p>');
    expect(stored.attachList.map((file) => file.originalName)).toEqual(['안내문.pdf', '포스터.png']);

    // The public notice shows the same body and files.
    const publicDetail = (await getAs(t.app, `/api/notice/get-detail?noticeSeq=${seq}`)).json() as {
      content: string;
      attachList: Array<{ originalName: string }>;
    };
    expect(publicDetail.content).toBe(stored.content);
    expect(publicDetail.attachList.map((file) => file.originalName)).toEqual(['안내문.pdf', '포스터.png']);
    const row = itemAt(
      ((await list(`?searchType=title&searchWord=${encodeURIComponent('새 공지')}`)).json() as { content: AdminNoticeRow[] }).content,
      0,
      'the new notice',
    );
    expect(row.attachNames).toEqual(['안내문.pdf', '포스터.png']);

    const edited = await save(
      { ...valid, noticeSeq: seq, title: '고친 공지', categorySeq: null, deletedFileSeqs: [itemAt(stored.attachList, 0, 'the first file').seq] },
      [{ bytes: pdf, name: '추가.pdf' }],
    );
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    const after = await detail(seq);
    expect(after).toMatchObject({ title: '고친 공지', topNoticeYn: 'N', categorySeq: null, content: '<p>본문</p>' });
    expect(after.attachList.map((file) => file.originalName)).toEqual(['포스터.png', '추가.pdf']);

    const deleted = await postAs(t.app, '/api/admin/notice/delete', { seqs: [seq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    const gone = await getAs(t.app, `/api/admin/notice/detail/${seq}`, callers.admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('공지사항') });

    const audit = (await getAs(t.app, '/api/admin/audit/list?searchType=resource&searchWord=notice', callers.admin)).json() as {
      content: Array<{ action: string; targetSeqs: number[] }>;
    };
    expect(audit.content.slice(0, 3).map((entry) => [entry.action, entry.targetSeqs])).toEqual([
      ['delete', [seq]],
      ['update', [seq]],
      ['create', [seq]],
    ]);
  });

  it('refuses an attachment of a kind not allowed, naming the allowed kinds, and stores nothing', async () => {
    const before = ((await list()).json() as { totalElements: number }).totalElements;
    const exe = await save(valid, [{ bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), name: 'setup.exe' }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toEqual({ message: messages.file.typeNotAllowed(allowedDocumentExtensions) });
    // A name that lies about its bytes is refused the same way.
    const fake = await save(valid, [{ bytes: Buffer.from('plain text'), name: '문서.pdf' }]);
    expect(fake.json()).toEqual({ message: messages.file.typeNotAllowed(allowedDocumentExtensions) });
    expect(((await list()).json() as { totalElements: number }).totalElements).toBe(before);
  });

  it.each([
    [{ ...valid, title: '   ' }, messages.adminForm.titleRequired],
    [{ ...valid, title: '가'.repeat(201) }, messages.adminForm.titleTooLong(200)],
    [{ ...valid, content: '<p><br></p>' }, messages.adminForm.contentRequired],
    [{ ...valid, content: '' }, messages.adminForm.contentRequired],
    [{ ...valid, topNoticeYn: 'X' }, '상단 고정 여부를 선택해주세요.'],
    [{ ...valid, categorySeq: 'x' }, messages.query.seq],
    [{ ...valid, noticeSeq: 0 }, messages.query.seq],
    [{ ...valid, deletedFileSeqs: ['a'] }, adminContentMessages.fileSeqInvalid],
  ])('refuses a notice that breaks a rule with its sentence (%#)', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('takes a long body (editor HTML over 64 KB) and refuses one over 200,000 characters', async () => {
    const long = await save({ ...valid, content: `<p>${'가'.repeat(60_000)}</p>` });
    expect(long.statusCode).toBe(200);
    const tooLong = await save({ ...valid, content: `<p>${'가'.repeat(200_001)}</p>` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: adminContentMessages.bodyTooLong });
  });

  it('refuses a category of another board, and an edit of a notice that is gone', async () => {
    const wrongGroup = await save({ ...valid, categorySeq: faqCategory });
    expect(wrongGroup.json()).toEqual({ message: messages.adminForm.categoryWrongGroup });
    const gone = await save({ ...valid, noticeSeq: 999999 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('공지사항') });
  });

  it('deletes nothing when none is chosen, or when one of the chosen is foreign or gone', async () => {
    const none = await postAs(t.app, '/api/admin/notice/delete', { seqs: [] }, callers.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.admin.noneSelected.notice });
    const kept = await createNotice(t.database.db, { title: '남아야 하는 공지' });
    const stale = await postAs(t.app, '/api/admin/notice/delete', { seqs: [kept.noticeSeq, 987654] }, callers.admin);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: messages.admin.staleSelection });
    expect((await getAs(t.app, `/api/admin/notice/detail/${kept.noticeSeq}`, callers.admin)).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/notice/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/notice/detail/1' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/notice/save', payload: valid });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/notice/delete', payload: { seqs: [1] } });
  });
});
