import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaigns, funeralInvitations, orderNumbers, payments, weddingInvitations, wreathThanks } from '@server/db/schema';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { containsPattern } from '@server/lib/search';
import { standingWreath } from '@server/modules/payment';

/** The order behind the host's page: both numbers, its kind, what the page's header shows, and its owner. */
export async function findHostEvent(db: Database, orderNum: string) {
  const [order] = await db
    .select({ publicNum: orderNumbers.publicNum, type: orderNumbers.invitationType, viewCount: orderNumbers.viewCount })
    .from(orderNumbers)
    .where(eq(orderNumbers.orderNum, orderNum))
    .limit(1);
  if (!order) return undefined;
  if (order.type === 'W') {
    const [row] = await db
      .select({
        accountSeq: weddingInvitations.accountSeq,
        groomName: weddingInvitations.groomName,
        brideName: weddingInvitations.brideName,
        eventDate: weddingInvitations.eventDate,
        kioskStyle: weddingInvitations.kioskStyle,
        useCampaign: weddingInvitations.useCampaign,
        donatedPercent: campaigns.donatedPercent,
      })
      .from(weddingInvitations)
      .leftJoin(campaigns, eq(campaigns.campaignSeq, weddingInvitations.campaignSeq))
      .where(eq(weddingInvitations.orderNum, orderNum))
      .limit(1);
    return row && { ...order, orderNum, kind: 'wedding' as const, ...row };
  }
  const [row] = await db
    .select({
      accountSeq: funeralInvitations.accountSeq,
      deceasedName: funeralInvitations.deceasedName,
      religion: funeralInvitations.religion,
      eventDate: funeralInvitations.funeralDate,
      kioskStyle: funeralInvitations.kioskStyle,
      useCampaign: funeralInvitations.useCampaign,
      donatedPercent: campaigns.donatedPercent,
    })
    .from(funeralInvitations)
    .leftJoin(campaigns, eq(campaigns.campaignSeq, funeralInvitations.campaignSeq))
    .where(eq(funeralInvitations.orderNum, orderNum))
    .limit(1);
  return row && { ...order, orderNum, kind: 'funeral' as const, ...row };
}

/** The host's order number behind a guest-facing public number, with its owner (order_number_public_num_key). */
export async function findOrderOfPublicNum(db: Database, publicNum: string) {
  const [order] = await db.select({ orderNum: orderNumbers.orderNum }).from(orderNumbers).where(eq(orderNumbers.publicNum, publicNum)).limit(1);
  return order?.orderNum;
}

/** The sender's name or message holds the word (messages are stored with <br>: a word across a line break is not found). */
function wreathSearch(word: string | undefined): SQL | undefined {
  if (!word) return undefined;
  const pattern = containsPattern(word);
  return or(sql`${payments.name} ilike ${pattern}`, sql`${payments.message} ilike ${pattern}`);
}

/**
 * The invitation's standing wreaths with the host's thanks mark, newest first,
 * on payment_order_wreath_idx. Without a search the total is the invitation's
 * kept figure (`paidCount`); a search counts what it found.
 */
export function listHostWreaths(db: Database, orderNum: string, request: PageRequest, search: { word?: string; paidCount: number }) {
  const query = db
    .select({
      paymentSeq: payments.paymentSeq,
      name: payments.name,
      senderDisplay: payments.senderDisplay,
      message: payments.message,
      amount: payments.amount,
      cancelledAmount: payments.cancelledAmount,
      status: payments.status,
      paidAt: payments.paidAt,
      thankedAt: wreathThanks.thankedAt,
    })
    .from(payments)
    .leftJoin(wreathThanks, eq(wreathThanks.paymentSeq, payments.paymentSeq))
    .where(and(eq(payments.orderNum, orderNum), standingWreath, wreathSearch(search.word)))
    .$dynamic();
  return paginate(db, query, request, {
    orderBy: [descending(payments.paidAt), descending(payments.paymentSeq)],
    key: payments.paymentSeq,
    total: search.word ? undefined : search.paidCount,
  });
}

export type HostWreathRow = Awaited<ReturnType<typeof listHostWreaths>>['content'][number];

/** How many of the invitation's standing wreaths the host marked thanked. */
export async function countThanked(db: Database, orderNum: string): Promise<number> {
  const [row] = await db
    .select({ thanked: count() })
    .from(payments)
    .innerJoin(wreathThanks, eq(wreathThanks.paymentSeq, payments.paymentSeq))
    .where(and(eq(payments.orderNum, orderNum), standingWreath));
  return row?.thanked ?? 0;
}

/** Whether the payment is one of the order's standing wreaths (a cancelled one is no longer the host's to thank). */
export async function isStandingWreathOf(db: Database, orderNum: string, paymentSeq: number): Promise<boolean> {
  const [row] = await db
    .select({ paymentSeq: payments.paymentSeq })
    .from(payments)
    .where(and(eq(payments.paymentSeq, paymentSeq), eq(payments.orderNum, orderNum), standingWreath))
    .limit(1);
  return row !== undefined;
}

/** Marks a wreath thanked (kept as first marked when marked again); answers when. */
export async function markThanked(db: Database, paymentSeq: number): Promise<Date> {
  await db.insert(wreathThanks).values({ paymentSeq }).onConflictDoNothing();
  const rows = await db.select({ thankedAt: wreathThanks.thankedAt }).from(wreathThanks).where(eq(wreathThanks.paymentSeq, paymentSeq));
  return only(rows, 'the wreath_thanks row just written').thankedAt;
}

export async function clearThanked(db: Database, paymentSeq: number): Promise<void> {
  await db.delete(wreathThanks).where(eq(wreathThanks.paymentSeq, paymentSeq));
}

/**
 * Adds counted guest page views to their orders in one statement, whatever
 * the number of invitations: `view_count = view_count + n` per public number.
 */
export async function addViews(db: Database, counts: ReadonlyMap<string, number>): Promise<void> {
  if (counts.size === 0) return;
  const rows = sql.join(
    [...counts].map(([publicNum, n]) => sql`(${publicNum}::text, ${n}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${orderNumbers} set view_count = ${orderNumbers.viewCount} + counted.n from (values ${rows}) as counted(public_num, n) where ${orderNumbers.publicNum} = counted.public_num`,
  );
}
