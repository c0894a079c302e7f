import { and, eq, sql } from 'drizzle-orm';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaigns, donationGroups, funeralInvitations, orderNumbers, paymentIntents, weddingInvitations } from '@server/db/schema';

/**
 * The organisation a recipient category is: the donation group naming it (the
 * oldest, should two), fixed on the intent so the payment keeps it whatever
 * changes later (docs/decisions/021-settlements.md).
 */
const organisationOfCampaign = sql<
  number | null
>`(select min(${donationGroups.donationGroupSeq}) from ${donationGroups} where ${donationGroups.categoryDonationSeq} = ${campaigns.categoryDonationSeq})`;

/** The campaign a wreath pays for, with what the intent copies from it. */
export async function findCampaignForPayment(db: Database, campaignSeq: number) {
  const [row] = await db
    .select({
      campaignSeq: campaigns.campaignSeq,
      campaignName: campaigns.campaignName,
      campaignAmount: campaigns.campaignAmount,
      categoryDonationSeq: campaigns.categoryDonationSeq,
      donationGroupSeq: organisationOfCampaign,
      donatedPercent: campaigns.donatedPercent,
      endDate: campaigns.endDate,
      endedAt: campaigns.endedAt,
    })
    .from(campaigns)
    .where(and(eq(campaigns.campaignSeq, campaignSeq), eq(campaigns.displayYn, 'Y')))
    .limit(1);
  return row;
}

/** The guest page's invitation by its public number: its type, seq, host's order number, campaign and the host's lifecycle choices. */
export async function findInvitationForPayment(db: Database, publicNum: string) {
  const [number] = await db
    .select({ orderNum: orderNumbers.orderNum, invitationType: orderNumbers.invitationType })
    .from(orderNumbers)
    .where(eq(orderNumbers.publicNum, publicNum))
    .limit(1);
  if (!number) return undefined;
  const [invitation] =
    number.invitationType === 'W'
      ? await db
          .select({
            invitationSeq: weddingInvitations.weddingInvitationSeq,
            campaignSeq: weddingInvitations.campaignSeq,
            unpublished: weddingInvitations.unpublished,
            wreathsStopAfterEvent: weddingInvitations.wreathsStopAfterEvent,
            archiveDate: weddingInvitations.archiveDate,
            eventDate: weddingInvitations.eventDate,
            eventTime: weddingInvitations.eventTime,
          })
          .from(weddingInvitations)
          .where(eq(weddingInvitations.orderNum, number.orderNum))
          .limit(1)
      : await db
          .select({
            invitationSeq: funeralInvitations.funeralInvitationSeq,
            campaignSeq: funeralInvitations.campaignSeq,
            unpublished: funeralInvitations.unpublished,
            wreathsStopAfterEvent: funeralInvitations.wreathsStopAfterEvent,
            archiveDate: funeralInvitations.archiveDate,
            eventDate: funeralInvitations.funeralDate,
            eventTime: funeralInvitations.funeralTime,
          })
          .from(funeralInvitations)
          .where(eq(funeralInvitations.orderNum, number.orderNum))
          .limit(1);
  return invitation ? { ...invitation, orderNum: number.orderNum, invitationType: number.invitationType } : undefined;
}

export type NewPaymentIntent = typeof paymentIntents.$inferInsert;

export async function insertPaymentIntent(db: Database, intent: NewPaymentIntent) {
  return only(await db.insert(paymentIntents).values(intent).returning(), 'the inserted payment intent');
}

/** An intent by the number we issued (payment_intent_payment_id_key). */
export async function findPaymentIntent(db: Database, paymentId: string) {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, paymentId)).limit(1);
  return row;
}
