import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { accounts, campaigns, inquiries, notices, reviews, weddingInvitations } from '../db/schema';
import { createAccount, createCampaign, createFuneralInvitation, createInquiry, createNotice, createReview, createWeddingInvitation } from '../seed/factories';
import { createTestDatabase } from '../test/database';
import { newestFirstStart, rebuildListTallies, talliedTotal } from './list-tally';
import { descending, paginate, sortSql } from './paginate';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };

/** The tallies as the triggers kept them, and as counting the rows now gives them, in one comparable shape. */
async function keptAndCounted() {
  const kept = await rows(sql`
    select 'total' as kind, list, bucket, null::text as day, total::int as n from list_tally where total <> 0
    union all select 'day', list, bucket, day::text, total from list_day_tally where total <> 0
    union all select 'review', campaign_seq::text, review_rating::text, null, reviews from review_tally where reviews <> 0
    order by 1, 2, 3, 4`);
  const counted = await rows(sql`
    with listed as (
      select 'notice' as list, top_notice_yn::text as bucket, create_date from notice
      union all select 'inquiry', is_answered::text, create_date from inquiry
      union all select 'wedding_invitation', '', create_date from wedding_invitation
      union all select 'funeral_invitation', '', create_date from funeral_invitation
      union all select 'account', role_type, create_date from account where withdrawn_at is null)
    select 'total' as kind, list, bucket, null::text as day, count(*)::int as n from listed group by 2, 3
    union all select 'day', list, bucket, (create_date at time zone 'Asia/Seoul')::date::text, count(*)::int from listed group by 2, 3, 4
    union all select 'review', campaign_seq::text, review_rating::text, null, count(*)::int from review where campaign_seq is not null group by 2, 3
    order by 1, 2, 3, 4`);
  return { kept: kept.rows, counted: counted.rows };
}

async function expectExact() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

const day = (date: string, time = '10:00') => new Date(`${date}T${time}:00+09:00`);

describe('list tallies', () => {
  it('follow every write in the writer’s transaction: inserts, pins, answers, withdrawals, a removed campaign, deletes, truncate', async () => {
    const db = database.db;
    // The Korean day decides: 23:30 in Seoul on the 1st is still the 1st, 00:30 the 2nd.
    const first = await createNotice(db, { createDate: day('2026-03-01', '23:30') });
    const second = await createNotice(db, { createDate: day('2026-03-02', '00:30'), topNoticeYn: 'Y' });
    await db.insert(notices).values([1, 2, 3].map((n) => ({ title: `묶음 ${n}`, createDate: day('2026-03-03') })));
    const member = await createAccount(db, { passwordHash: 'x', createDate: day('2026-02-01') });
    const other = await createAccount(db, { passwordHash: 'x', createDate: day('2026-02-01') });
    const question = await createInquiry(db, { accountSeq: member.accountSeq, createDate: day('2026-03-04') });
    await createInquiry(db, { createDate: day('2026-03-04'), isAnswered: 'Y', answer: '답변' });
    const campaign = await createCampaign(db);
    const wedding = await createWeddingInvitation(db, { accountSeq: member.accountSeq, campaignSeq: campaign.campaignSeq, createDate: day('2026-03-05') });
    await createFuneralInvitation(db, { createDate: day('2026-03-05') });
    await createReview(db, {
      orderNum: wedding.orderNum,
      accountSeq: member.accountSeq,
      campaignSeq: campaign.campaignSeq,
      reviewRating: 4.5,
      reviewText: '좋아요',
    });
    await expectExact();
    expect(await talliedTotal(db, 'notice')).toBe(5);
    expect(await talliedTotal(db, 'notice', ['Y'])).toBe(1);

    // Changes that move rows between buckets, and ones that move nothing.
    await db.update(notices).set({ topNoticeYn: 'Y' }).where(eq(notices.noticeSeq, first.noticeSeq));
    await db
      .update(notices)
      .set({ viewCnt: sql`${notices.viewCnt} + 1` })
      .where(eq(notices.noticeSeq, second.noticeSeq));
    await db.update(inquiries).set({ isAnswered: 'Y', answer: '답변드립니다' }).where(eq(inquiries.inquirySeq, question.inquirySeq));
    await db.update(accounts).set({ withdrawnAt: new Date() }).where(eq(accounts.accountSeq, other.accountSeq));
    await db.update(accounts).set({ lastLoginDate: new Date() }).where(eq(accounts.accountSeq, member.accountSeq));
    await db.update(reviews).set({ reviewRating: 3 }).where(eq(reviews.orderNum, wedding.orderNum));
    await expectExact();
    expect(await talliedTotal(db, 'account', ['NORMAL'])).toBe(1);

    // A review moved off its campaign leaves its tally (a campaign with reviews cannot be removed: the foreign key restricts).
    await db.update(weddingInvitations).set({ campaignSeq: null }).where(eq(weddingInvitations.weddingInvitationSeq, wedding.weddingInvitationSeq));
    await expect(db.delete(campaigns).where(eq(campaigns.campaignSeq, campaign.campaignSeq))).rejects.toThrow();
    await db.update(reviews).set({ campaignSeq: null }).where(eq(reviews.orderNum, wedding.orderNum));
    await db.delete(campaigns).where(eq(campaigns.campaignSeq, campaign.campaignSeq));
    await expectExact();

    // A rolled-back write leaves no trace.
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(notices).values({ title: '취소될 공지' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await db.delete(notices).where(inArray(notices.noticeSeq, [first.noticeSeq, second.noticeSeq]));
    await expectExact();
    expect(await talliedTotal(db, 'notice')).toBe(3);

    await db.execute(sql`truncate notice cascade`);
    await expectExact();
    expect(await talliedTotal(db, 'notice')).toBe(0);
  });

  it('are counted again from the rows by rebuildListTallies', async () => {
    await database.db.execute(sql`update list_tally set total = total + 7`);
    await rebuildListTallies(database.db);
    await expectExact();
  });
});

describe('newestFirstStart', () => {
  it('starts every page where reading the whole list up to it would, pinned rows first', async () => {
    const db = database.db;
    await db.execute(sql`truncate notice cascade`);
    // 260 notices over 12 Korean days, 40 of them in one day, 3 pinned.
    const values = Array.from({ length: 260 }, (_, n) => {
      const date = n < 40 ? '2026-04-05' : `2026-04-${String(1 + (n % 12)).padStart(2, '0')}`;
      return {
        title: `공지 ${n}`,
        createDate: day(date, `${String(8 + (n % 12)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`),
        topNoticeYn: n % 97 === 0 ? ('Y' as const) : ('N' as const),
      };
    });
    await db.insert(notices).values(values);
    const order = [descending(notices.topNoticeYn), descending(notices.createDate), descending(notices.noticeSeq)];
    const everything = (
      await db
        .select({ noticeSeq: notices.noticeSeq })
        .from(notices)
        .orderBy(...sortSql(order))
    ).map((row) => row.noticeSeq);
    const start = newestFirstStart(db, { list: 'notice', createDate: notices.createDate, leadingBucket: notices.topNoticeYn });
    for (let page = 1; page <= 27; page += 1) {
      const query = db.select({ noticeSeq: notices.noticeSeq }).from(notices).$dynamic();
      const result = await paginate(db, query, { page, size: 10 }, { orderBy: order, key: notices.noticeSeq, total: () => talliedTotal(db, 'notice'), start });
      expect(result.totalElements).toBe(260);
      expect(result.content.map((row) => row.noticeSeq)).toEqual(everything.slice((page - 1) * 10, page * 10));
    }
  });
});
