import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { donationGroupLedger } from '../modules/payment/records/ledger';
import {
  accounts,
  campaignAttachments,
  campaignCategories,
  campaigns,
  categories,
  donationCategories,
  donationGroups,
  faqs,
  funeralInvitationAttachments,
  funeralInvitations,
  funeralMournerAccounts,
  noticeAttachments,
  notices,
  orderNumbers,
  orderNumPattern,
  partnerDetails,
  partners,
  payments,
  popups,
  reviews,
  sponsors,
  storedFiles,
  weddingCongratAccounts,
  weddingInvitationAttachments,
  weddingInvitations,
} from '../db/schema';
import { filterStartDate, only, recentOrderDays, type CancelledPayment, type MemberInquiry, type MemberOrder, type MyReview } from '@ongi/shared';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { verifyPassword } from '../modules/account/password';
import { LocalStorage } from '../integrations/storage/local';
import { sameOrigin, sessionCookie } from '../test/app';
import { createTestDatabase } from '../test/database';
import { demoLogins, isDatabaseEmpty, seed, type SeedResult } from './index';
import { createReview, issueOrderNumber } from './factories';

let handle: DatabaseHandle;
let uploads: string;
let storage: LocalStorage;
let first: SeedResult;

async function countOf(table: PgTable) {
  const row = only(await handle.db.select({ n: count() }).from(table), 'a count');
  return row.n;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-seed-'));
  storage = new LocalStorage(uploads);
  first = await seed(handle.db, storage);
});

afterAll(async () => {
  await handle?.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

describe('seed', () => {
  it('fills an empty database', () => {
    expect(first.seeded).toBe(true);
  });

  it('gives the quick-menu wreaths ids 16 and 17', async () => {
    const rows = await handle.db
      .select({ seq: campaigns.campaignSeq, name: campaigns.campaignName, type: campaigns.campaignType })
      .from(campaigns)
      .where(sql`${campaigns.campaignSeq} in (16, 17)`)
      .orderBy(campaigns.campaignSeq);
    expect(rows).toEqual([
      { seq: 16, name: '축하 기부화환', type: 'WEDDING' },
      { seq: 17, name: '근조 기부화환', type: 'FUNERAL' },
    ]);
  });

  it('writes the promised amounts of content', async () => {
    expect(await countOf(campaigns)).toBeGreaterThanOrEqual(20);
    expect(await countOf(donationGroups)).toBe(10);
    expect(await countOf(sponsors)).toBe(12);
    expect(await countOf(notices)).toBe(25);
    expect(await countOf(faqs)).toBe(15);
    expect(await countOf(popups)).toBe(2);
    const pinned = only(await handle.db.select({ n: count() }).from(notices).where(eq(notices.topNoticeYn, 'Y')), 'a count');
    expect(pinned.n).toBe(2);
    const withFiles = only(await handle.db.select({ n: sql<number>`count(distinct ${noticeAttachments.noticeSeq})::int` }).from(noticeAttachments), 'a count');
    expect(withFiles.n).toBeGreaterThan(0);
  });

  it('stores every rich-text body cleaned: the pasted script and onerror attempts are gone, their text stays', async () => {
    const bodies = [
      ...(await handle.db.select({ html: campaigns.content }).from(campaigns)),
      ...(await handle.db.select({ html: sponsors.editorHtml }).from(sponsors)),
      ...(await handle.db.select({ html: donationGroups.editorHtml }).from(donationGroups)),
      ...(await handle.db.select({ html: notices.content }).from(notices)),
      ...(await handle.db.select({ html: popups.content }).from(popups)),
    ].map((row) => row.html ?? '');
    expect(bodies.length).toBeGreaterThan(60);
    for (const html of bodies) {
      expect(html).not.toMatch(/<script|onerror|__ongiXss|javascript:/i);
    }
    const notice = only(await handle.db.select().from(notices).where(eq(notices.title, '신규 제휴 예식장 안내: 아벨하우스 분당')), 'the notice');
    expect(notice.content).toContain('단독홀 2개, 최대 300석 규모입니다.');
    const campaign = only(await handle.db.select().from(campaigns).where(eq(campaigns.campaignSeq, 1)), 'campaign 1');
    expect(campaign.campaignName).toBe('신혼부부가 함께 여는 아이들 밥상');
    expect(campaign.content).toContain('실시간 모금 현황은 따뜻한밥상나눔 홈페이지에서도 보실 수 있습니다.');
  });

  it("owes each wreath's half to its campaign's recipient, so most organisations' pages show what they received", async () => {
    const mismatched = only(
      await handle.db
        .select({ n: count() })
        .from(payments)
        .innerJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq))
        .where(sql`${payments.categoryDonationSeq} is distinct from ${campaigns.categoryDonationSeq}`),
      'a count',
    );
    expect(mismatched.n).toBe(0);
    const groups = await handle.db.select({ seq: donationGroups.donationGroupSeq, recipient: donationGroups.categoryDonationSeq }).from(donationGroups);
    expect(groups.filter((group) => group.recipient !== null).length).toBeGreaterThan(groups.length / 2);
    const ledgers = await Promise.all(groups.map((group) => donationGroupLedger(handle.db, group.seq)));
    expect(ledgers.some((ledger) => ledger.paidCount > 0 && ledger.donatedAmount > 0)).toBe(true);
  });

  it('ties every campaign but the two wreaths to a partner, and every one to categories and at least one thumbnail', async () => {
    const rows = await handle.db
      .select({
        seq: campaigns.campaignSeq,
        partnerSeq: campaigns.partnerSeq,
        categorySeq: campaigns.categorySeq,
        categoryCampaignSeq: campaigns.categoryCampaignSeq,
        categoryDonationSeq: campaigns.categoryDonationSeq,
        thumbnails: sql<number>`(select count(*)::int from ${campaignAttachments} a where a.campaign_seq = ${campaigns.campaignSeq})`,
      })
      .from(campaigns);
    for (const row of rows) {
      // The celebration and condolence wreaths (16, 17) belong to no partner: every venue offers them.
      if (row.seq === 16 || row.seq === 17) expect(row.partnerSeq).toBeNull();
      else expect(row.partnerSeq).not.toBeNull();
      expect(row.categorySeq).not.toBeNull();
      expect(row.categoryCampaignSeq).not.toBeNull();
      expect(row.categoryDonationSeq).not.toBeNull();
      expect(row.thumbnails).toBeGreaterThan(0);
    }
    // The funeral form lists FUNERAL campaigns by funeral home: each home has some.
    const homes = await handle.db
      .select({
        partnerSeq: partners.partnerSeq,
        n: sql<number>`(select count(*)::int from ${campaigns} c where c.partner_seq = ${partners.partnerSeq} and c.campaign_type = 'FUNERAL')`,
      })
      .from(partners)
      .where(eq(partners.type, 'funeral'));
    expect(homes).toHaveLength(5);
    for (const home of homes) expect(home.n).toBeGreaterThan(0);
  });

  it('creates five wedding venues and five funeral homes with their halls', async () => {
    const rows = await handle.db
      .select({
        type: partners.type,
        n: count(),
        details: sql<number>`sum((select count(*) from ${partnerDetails} d where d.partner_seq = ${partners.partnerSeq}))::int`,
      })
      .from(partners)
      .groupBy(partners.type)
      .orderBy(partners.type);
    expect(rows).toEqual([
      { type: 'funeral', n: 5, details: expect.any(Number) },
      { type: 'wedding', n: 5, details: expect.any(Number) },
    ]);
    for (const row of rows) expect(row.details).toBeGreaterThanOrEqual(10);
  });

  it('creates public categories of every kind and both two-level trees with inactive entries', async () => {
    const kinds = await handle.db.selectDistinct({ parent: categories.categoryParent }).from(categories).where(eq(categories.useYn, 'Y'));
    expect(kinds.map((k) => k.parent).sort()).toEqual(['campaign', 'donationGroup', 'faq', 'notice', 'sponsor']);
    for (const table of [campaignCategories, donationCategories]) {
      const all = await handle.db.select().from(table);
      expect(all.some((row) => row.parentSeq === null)).toBe(true);
      expect(all.some((row) => row.parentSeq !== null)).toBe(true);
      expect(all.some((row) => !row.isActive)).toBe(true);
    }
  });

  it('creates invitations with photos, accounts and paid payments carrying messages', async () => {
    expect(await countOf(weddingInvitations)).toBeGreaterThanOrEqual(3);
    expect(await countOf(funeralInvitations)).toBeGreaterThanOrEqual(3);
    const weddings = await handle.db.select().from(weddingInvitations);
    for (const wedding of weddings) {
      expect(wedding.orderNum).toMatch(orderNumPattern);
      const photos = await handle.db
        .select()
        .from(weddingInvitationAttachments)
        .where(eq(weddingInvitationAttachments.weddingInvitationSeq, wedding.weddingInvitationSeq));
      expect(photos.filter((photo) => photo.attachType === 'main')).toHaveLength(1);
      expect(photos.length).toBeGreaterThanOrEqual(2);
      const congrat = await handle.db
        .select()
        .from(weddingCongratAccounts)
        .where(eq(weddingCongratAccounts.weddingInvitationSeq, wedding.weddingInvitationSeq));
      expect(congrat.length).toBeGreaterThan(0);
    }
    const funerals = await handle.db.select().from(funeralInvitations);
    for (const funeral of funerals) {
      const photos = await handle.db
        .select()
        .from(funeralInvitationAttachments)
        .where(eq(funeralInvitationAttachments.funeralInvitationSeq, funeral.funeralInvitationSeq));
      expect(photos.filter((photo) => photo.attachType === 'main')).toHaveLength(1);
      const mourners = await handle.db
        .select()
        .from(funeralMournerAccounts)
        .where(eq(funeralMournerAccounts.funeralInvitationSeq, funeral.funeralInvitationSeq));
      expect(mourners.length).toBeGreaterThan(0);
    }
    const paid = await handle.db.select().from(payments).where(eq(payments.status, 'PAID'));
    expect(paid.length).toBeGreaterThanOrEqual(20);
    for (const payment of paid) {
      expect(payment.message).toBeTruthy();
      expect(payment.paidAt).not.toBeNull();
      expect(payment.paidAt!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const statuses = await handle.db.selectDistinct({ status: payments.status }).from(payments);
    expect(statuses.map((s) => s.status).sort()).toEqual(['CANCELLED', 'FAILED', 'PAID', 'PARTIAL_CANCELLED']);
    // The showcase orders (the first three of each kind) have several paid wreaths.
    const perOrder = await handle.db
      .select({ orderNum: payments.orderNum, n: count() })
      .from(payments)
      .where(eq(payments.status, 'PAID'))
      .groupBy(payments.orderNum);
    expect(perOrder.filter((row) => row.n >= 3).length).toBeGreaterThanOrEqual(6);
  });

  it('stores reviews in half steps, some with photos', async () => {
    const rows = await handle.db.select().from(reviews);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(typeof row.reviewRating).toBe('number');
      expect(row.reviewRating * 2).toBe(Math.round(row.reviewRating * 2));
    }
    expect(rows.some((row) => !Number.isInteger(row.reviewRating))).toBe(true);
    const withPhotos = only(await handle.db.select({ n: sql<number>`count(distinct review_seq)::int` }).from(sql`review_attach`), 'a count');
    expect(withPhotos.n).toBeGreaterThan(0);
  });

  it('records every seeded file in stored_file and in storage', async () => {
    const all = await handle.db.select().from(storedFiles);
    // Resized copies of invitation photos are rows of their own, pointing at their upload.
    const files = all.filter((file) => file.parentKey === null);
    expect(files.length).toBe(first.files);
    const copies = all.filter((file) => file.parentKey !== null);
    expect(new Set(copies.map((copy) => copy.variant))).toEqual(new Set(['w480', 'w600', 'w800', 'og']));
    for (const copy of copies) expect(copy.contentType).toBe('image/webp');
    for (const file of files.slice(0, 20)) {
      expect(fs.existsSync(path.join(uploads, file.fileKey))).toBe(true);
      expect(file.byteSize).toBeLessThan(64 * 1024);
    }
    expect(files.some((file) => file.contentType === 'application/pdf')).toBe(true);
    expect(files.some((file) => file.contentType === 'image/png')).toBe(true);
  });

  it('lets the demo logins in with argon2', async () => {
    const admin = only(await handle.db.select().from(accounts).where(eq(accounts.username, demoLogins.admin.username)), 'the demo admin');
    expect(admin.roleType).toBe('ADMIN');
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash, demoLogins.admin.password)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'wrong-password')).toBe(false);
    const member = only(await handle.db.select().from(accounts).where(eq(accounts.username, demoLogins.member.username)), 'the demo member');
    expect(member.roleType).toBe('NORMAL');
    expect(await verifyPassword(member.passwordHash, demoLogins.member.password)).toBe(true);
    const others = await handle.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.roleType, 'NORMAL')));
    expect(others.length).toBeGreaterThanOrEqual(5);
  });

  it('keeps one popup active today and one inactive', async () => {
    const active = await handle.db
      .select()
      .from(popups)
      .where(
        and(
          eq(popups.useStatus, 'y'),
          sql`${popups.startDate} <= (now() at time zone 'Asia/Seoul')::date`,
          sql`${popups.endDate} >= (now() at time zone 'Asia/Seoul')::date`,
        ),
      );
    expect(active).toHaveLength(1);
    const inactive = only(await handle.db.select({ n: count() }).from(popups).where(eq(popups.useStatus, 'n')), 'a count');
    expect(inactive.n).toBe(1);
  });

  it('does nothing the second time', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    const before = {
      accounts: await countOf(accounts),
      campaigns: await countOf(campaigns),
      notices: await countOf(notices),
      payments: await countOf(payments),
      files: await countOf(storedFiles),
      orders: await countOf(orderNumbers),
    };
    const again = await seed(handle.db, storage);
    expect(again.seeded).toBe(false);
    expect({
      accounts: await countOf(accounts),
      campaigns: await countOf(campaigns),
      notices: await countOf(notices),
      payments: await countOf(payments),
      files: await countOf(storedFiles),
      orders: await countOf(orderNumbers),
    }).toEqual(before);
  });
});

// ---------------------------------------------------------------- the demo member's my-page
// As a person sees it through the API on the seeded database: every list has
// something to show, and each state of an order row (review button, written
// review, no campaign) appears at least once.

let t: { app: App };
let member: string;

const get = async <T>(url: string, cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.json() as { content: T[]; totalElements: number };
};
const allTime = `startDate=2000-01-01&endDate=${filterStartDate(0)}`;

describe("member01's seeded my-page", () => {
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: uploads, SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies' });
    const app = await buildApp({ config, database: handle, storage });
    await app.ready();
    t = { app };
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: sameOrigin,
      payload: { username: demoLogins.member.username, pwd: demoLogins.member.password },
    });
    member = sessionCookie(login);
  });
  afterAll(() => t.app.close());

  it('has weddings and funerals, recent and older, in every review state', async () => {
    const { content, totalElements } = await get<MemberOrder>('/api/invitation/get-ago-list?daysAgo=all', member);
    expect(totalElements).toBeGreaterThanOrEqual(6);
    expect(totalElements).toBeLessThanOrEqual(10);
    expect(content.some((order) => order.isWedding)).toBe(true);
    expect(content.some((order) => !order.isWedding)).toBe(true);
    const recent = await get<MemberOrder>(`/api/invitation/get-ago-list?daysAgo=${recentOrderDays}`, member);
    expect(recent.totalElements).toBeGreaterThanOrEqual(2);
    expect(recent.totalElements).toBeLessThan(totalElements);
    // The review button shows for an order with a campaign and no review yet.
    const reviewable = content.filter((order) => order.useCampaign && order.campaignSeq !== null && !order.hasReview);
    expect(reviewable.length).toBeGreaterThanOrEqual(2);
    expect(recent.content.filter((order) => order.useCampaign && !order.hasReview).length).toBeGreaterThanOrEqual(1);
    expect(content.some((order) => order.hasReview)).toBe(true);
    const withoutCampaign = content.filter((order) => !order.useCampaign);
    expect(withoutCampaign).toHaveLength(1);
    expect(withoutCampaign[0]).toMatchObject({ campaignSeq: null, campaignName: null, hasReview: false });
    for (const order of content) {
      expect(order.filePath).not.toBeNull();
      expect(order.eventLocationName).not.toBe('');
      if (order.useCampaign)
        expect(order).toMatchObject({ campaignName: expect.any(String), campaignAmount: expect.any(Number), categoryName: expect.any(String) });
    }
  });

  it('has three inquiries: one answered, two waiting', async () => {
    const { content } = await get<MemberInquiry>(`/api/inquiry/get-list?${allTime}`, member);
    expect(content).toHaveLength(3);
    expect(content.filter((inquiry) => inquiry.isAnswered)).toHaveLength(1);
    expect(content.filter((inquiry) => !inquiry.isAnswered)).toHaveLength(2);
  });

  it('has reviews, one with the order made by the same member', async () => {
    const { content } = await get<MyReview>(`/api/review/get-between-list?${allTime}`, member);
    expect(content.length).toBeGreaterThanOrEqual(2);
    for (const review of content) expect(review).toMatchObject({ campaignName: expect.any(String), invitationCreateDate: expect.any(String) });
  });

  it('has a cancelled and a partly cancelled payment made by the member', async () => {
    const { content } = await get<CancelledPayment>('/api/payment/cancel-list', member);
    expect(content.map((payment) => payment.status).sort()).toEqual(['CANCELLED', 'PARTIAL_CANCELLED']);
    const partial = content.find((payment) => payment.status === 'PARTIAL_CANCELLED')!;
    expect(partial.cancelledAmount).toBeGreaterThan(0);
    expect(partial.cancelledAmount).toBeLessThan(partial.amount);
  });

  it('lets the demo non-member log in with the printed values and see their one order, still open for a review', async () => {
    const { name, phoneNum, orderNum } = demoLogins.nonMember;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/nonUserLogin',
      headers: sameOrigin,
      payload: { nonUserName: name, phoneNum, orderNum },
    });
    expect(login.statusCode).toBe(200);
    const { content, totalElements } = await get<MemberOrder>('/api/invitation/get-ago-list?daysAgo=all', sessionCookie(login));
    expect(totalElements).toBe(1);
    expect(content[0]).toMatchObject({ orderNum, isWedding: true, useCampaign: true, hasReview: false });
  });
});

describe('schema rules the seed relies on', () => {
  it('issues distinct 12-digit order numbers', async () => {
    const issued = new Set<string>();
    for (let i = 0; i < 50; i += 1) issued.add(await issueOrderNumber(handle.db, i % 2 ? 'W' : 'F'));
    expect(issued.size).toBe(50);
    for (const orderNum of issued) expect(orderNum).toMatch(/^[1-9]\d{11}$/);
    await expect(handle.db.insert(orderNumbers).values({ orderNum: '012345678901', publicNum: '123456789012', invitationType: 'W' })).rejects.toThrow();
    await expect(handle.db.insert(orderNumbers).values({ orderNum: '123456789012', publicNum: '012345678901', invitationType: 'W' })).rejects.toThrow();
  });

  it('refuses a rating that is not a half step and a second review of one order', async () => {
    const orderNum = await issueOrderNumber(handle.db, 'W');
    await expect(createReview(handle.db, { orderNum, reviewRating: 4.3, userId: 'tester' })).rejects.toThrow();
    await expect(createReview(handle.db, { orderNum, reviewRating: 0, userId: 'tester' })).rejects.toThrow();
    const ok = await createReview(handle.db, { orderNum, reviewRating: 0.5, userId: 'tester' });
    expect(ok.reviewRating).toBe(0.5);
    await expect(createReview(handle.db, { orderNum, reviewRating: 3, userId: 'tester' })).rejects.toThrow();
  });
});
