import {
  anonymousSender,
  brToNewlines,
  kioskPaymentPageSize,
  messages,
  receivedWreathPageSize,
  senderDisplayName,
  type KioskPayment,
  type Page,
  type ReceivedWreath,
  type ReceivedWreathPage,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import { orderLedger } from './ledger';
import { findOrderOwner, findWreath, listWreathsOfOrder, orderNumOfPublicNum } from './records-queries';

const isoOf = (date: Date | null) => (date ?? new Date(0)).toISOString();

/**
 * The kiosk's messages: an invitation's standing wreaths, newest first, each
 * sender as they chose to be shown. Messages leave as plain text (the stored
 * <br> and entities decoded), so a payer's markup can never become HTML.
 */
export async function kioskPaymentPage(db: Database, publicNum: string, page: number): Promise<Page<KioskPayment>> {
  const orderNum = await orderNumOfPublicNum(db, publicNum);
  if (!orderNum) throw new HttpError(404, messages.invitation.notFound);
  // The invitation's kept figures count its wreaths: a busy one's thousands are not counted on each read.
  const { paidCount } = await orderLedger(db, orderNum);
  const { content, totalElements } = await listWreathsOfOrder(db, orderNum, { page, size: kioskPaymentPageSize }, paidCount);
  return { content: content.map(kioskPaymentOf), totalElements };
}

type WreathRow = Awaited<ReturnType<typeof listWreathsOfOrder>>['content'][number];

function kioskPaymentOf(row: Pick<WreathRow, 'paymentSeq' | 'name' | 'senderDisplay' | 'message' | 'paidAt'>): KioskPayment {
  return {
    paymentSeq: row.paymentSeq,
    name: senderDisplayName(row.name, row.senderDisplay),
    message: brToNewlines(row.message),
    paidAt: isoOf(row.paidAt),
  };
}

/** One wreath as the kiosk list shows it (the live kiosk's event), or undefined when it does not stand (cancelled, not a wreath). */
export async function kioskPaymentOfId(db: Database, paymentId: string): Promise<KioskPayment | undefined> {
  const row = await findWreath(db, paymentId);
  return row && kioskPaymentOf(row);
}

/**
 * Whether a session owns an order: a member their own orders, a non-member
 * only the one they logged in with (and only while it has no member owner).
 */
export function ownsOrder(user: SessionUser, order: { orderNum: string; accountSeq: number | null }): boolean {
  if (user.roleType === 'NON_MEMBER' || user.accountSeq === null) return order.accountSeq === null && order.orderNum === user.nonMemberOrderNum;
  return order.accountSeq === user.accountSeq;
}

/**
 * The wreaths an invitation received, for its host: the sender's full name
 * (a host knows their guests; only 익명 stays hidden, as the payer asked),
 * with the whole invitation's figures. Someone else's order answers exactly
 * as an unknown one: an order number is a non-member's login secret, so the
 * answer must not tell which numbers exist.
 */
export async function receivedWreathPage(db: Database, user: SessionUser, orderNum: string, page: number): Promise<ReceivedWreathPage> {
  const order = await findOrderOwner(db, orderNum);
  if (!order || !ownsOrder(user, order)) throw new HttpError(404, messages.review.orderNotFound);
  const summary = await orderLedger(db, orderNum);
  const { content, totalElements } = await listWreathsOfOrder(db, orderNum, { page, size: receivedWreathPageSize }, summary.paidCount);
  return {
    content: content.map((row): ReceivedWreath => ({
      paymentSeq: row.paymentSeq,
      name: row.senderDisplay === 'ANONYMOUS' || !row.name?.trim() ? anonymousSender : row.name.trim(),
      message: brToNewlines(row.message),
      amount: row.amount,
      status: row.status === 'PARTIAL_CANCELLED' ? 'PARTIAL_CANCELLED' : 'PAID',
      paidAt: isoOf(row.paidAt),
    })),
    totalElements,
    summary,
  };
}
