import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { Webhook } from '@portone/server-sdk';
import type { PaymentFlow } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { sandboxPayments } from '@server/db/schema';
import {
  PaymentAlreadyCancelledError,
  PaymentProviderError,
  WebhookRefusedError,
  type GatewayRecord,
  type PaymentGateway,
  type ProviderPayment,
} from './types';
import { newWebhookSecret } from './webhook-signature';

/** The sandbox's own store and channel: what PortOne.requestPayment is given when no keys are set. */
export const sandboxStoreId = 'store-sandbox-ongi';
export const sandboxChannelKey = 'channel-key-sandbox-ongi';

export interface SandboxGateway extends PaymentGateway {
  provider: 'sandbox';
  /** The secret its webhooks are signed with (new each start, as nothing outside needs it). */
  webhookSecret: string;
}

type SandboxRow = typeof sandboxPayments.$inferSelect;

function toProviderPayment(row: SandboxRow): ProviderPayment {
  return {
    paymentId: row.paymentId,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    storeId: row.storeId,
    paidAt: row.paidAt,
    txId: row.txId,
    cardCompany: row.cardCompany,
    cardNumber: row.cardNumber,
    approvalNo: row.approvalNo,
    receiptUrl: null,
    failReason: row.failReason,
    channel: null,
    cancelledAmount: row.cancelledAmount,
    cancellations: row.cancellations.map((done) => ({
      cancelledAmount: done.amount,
      cancelledAt: new Date(done.cancelledAt),
      reference: done.id,
      reason: done.reason,
    })),
  };
}

/** The sandbox's book entry, as PortOne's list answers it: what was charged and what has been refunded of it. */
function toGatewayRecord(row: SandboxRow): GatewayRecord {
  return {
    paymentId: row.paymentId,
    status: row.status,
    amount: row.amount,
    cancelledAmount: row.cancelledAmount,
    paidAt: row.paidAt,
  };
}

const listPageSize = 500;

/**
 * The provider that stands in when no gateway has keys. Its records are the
 * sandbox_payment rows its checkout window writes; verify, the webhook and
 * reconciliation read them exactly as they would read PortOne. It offers both
 * browser flows, each where the product uses it: PortOne's SDK on the guest
 * page and the test page, Kiwoom's window on the member side's campaign modal.
 */
export function createSandboxGateway(db: Database, webhookSecret = newWebhookSecret()): SandboxGateway {
  return {
    provider: 'sandbox',
    flowFor: (target): PaymentFlow => (target === 'campaign' ? 'kiwoom' : 'portone'),
    browserKeys: { storeId: sandboxStoreId, channelKey: sandboxChannelKey },
    storeId: sandboxStoreId,
    // The sandbox is a test provider by nature: where it may run at all, its payments settle.
    liveChannelKey: null,
    webhookSecret,
    async getPayment(paymentId) {
      const row = await findSandboxPayment(db, paymentId);
      return row ? toProviderPayment(row) : null;
    },
    records: {
      // Read as PortOne's list is: by creation time, a page at a time (keyset on the payment id).
      async *createdBetween(from, until) {
        let after = '';
        for (;;) {
          const rows = await db
            .select()
            .from(sandboxPayments)
            .where(and(gte(sandboxPayments.createDate, from), lt(sandboxPayments.createDate, until), gt(sandboxPayments.paymentId, after)))
            .orderBy(asc(sandboxPayments.paymentId))
            .limit(listPageSize);
          for (const row of rows) yield toGatewayRecord(row);
          const last = rows.at(-1);
          if (rows.length < listPageSize || !last) return;
          after = last.paymentId;
        }
      },
      async one(paymentId) {
        const row = await findSandboxPayment(db, paymentId);
        return row ? toGatewayRecord(row) : null;
      },
    },
    partialCancel: true,
    async cancelPayment(paymentId, reason, amount) {
      // As PortOne: all that stays paid when no amount is given, never more than that, whole won; one row update,
      // so two refunds at once are applied one after the other and the second sees what the first left.
      const now = new Date();
      const id = `sandbox-cancel-${randomUUID()}`;
      const part = amount === undefined ? sql`${sandboxPayments.amount} - ${sandboxPayments.cancelledAmount}` : sql`${amount}::integer`;
      const [row] = await db
        .update(sandboxPayments)
        .set({
          cancelledAmount: sql`${sandboxPayments.cancelledAmount} + ${part}`,
          status: sql`case when ${sandboxPayments.cancelledAmount} + ${part} = ${sandboxPayments.amount} then 'CANCELLED' else 'PARTIAL_CANCELLED' end`,
          cancelledAt: now,
          cancellations: sql`${sandboxPayments.cancellations} || jsonb_build_array(jsonb_build_object('id', ${id}::text, 'amount', ${part}, 'reason', ${reason}::text, 'cancelledAt', ${now.toISOString()}::text))`,
        })
        .where(
          and(
            eq(sandboxPayments.paymentId, paymentId),
            inArray(sandboxPayments.status, ['PAID', 'PARTIAL_CANCELLED']),
            amount === undefined ? undefined : sql`${amount}::integer between 1 and ${sandboxPayments.amount} - ${sandboxPayments.cancelledAmount}`,
          ),
        )
        .returning();
      if (!row) {
        const current = await findSandboxPayment(db, paymentId);
        if (current?.status === 'CANCELLED') throw new PaymentAlreadyCancelledError(`sandbox payment ${paymentId} is already cancelled`);
        if (current && amount !== undefined) throw new PaymentProviderError(`sandbox payment ${paymentId}: ${amount} exceeds what stays paid`);
        throw new PaymentProviderError(`sandbox payment ${paymentId} is not PAID`);
      }
      const done = row.cancellations.at(-1)!;
      return { cancelledAmount: done.amount, cancelledAt: now, reference: done.id, reason };
    },
    async verifyWebhook(rawBody, headers) {
      try {
        const webhook = await Webhook.verify(webhookSecret, rawBody, headers);
        const data = 'data' in webhook ? (webhook.data as { paymentId?: unknown }) : undefined;
        return { type: String(webhook.type), paymentId: typeof data?.paymentId === 'string' ? data.paymentId : null };
      } catch (error) {
        throw new WebhookRefusedError('sandbox webhook refused', { cause: error });
      }
    },
  };
}

export async function findSandboxPayment(db: Database, paymentId: string): Promise<SandboxRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId)).limit(1);
  return row;
}

export interface SandboxPaymentRequest {
  paymentId: string;
  flow: PaymentFlow;
  storeId: string;
  orderName: string;
  /** As asked by whoever opened the window; a tampered amount is kept as asked, as a provider would. */
  amount: number;
  currency: string;
}

/**
 * The sandbox's record of a payment request (PortOne.requestPayment's stand-in,
 * or the Kiwoom window's form). Asking again before it is paid starts over,
 * as PortOne allows retrying a paymentId; a paid or cancelled one stays.
 * Returns undefined when the payment is already done.
 */
export async function registerSandboxPayment(db: Database, request: SandboxPaymentRequest): Promise<SandboxRow | undefined> {
  const values = { ...request, status: 'READY' as const, txId: null, cardCompany: null, cardNumber: null, approvalNo: null, failReason: null, paidAt: null };
  const [row] = await db
    .insert(sandboxPayments)
    .values(values)
    .onConflictDoUpdate({
      target: sandboxPayments.paymentId,
      set: values,
      setWhere: inArray(sandboxPayments.status, ['READY', 'FAILED']),
    })
    .returning();
  return row;
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** The checkout window's 승인: card company and number as chosen (number masked as card companies print it). */
export async function approveSandboxPayment(db: Database, paymentId: string, card: { cardCompany: string; cardNumber: string }) {
  const [row] = await db
    .update(sandboxPayments)
    .set({
      status: 'PAID',
      txId: `sandbox-tx-${digits(12)}`,
      approvalNo: digits(8),
      cardCompany: card.cardCompany,
      cardNumber: `${card.cardNumber.slice(0, 6)}******${card.cardNumber.slice(12)}`,
      failReason: null,
      paidAt: new Date(),
    })
    .where(and(eq(sandboxPayments.paymentId, paymentId), eq(sandboxPayments.status, 'READY')))
    .returning();
  return row;
}

/** The window's 거절 or 닫기. */
export async function declineSandboxPayment(db: Database, paymentId: string, reason: string) {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: 'FAILED', failReason: reason })
    .where(and(eq(sandboxPayments.paymentId, paymentId), eq(sandboxPayments.status, 'READY')))
    .returning();
  return row;
}
