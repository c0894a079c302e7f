import { randomBytes } from 'node:crypto';
import { messages, newlinesToBr, paymentTotal, testPaymentAmount, todayInSeoul, type PaymentIntent, type PaymentIntentRequest } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { PaymentGateway } from '@server/integrations/payment/types';
import { HttpError } from '@server/lib/http-error';
import { closedError, wreathRefusal } from '@server/modules/invitation';
import { findCampaignForPayment, findInvitationForPayment, insertPaymentIntent } from './intent-queries';

/** What the payment test page's window shows. */
export const testOrderName = '결제 테스트';

/**
 * The payment's own number: 'P', the Korean date, then 12 random hex digits.
 * Letters and digits only and 21 characters, so it fits PortOne's paymentId
 * and Kiwoom's ORDERNO alike; unguessable, so it cannot be used to find others.
 */
export function newPaymentId(now = new Date()): string {
  return `P${todayInSeoul(now).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export function requireGateway(gateway: PaymentGateway | null): PaymentGateway {
  if (!gateway) throw new HttpError(503, messages.payment.off);
  return gateway;
}

/**
 * Registers a wreath's payment before any window opens: the amount is the
 * campaign's base amount plus the chosen donation, decided here. The guest
 * page names its invitation (whose campaign it is), the member side names the
 * campaign.
 */
export async function createWreathIntent(
  db: Database,
  gateway: PaymentGateway | null,
  request: PaymentIntentRequest,
  accountSeq: number | null,
): Promise<PaymentIntent> {
  const provider = requireGateway(gateway);
  const { publicNum, campaignSeq: chosenCampaign } = request.target;
  const invitation = publicNum !== undefined ? await findInvitationForPayment(db, publicNum) : undefined;
  if (publicNum !== undefined && !invitation) throw new HttpError(404, messages.invitation.notFound);
  if (invitation) {
    // As the host chose (공개·보관 설정): a private page takes nothing; after the event or the archive date, no new wreath.
    if (invitation.unpublished) throw closedError(invitation.invitationType);
    const refusal = wreathRefusal(invitation);
    if (refusal) throw new HttpError(409, refusal);
  }
  const campaignSeq = invitation ? invitation.campaignSeq : (chosenCampaign ?? null);
  if (campaignSeq === null) throw new HttpError(400, messages.payment.noCampaign);
  const campaign = await findCampaignForPayment(db, campaignSeq);
  if (!campaign) throw new HttpError(invitation ? 400 : 404, invitation ? messages.payment.noCampaign : messages.common.notFound);
  if (campaign.endedAt !== null) throw new HttpError(400, messages.payment.campaignClosed);
  if (campaign.endDate !== null && campaign.endDate < todayInSeoul()) throw new HttpError(400, messages.payment.campaignEnded);

  const flow = provider.flowFor(invitation ? 'invitation' : 'campaign');
  const intent = await insertPaymentIntent(db, {
    paymentId: newPaymentId(),
    provider: provider.provider,
    purpose: 'WREATH',
    flow,
    orderName: campaign.campaignName,
    invitationType: invitation?.invitationType ?? null,
    invitationSeq: invitation?.invitationSeq ?? null,
    orderNum: invitation?.orderNum ?? null,
    campaignSeq: campaign.campaignSeq,
    categoryDonationSeq: campaign.categoryDonationSeq,
    donationGroupSeq: campaign.donationGroupSeq,
    donatedPercent: campaign.donatedPercent,
    accountSeq,
    amount: paymentTotal(campaign.campaignAmount, request.donationAmount),
    name: request.name,
    phoneNum: request.phoneNum,
    // Stored as the kiosk shows it: escaped, line breaks as <br>, so no payer's HTML is ever rendered.
    message: newlinesToBr(request.message),
    senderDisplay: request.senderDisplay,
    receiptByMessage: request.receiptByMessage,
  });
  return {
    paymentId: intent.paymentId,
    amount: intent.amount,
    orderName: intent.orderName,
    currency: 'KRW',
    payMethod: 'CARD',
    gateway: provider.provider,
    flow,
    portone: flow === 'portone' ? provider.browserKeys : null,
    invitationSeq: intent.invitationSeq ?? 0,
    customer: { fullName: request.name, phoneNumber: request.phoneNum },
  };
}

/** The payment test page's 1,000 won: no campaign, never in donor lists or the ledger. */
export async function createTestIntent(db: Database, gateway: PaymentGateway | null, accountSeq: number | null): Promise<PaymentIntent> {
  const provider = requireGateway(gateway);
  const flow = provider.flowFor('test');
  const intent = await insertPaymentIntent(db, {
    paymentId: newPaymentId(),
    provider: provider.provider,
    purpose: 'TEST',
    flow,
    orderName: testOrderName,
    accountSeq,
    amount: testPaymentAmount,
  });
  return {
    paymentId: intent.paymentId,
    amount: intent.amount,
    orderName: intent.orderName,
    currency: 'KRW',
    payMethod: 'CARD',
    gateway: provider.provider,
    flow,
    portone: flow === 'portone' ? provider.browserKeys : null,
    invitationSeq: 0,
    customer: { fullName: null, phoneNumber: null },
  };
}
