import { itemAt } from '@ongi/shared';
import { paymentCancels, sandboxPayments } from '../db/schema';
import { sandboxStoreId } from '../integrations/payment/sandbox';
import type { Members } from './accounts';
import { senderPhones, type PaymentSeed, type SenderMessage } from './demo/payments';
import { createCashReceipt, createPayment, type Payment, type PaymentTarget } from './factories';
import { hour, type SeedContext } from './context';

/**
 * The wreaths paid for one invitation made at `made`: each payment some hours
 * later, never later than a few minutes ago, with a sender's message.
 */
export async function insertPayments(
  { tx, now, count }: SeedContext,
  members: Members,
  order: { target: PaymentTarget; campaignAmount: number; made: Date },
  seeds: PaymentSeed[],
  messages: SenderMessage[],
): Promise<Payment[]> {
  let latest = now.getTime() - 5 * 60 * 1000;
  // Walk newest first so times clamped to now stay in order and apart, then
  // insert oldest first so payment ids follow payment time as they do live.
  const timed = seeds
    .map((seed, index) => ({ seed, index, at: order.made.getTime() + seed.hours * hour + ((index * 17) % 60) * 60 * 1000 }))
    .sort((a, b) => b.at - a.at)
    .map((entry) => {
      latest = Math.min(entry.at, latest - 7 * 60 * 1000);
      return { ...entry, at: new Date(latest) };
    })
    .reverse();
  const paid = [];
  for (const { seed, index, at } of timed) {
    const payer = seed.payer ? members.get(seed.payer) : undefined;
    const from = itemAt(messages, seed.from % messages.length, 'a sender message');
    const status = seed.status ?? 'PAID';
    const amount = order.campaignAmount + seed.addOn;
    const cancelledAmount = status === 'CANCELLED' ? amount : status === 'PARTIAL_CANCELLED' ? seed.addOn : 0;
    const payment = await createPayment(tx, order.target, {
      provider: 'sandbox',
      amount,
      name: payer?.name ?? from.name,
      phoneNum: payer?.phoneNum ?? senderPhones[(seed.from + index) % senderPhones.length],
      message: from.message,
      senderDisplay: from.senderDisplay ?? 'MASKED',
      accountSeq: payer?.accountSeq ?? null,
      status,
      paidAt: status === 'FAILED' ? null : at,
      cancelledAt: cancelledAmount > 0 ? new Date(at.getTime() + 2 * hour) : null,
      cancelledAmount,
      createDate: at,
    });
    // The sandbox provider holds its side of each settled payment, as a checkout
    // through it leaves one, so an administrator can cancel a seeded wreath.
    const refund = cancelledAmount > 0 ? { id: `sandbox-cancel-seed-${payment.paymentId}`, amount: cancelledAmount, reason: '보내신 분 요청' } : null;
    if (status === 'PAID' || status === 'CANCELLED' || status === 'PARTIAL_CANCELLED') {
      await tx.insert(sandboxPayments).values({
        paymentId: payment.paymentId,
        flow: 'portone',
        storeId: sandboxStoreId,
        orderName: '기부화환',
        amount,
        status,
        txId: payment.providerTxId,
        cardCompany: payment.cardCompany,
        cardNumber: payment.cardNumber,
        approvalNo: payment.approvalNo,
        paidAt: payment.paidAt,
        cancelledAt: payment.cancelledAt,
        cancelledAmount,
        cancellations: refund && payment.cancelledAt ? [{ ...refund, cancelledAt: payment.cancelledAt.toISOString() }] : [],
        createDate: at,
      });
    }
    // Its refund in the history, as a refund through the back office leaves one (payment_cancel).
    if (refund && payment.cancelledAt) {
      await tx.insert(paymentCancels).values({
        paymentSeq: payment.paymentSeq,
        amount: refund.amount,
        reason: refund.reason,
        gatewayReference: refund.id,
        cancelledAt: payment.cancelledAt,
      });
    }
    paid.push(payment);
    count(`payment${status}`);
  }
  return paid;
}

/** An income-deduction cash receipt for a paid payment, issued ten minutes after it. */
export async function insertCashReceipt({ tx, count }: SeedContext, payment: Payment) {
  await createCashReceipt(tx, {
    paymentSeq: payment.paymentSeq,
    usageType: 'income',
    identityNumber: payment.phoneNum ?? '01000000000',
    status: 'ISSUED',
    approvalNo: '538204917',
    issuedAt: new Date(payment.paidAt!.getTime() + 10 * 60 * 1000),
  });
  count('cashReceipt');
}
