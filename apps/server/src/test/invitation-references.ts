import { itemAt } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { createCampaign, createCampaignCategory, createDonationCategory, createPartner } from '@server/seed/factories';

/**
 * What an invitation's form names, made once for an API test: a partner
 * wedding venue with its halls, a partner funeral home, the campaign and
 * donation categories, and a campaign of each kind.
 */
export async function createInvitationReferences(db: Database) {
  const venue = await createPartner(db, { type: 'wedding', name: '라온채플 강남', details: ['그랜드홀 3층', '가든홀 2층'] });
  const funeralHome = await createPartner(db, { type: 'funeral', name: '온기장례식장', details: ['특1호실', '2호실'] });
  const top = await createCampaignCategory(db, { name: '기부화환' });
  const child = await createCampaignCategory(db, { name: '축하화환', parentSeq: top.categoryCampaignSeq });
  const donation = await createDonationCategory(db, { name: '아동복지' });
  const wedding = await createCampaign(db, {
    campaignType: 'WEDDING',
    categoryCampaignSeq: child.categoryCampaignSeq,
    categoryDonationSeq: donation.categoryDonationSeq,
  });
  const funeral = await createCampaign(db, { campaignType: 'FUNERAL', partnerSeq: funeralHome.partnerSeq });
  return {
    venue: venue.partnerSeq,
    hall: itemAt(venue.details, 0, "the venue's first hall").name,
    funeralHome: funeralHome.partnerSeq,
    topCategory: top.categoryCampaignSeq,
    category: child.categoryCampaignSeq,
    donation: donation.categoryDonationSeq,
    weddingCampaign: wedding.campaignSeq,
    funeralCampaign: funeral.campaignSeq,
  };
}
