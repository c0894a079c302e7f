import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { funeralInvitations, inquiries, orderNumbers, outboundMessages, payments, refundRequests, weddingInvitations } from '@server/db/schema';

type Executor = Pick<Database, 'select'>;

// Every figure of the start page is read here from the real tables. A
// wreath is what the ledger counts: a WREATH payment that stands (paid, or
// partly refunded), on the Korean day it was paid, for what stays paid of it.

const standingWreath = and(eq(payments.purpose, 'WREATH'), inArray(payments.status, ['PAID', 'PARTIAL_CANCELLED']));
const stays = sql<number>`coalesce(sum(${payments.amount} - ${payments.cancelledAmount}), 0)::bigint`;

/** Standing wreaths paid within [from, until) and what stays paid of them (listed_at is paid_at for them: the status index serves it). */
export async function wreathFigures(db: Executor, from: Date, until: Date) {
  const [row] = await db
    .select({ wreaths: count(), amount: stays })
    .from(payments)
    .where(and(standingWreath, gte(payments.listedAt, from), lt(payments.listedAt, until)));
  return { wreaths: row?.wreaths ?? 0, amount: Number(row?.amount ?? 0) };
}

/** The same per Korean day from `from` on; days without a wreath are absent. */
export async function wreathsPerDay(db: Executor, from: Date, until: Date) {
  const day = sql<string>`((${payments.listedAt} at time zone 'Asia/Seoul')::date)::text`;
  const rows = await db
    .select({ day, wreaths: count(), amount: stays })
    .from(payments)
    .where(and(standingWreath, gte(payments.listedAt, from), lt(payments.listedAt, until)))
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, wreaths: row.wreaths, amount: Number(row.amount) }));
}

/** Weddings and funerals (발인) on these Korean days, earliest first, with the public number their kiosk opens with. */
export async function eventsOn(db: Executor, days: string[], limit: number) {
  const weddings = db
    .select({
      orderNum: weddingInvitations.orderNum,
      publicNum: orderNumbers.publicNum,
      invitationType: sql<'W' | 'F'>`'W'`.as('invitation_type'),
      title: sql<string>`concat_ws(' · ', nullif(${weddingInvitations.groomName}, ''), nullif(${weddingInvitations.brideName}, ''))`.as('title'),
      eventDate: sql<string>`${weddingInvitations.eventDate}::text`.as('event_date'),
      eventTime: sql<string>`${weddingInvitations.eventTime}`.as('event_time'),
      place: sql<string>`${weddingInvitations.eventLocationName}`.as('place'),
      kioskStyle: sql<number>`${weddingInvitations.kioskStyle}`.as('kiosk_style'),
    })
    .from(weddingInvitations)
    .innerJoin(orderNumbers, eq(orderNumbers.orderNum, weddingInvitations.orderNum))
    .where(inArray(weddingInvitations.eventDate, days));
  const funerals = db
    .select({
      orderNum: funeralInvitations.orderNum,
      publicNum: orderNumbers.publicNum,
      invitationType: sql<'W' | 'F'>`'F'`.as('invitation_type'),
      title: sql<string>`concat('故 ', ${funeralInvitations.deceasedName})`.as('title'),
      eventDate: sql<string>`${funeralInvitations.funeralDate}::text`.as('event_date'),
      eventTime: sql<string>`${funeralInvitations.funeralTime}`.as('event_time'),
      place: sql<string>`${funeralInvitations.funeralLocationName}`.as('place'),
      kioskStyle: sql<number>`${funeralInvitations.kioskStyle}`.as('kiosk_style'),
    })
    .from(funeralInvitations)
    .innerJoin(orderNumbers, eq(orderNumbers.orderNum, funeralInvitations.orderNum))
    .where(inArray(funeralInvitations.funeralDate, days));
  const both = weddings.unionAll(funerals).as('events');
  const rows = await db.select().from(both).orderBy(asc(both.eventDate), asc(both.eventTime), asc(both.orderNum)).limit(limit);
  const [total] = await db.select({ total: count() }).from(both);
  return { events: rows, total: total?.total ?? 0 };
}

/** What waits for an office: open refund requests, unanswered inquiries, messages that could not be sent. */
export async function waitingCounts(db: Executor) {
  const [refunds] = await db.select({ n: count() }).from(refundRequests).where(eq(refundRequests.state, 'REQUESTED'));
  const [open] = await db.select({ n: count() }).from(inquiries).where(eq(inquiries.isAnswered, 'N'));
  const [failed] = await db.select({ n: count() }).from(outboundMessages).where(eq(outboundMessages.state, 'FAILED'));
  return { refundRequestsWaiting: refunds?.n ?? 0, inquiriesWaiting: open?.n ?? 0, failedMessages: failed?.n ?? 0 };
}
