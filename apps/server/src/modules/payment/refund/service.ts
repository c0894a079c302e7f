import { isCompleteMobile, messages, phoneDigits, receiptLinkPath, refundMessages, z, type RefundRequestBody, type RefundRequestStatus } from '@ongi/shared';
import type { Mailer } from '@server/integrations/mail/mailer';
import { queueRefundDeclined } from '@server/modules/message';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import { findPaymentByPaymentId } from '../records/public-queries';
import { isPayerOf, receiptStatusSet } from '../records/public-service';
import { refundPayment } from '../settlement/cancel';
import type { SettlementDeps } from '../settlement/settlement';
import { decideRefundRequest, findRefundRequest, insertRefundRequest } from './queries';
import { statusOf } from './status';

/**
 * The payer's 환불 요청: the same proof as the receipt (a mismatch answers the
 * receipt's 404, telling nothing more), only for a payment with something still paid,
 * and one open request per payment (a second is 409 until it is decided).
 */
export async function requestRefund(
  db: Database,
  params: { paymentId: string; name: string; phoneNum: string },
  body: { reason: string; contact: string } & RefundRequestBody,
): Promise<RefundRequestStatus> {
  const payment = await findPaymentByPaymentId(db, params.paymentId);
  if (!payment || !receiptStatusSet.has(payment.status) || !isPayerOf(payment, params)) throw new HttpError(404, messages.receipt.notFound);
  // Something must stay paid: a payment refunded in part may still be asked for the rest.
  if (payment.status !== 'PAID' && payment.status !== 'PARTIAL_CANCELLED') throw new HttpError(409, refundMessages.notRefundable);
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
 * 승인: refunds all that stays paid, or the part the administrator gives,
 * through the same refund as the payments screen's (PortOne's partial cancel
 * for a part), recorded as answering this request, then DONE. A payment
 * someone already cancelled is refunded: the request is simply closed as done.
 */
export async function approveRefund(deps: SettlementDeps, refundRequestSeq: number, approval: { amount?: number; accountSeq: number | null }) {
  const request = await openRequest(deps.db, refundRequestSeq);
  if (request.paymentStatus !== 'CANCELLED') {
    await refundPayment(deps, request.paymentId, {
      amount: approval.amount,
      reason: `환불 요청: ${request.reason}`.slice(0, 200),
      accountSeq: approval.accountSeq,
      refundRequestSeq,
    });
  }
  const decided = await decideRefundRequest(deps.db, refundRequestSeq, 'DONE', null);
  if (!decided) throw new HttpError(409, refundMessages.notOpen);
  return { request, status: statusOf(decided) };
}

const emailSchema = z.email();

/** Where the answer to a declined request goes: the contact the payer gave, by the channel it is. */
export function contactChannelOf(contact: string): { kind: 'phone'; phone: string } | { kind: 'email'; email: string } | null {
  const trimmed = contact.trim();
  if (isCompleteMobile(trimmed)) return { kind: 'phone', phone: phoneDigits(trimmed) };
  if (emailSchema.safeParse(trimmed).success) return { kind: 'email', email: trimmed };
  return null;
}

export interface DeclineDeps {
  db: Database;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  /** Sends the mail after the answer (a request does not wait on the mail server). */
  background: (send: () => Promise<void>) => void;
}

/**
 * 거절 with the reason the payer reads on the receipt, and is sent: a phone
 * contact gets 알림톡 (SMS when it cannot go) through the message queue, once
 * per request; an e-mail contact gets a mail. A contact that is neither is
 * answered on the receipt only (the answer says which).
 */
export async function declineRefund(deps: DeclineDeps, refundRequestSeq: number, reason: string) {
  const request = await openRequest(deps.db, refundRequestSeq);
  const channel = contactChannelOf(request.contact);
  const decided = await deps.db.transaction(async (tx) => {
    const row = await decideRefundRequest(tx, refundRequestSeq, 'DECLINED', reason);
    if (row && channel?.kind === 'phone') {
      await queueRefundDeclined(tx, { refundRequestSeq, paymentId: request.paymentId, name: request.payerName ?? '', phone: channel.phone, reason });
    }
    return row;
  });
  if (!decided) throw new HttpError(409, refundMessages.notOpen);
  if (channel?.kind === 'email') {
    const link = `${deps.publicUrl.replace(/\/$/, '')}${receiptLinkPath(request.paymentId)}`;
    const mail = {
      to: channel.email,
      subject: refundMessages.declineMailSubject(deps.productName),
      text: refundMessages.declineMailBody(request.payerName ?? '', request.paymentId, reason, link),
    };
    deps.background(() => deps.mailer.send(mail));
  }
  return { request, status: statusOf(decided), sentBy: channel?.kind ?? null };
}
