import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  donationGroupAdminMessages,
  itemAt,
  messages,
  type AdminDonationGroupDetail,
  type AdminDonationGroupRow,
  type AdminOrganisationOption,
} from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { postUpload } from '@server/test/admin-upload';
import { getAs, postAs } from '@server/test/member-session';
import { createCategory, createDonationGroup, storeImage, tinyPng } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let category: number;
let sponsorCategory: number;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  png = await tinyPng();
  category = (await createCategory(t.database.db, { name: '아동복지', categoryParent: 'donationGroup' })).categorySeq;
  sponsorCategory = (await createCategory(t.database.db, { name: '후원 분류', categoryParent: 'sponsor' })).categorySeq;
  for (let i = 1; i <= 11; i += 1) {
    await createDonationGroup(t.database.db, {
      groupName: `나눔단체 목록 ${i}`,
      groupExplain: `소개 ${i}`,
      categorySeq: category,
      createDate: new Date(Date.UTC(2026, 0, i)),
    });
  }
});
afterAll(() => t.close());

const valid = {
  donationGroupSeq: -1,
  categorySeq: 0,
  groupName: '햇살아동복지회',
  groupExplain: '아이들 곁을 지킵니다.',
  editorHtml: '<p onclick="x()">본문</p>',
};
const save = (values: unknown, files: Parameters<typeof postUpload>[4] = [], cookie = callers.admin) =>
  postUpload(t, '/api/admin/donation-group/save', 'donationGroup', values, files, cookie);
const detail = async (seq: number) => (await getAs(t.app, `/api/admin/donation-group/detail/${seq}`, callers.admin)).json() as AdminDonationGroupDetail;

describe('the admin donation group resource', () => {
  it('lists 10 a page, newest first, and searches by name and explanation', async () => {
    const first = (await getAs(t.app, '/api/admin/donation-group/list', callers.admin)).json() as { content: AdminDonationGroupRow[]; totalElements: number };
    expect(first.totalElements).toBe(11);
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ groupName: '나눔단체 목록 11', groupExplain: '소개 11' });
    const second = (await getAs(t.app, '/api/admin/donation-group/list?page=2', callers.admin)).json() as { content: AdminDonationGroupRow[] };
    expect(second.content.map((row) => row.groupName)).toEqual(['나눔단체 목록 1']);
    expect(
      (
        (await getAs(t.app, `/api/admin/donation-group/list?searchType=groupName&searchWord=${encodeURIComponent('목록 10')}`, callers.admin)).json() as {
          totalElements: number;
        }
      ).totalElements,
    ).toBe(1);
    expect(
      (
        (await getAs(t.app, `/api/admin/donation-group/list?searchType=groupExplain&searchWord=${encodeURIComponent('소개 7')}`, callers.admin)).json() as {
          totalElements: number;
        }
      ).totalElements,
    ).toBe(1);
    expect((await getAs(t.app, '/api/admin/donation-group/list?searchType=title', callers.admin)).json()).toEqual({ message: messages.query.searchType });
  });

  it('registers with a thumbnail and attachments, edits removing one, shows publicly and deletes with 삭제되었습니다.', async () => {
    const created = await save({ ...valid, categorySeq: category }, [
      { name: 'thumbnail', filename: 'logo.png', body: png, contentType: 'image/png' },
      { name: 'attachList', filename: '소개서.pdf', body: pdf, contentType: 'application/pdf' },
      { name: 'attachList', filename: '활동.png', body: png, contentType: 'image/png' },
    ]);
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as { seq: number; message: string };
    expect(message).toBe(messages.admin.created);
    const stored = await detail(seq);
    expect(stored).toMatchObject({ groupName: '햇살아동복지회', categorySeq: category, editorHtml: '<p>본문</p>' });
    expect(stored.thumbnailPath).toMatch(/\.png$/);
    expect(stored.attachList.map((file) => file.originalName)).toEqual(['소개서.pdf', '활동.png']);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/donation-group/get-detail?donationGroupSeq=${seq}` })).json() as { groupName: string };
    expect(shown.groupName).toBe('햇살아동복지회');

    const edited = await save(
      {
        ...valid,
        donationGroupSeq: seq,
        categorySeq: category,
        groupName: '햇살복지회',
        deletedFileSeqs: [itemAt(stored.attachList, 1, 'the second file').seq],
      },
      [{ name: 'thumbnail', filename: 'logo2.png', body: await tinyPng('#000000'), contentType: 'image/png' }],
    );
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    const after = await detail(seq);
    expect(after.groupName).toBe('햇살복지회');
    expect(after.thumbnailPath).not.toBe(stored.thumbnailPath);
    expect(after.attachList.map((file) => file.originalName)).toEqual(['소개서.pdf']);

    const deleted = await postAs(t.app, '/api/admin/donation-group/delete', { seqs: [seq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: donationGroupAdminMessages.deleted });
    expect((await getAs(t.app, `/api/admin/donation-group/detail/${seq}`, callers.admin)).statusCode).toBe(404);
  });

  it("refuses a thumbnail that is not an image: '이미지 파일만 업로드할 수 있습니다.'", async () => {
    const response = await save({ ...valid, categorySeq: category }, [
      { name: 'thumbnail', filename: 'logo.png', body: Buffer.from('not an image at all'), contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '이미지 파일만 업로드할 수 있습니다.' });
  });

  it('refuses two thumbnails and too many attachments', async () => {
    const two = await save({ ...valid, categorySeq: category }, [
      { name: 'thumbnail', filename: 'a.png', body: png, contentType: 'image/png' },
      { name: 'thumbnail', filename: 'b.png', body: png, contentType: 'image/png' },
    ]);
    expect(two.json()).toEqual({ message: messages.file.tooMany(1) });
    const many = await save(
      { ...valid, categorySeq: category },
      Array.from({ length: 11 }, (_, i) => ({ name: 'attachList', filename: `f${i}.pdf`, body: pdf, contentType: 'application/pdf' })),
    );
    expect(many.json()).toEqual({ message: messages.file.tooMany(10) });
  });

  it.each([
    [{ categorySeq: 0 }, messages.adminForm.categoryRequired],
    [{ groupName: ' ' }, donationGroupAdminMessages.groupNameRequired],
    [{ groupName: '가'.repeat(101) }, donationGroupAdminMessages.groupNameTooLong],
    [{ groupExplain: '' }, donationGroupAdminMessages.groupExplainRequired],
    [{ groupExplain: '가'.repeat(1001) }, donationGroupAdminMessages.groupExplainTooLong],
  ])('refuses %j', async (change, message) => {
    const response = await save({ ...valid, categorySeq: category, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a category of another group and an edit of a group that is not there', async () => {
    expect((await save({ ...valid, categorySeq: sponsorCategory })).json()).toEqual({ message: messages.adminForm.categoryWrongGroup });
    const missing = await save({ ...valid, categorySeq: category, donationGroupSeq: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.admin.notFound('기부단체') });
  });

  it('keeps another group’s attachment named in deletedFileSeqs', async () => {
    const file = await storeImage(t.database.db, t.storage, png, 'keep.png');
    const other = await createDonationGroup(t.database.db, { categorySeq: category, attachList: [file] });
    const mine = await createDonationGroup(t.database.db, { categorySeq: category });
    expect(
      (
        await save({
          ...valid,
          donationGroupSeq: mine.donationGroupSeq,
          categorySeq: category,
          deletedFileSeqs: [itemAt(other.attachList, 0, "the other group's file").donationGroupAttachSeq],
        })
      ).statusCode,
    ).toBe(200);
    expect((await detail(other.donationGroupSeq)).attachList).toHaveLength(1);
  });

  it('deletes none for an empty selection and nothing when one number is foreign', async () => {
    const empty = await postAs(t.app, '/api/admin/donation-group/delete', { seqs: [] }, callers.admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: messages.admin.noneSelected.donationGroup });
    const kept = await createDonationGroup(t.database.db, { categorySeq: category });
    const foreign = await postAs(t.app, '/api/admin/donation-group/delete', { seqs: [kept.donationGroupSeq, 999999] }, callers.admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.admin.staleSelection });
    expect((await getAs(t.app, `/api/admin/donation-group/detail/${kept.donationGroupSeq}`, callers.admin)).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/donation-group/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/donation-group/detail/1' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/donation-group/save', payload: valid });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/donation-group/delete', payload: { seqs: [1] } });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/donation-group/options' });
  });
});

describe('the organisation options every back-office picker shares', () => {
  it('lists every organisation by name, with its receipt setting and the receipt requests waiting', async () => {
    const asks = await createDonationGroup(t.database.db, { groupName: '가나다 복지회', categorySeq: category, receiptResidentNumber: true });
    const response = await getAs(t.app, '/api/admin/donation-group/options', callers.admin);
    expect(response.statusCode).toBe(200);
    const options = response.json() as AdminOrganisationOption[];
    const names = options.map((option) => option.groupName);
    expect(names).toEqual(expect.arrayContaining(['나눔단체 목록 1', '나눔단체 목록 11', '가나다 복지회']));
    expect(names.indexOf('가나다 복지회')).toBeLessThan(names.indexOf('나눔단체 목록 1'));
    expect(options.find((option) => option.donationGroupSeq === asks.donationGroupSeq)).toEqual({
      donationGroupSeq: asks.donationGroupSeq,
      groupName: '가나다 복지회',
      residentNumberAsked: true,
      waiting: 0,
    });
  });
});
