import { eq } from 'drizzle-orm';
import { brToNewlines, messages, type AdminPayment } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaigns, donationCategories, payments } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';
import { findCashReceiptForAdmin } from '../records/cash-receipt';
import { listRefunds } from '../settlement/settlement-queries';

/**
 * One payment as administrators see it: everything the payer never sees
 * (the host's order number, the provider's transaction id, the raw name and
 * phone), the donated part owed to the organisation, and the receipt details kept with it.
 */
export async function adminPaymentDetail(db: Database, paymentId: string): Promise<AdminPayment> {
  const [row] = await db
    .select({ payment: payments, campaignName: campaigns.campaignName, recipientName: donationCategories.name })
    .from(payments)
    .leftJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq))
    .leftJoin(donationCategories, eq(donationCategories.categoryDonationSeq, payments.categoryDonationSeq))
    .where(eq(payments.paymentId, paymentId))
    .limit(1);
  if (!row) throw new HttpError(404, messages.payment.notFound);
  const { payment } = row;
  const kept = payment.status === 'PAID' || payment.status === 'PARTIAL_CANCELLED';
  return {
    paymentSeq: payment.paymentSeq,
    paymentId: payment.paymentId,
    purpose: payment.purpose,
    provider: payment.provider,
    status: payment.status,
    amount: payment.amount,
    cancelledAmount: payment.cancelledAmount,
    // What the ledger counts for this payment: nothing once cancelled or for the test page.
    donatedAmount: kept && payment.purpose === 'WREATH' ? payment.donatedAmount : 0,
    campaignName: row.campaignName,
    recipientName: row.recipientName,
    invitationType: payment.invitationType,
    orderNum: payment.orderNum,
    name: payment.name,
    phoneNum: payment.phoneNum,
    message: brToNewlines(payment.message),
    senderDisplay: payment.senderDisplay,
    payMethod: payment.payMethod,
    cardCompany: payment.cardCompany,
    cardNumber: payment.cardNumber,
    approvalNo: payment.approvalNo,
    providerTxId: payment.providerTxId,
    failReason: payment.failReason,
    paidAt: payment.paidAt?.toISOString() ?? null,
    cancelledAt: payment.cancelledAt?.toISOString() ?? null,
    cancelReason: payment.cancelReason,
    createDate: payment.createDate.toISOString(),
    cashReceipt: await findCashReceiptForAdmin(db, payment.paymentSeq),
    remainingAmount: kept ? payment.amount - payment.cancelledAmount : 0,
    refunds: (await listRefunds(db, payment.paymentSeq)).map((refund) => ({
      amount: refund.amount,
      reason: refund.reason,
      refundedAt: refund.cancelledAt.toISOString(),
      refundedBy: refund.refundedBy,
      gatewayReference: refund.gatewayReference,
      fromRequest: refund.refundRequestSeq !== null,
    })),
  };
}
