import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { campaigns, payments } from '@server/db/schema';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { countListed, paymentDayStart, type TallyFilter } from './listing-queries';

/** A campaign's name where it is still published. */
const publishedCampaign = and(eq(campaigns.campaignSeq, payments.campaignSeq), eq(campaigns.displayYn, 'Y'));

/** The latest PAID wreaths (payment_status_listed_idx: a paid row's listedAt is its paidAt; the test page's 1,000 won is no donor), with the campaign's name when it is published. */
export function listLatestPaid(db: Database, limit: number) {
  return db
    .select({
      name: payments.name,
      senderDisplay: payments.senderDisplay,
      campaignName: campaigns.campaignName,
      amount: payments.amount,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .leftJoin(campaigns, publishedCampaign)
    .where(and(eq(payments.status, 'PAID'), eq(payments.purpose, 'WREATH')))
    .orderBy(desc(payments.listedAt), desc(payments.paymentSeq))
    .limit(limit);
}

/** The wreath messages board's rows: paid wreaths with a message (payment_board_idx), as the kept counts tell them apart. */
const boardRows: TallyFilter = { status: 'PAID', purpose: 'WREATH', hasMessage: true };
const onBoard = and(eq(payments.status, 'PAID'), eq(payments.purpose, 'WREATH'), isNotNull(payments.message), ne(payments.message, ''));

/** A page of paid wreaths' messages, newest first: counted by the kept counts, a deep page started from its day. */
export function listPaidMessages(db: Database, request: PageRequest) {
  const query = db
    .select({
      paymentSeq: payments.paymentSeq,
      name: payments.name,
      senderDisplay: payments.senderDisplay,
      message: payments.message,
      campaignName: campaigns.campaignName,
      invitationType: payments.invitationType,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .leftJoin(campaigns, publishedCampaign)
    .where(onBoard)
    .$dynamic();
  return paginate(db, query, request, {
    orderBy: [descending(payments.paidAt), descending(payments.paymentSeq)],
    key: payments.paymentSeq,
    total: () => countListed(db, boardRows),
    start: paymentDayStart(db, boardRows, payments.paidAt),
  });
}

/** One payment by its own number, for the payer's receipt (payment_payment_id_key). */
export async function findPaymentByPaymentId(db: Database, paymentId: string) {
  const [row] = await db
    .select({
      paymentSeq: payments.paymentSeq,
      paymentId: payments.paymentId,
      name: payments.name,
      phoneNum: payments.phoneNum,
      status: payments.status,
      paidAt: payments.paidAt,
      amount: payments.amount,
      cancelledAmount: payments.cancelledAmount,
      donatedAmount: payments.donatedAmount,
      purpose: payments.purpose,
      invitationType: payments.invitationType,
      payMethod: payments.payMethod,
      cardCompany: payments.cardCompany,
      cardNumber: payments.cardNumber,
      approvalNo: payments.approvalNo,
      receiptUrl: payments.receiptUrl,
      campaignName: campaigns.campaignName,
    })
    .from(payments)
    .leftJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq))
    .where(eq(payments.paymentId, paymentId))
    .limit(1);
  return row;
}

const cancelledStatuses = ['CANCELLED', 'PARTIAL_CANCELLED'] as const;

/** The member's cancelled or partly refunded payments (payment_account_cancelled_idx). */
function cancelledBy(accountSeq: number) {
  return and(eq(payments.accountSeq, accountSeq), inArray(payments.status, [...cancelledStatuses]));
}

/** A page of them, newest first, with the campaign's name whether or not it is still published. */
export function listCancelledPayments(db: Database, accountSeq: number, request: PageRequest) {
  const query = db
    .select({
      paymentSeq: payments.paymentSeq,
      paymentId: payments.paymentId,
      campaignName: campaigns.campaignName,
      amount: payments.amount,
      cancelledAmount: payments.cancelledAmount,
      status: payments.status,
      paidAt: payments.paidAt,
      cancelledAt: payments.cancelledAt,
    })
    .from(payments)
    .leftJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq))
    .where(cancelledBy(accountSeq))
    .$dynamic();
  return paginate(db, query, request, { orderBy: [desc(payments.createDate), desc(payments.paymentSeq)] });
}
