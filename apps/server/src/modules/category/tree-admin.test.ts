import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categoryTreeMessages, messages, type AdminAuditRow, type AdminCategoryTreeRow, type CategoryTreeKind } from '@ongi/shared';
import { campaignCategories, donationCategories } from '@server/db/schema';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { getAs, postAs } from '@server/test/member-session';
import { createCampaign, createCampaignCategory, createDonationCategory, createWeddingInvitation } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
});
afterAll(() => t.close());

type Page = { content: AdminCategoryTreeRow[]; totalElements: number };

// The two trees are one back office on two tables: every case runs on both.
const trees: Array<{
  kind: CategoryTreeKind;
  base: string;
  publicTree: string;
  make: (input: { name: string; parentSeq?: number; isActive?: boolean; sortOrder?: number }) => Promise<number>;
  campaignColumn: 'categoryCampaignSeq' | 'categoryDonationSeq';
}> = [
  {
    kind: 'campaignCategory',
    base: '/api/admin/campaign-category',
    publicTree: '/api/campaign-category/get-all-categories',
    make: async (input) => (await createCampaignCategory(t.database.db, input)).categoryCampaignSeq,
    campaignColumn: 'categoryCampaignSeq',
  },
  {
    kind: 'donationCategory',
    base: '/api/admin/donation-category',
    publicTree: '/api/donation-category/get-all-categories',
    make: async (input) => (await createDonationCategory(t.database.db, input)).categoryDonationSeq,
    campaignColumn: 'categoryDonationSeq',
  },
];

describe.each(trees)('the admin $kind resource', ({ kind, base, publicTree, make, campaignColumn }) => {
  const text = categoryTreeMessages[kind];
  const [table, tableSeq] =
    kind === 'campaignCategory' ? [campaignCategories, campaignCategories.categoryCampaignSeq] : [donationCategories, donationCategories.categoryDonationSeq];
  const save = (payload: unknown) => postAs(t.app, `${base}/save`, payload, callers.admin);
  const list = (query = '') => getAs(t.app, `${base}/list${query}`, callers.admin);
  const detail = (seq: number) => getAs(t.app, `${base}/detail/${seq}`, callers.admin);
  const remove = (seqs: unknown) => postAs(t.app, `${base}/delete`, { seqs }, callers.admin);
  const toggle = (seq: number, payload: unknown) => postAs(t.app, `${base}/change-category-activation/${seq}`, payload, callers.admin);
  let top: number;

  beforeAll(async () => {
    top = await make({ name: `${kind} 상위`, sortOrder: 0 });
    for (let i = 1; i <= 10; i += 1) await make({ name: `${kind} 하위 ${i}`, parentSeq: top, sortOrder: i });
  });

  it('lists 10 a page, each top level followed by its children, with the parent name', async () => {
    const first = (await list(`?searchType=all&searchWord=${kind}`)).json() as Page;
    expect(first.totalElements).toBe(11);
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ seq: top, name: `${kind} 상위`, parentSeq: null, parentName: null, isActive: true, sortOrder: 0 });
    expect(first.content[1]).toMatchObject({ name: `${kind} 하위 1`, parentSeq: top, parentName: `${kind} 상위` });
    const second = (await list(`?page=2&searchWord=${kind}`)).json() as Page;
    expect(second.content.map((row) => row.name)).toEqual([`${kind} 하위 10`]);
  });

  it('searches by name or by parent name', async () => {
    const byName = (await list(`?searchType=category_name&searchWord=${encodeURIComponent('상위')}`)).json() as Page;
    expect(byName.content.map((row) => row.name)).toEqual([`${kind} 상위`]);
    const byParent = (await list(`?searchType=parent_category_name&searchWord=${encodeURIComponent(`${kind} 상위`)}`)).json() as Page;
    expect(byParent.totalElements).toBe(10);
    const wrong = await list('?searchType=title');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.query.searchType });
  });

  it('offers the top levels, active or not, as parents', async () => {
    const closed = await make({ name: `${kind} 닫힌 상위`, isActive: false });
    const parents = (await getAs(t.app, `${base}/parents`, callers.admin)).json() as Array<{ seq: number; name: string; isActive: boolean }>;
    expect(parents).toEqual(
      expect.arrayContaining([
        { seq: top, name: `${kind} 상위`, isActive: true },
        { seq: closed, name: `${kind} 닫힌 상위`, isActive: false },
      ]),
    );
    expect(parents.some((parent) => parent.name.includes('하위'))).toBe(false);
  });

  it('registers a top level and a child with its own sentence, defaults, and edits one', async () => {
    const created = await save({ name: '  새 상위 ', parentSeq: null });
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as { seq: number; message: string };
    expect(message).toBe(text.created);
    expect((await detail(seq)).json()).toMatchObject({ seq, name: '새 상위', parentSeq: null, sortOrder: 0, isActive: true });

    const child = await save({ seq: -1, name: '새 하위', parentSeq: seq, sortOrder: 3, isActive: false });
    expect(child.json().message).toBe(text.created);
    const childSeq = child.json().seq as number;
    expect((await detail(childSeq)).json()).toMatchObject({ name: '새 하위', parentSeq: seq, parentName: '새 상위', sortOrder: 3, isActive: false });

    const edited = await save({ seq: childSeq, name: '고친 하위', parentSeq: top, sortOrder: 1, isActive: true });
    expect(edited.json()).toEqual({ seq: childSeq, message: messages.admin.updated });
    expect((await detail(childSeq)).json()).toMatchObject({ name: '고친 하위', parentSeq: top });
  });

  it.each([
    [{ parentSeq: null }, text.nameRequired],
    [{ name: '   ' }, text.nameRequired],
    [{ name: '가'.repeat(51) }, text.nameTooLong],
    [{ name: '이름', sortOrder: -1 }, text.sortOrder],
    [{ name: '이름', sortOrder: 1.5 }, text.sortOrder],
    [{ name: '이름', sortOrder: 'x' }, text.sortOrder],
    [{ name: '이름', isActive: 'Y' }, text.isActive],
    [{ name: '이름', parentSeq: -2 }, messages.query.seq],
    [{ name: '이름', parentSeq: 'x' }, messages.query.seq],
    [{ seq: 0, name: '이름' }, messages.query.seq],
  ])('refuses %j with its sentence', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('keeps two levels: a child cannot be a parent, a parent with children cannot move under another', async () => {
    const child = (await list(`?searchType=category_name&searchWord=${encodeURIComponent(`${kind} 하위 1`)}`)).json().content[0] as AdminCategoryTreeRow;
    const underChild = await save({ name: '손자', parentSeq: child.seq });
    expect(underChild.statusCode).toBe(400);
    expect(underChild.json()).toEqual({ message: text.parentIsChild });

    const other = await make({ name: `${kind} 다른 상위` });
    const moveParent = await save({ seq: top, name: `${kind} 상위`, parentSeq: other });
    expect(moveParent.statusCode).toBe(400);
    expect(moveParent.json()).toEqual({ message: text.hasChildren });

    const self = await save({ seq: other, name: `${kind} 다른 상위`, parentSeq: other });
    expect(self.json()).toEqual({ message: text.parentIsSelf });
    const missingParent = await save({ name: '고아', parentSeq: 999999 });
    expect(missingParent.statusCode).toBe(400);
    expect(missingParent.json()).toEqual({ message: text.parentNotFound });
  });

  it('refuses a second name under one parent (409) and an edit of a row that is gone', async () => {
    const twice = await save({ name: `${kind} 하위 2`, parentSeq: top });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: text.duplicateName });
    const topTwice = await save({ name: `${kind} 상위` });
    expect(topTwice.statusCode).toBe(409);
    const gone = await save({ seq: 999999, name: '없음' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound(text.label) });
  });

  it('switches activation at once, tells it, records it, and the public tree follows', async () => {
    const seq = await make({ name: `${kind} 켜고 끌 것` });
    const names = async () => ((await t.app.inject({ method: 'GET', url: publicTree })).json() as Array<{ name: string }>).map((node) => node.name);
    expect(await names()).toContain(`${kind} 켜고 끌 것`);
    const off = await toggle(seq, { isActive: false });
    expect(off.json()).toEqual({ seq, enabled: false, message: text.inactive(`${kind} 켜고 끌 것`) });
    expect(await names()).not.toContain(`${kind} 켜고 끌 것`);
    const on = await toggle(seq, { isActive: true });
    expect(on.json()).toEqual({ seq, enabled: true, message: text.active(`${kind} 켜고 끌 것`) });

    const audit = (await getAs(t.app, `/api/admin/audit/list?searchType=resource&searchWord=${kind}`, callers.admin)).json() as {
      content: Array<{ action: string; targetSeqs: number[] }>;
    };
    expect(audit.content.slice(0, 2).map((row) => [row.action, row.targetSeqs])).toEqual([
      ['toggle', [seq]],
      ['toggle', [seq]],
    ]);
  });

  it('refuses a toggle of a missing row (404) or without a state (400)', async () => {
    const missing = await toggle(999999, { isActive: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.admin.notFound(text.label) });
    for (const payload of [{}, { isActive: 'true' }]) {
      const bad = await toggle(top, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: text.isActive });
    }
  });

  it('refuses a parent whose children stay, deletes it with its children chosen (children first), and keeps what they were', async () => {
    const parent = await make({ name: `${kind} 지울 상위` });
    const child = await make({ name: `${kind} 지울 하위`, parentSeq: parent });
    const refused = await remove([parent]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.admin.inUse(`${text.children} 1개`, `${text.label}(${kind} 지울 상위)`, text.deactivateInstead) });
    expect((await detail(child)).statusCode).toBe(200);

    const deleted = await remove([parent, child]);
    expect(deleted.json()).toEqual({ deleted: 2, message: messages.admin.deleted });
    expect((await detail(parent)).statusCode).toBe(404);
    expect((await detail(child)).statusCode).toBe(404);
    const audit = (await getAs(t.app, `/api/admin/audit/list?action=delete&searchType=resource&searchWord=${kind}`, callers.admin)).json() as {
      content: AdminAuditRow[];
    };
    expect(audit.content[0]).toMatchObject({
      targetSeqs: [parent, child],
      summary: `${text.label} 2건 삭제: ${kind} 지울 상위, ${kind} 지울 하위`,
      snapshot: {
        rows: [
          {
            seq: parent,
            title: `${kind} 지울 상위`,
            fields: expect.arrayContaining([
              { label: '상위번호', value: null },
              { label: '활성', value: true },
            ]),
          },
          { seq: child, title: `${kind} 지울 하위`, fields: expect.arrayContaining([{ label: '상위번호', value: parent }]) },
        ],
      },
    });
  });

  it('refuses to delete a category a campaign or an invitation names, naming it and how many, and deletes nothing', async () => {
    const parent = await make({ name: `${kind} 쓰이는 상위` });
    const child = await make({ name: `${kind} 쓰이는 하위`, parentSeq: parent });
    const campaign = await createCampaign(t.database.db, { [campaignColumn]: child });
    await createWeddingInvitation(t.database.db, { campaignSeq: campaign.campaignSeq, [campaignColumn]: child });
    for (const seqs of [[child], [parent, child]]) {
      const refused = await remove(seqs);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: `캠페인 1건과 청첩장 1건이 연결된 ${text.label}(${kind} 쓰이는 하위)는 삭제할 수 없습니다. ${text.deactivateInstead}`,
      });
    }
    expect((await detail(parent)).statusCode).toBe(200);
    expect((await detail(child)).statusCode).toBe(200);
    // The database refuses the same on its own (the foreign keys restrict): nothing is blanked.
    await expect(t.database.db.delete(table).where(eq(tableSeq, child))).rejects.toThrow();
  });

  it('deletes nothing when none is chosen, or when one of the chosen is foreign or gone', async () => {
    const none = await remove([]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: kind === 'campaignCategory' ? messages.admin.noneSelected.campaignCategory : messages.admin.noneSelected.donationCategory,
    });
    const kept = await make({ name: `${kind} 남을 것` });
    const stale = await remove([kept, 987654]);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: messages.admin.staleSelection });
    expect((await detail(kept)).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: `${base}/list` });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: `${base}/detail/1` });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: `${base}/parents` });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: `${base}/save`, payload: { name: '이름' } });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: `${base}/delete`, payload: { seqs: [1] } });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: `${base}/change-category-activation/1`, payload: { isActive: true } });
  });
});
