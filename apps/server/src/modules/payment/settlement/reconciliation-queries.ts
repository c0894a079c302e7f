import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { paymentIntents } from '@server/db/schema';
import { moveIntent } from './transition';

type PaymentProvider = (typeof paymentIntents.$inferSelect)['provider'];

/** Where a pass stopped in the order below: the last intent it took (its time as PostgreSQL's text, to the microsecond). */
export interface ReconcileCursor {
  unchecked: boolean;
  createDate: string;
  paymentIntentSeq: number;
}

export interface DueIntent {
  paymentIntentSeq: number;
  paymentId: string;
  createDate: Date;
  cursor: ReconcileCursor;
}

/**
 * READY intents of this provider that reconciliation should ask about, in the
 * order it asks: never asked first (a guest whose card was approved while our
 * verify never came is there), then the newest (a closed window or declined
 * card stays READY for a day, and the oldest of those are the least likely to
 * have been paid). `after` continues from where the previous batch of the same
 * pass stopped, so an intent is taken once per pass even when asking about it
 * failed and left it as it was.
 */
export async function dueIntents(
  db: Database,
  provider: PaymentProvider,
  { createdBefore, checkedBefore, after, limit }: { createdBefore: Date; checkedBefore: Date; after?: ReconcileCursor; limit: number },
): Promise<DueIntent[]> {
  const unchecked = sql<boolean>`(${paymentIntents.checkedAt} is null)`;
  const rows = await db
    .select({
      paymentIntentSeq: paymentIntents.paymentIntentSeq,
      paymentId: paymentIntents.paymentId,
      createDate: paymentIntents.createDate,
      unchecked,
      createDateText: sql<string>`${paymentIntents.createDate}::text`,
    })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, 'READY'),
        eq(paymentIntents.provider, provider),
        lt(paymentIntents.createDate, createdBefore),
        or(isNull(paymentIntents.checkedAt), lt(paymentIntents.checkedAt, checkedBefore)),
        after
          ? sql`(${unchecked}, ${paymentIntents.createDate}, ${paymentIntents.paymentIntentSeq}) < (${after.unchecked}, ${after.createDate}::timestamptz, ${after.paymentIntentSeq})`
          : undefined,
      ),
    )
    .orderBy(desc(unchecked), desc(paymentIntents.createDate), desc(paymentIntents.paymentIntentSeq))
    .limit(limit);
  return rows.map((row) => ({
    paymentIntentSeq: row.paymentIntentSeq,
    paymentId: row.paymentId,
    createDate: row.createDate,
    cursor: { unchecked: row.unchecked, createDate: row.createDateText, paymentIntentSeq: row.paymentIntentSeq },
  }));
}

/** Stamps that the provider was asked; one asked past the intent's lifetime and still unpaid is given up (FAILED). */
export async function markAsked(db: Database, paymentIntentSeq: number, { at, expired }: { at: Date; expired: boolean }) {
  const thisIntent = eq(paymentIntents.paymentIntentSeq, paymentIntentSeq);
  if (expired) {
    await moveIntent(db, paymentIntentSeq, 'FAILED', { set: { checkedAt: at } });
  } else {
    await db.update(paymentIntents).set({ checkedAt: at }).where(thisIntent);
  }
}
