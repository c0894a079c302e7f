import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { campaignCategories, campaigns, donationCategories, partners } from '@server/db/schema';

// The ids a form sends must name rows that exist and fit: a venue of the right
// kind, active categories, a published campaign of the invitation's kind. A
// wrong one is answered with the form's own sentence, never a database error.

/** What a chosen row is: missing (or of the wrong kind), ended (종료) by an administrator, or open. */
export type ReferenceState = 'missing' | 'ended' | 'open';

export async function partnerOfType(db: Database, partnerSeq: number, type: 'wedding' | 'funeral'): Promise<ReferenceState> {
  const [row] = await db
    .select({ ended: sql<boolean>`${partners.endedAt} is not null` })
    .from(partners)
    .where(and(eq(partners.partnerSeq, partnerSeq), eq(partners.type, type)))
    .limit(1);
  return !row ? 'missing' : row.ended ? 'ended' : 'open';
}

export async function activeCampaignCategory(db: Database, seq: number): Promise<boolean> {
  const [row] = await db
    .select({ seq: campaignCategories.categoryCampaignSeq })
    .from(campaignCategories)
    .where(and(eq(campaignCategories.categoryCampaignSeq, seq), eq(campaignCategories.isActive, true)))
    .limit(1);
  return Boolean(row);
}

export async function activeDonationCategory(db: Database, seq: number): Promise<boolean> {
  const [row] = await db
    .select({ seq: donationCategories.categoryDonationSeq })
    .from(donationCategories)
    .where(and(eq(donationCategories.categoryDonationSeq, seq), eq(donationCategories.isActive, true)))
    .limit(1);
  return Boolean(row);
}

/** A published campaign of this kind (a wedding card carries a WEDDING campaign, a funeral notice a FUNERAL one). */
export async function publishedCampaignOfType(db: Database, campaignSeq: number, type: 'WEDDING' | 'FUNERAL'): Promise<ReferenceState> {
  const [row] = await db
    .select({ ended: sql<boolean>`${campaigns.endedAt} is not null` })
    .from(campaigns)
    .where(and(eq(campaigns.campaignSeq, campaignSeq), eq(campaigns.displayYn, 'Y'), eq(campaigns.campaignType, type)))
    .limit(1);
  return !row ? 'missing' : row.ended ? 'ended' : 'open';
}
