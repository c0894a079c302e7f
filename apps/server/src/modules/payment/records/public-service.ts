import {
  brToNewlines,
  mainPagePaymentCount,
  messages,
  receiptStatuses,
  senderDisplayName,
  wreathMessagePageSize,
  type CancelledPayment,
  type MainPagePayment,
  type Page,
  type PaymentReceipt,
  type WreathMessage,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import { giftTransfers } from '@server/modules/settlement';
import { refundStatusOf } from '../refund/status';
import { listRefunds } from '../settlement/settlement-queries';
import { findPaymentByPaymentId, listCancelledPayments, listLatestPaid, listPaidMessages } from './public-queries';

/** 10 per page, like the other my-page lists. */
export const cancelListPageSize = 10;

/** The member's cancel history: payments they made while logged in that were cancelled or partly refunded. */
export async function cancelledPaymentPage(db: Database, accountSeq: number, page: number): Promise<Page<CancelledPayment>> {
  const { content: rows, totalElements } = await listCancelledPayments(db, accountSeq, { page, size: cancelListPageSize });
  const content = rows.map((row): CancelledPayment => ({
    paymentSeq: row.paymentSeq,
    paymentId: row.paymentId,
    campaignName: row.campaignName,
    amount: row.amount,
    cancelledAmount: row.cancelledAmount,
    status: row.status === 'PARTIAL_CANCELLED' ? 'PARTIAL_CANCELLED' : 'CANCELLED',
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }));
  return { content, totalElements };
}

/** The home page's thankful donors: the latest paid wreaths, each sender shown as they chose. */
export async function latestDonors(db: Database): Promise<MainPagePayment[]> {
  const rows = await listLatestPaid(db, mainPagePaymentCount);
  return rows.map((row) => ({
    // The raw name never leaves the server unless the payer chose to show it.
    name: senderDisplayName(row.name, row.senderDisplay),
    campaignName: row.campaignName,
    amount: row.amount,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
  }));
}

/** The wreath messages board: paid wreaths' messages as plain text, senders as they chose. */
export async function wreathMessagePage(db: Database, page: number): Promise<Page<WreathMessage>> {
  const { content: rows, totalElements } = await listPaidMessages(db, { page, size: wreathMessagePageSize });
  const content = rows.map((row): WreathMessage => ({
    paymentSeq: row.paymentSeq,
    senderName: senderDisplayName(row.name, row.senderDisplay),
    message: brToNewlines(row.message),
    campaignName: row.campaignName,
    invitationType: row.invitationType,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
  }));
  return { content, totalElements };
}

/** The statuses a receipt exists for (a payment that went through). */
export const receiptStatusSet = new Set<string>(receiptStatuses);
const sameName = (a: string | null, b: string) => (a ?? '').replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** Whether a lookup's name and phone are the ones the payment was made with (the receipt's and the cash receipt's key). */
export function isPayerOf(row: { name: string | null; phoneNum: string | null }, params: { name: string; phoneNum: string }): boolean {
  return sameName(row.name, params.name) && (row.phoneNum ?? '').replace(/\D/g, '') === params.phoneNum;
}

/**
 * The payer's receipt, found by the payment's own number with the name and
 * phone paid with. Any mismatch, an unknown number, or a payment that never
 * went through answers the same 404, so the lookup tells nothing more.
 */
export async function findReceipt(db: Database, params: { paymentId: string; name: string; phoneNum: string }): Promise<PaymentReceipt> {
  const row = await findPaymentByPaymentId(db, params.paymentId);
  const matches = row && receiptStatusSet.has(row.status) && isPayerOf(row, params);
  if (!row || !matches) throw new HttpError(404, messages.receipt.notFound);
  const standing = row.purpose === 'WREATH' && (row.status === 'PAID' || row.status === 'PARTIAL_CANCELLED');
  return {
    paymentId: row.paymentId,
    name: row.name ?? '',
    paidAt: row.paidAt?.toISOString() ?? null,
    campaignName: row.campaignName,
    invitationType: row.invitationType,
    amount: row.amount,
    cancelledAmount: row.cancelledAmount,
    donatedAmount: standing ? row.donatedAmount : 0,
    transfer: (await giftTransfers(db, [row.paymentSeq])).get(row.paymentSeq) ?? null,
    status: row.status as PaymentReceipt['status'],
    payMethod: row.payMethod,
    cardCompany: row.cardCompany,
    cardNumber: row.cardNumber,
    approvalNo: row.approvalNo,
    receiptUrl: row.receiptUrl,
    refundRequest: await refundStatusOf(db, row.paymentSeq),
    // The payer sees what came back and when; the reasons and who refunded are the back office's.
    refunds: (await listRefunds(db, row.paymentSeq)).map((refund) => ({ amount: refund.amount, refundedAt: refund.cancelledAt.toISOString() })),
    remainingAmount: row.amount - row.cancelledAmount,
  };
}
