import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayInSeoul, type Dashboard } from '@ongi/shared';
import { orderNumbers, refundRequests } from '@server/db/schema';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { createTestApp, type TestContext } from '@server/test/app';
import { getAs } from '@server/test/member-session';
import {
  createCampaign,
  createDonationCategory,
  createDonationGroup,
  createFuneralInvitation,
  createInquiry,
  createPayment,
  createWeddingInvitation,
  dayFromToday,
} from '@server/seed/factories';
import { mondayOf } from './service';

// The start page's figures after a day of sandbox wreaths, each held to a
// direct SQL sum over the real tables. Times are set inside today's Korean
// day (its first minutes), so the test means the same at any hour.

let t: TestContext;
let callers: AdminCallers;
const today = todayInSeoul();
const startOfToday = new Date(`${today}T00:00:00+09:00`);
const todayAt = (seconds: number) => new Date(startOfToday.getTime() + seconds * 1000);
let weddingPublic: string;
let funeralPublic: string;

const view = async () => {
  const response = await getAs(t.app, '/api/admin/dashboard', callers.admin);
  expect(response.statusCode).toBe(200);
  return response.json() as Dashboard;
};
const one = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers = await adminCallers(t);
  const recipient = await createDonationCategory(db, { name: '결식아동 급식' });
  await createDonationGroup(db, { groupName: '사단법인 따뜻한밥상나눔', categoryDonationSeq: recipient.categoryDonationSeq });
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환', campaignAmount: 50000, categoryDonationSeq: recipient.categoryDonationSeq });
  const wedding = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq, useCampaign: true, eventDate: today, eventTime: '12:30' });
  const funeral = await createFuneralInvitation(db, { campaignSeq: campaign.campaignSeq, funeralDate: dayFromToday(1), deceasedName: '홍길동' });
  await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq, eventDate: dayFromToday(2) });
  const publicOf = async (orderNum: string) =>
    (
      await db
        .select({ publicNum: orderNumbers.publicNum })
        .from(orderNumbers)
        .where(sql`${orderNumbers.orderNum} = ${orderNum}`)
    )[0]!.publicNum;
  weddingPublic = await publicOf(wedding.orderNum);
  funeralPublic = await publicOf(funeral.orderNum);

  // A day of wreaths: paid, partly refunded, cancelled, a failed try, and one from yesterday and eight days ago.
  for (const [seconds, amount] of [
    [5, 60000],
    [65, 70001],
    [125, 130000],
  ] as const)
    await createPayment(db, wedding, { amount, paidAt: todayAt(seconds) });
  await createPayment(db, wedding, { amount: 100000, status: 'PARTIAL_CANCELLED', cancelledAmount: 40000, paidAt: todayAt(200) });
  const refunded = await createPayment(db, wedding, { amount: 50000, status: 'CANCELLED', cancelledAmount: 50000, paidAt: todayAt(260) });
  await createPayment(db, wedding, { status: 'FAILED', paidAt: null, createDate: todayAt(300) });
  await createPayment(db, funeral, { amount: 55555, paidAt: new Date(startOfToday.getTime() - 3_600_000) });
  await createPayment(db, funeral, { amount: 44444, paidAt: new Date(startOfToday.getTime() - 8 * 86_400_000) });
  // A test payment is no wreath.
  await createPayment(db, wedding, { amount: 1000, purpose: 'TEST', paidAt: todayAt(320) });

  const standing = await createPayment(db, wedding, { amount: 90000, paidAt: todayAt(400) });
  await db.insert(refundRequests).values({ paymentSeq: standing.paymentSeq, reason: '잘못 결제했습니다.', contact: '01012345678' });
  await db.insert(refundRequests).values({ paymentSeq: refunded.paymentSeq, reason: '취소', contact: '01012345678', state: 'DONE' });
  await createInquiry(db, { isAnswered: 'N' });
  await createInquiry(db, { isAnswered: 'N' });
  await createInquiry(db, { isAnswered: 'Y', answer: '답변드립니다.' });
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it('counts today’s and this week’s wreaths as direct SQL sums do, to the won', async () => {
    const page = await view();
    expect(page.today).toBe(today);
    const sums = (from: string) =>
      one<{ wreaths: number; amount: string }>(sql`
        SELECT count(*)::int AS wreaths, coalesce(sum(amount - cancelled_amount), 0)::text AS amount
        FROM payment
        WHERE purpose = 'WREATH' AND status IN ('PAID', 'PARTIAL_CANCELLED')
          AND (paid_at AT TIME ZONE 'Asia/Seoul')::date BETWEEN ${from}::date AND ${today}::date`);
    const todaySums = await sums(today);
    expect(page.todayFigures).toEqual({ wreaths: todaySums.wreaths, amount: Number(todaySums.amount) });
    expect(page.todayFigures).toEqual({ wreaths: 5, amount: 60000 + 70001 + 130000 + 60000 + 90000 });
    const weekSums = await sums(page.weekStart);
    expect(page.weekFigures).toEqual({ wreaths: weekSums.wreaths, amount: Number(weekSums.amount) });
    expect(page.weekStart).toBe(mondayOf(today));
    expect(new Date(`${page.weekStart}T12:00:00+09:00`).getUTCDay()).toBe(1);
  });

  it('draws the last 30 days, every day present, each equal to its SQL sum', async () => {
    const page = await view();
    expect(page.daily).toHaveLength(30);
    expect(page.daily.at(-1)).toEqual({ day: today, ...page.todayFigures });
    const rows = (
      (await t.database.db.execute(sql`
      SELECT (paid_at AT TIME ZONE 'Asia/Seoul')::date::text AS day, count(*)::int AS wreaths, sum(amount - cancelled_amount)::text AS amount
      FROM payment
      WHERE purpose = 'WREATH' AND status IN ('PAID', 'PARTIAL_CANCELLED') AND (paid_at AT TIME ZONE 'Asia/Seoul')::date > ${today}::date - 30
      GROUP BY 1`)) as unknown as { rows: Array<{ day: string; wreaths: number; amount: string }> }
    ).rows;
    const direct = new Map(rows.map((row) => [row.day, { wreaths: row.wreaths, amount: Number(row.amount) }]));
    for (const point of page.daily) expect({ day: point.day, ...(direct.get(point.day) ?? { wreaths: 0, amount: 0 }) }).toEqual(point);
    expect(page.daily.reduce((sum, point) => sum + point.wreaths, 0)).toBe(7);
  });

  it('lists today’s and tomorrow’s events, earliest first, with the numbers their kiosks open with', async () => {
    const page = await view();
    const direct = await one<{ events: number }>(sql`
      SELECT ((SELECT count(*) FROM wedding_invitation WHERE event_date IN (${today}::date, ${today}::date + 1))
            + (SELECT count(*) FROM funeral_invitation WHERE funeral_date IN (${today}::date, ${today}::date + 1)))::int AS events`);
    expect(page.eventsTotal).toBe(direct.events);
    expect(page.events).toHaveLength(direct.events);
    expect(page.events[0]).toEqual(
      expect.objectContaining({ publicNum: weddingPublic, invitationType: 'W', eventDate: today, eventTime: '12:30', title: '김도윤 · 이서연' }),
    );
    expect(page.events).toContainEqual(
      expect.objectContaining({ publicNum: funeralPublic, invitationType: 'F', eventDate: dayFromToday(1), title: '故 홍길동' }),
    );
    expect(page.events.map((event) => event.eventDate)).toEqual(page.events.map((event) => event.eventDate).sort());
    expect(page.events.some((event) => event.eventDate === dayFromToday(2))).toBe(false);
  });

  it('counts what waits, and what each organisation is still owed', async () => {
    const page = await view();
    const waiting = await one<{ refunds: number; inquiries: number; failed: number }>(sql`
      SELECT (SELECT count(*) FROM refund_request WHERE state = 'REQUESTED')::int AS refunds,
             (SELECT count(*) FROM inquiry WHERE is_answered = 'N')::int AS inquiries,
             (SELECT count(*) FROM message WHERE state = 'FAILED')::int AS failed`);
    expect(page).toMatchObject({ refundRequestsWaiting: waiting.refunds, inquiriesWaiting: waiting.inquiries, failedMessages: waiting.failed });
    expect(page).toMatchObject({ refundRequestsWaiting: 1, inquiriesWaiting: 2, reconciliationOpen: 0, reconciliationLastDay: null });
    const donated = await one<{ donated: string; wreaths: number }>(sql`
      SELECT coalesce(sum(donated_amount), 0)::text AS donated, count(*)::int AS wreaths
      FROM payment p WHERE purpose = 'WREATH' AND status IN ('PAID', 'PARTIAL_CANCELLED')
        AND NOT EXISTS (SELECT 1 FROM settlement_line l WHERE l.payment_seq = p.payment_seq AND l.kind = 'WREATH')`);
    expect(page.organisations).toEqual([
      { donationGroupSeq: expect.any(Number), groupName: '사단법인 따뜻한밥상나눔', wreaths: donated.wreaths, donatedAmount: Number(donated.donated) },
    ]);
  });

  it('answers administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/dashboard' });
  });
});
