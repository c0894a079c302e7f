import { itemAt } from '@ongi/shared';
import { settlePayment, type SettlementDeps } from './settlement';
import { dueIntents, markAsked, type ReconcileCursor } from './reconciliation-queries';

/** A READY intent this old that the provider still has not paid is given up (FAILED), so it stops being asked about. */
export const intentLifetimeMs = 24 * 60 * 60 * 1000;
/** How many intents are read at a time; a pass goes on batch after batch until the backlog is done. */
export const reconcileBatchSize = 50;

export interface ReconcileOptions {
  /** Only intents created before this (a browser may still be paying a newer one). */
  createdBefore: Date;
  /** Only intents not asked about since this. */
  checkedBefore: Date;
  now?: Date;
  batchSize?: number;
  /** Aborted when the server stops: the pass stops between intents and throws, so the job is run again. */
  signal?: AbortSignal;
}

/**
 * One reconciliation pass: asks the provider about every due READY intent
 * (payments it may have approved while our verify never came: a closed tab, a
 * server killed between the approval and our verify) and settles them the
 * one way (settlePayment). It goes through the whole backlog in batches, never
 * asked and newest first (reconciliation-queries.ts), taking each intent once:
 * with 50 abandoned windows, an approved payment used to wait behind them for
 * a day (issue 28, 1.1). Returns how many intents it asked about.
 */
export async function reconcileIntents(deps: SettlementDeps, options: ReconcileOptions): Promise<number> {
  const { db, gateway, log } = deps;
  const now = options.now ?? new Date();
  const limit = options.batchSize ?? reconcileBatchSize;
  let after: ReconcileCursor | undefined;
  let asked = 0;
  for (;;) {
    const batch = await dueIntents(db, gateway.provider, { createdBefore: options.createdBefore, checkedBefore: options.checkedBefore, after, limit });
    for (const intent of batch) {
      options.signal?.throwIfAborted();
      try {
        const result = await settlePayment(deps, intent.paymentId);
        const expired = result.status !== 'PAID' && now.getTime() - intent.createDate.getTime() > intentLifetimeMs;
        await markAsked(db, intent.paymentIntentSeq, { at: now, expired });
      } catch (error) {
        // The provider being down now is no reason to stop; this intent is asked again next pass.
        log.warn({ err: error, paymentId: intent.paymentId }, 'payment reconciliation could not ask the provider');
      }
    }
    asked += batch.length;
    if (batch.length < limit) return asked;
    after = itemAt(batch, -1, 'the full batch').cursor;
  }
}

/**
 * The scheduled pass (the payment-reconciliation job, every
 * PAYMENT_RECONCILE_MINUTES): intents older than a minute (a browser may
 * still be verifying a newer one) not asked about within the interval. The
 * pass a server runs when it starts takes every READY intent, however new.
 */
export function reconcileNow(deps: SettlementDeps, { intervalMs, atStart, signal }: { intervalMs: number; atStart: boolean; signal?: AbortSignal }) {
  const now = new Date();
  return reconcileIntents(deps, {
    now,
    createdBefore: atStart ? now : new Date(now.getTime() - 60_000),
    checkedBefore: atStart ? now : new Date(now.getTime() - intervalMs),
    signal,
  });
}
