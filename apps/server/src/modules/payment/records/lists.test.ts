import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { only, type AdminPaymentRow, type KioskPayment, type WreathMessage } from '@ongi/shared';
import { orderNumbers, payments as paymentTable } from '@server/db/schema';
import { deepPageFrom } from '@server/lib/paginate';
import { createCampaign, createFuneralInvitation, createWeddingInvitation } from '@server/seed/factories';
import { adminCallers, type AdminCallers } from '@server/test/admin';
import { createTestApp, type TestContext } from '@server/test/app';
import { getAs } from '@server/test/member-session';
import { paymentDayStart } from './listing-queries';

// The payment lists page by page over a few thousand payments: paginate
// starts deep pages from their day in the kept counts (the payment tally), searches merge one branch per
// column. Every page must hold exactly the rows that counting them off one
// by one in SQL gives, across Korean midnights and equal times.

let t: TestContext;
let callers: AdminCallers;
let busyOrderNum: string;
let busyPublicNum: string;
type Page<Row> = { content: Row[]; totalElements: number };

const payments = 3200;
const ids = (rows: Array<Record<string, unknown>>) => rows.map((row) => Number(row.payment_seq ?? row.paymentSeq));
async function direct(where: string, order: string, offset: number, size: number) {
  const result = (await t.database.db.execute(
    sql.raw(`select payment_seq from payment where ${where} order by ${order} limit ${size} offset ${offset}`),
  )) as unknown as { rows: Array<Record<string, unknown>> };
  return ids(result.rows);
}
async function directCount(where: string) {
  const result = (await t.database.db.execute(sql.raw(`select count(*) as n from payment where ${where}`))) as unknown as { rows: Array<{ n: unknown }> };
  return Number(only(result.rows, 'the count').n);
}
const listed = 'coalesce(paid_at, create_date) desc, payment_seq desc';

/** Pages 1, a few around the deep-page threshold, every 13th, the last and one past it. */
function pagesOf(total: number, size: number) {
  const last = Math.max(1, Math.ceil(total / size));
  const threshold = Math.floor(deepPageFrom / size) + 1;
  const pages = new Set([1, 2, threshold - 1, threshold, threshold + 1, last - 1, last, last + 1]);
  for (let page = 1; page <= last; page += 13) pages.add(page);
  return [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers = await adminCallers(t);
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환' });
  const wedding = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq });
  const funeral = await createFuneralInvitation(db, { campaignSeq: campaign.campaignSeq });
  busyOrderNum = funeral.orderNum;
  busyPublicNum = only(
    await db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, funeral.orderNum)),
    'the funeral order',
  ).publicNum;
  // Paid over about 120 days, several a day, some at Korean midnight exactly
  // and some at the same instant as another; one in five to the busy funeral.
  await db.execute(sql`
    insert into payment (payment_id, provider, purpose, invitation_type, invitation_seq, order_num, campaign_seq, name, phone_num, message,
                         amount, status, paid_at, cancelled_at, cancelled_amount, create_date, update_date)
    select 'P2026' || lpad(g::text, 16, '0'), 'sandbox',
           case when g % 97 = 0 then 'TEST' else 'WREATH' end,
           case when g % 5 = 0 then 'F' else 'W' end,
           case when g % 5 = 0 then ${funeral.funeralInvitationSeq}::int else ${wedding.weddingInvitationSeq}::int end,
           case when g % 5 = 0 then ${funeral.orderNum} else ${wedding.orderNum} end,
           ${campaign.campaignSeq}::int,
           case when g % 3 = 0 then '후원자' || (g % 40)::text else (array['김민준', '이서연', '박지훈', '최하은'])[1 + g % 4] || (g % 7)::text end,
           '010' || lpad((g * 7919 % 100000000)::text, 8, '0'),
           case when g % 11 = 0 then null when g % 13 = 0 then '' else '축하드립니다 ' || g end,
           50000 + g, s.status,
           case when s.status = 'FAILED' then null else s.at end,
           case when s.status in ('CANCELLED', 'PARTIAL_CANCELLED') then s.at + interval '1 hour' end,
           case s.status when 'CANCELLED' then 50000 + g when 'PARTIAL_CANCELLED' then 10000 else 0 end,
           s.at, s.at
    from generate_series(1, ${payments}::int) g
    cross join lateral (
      select case when g % 17 = 0 then 'CANCELLED' when g % 29 = 0 then 'PARTIAL_CANCELLED' when g % 31 = 0 then 'FAILED' else 'PAID' end as status,
             case when g % 50 = 0 then timestamptz '2026-11-01 00:00:00+09' - (g / 27) * interval '1 day'
                  when g % 9 = 0 then timestamptz '2026-11-01 00:00:00+09' - ((g - 1) * interval '53 minutes')
                  else timestamptz '2026-11-01 00:00:00+09' - (g * interval '53 minutes') end as at
    ) s`);
  // Payments left waiting long before the rest: a status whose newest rows are months older than the newest day counted.
  await db.execute(sql`
    insert into payment (payment_id, provider, purpose, campaign_seq, name, phone_num, message, amount, status, create_date, update_date)
    select 'P2026W' || lpad(g::text, 15, '0'), 'sandbox', 'WREATH', ${campaign.campaignSeq}::int, '대기' || g, '01099990000', null, 60000, 'READY',
           timestamptz '2026-03-31 23:00:00+09' - g * interval '37 minutes', timestamptz '2026-03-31 23:00:00+09' - g * interval '37 minutes'
    from generate_series(1, 1500) g`);
});
afterAll(() => t.close());

describe('the back office payment list, deep pages and all', () => {
  const cases: Array<[string, string, string]> = [
    ['everything', '', 'true'],
    ['one status', '&status=PAID', `status = 'PAID'`],
    [
      'a period',
      '&from=2026-09-10&to=2026-10-05',
      `coalesce(paid_at, create_date) >= '2026-09-10T00:00:00+09' and coalesce(paid_at, create_date) < '2026-10-06T00:00:00+09'`,
    ],
    [
      'a status in a period',
      '&status=CANCELLED&from=2026-08-01&to=2026-10-31',
      `status = 'CANCELLED' and coalesce(paid_at, create_date) >= '2026-08-01T00:00:00+09' and coalesce(paid_at, create_date) < '2026-11-01T00:00:00+09'`,
    ],
    ['a status whose newest payments are months old', '&status=READY', `status = 'READY'`],
    ['an order number', `&searchType=orderNum&searchWord=\${order}`, `(order_num ilike '%\${order}%' or payment_id ilike '%\${order}%')`],
    [
      'an order number with a status',
      `&status=PAID&searchType=all&searchWord=\${order}`,
      `status = 'PAID' and (order_num ilike '%\${order}%' or payment_id ilike '%\${order}%' or name ilike '%\${order}%' or phone_num ilike '%\${order}%')`,
    ],
    ['part of a payment number', '&searchType=orderNum&searchWord=0000000001', `(order_num ilike '%0000000001%' or payment_id ilike '%0000000001%')`],
    ['a payer', `&searchType=payer&searchWord=${encodeURIComponent('박지훈3')}`, `(name ilike '%박지훈3%' or phone_num ilike '%박지훈3%')`],
    [
      'anything, digits',
      '&searchType=all&searchWord=0101',
      `(order_num ilike '%0101%' or payment_id ilike '%0101%' or name ilike '%0101%' or phone_num ilike '%0101%')`,
    ],
    [
      'anything, a digit also in names',
      '&searchType=all&searchWord=1',
      `(order_num ilike '%1%' or payment_id ilike '%1%' or name ilike '%1%' or phone_num ilike '%1%')`,
    ],
    [
      'a word in more names than are searched one by one',
      `&searchType=payer&searchWord=${encodeURIComponent('후원자')}`,
      `(name ilike '%후원자%' or phone_num ilike '%후원자%')`,
    ],
    [
      'a payer with a status',
      `&status=PAID&searchType=payer&searchWord=${encodeURIComponent('김민준')}`,
      `status = 'PAID' and (name ilike '%김민준%' or phone_num ilike '%김민준%')`,
    ],
  ];

  it.each(cases)('pages %s exactly as counting the rows off in SQL', async (_label, query, where) => {
    const filled = (text: string) => text.replaceAll('${order}', busyOrderNum);
    const total = await directCount(filled(where));
    expect(total).toBeGreaterThan(0);
    for (const page of pagesOf(total, 10)) {
      const answer = (await getAs(t.app, `/api/admin/payment/list?page=${page}${filled(query)}`, callers.admin)).json() as Page<AdminPaymentRow>;
      expect(answer.totalElements, `page ${page}`).toBe(total);
      expect(ids(answer.content), `page ${page}`).toEqual(await direct(filled(where), listed, (page - 1) * 10, 10));
    }
  });

  it("starts a deep page from its day, also where a status's newest rows are months older than the newest day counted", async () => {
    // The 1,201st newest waiting payment: its Korean day, and how many of the waiting ones are newer than that day.
    const [seq] = await direct(`status = 'READY'`, listed, 1200, 1);
    const result = (await t.database.db.execute(
      sql.raw(`select to_char(listed_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day from payment where payment_seq = ${seq}`),
    )) as unknown as { rows: Array<{ day: string }> };
    const day = only(result.rows, 'the day').day;
    const newer = await directCount(`status = 'READY' and listed_at >= timestamptz '${day}T00:00:00+09' + interval '1 day'`);
    for (const filter of [{ status: 'READY' as const }, { status: 'READY' as const, fromDay: '2026-01-01', toDay: '2026-12-31' }]) {
      const start = await paymentDayStart(t.database.db, filter, paymentTable.listedAt)(1200);
      expect(start?.skip).toBe(1200 - newer);
      // Read from where it starts, the rows it passes over are the ones of that day before the 1,201st.
      const [first] = await t.database.db
        .select({ paymentSeq: paymentTable.paymentSeq })
        .from(paymentTable)
        .where(and(eq(paymentTable.status, 'READY'), start!.where))
        .orderBy(desc(paymentTable.listedAt), desc(paymentTable.paymentSeq))
        .limit(1)
        .offset(start!.skip);
      expect(first?.paymentSeq).toBe(seq);
    }
  });

  it('reaches past the deep-page threshold in the list without a search', async () => {
    expect(await directCount('true')).toBeGreaterThan(deepPageFrom * 2);
  });
});

describe('the wreath message board, deep pages and all', () => {
  it('pages the paid wreaths with a message exactly as counting them off in SQL', async () => {
    const where = `status = 'PAID' and purpose = 'WREATH' and message is not null and message <> ''`;
    const total = await directCount(where);
    expect(total).toBeGreaterThan(deepPageFrom * 2);
    for (const page of pagesOf(total, 10)) {
      // A parameter of its own per request: each answer comes from the database, not the public read cache.
      const answer = (await getAs(t.app, `/api/payment/message-list?page=${page}`)).json() as Page<WreathMessage>;
      expect(answer.totalElements).toBe(total);
      expect(ids(answer.content), `page ${page}`).toEqual(await direct(where, 'paid_at desc, payment_seq desc', (page - 1) * 10, 10));
    }
  });
});

describe('an invitation’s wreaths (kiosk and guest page senders)', () => {
  it('pages the standing wreaths of the busy funeral, 50 a page, exactly as counting them off in SQL', async () => {
    const where = `order_num = '${busyOrderNum}' and purpose = 'WREATH' and status in ('PAID', 'PARTIAL_CANCELLED')`;
    const total = await directCount(where);
    expect(total).toBeGreaterThan(500);
    for (const page of pagesOf(total, 50)) {
      const answer = (await getAs(t.app, `/api/payment/get-payment-list-for-kiosk/${busyPublicNum}/${page}`)).json() as Page<KioskPayment>;
      expect(answer.totalElements).toBe(total);
      expect(ids(answer.content), `page ${page}`).toEqual(await direct(where, 'paid_at desc, payment_seq desc', (page - 1) * 50, 50));
    }
  });
});
