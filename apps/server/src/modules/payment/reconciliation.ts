import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { paymentIntents } from '../../db/schema';
import { settlePayment, type SettlementDeps } from './settlement';

/** A READY intent this old that the provider still has not paid is given up (FAILED), so it stops being asked about. */
export const intentLifetimeMs = 24 * 60 * 60 * 1000;
/** How many intents one pass asks about; the next pass takes the rest. */
const batchSize = 50;

export interface ReconcileOptions {
  /** Only intents created before this (a browser may still be paying a newer one). */
  createdBefore: Date;
  /** Only intents not asked about since this. */
  checkedBefore: Date;
  now?: Date;
}

/**
 * Asks the provider about READY intents it may have paid while our verify
 * never came (a closed tab, a server killed between the provider's approval
 * and our verify) and settles them the one way (settlePayment). Each intent
 * asked about gets checkedAt, so a pass moves on through the backlog.
 * Returns how many intents it looked at.
 */
export async function reconcileIntents(deps: SettlementDeps, options: ReconcileOptions): Promise<number> {
  const { db, gateway, log } = deps;
  const now = options.now ?? new Date();
  const stale = await db
    .select({ paymentIntentSeq: paymentIntents.paymentIntentSeq, paymentId: paymentIntents.paymentId, createDate: paymentIntents.createDate })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, 'READY'),
        eq(paymentIntents.provider, gateway.provider),
        lt(paymentIntents.createDate, options.createdBefore),
        or(isNull(paymentIntents.checkedAt), lt(paymentIntents.checkedAt, options.checkedBefore)),
      ),
    )
    .orderBy(asc(paymentIntents.checkedAt), asc(paymentIntents.paymentIntentSeq))
    .limit(batchSize);
  for (const intent of stale) {
    try {
      const result = await settlePayment(deps, intent.paymentId);
      const expired = result.status !== 'PAID' && now.getTime() - intent.createDate.getTime() > intentLifetimeMs;
      const thisIntent = eq(paymentIntents.paymentIntentSeq, intent.paymentIntentSeq);
      if (expired) {
        await db.update(paymentIntents).set({ status: 'FAILED', checkedAt: now }).where(and(thisIntent, eq(paymentIntents.status, 'READY')));
      } else {
        await db.update(paymentIntents).set({ checkedAt: now }).where(thisIntent);
      }
    } catch (error) {
      // The provider being down now is no reason to stop; this intent is asked again next pass.
      log.warn({ err: error, paymentId: intent.paymentId }, 'payment reconciliation could not ask the provider');
    }
  }
  return stale.length;
}

/**
 * Reconciles once at start (every READY intent, however new: nothing on this
 * server is still verifying it) and then every `intervalMs` (intents older
 * than a minute not asked about within the interval). Returns a stop function.
 */
export function scheduleReconciliation(deps: SettlementDeps, intervalMs: number, run: (task: () => Promise<unknown>) => void) {
  run(() => reconcileIntents(deps, { createdBefore: new Date(), checkedBefore: new Date() }));
  const timer = setInterval(() => {
    const now = Date.now();
    run(() => reconcileIntents(deps, { createdBefore: new Date(now - 60_000), checkedBefore: new Date(now - intervalMs) }));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
