import { messages, refundMessages, type RefundRequestBody, type RefundRequestStatus } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import { findPaymentByPaymentId } from '../records/public-queries';
import { isPayerOf, receiptStatusSet } from '../records/public-service';
import { cancelPayment } from '../settlement/cancel';
import type { SettlementDeps } from '../settlement/settlement';
import { decideRefundRequest, findRefundRequest, insertRefundRequest } from './queries';
import { statusOf } from './status';

/**
 * The payer's 환불 요청: the same proof as the receipt (a mismatch answers the
 * receipt's 404, telling nothing more), only for a payment still fully paid,
 * and one open request per payment (a second is 409 until it is decided).
 */
export async function requestRefund(
  db: Database,
  params: { paymentId: string; name: string; phoneNum: string },
  body: { reason: string; contact: string } & RefundRequestBody,
): Promise<RefundRequestStatus> {
  const payment = await findPaymentByPaymentId(db, params.paymentId);
  if (!payment || !receiptStatusSet.has(payment.status) || !isPayerOf(payment, params)) throw new HttpError(404, messages.receipt.notFound);
  if (payment.status !== 'PAID') throw new HttpError(409, refundMessages.notRefundable);
  const created = await insertRefundRequest(db, payment.paymentSeq, body);
  if (!created) throw new HttpError(409, refundMessages.alreadyRequested);
  return statusOf(created);
}

async function openRequest(db: Database, refundRequestSeq: number) {
  const request = await findRefundRequest(db, refundRequestSeq);
  if (!request) throw new HttpError(404, refundMessages.notFound);
  if (request.state !== 'REQUESTED') throw new HttpError(409, refundMessages.notOpen);
  return request;
}

/**
 * 승인: the payment's full cancel, as the payments screen's 취소 does it, then
 * DONE. A payment someone already cancelled is refunded: the request is
 * simply closed as done.
 */
export async function approveRefund(deps: SettlementDeps, refundRequestSeq: number) {
  const request = await openRequest(deps.db, refundRequestSeq);
  if (request.paymentStatus !== 'CANCELLED') {
    await cancelPayment(deps, request.paymentId, `환불 요청: ${request.reason}`.slice(0, 200));
  }
  const decided = await decideRefundRequest(deps.db, refundRequestSeq, 'DONE', null);
  if (!decided) throw new HttpError(409, refundMessages.notOpen);
  return { request, status: statusOf(decided) };
}

/** 거절 with the reason the payer will read on the receipt. */
export async function declineRefund(db: Database, refundRequestSeq: number, reason: string) {
  const request = await openRequest(db, refundRequestSeq);
  const decided = await decideRefundRequest(db, refundRequestSeq, 'DECLINED', reason);
  if (!decided) throw new HttpError(409, refundMessages.notOpen);
  return { request, status: statusOf(decided) };
}
