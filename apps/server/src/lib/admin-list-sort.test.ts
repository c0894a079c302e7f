import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminAccountSorts,
  adminAlertSorts,
  adminAuditSorts,
  adminCampaignSorts,
  adminCategorySorts,
  adminCategoryTreeSorts,
  adminDonationGroupSorts,
  adminDonationReceiptSorts,
  adminFaqSorts,
  adminGatewayCheckSorts,
  adminInquirySorts,
  adminMemberSorts,
  adminMessageSorts,
  adminNoticeSorts,
  adminPartnerSorts,
  adminPopupSorts,
  adminRefundRequestSorts,
  adminSettlementSorts,
  adminSponsorSorts,
  messages,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import {
  adminAlerts,
  adminAudits,
  donationReceiptRequests,
  gatewayCheckDifferences,
  outboundMessages,
  refundRequests,
  settlementBatches,
  storedFiles,
} from '@server/db/schema';
import {
  createAccount,
  createCampaign,
  createCampaignCategory,
  createCategory,
  createDonationCategory,
  createDonationGroup,
  createFaq,
  createInquiry,
  createNotice,
  createPartner,
  createPayment,
  createPopup,
  createSponsor,
  createWeddingInvitation,
} from '@server/seed/factories';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { createTestApp, type TestContext } from '@server/test/app';
import { getAs } from '@server/test/member-session';

// Issue 25 §2 "Lists sort by their main columns", for every back-office list
// that declares its sort to the resource base (list.sort): each sort name,
// both ways, over two pages; the order is total (the reverse of ascending is
// descending, row for row, ties by the list's key), and a name or direction
// the list does not have is refused with the shared Korean sentence.

let t: TestContext;
let callers: AdminCallers;

type Row = Record<string, unknown>;
type Page = { content: Row[]; totalElements: number };
/** What a row is ordered by for one sort name: a number (days, won, a flag), text, or null (last when ascending). */
type Value = number | string | null;

/** More rows than a page (10), so the second page has to follow the first. */
const rowsPerList = 13;

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 3, 0, 0));
const dayText = (n: number) => day(n).toISOString().slice(0, 10);
const time = (value: unknown): number | null => (value === null || value === undefined ? null : Date.parse(String(value)));
/** The i-th of a few values: repeats, so ties show, in an order unlike the rows' own. */
const pick = <T>(values: readonly T[], i: number) => values[(i * 5) % values.length] as T;
const words = ['가을 나눔', '나무 심기', 'Apple', '다리 놓기', 'banana', '가을 나눔', '마을 잔치', '라온'];

interface ListCase {
  name: string;
  /** The list's path under /api/admin. */
  path: string;
  sorts: readonly string[];
  /** The row's own number. */
  key: string;
  /** What each sort orders the rows by, read from a row. */
  by: Record<string, (row: Row) => Value>;
  /** Writes the i-th row of the list. */
  fill: (db: Database, i: number) => Promise<unknown>;
}

const cases: ListCase[] = [
  {
    name: 'FAQ',
    path: 'faq',
    sorts: adminFaqSorts,
    key: 'faqSeq',
    by: { name: (row) => row.title as string, createdAt: (row) => time(row.createDate) },
    fill: (db, i) => createFaq(db, { title: pick(words, i), createDate: day(i % 4) }),
  },
  {
    name: '공지사항',
    path: 'notice',
    sorts: adminNoticeSorts,
    key: 'noticeSeq',
    by: { name: (row) => row.title as string, createdAt: (row) => time(row.createDate), views: (row) => row.viewCnt as number },
    fill: (db, i) => createNotice(db, { title: pick(words, i), createDate: day(i % 5), viewCnt: (i * 7) % 4, topNoticeYn: i % 6 === 0 ? 'Y' : 'N' }),
  },
  {
    name: '캠페인',
    path: 'campaign',
    sorts: adminCampaignSorts,
    key: 'campaignSeq',
    by: {
      order: (row) => row.sortOrder as number | null,
      name: (row) => row.campaignName as string,
      amount: (row) => row.campaignAmount as number,
      endDate: (row) => row.endDate as string | null,
      status: (row) => row.displayYn as string,
      createdAt: (row) => time(row.createDate),
    },
    fill: (db, i) =>
      i % 4 === 0
        ? createCampaign(db, { campaignName: pick(words, i), displayYn: 'N', sortOrder: null, campaignAmount: 0, createDate: day(i % 3) })
        : createCampaign(db, {
            campaignName: pick(words, i),
            sortOrder: i % 3,
            campaignAmount: ((i * 7) % 5) * 10_000 + 10_000,
            endDate: i % 5 === 0 ? null : dayText(i % 4),
            createDate: day(i % 3),
          }),
  },
  {
    name: '카테고리',
    path: 'category',
    sorts: adminCategorySorts,
    key: 'categorySeq',
    by: { name: (row) => row.name as string, parent: (row) => row.categoryParent as string, status: (row) => row.useYn as string },
    fill: (db, i) =>
      createCategory(db, { name: `${pick(words, i)} ${i}`, categoryParent: pick(['notice', 'faq', 'sponsor'] as const, i), useYn: i % 3 === 0 ? 'N' : 'Y' }),
  },
  {
    name: '캠페인 카테고리',
    path: 'campaign-category',
    sorts: adminCategoryTreeSorts,
    key: 'seq',
    by: { name: (row) => row.name as string, parent: (row) => row.parentName as string | null, status: (row) => (row.isActive ? 1 : 0) },
    fill: async (db, i) => {
      const parent = i % 3 === 0 ? undefined : await createCampaignCategory(db, { name: `상위 ${pick(words, i)} ${i}` });
      // Top levels' names are unique; children of different parents may share one.
      return createCampaignCategory(db, {
        name: parent ? pick(words, i) : `${pick(words, i)} ${i}`,
        parentSeq: parent?.categoryCampaignSeq ?? null,
        isActive: i % 4 !== 0,
      });
    },
  },
  {
    name: '기부처',
    path: 'donation-category',
    sorts: adminCategoryTreeSorts,
    key: 'seq',
    by: { name: (row) => row.name as string, parent: (row) => row.parentName as string | null, status: (row) => (row.isActive ? 1 : 0) },
    fill: async (db, i) => {
      const parent = i % 3 === 0 ? undefined : await createDonationCategory(db, { name: `상위 ${pick(words, i)} ${i}` });
      // Top levels' names are unique; children of different parents may share one.
      return createDonationCategory(db, {
        name: parent ? pick(words, i) : `${pick(words, i)} ${i}`,
        parentSeq: parent?.categoryDonationSeq ?? null,
        isActive: i % 4 !== 0,
      });
    },
  },
  {
    name: '제휴기관',
    path: 'partner',
    sorts: adminPartnerSorts,
    key: 'partnerSeq',
    by: { type: (row) => row.type as string, name: (row) => row.name as string, createdAt: (row) => time(row.createDate) },
    fill: (db, i) => createPartner(db, { name: pick(words, i), type: i % 3 === 0 ? 'funeral' : 'wedding', createDate: day(i % 4) }),
  },
  {
    name: '기부단체',
    path: 'donation-group',
    sorts: adminDonationGroupSorts,
    key: 'donationGroupSeq',
    by: { name: (row) => row.groupName as string, createdAt: (row) => time(row.createDate) },
    fill: (db, i) => createDonationGroup(db, { groupName: pick(words, i), createDate: day(i % 4) }),
  },
  {
    name: '후원활동',
    path: 'sponsor',
    sorts: adminSponsorSorts,
    key: 'sponsorSeq',
    by: {
      name: (row) => row.title as string,
      amount: (row) => row.sponsorAmount as number,
      startDate: (row) => row.startDate as string,
      createdAt: (row) => time(row.createDate),
    },
    fill: (db, i) =>
      createSponsor(db, {
        title: pick(words, i),
        sponsorAmount: ((i * 3) % 4) * 50_000,
        startDate: dayText(i % 5),
        endDate: dayText(10),
        createDate: day(i % 3),
      }),
  },
  {
    name: '팝업',
    path: 'popup',
    sorts: adminPopupSorts,
    key: 'popupSeq',
    by: {
      name: (row) => row.title as string,
      startDate: (row) => row.startDate as string,
      endDate: (row) => row.endDate as string,
      status: (row) => row.useStatus as string,
    },
    fill: (db, i) => createPopup(db, { title: pick(words, i), startDate: dayText(i % 4), endDate: dayText(5 + (i % 3)), useStatus: i % 2 === 0 ? 'y' : 'n' }),
  },
  {
    name: '1:1 문의',
    path: 'inquiry',
    sorts: adminInquirySorts,
    key: 'inquirySeq',
    by: { name: (row) => row.questionTitle as string, status: (row) => (row.isAnswered ? 'Y' : 'N'), createdAt: (row) => time(row.createDate) },
    fill: (db, i) => createInquiry(db, { questionTitle: pick(words, i), isAnswered: i % 3 === 0 ? 'Y' : 'N', createDate: day(i % 4) }),
  },
  ...(['admin-account', 'account'] as const).map((path): ListCase => ({
    name: path === 'account' ? '회원 계정' : '관리자 계정',
    path,
    sorts: path === 'account' ? adminMemberSorts : adminAccountSorts,
    key: 'accountSeq',
    by: {
      username: (row) => row.username as string,
      name: (row) => row.name as string,
      createdAt: (row) => time(row.createDate),
      // Never logged in sorts as the longest ago.
      ...(path === 'account' ? {} : { lastLogin: (row: Row) => time(row.lastLoginDate) ?? Number.NEGATIVE_INFINITY }),
    },
    fill: (db, i) =>
      createAccount(db, {
        username: `${path === 'account' ? 'm' : 'a'}sort${(i * 7) % rowsPerList}x${i}`,
        name: pick(['김온기', '이나눔', 'Kim', '박마음'], i),
        roleType: path === 'account' ? 'NORMAL' : 'ADMIN',
        passwordHash: 'not-a-login',
        createDate: day(i % 4),
        lastLoginDate: i % 3 === 0 ? null : day(i % 5),
      }),
  })),
  {
    name: '관리 기록',
    path: 'audit',
    sorts: adminAuditSorts,
    key: 'auditSeq',
    by: {
      createdAt: (row) => time(row.createDate),
      admin: (row) => row.adminUsername as string,
      action: (row) => row.action as string,
      resource: (row) => row.resource as string,
    },
    fill: (db, i) =>
      db.insert(adminAudits).values({
        adminUsername: pick(['kim', 'lee', 'Park'], i),
        action: pick(['create', 'update', 'delete'] as const, i),
        resource: pick(['faq', 'notice', 'campaign', 'popup'], i),
        summary: `정렬 ${i}`,
        createDate: day(i % 4),
      }),
  },
  {
    name: '운영 알림',
    path: 'alert',
    sorts: adminAlertSorts,
    key: 'alertSeq',
    by: {
      createdAt: (row) => time(row.createDate),
      kind: (row) => row.kind as string,
      name: (row) => row.title as string,
      status: (row) => (row.acknowledgedAt ? 1 : 0),
    },
    fill: (db, i) =>
      db.insert(adminAlerts).values({
        kind: pick(['PAYMENT_CHANNEL_REFUSED', 'REFUND_FAILED', 'KIWOOM_WINDOW_NEVER_OPENED'] as const, i),
        title: pick(words, i),
        summary: '정렬',
        createDate: day(i % 4),
        ...(i % 3 === 0 ? { acknowledgedAt: day(6), acknowledgedBy: 'kim' } : {}),
      }),
  },
  {
    name: '메시지 발송',
    path: 'message',
    sorts: adminMessageSorts,
    key: 'messageSeq',
    by: { createdAt: (row) => time(row.createDate), kind: (row) => row.template as string, status: (row) => row.state as string },
    fill: (db, i) =>
      db.insert(outboundMessages).values({
        template: pick(['ORDER_GUIDE', 'WREATH_ARRIVED', 'THANKS'] as const, i),
        recipientPhone: '01012345678',
        variables: {},
        text: '정렬',
        dedupeKey: `sort-${i}`,
        state: pick(['QUEUED', 'SENT', 'FAILED'] as const, i),
        createDate: day(i % 4),
      }),
  },
  {
    name: '대사 차이',
    path: 'reconciliation',
    sorts: adminGatewayCheckSorts,
    key: 'differenceSeq',
    by: { day: (row) => row.day as string, kind: (row) => row.kind as string, status: (row) => (row.resolvedAt ? 1 : 0) },
    fill: (db, i) =>
      db.insert(gatewayCheckDifferences).values({
        day: dayText(i % 4),
        paymentId: `sort-${i}`,
        kind: pick(['AMOUNT', 'STATUS', 'MISSING_HERE'] as const, i),
        lastSeenAt: day(6),
        resolvedAt: i % 3 === 0 ? day(7) : null,
      }),
  },
  {
    name: '기부금 전달',
    path: 'settlement',
    sorts: adminSettlementSorts,
    key: 'settlementBatchSeq',
    by: {
      name: (row) => row.groupName as string,
      amount: (row) => row.amount as number,
      status: (row) => row.state as string,
      period: (row) => row.periodFrom as string,
      count: (row) => row.lineCount as number,
      transferredOn: (row) => row.transferredOn as string | null,
    },
    fill: async (db, i) => {
      const group = await createDonationGroup(db, { groupName: `단체 ${pick(words, i)}` });
      const transferred = i % 3 === 0;
      if (transferred)
        await db.insert(storedFiles).values({ fileKey: `settlement/sort-${i}.pdf`, originalName: 'proof.pdf', contentType: 'application/pdf', byteSize: 1 });
      return db.insert(settlementBatches).values({
        donationGroupSeq: group.donationGroupSeq,
        periodFrom: dayText(i % 4),
        periodTo: dayText(8),
        amount: ((i * 7) % 4) * 30_000,
        lineCount: (i * 3) % 5,
        ...(transferred
          ? { state: 'TRANSFERRED' as const, transferredOn: dayText(9 + (i % 2)), bankReference: `ref-${i}`, proofPath: `settlement/sort-${i}.pdf` }
          : {}),
      });
    },
  },
  {
    name: '환불 요청',
    path: 'refund-request',
    sorts: adminRefundRequestSorts,
    key: 'refundRequestSeq',
    by: { amount: (row) => row.amount as number, status: (row) => row.state as string, createdAt: (row) => time(row.createDate) },
    fill: async (db, i) => {
      const payment = await createPayment(db, await invitation(db), { amount: ((i * 7) % 4) * 20_000 + 10_000, name: pick(words, i) });
      return db.insert(refundRequests).values({
        paymentSeq: payment.paymentSeq,
        reason: '정렬',
        contact: '01012345678',
        state: pick(['REQUESTED', 'DONE', 'DECLINED'] as const, i),
        createDate: day(i % 4),
      });
    },
  },
  {
    name: '기부금 영수증',
    path: 'donation-receipt',
    sorts: adminDonationReceiptSorts,
    key: 'donationReceiptSeq',
    by: {
      paidAt: (row) => time(row.paidAt),
      group: (row) => row.groupName as string,
      name: (row) => row.donorName as string,
      amount: (row) => row.donatedAmount as number,
      status: (row) => row.state as string,
      createdAt: (row) => time(row.requestedAt),
    },
    fill: async (db, i) => {
      const group = await createDonationGroup(db, { groupName: `영수증 ${pick(words, i)}` });
      const payment = await createPayment(db, await invitation(db), { amount: ((i * 3) % 4) * 20_000 + 20_000, paidAt: day(i % 5) });
      return db.insert(donationReceiptRequests).values({
        paymentSeq: payment.paymentSeq,
        donationGroupSeq: group.donationGroupSeq,
        donorType: 'PERSON',
        donorName: pick(words, i),
        donorAddress: '서울',
        state: i % 3 === 0 ? 'EXPORTED' : 'REQUESTED',
        createDate: day(i % 4),
      });
    },
  },
];

let weddingOfPayments: Awaited<ReturnType<typeof createWeddingInvitation>> | undefined;
async function invitation(db: Database) {
  weddingOfPayments ??= await createWeddingInvitation(db);
  return weddingOfPayments;
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  for (const list of cases) for (let i = 0; i < rowsPerList; i += 1) await list.fill(t.database.db, i);
});
afterAll(() => t.close());

async function page(list: ListCase, query: string): Promise<Page> {
  const response = await getAs(t.app, `/api/admin/${list.path}/list?${query}`, callers.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

/** Every row of the list in one order, page after page. */
async function allPages(list: ListCase, sort: string, direction: 'asc' | 'desc') {
  const first = await page(list, `sort=${sort}&direction=${direction}`);
  const rows = [...first.content];
  for (let number = 2; rows.length < first.totalElements; number += 1) {
    const next = await page(list, `sort=${sort}&direction=${direction}&page=${number}`);
    expect(next.totalElements).toBe(first.totalElements);
    expect(next.content.length, `page ${number} of ${list.path}`).toBeGreaterThan(0);
    rows.push(...next.content);
  }
  return { rows, totalElements: first.totalElements };
}

/** Whether the database's own collation puts each text no later than the next (what ORDER BY did). */
async function inDatabaseOrder(texts: string[]): Promise<boolean> {
  if (texts.length < 2) return true;
  const result = (await t.database.db.execute(
    sql`select coalesce(bool_and(value <= next), true) as ordered from (select value, lead(value) over (order by place) as next from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as listed(value, place)) pairs where next is not null`,
  )) as unknown as { rows: Array<{ ordered: boolean }> };
  return result.rows[0]!.ordered;
}

describe.each(cases)('$name list (/api/admin/$path) sorts by its main columns', (list) => {
  it('declares a value for each of its sort names', () => {
    expect(Object.keys(list.by).sort()).toEqual([...list.sorts].sort());
  });

  it.each([...list.sorts])('by %s: ascending over both pages, descending its exact reverse, ties by number', async (sort) => {
    const up = await allPages(list, sort, 'asc');
    const down = await allPages(list, sort, 'desc');
    expect(up.totalElements).toBeGreaterThanOrEqual(rowsPerList);
    const keys = up.rows.map((row) => row[list.key]);
    expect(new Set(keys).size, 'no row twice, none left out').toBe(up.totalElements);
    expect(down.rows.map((row) => row[list.key])).toEqual([...keys].reverse());

    const values = up.rows.map(list.by[sort]!);
    // Ascending puts nulls last (PostgreSQL's default), so descending has them first.
    const firstNull = values.indexOf(null);
    if (firstNull >= 0) expect(values.slice(firstNull).every((value) => value === null)).toBe(true);
    const present = firstNull >= 0 ? values.slice(0, firstNull) : values;
    if (present.every((value) => typeof value === 'number')) {
      expect(present).toEqual([...(present as number[])].sort((a, b) => a - b));
    } else {
      expect(await inDatabaseOrder(present.map(String)), `${list.path} by ${sort}: ${present.join(' | ')}`).toBe(true);
    }
    // Rows of the same value follow their number.
    for (let i = 1; i < values.length; i += 1) {
      if (values[i] === values[i - 1]) expect(Number(keys[i])).toBeGreaterThan(Number(keys[i - 1]));
    }
  });

  it.each([
    ['sort=phoneNum', messages.adminList.sortInvalid],
    [`sort=${encodeURIComponent('1; drop table account')}`, messages.adminList.sortInvalid],
    [`sort=${list.sorts[0]}&direction=sideways`, messages.adminList.directionInvalid],
  ])('refuses %s with its Korean sentence', async (query, message) => {
    const response = await getAs(t.app, `/api/admin/${list.path}/list?${query}`, callers.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('is for administrators only, sorted or not', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: `/api/admin/${list.path}/list?sort=${list.sorts[0]}&direction=desc` });
  });
});
