import type { FastifyBaseLogger } from 'fastify';
import { formatWon, messages, type PaymentRefusal, type PaymentResult } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { PaymentGateway, ProviderPayment } from '@server/integrations/payment/types';
import { HttpError } from '@server/lib/http-error';
import { announceWreathPaid } from '@server/lib/wreath-paid';
import { raiseAdminAlert } from '@server/modules/alert';
import { queuePaymentReceipt, queueWreathArrived } from '@server/modules/message';
import { findIntent, findPaymentResult, insertPaymentRow, lockIntentStatus, type Intent } from './settlement-queries';
import { moveIntent } from './transition';

export interface SettlementDeps {
  db: Database;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface SettleOptions {
  /**
   * What the provider reported, when it told us itself in a way already
   * authenticated (Kiwoom's notification). Left out, the gateway is asked
   * (verify, the PortOne webhook, reconciliation): a webhook body is never
   * trusted.
   */
  report?: ProviderPayment | null;
  /** Called once, by the call that made the intent PAID (after its transaction): what only a first settlement should do. */
  onPaid?: (intent: Intent) => Promise<void>;
}

type Judgement =
  | { kind: 'paid'; report: ProviderPayment }
  /** refund: the money was taken in our store, so it goes back (another store's payment is not ours to cancel). */
  | { kind: 'mismatch'; reason: string; refund: boolean }
  /** Paid, but not through the live channel that alone settles in production: recorded as refused, never counted. */
  | { kind: 'refused'; refusal: PaymentRefusal; report: ProviderPayment; refund: boolean }
  | { kind: 'not-paid'; status: 'READY' | 'FAILED' };

/** Whether the payment went through the one live channel that settles (when the gateway requires one). */
function channelRefusal(report: ProviderPayment, liveChannelKey: string | null): PaymentRefusal | null {
  if (liveChannelKey === null) return null;
  if (report.channel?.type !== 'LIVE') return 'TEST_CHANNEL';
  return report.channel.key === liveChannelKey ? null : 'OTHER_CHANNEL';
}

/**
 * What the provider's record means for the intent: PAID only when store,
 * channel (where a live one is required), currency and amount are the ones we
 * registered.
 */
function judge(intent: Intent, report: ProviderPayment | null, gateway: Pick<PaymentGateway, 'storeId' | 'liveChannelKey'>): Judgement {
  const { storeId } = gateway;
  if (!report || report.status === 'READY' || report.status === 'PAY_PENDING' || report.status === 'VIRTUAL_ACCOUNT_ISSUED') {
    return { kind: 'not-paid', status: 'READY' };
  }
  // Declined or cancelled before we ever settled it: PortOne lets the same
  // paymentId be tried again, so the intent stays open (reconciliation expires it).
  if (report.status !== 'PAID') return { kind: 'not-paid', status: 'FAILED' };
  if (report.paymentId !== intent.paymentId) return { kind: 'mismatch', reason: `paymentId ${report.paymentId}`, refund: false };
  if (storeId !== null && report.storeId !== null && report.storeId !== storeId) return { kind: 'mismatch', reason: `store ${report.storeId}`, refund: false };
  // A test channel moves no money, so there is nothing to refund; another live channel of our store took real money.
  const refusal = channelRefusal(report, gateway.liveChannelKey);
  if (refusal) return { kind: 'refused', refusal, report, refund: refusal === 'OTHER_CHANNEL' };
  if (report.currency !== 'KRW') return { kind: 'mismatch', reason: `currency ${report.currency}`, refund: true };
  if (report.amount !== intent.amount) return { kind: 'mismatch', reason: `amount ${report.amount} != ${intent.amount}`, refund: true };
  return { kind: 'paid', report };
}

/**
 * The one way an intent becomes PAID (or FAILED on a mismatch, the money
 * refunded): verify, the webhook, reconciliation and the Kiwoom notification
 * all call this. The provider is asked outside the transaction; the change
 * happens inside one, with the intent's row locked (SELECT ... FOR UPDATE),
 * and only while it is still READY, so concurrent or repeated calls insert one
 * payment row and all answer the same. A paymentId we never issued is 404.
 */
export async function settlePayment(deps: SettlementDeps, paymentId: string, options: SettleOptions = {}): Promise<PaymentResult> {
  const { db, gateway, log } = deps;
  const intent = await findIntent(db, paymentId);
  if (!intent) throw new HttpError(404, messages.payment.notFound);
  if (intent.status !== 'READY') return paymentResult(db, paymentId);
  if (intent.provider !== gateway.provider) {
    log.warn({ paymentId, provider: intent.provider, gateway: gateway.provider }, 'payment intent belongs to another gateway; left as it is');
    return paymentResult(db, paymentId);
  }

  const report = options.report !== undefined ? options.report : await gateway.getPayment(paymentId);
  const judgement = judge(intent, report, gateway);
  if (judgement.kind === 'not-paid') {
    const current = await paymentResult(db, paymentId);
    return current.status === 'READY' ? { ...current, status: judgement.status } : current;
  }

  const changed = await db.transaction(async (tx) => {
    if ((await lockIntentStatus(tx, intent.paymentIntentSeq)) !== 'READY') return false;
    const now = new Date();
    const checked = { checkedAt: now, updateDate: now };
    // The intent moves first; its guard (READY only) holds even without the lock, and the payment row is written only when it moved.
    if (judgement.kind === 'mismatch') return (await moveIntent(tx, intent.paymentIntentSeq, 'FAILED', { set: checked })) !== undefined;
    if (judgement.kind === 'refused') {
      if (!(await moveIntent(tx, intent.paymentIntentSeq, 'FAILED', { set: { ...checked, refusal: judgement.refusal } }))) return false;
      // A FAILED payment row with the reason: the back office's payment list shows it; nothing counts it.
      await insertPaymentRow(tx, intent, judgement.report, now, { status: 'FAILED', failReason: messages.payment.refusedLabel[judgement.refusal] });
      return true;
    }
    if (!(await moveIntent(tx, intent.paymentIntentSeq, 'PAID', { set: checked }))) return false;
    await insertPaymentRow(tx, intent, judgement.report, now, { status: 'PAID' });
    // Delivered at commit to every server process: the invitation's kiosk screens show the wreath at once.
    if (intent.purpose === 'WREATH' && intent.orderNum) {
      await announceWreathPaid(tx, intent.orderNum, intent.paymentId);
      // The host's '기부화환이 도착했습니다', queued with the payment it tells of (batched: modules/message).
      await queueMessageSafely(tx, log, intent.paymentId, (savepoint) => queueWreathArrived(savepoint, intent.orderNum!));
    }
    // The receipt by 알림톡 the payer asked for at checkout.
    if (intent.receiptByMessage && intent.phoneNum)
      await queueMessageSafely(tx, log, intent.paymentId, (savepoint) =>
        queuePaymentReceipt(savepoint, { paymentId: intent.paymentId, name: intent.name ?? '', phone: intent.phoneNum!, amount: intent.amount }),
      );
    return true;
  });

  if (changed && judgement.kind === 'mismatch') {
    log.error({ paymentId, intentAmount: intent.amount, reported: report, reason: judgement.reason }, 'payment does not match its intent; marked FAILED');
    // Nobody is charged other than what the label said: money taken in our store for another amount goes back at once.
    if (judgement.refund) await refund(deps, paymentId, messages.payment.mismatchCancelReason);
  } else if (changed && judgement.kind === 'refused') {
    await refuseChannel(deps, intent, judgement);
  } else if (changed) {
    log.info({ paymentId, amount: intent.amount, provider: intent.provider }, 'payment settled as PAID');
    await options.onPaid?.(intent);
  }
  return paymentResult(db, paymentId);
}

/**
 * In a savepoint of its own: a message that cannot be queued is logged and
 * never undoes the payment it tells of.
 */
async function queueMessageSafely<Tx extends Pick<Database, 'transaction'>>(
  tx: Tx,
  log: SettlementDeps['log'],
  paymentId: string,
  queue: (savepoint: Parameters<Parameters<Tx['transaction']>[0]>[0]) => Promise<void>,
) {
  try {
    await tx.transaction((savepoint) => queue(savepoint));
  } catch (error) {
    log.error({ err: error, paymentId }, 'message about a payment could not be queued');
  }
}

/** After a refusal is recorded: the administrators are told (and another live channel's money goes back). */
async function refuseChannel(deps: SettlementDeps, intent: Intent, judgement: Extract<Judgement, { kind: 'refused' }>) {
  const { db, log } = deps;
  const channel = judgement.report.channel;
  const channelText = channel ? `${channel.type}${channel.key ? ` (${channel.key})` : ''}` : '알 수 없는';
  await raiseAdminAlert(db, log, {
    kind: 'PAYMENT_CHANNEL_REFUSED',
    title: messages.alert.channelRefused[judgement.refusal],
    summary: messages.alert.channelRefusedSummary(intent.paymentId, formatWon(intent.amount), channelText),
    paymentId: intent.paymentId,
    details: { refusal: judgement.refusal, amount: intent.amount, purpose: intent.purpose, channel, txId: judgement.report.txId },
  });
  if (judgement.refund) await refund(deps, intent.paymentId, messages.payment.otherChannelCancelReason);
}

async function refund({ db, gateway, log }: SettlementDeps, paymentId: string, reason: string) {
  try {
    const cancellation = await gateway.cancelPayment(paymentId, reason);
    log.warn({ paymentId, cancelledAmount: cancellation.cancelledAmount }, 'refused payment refunded at the provider');
  } catch (error) {
    // A person must refund it by hand in the provider's console: an administrator alert says so.
    log.error({ err: error, paymentId }, 'refused payment could not be refunded');
    await raiseAdminAlert(db, log, {
      kind: 'REFUND_FAILED',
      title: messages.alert.refundFailed,
      summary: messages.alert.refundFailedSummary(paymentId, reason),
      paymentId,
      details: { reason, error: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) },
      oncePerPayment: true,
    });
  }
}

/** The answer every caller gets: the payment row when there is one, else the intent. */
export async function paymentResult(db: Database, paymentId: string): Promise<PaymentResult> {
  const row = await findPaymentResult(db, paymentId);
  if (!row) throw new HttpError(404, messages.payment.notFound);
  return {
    paymentId,
    status: row.paymentStatus ?? row.intentStatus,
    amount: row.paymentAmount ?? row.intentAmount,
    paidAt: row.paidAt?.toISOString() ?? null,
    campaignName: row.campaignName,
    ...(row.refusal ? { notice: messages.payment.refused[row.refusal] } : {}),
  };
}
