import { sql } from 'drizzle-orm';
import { wreathCampaignSeqs } from '@ongi/shared';
import { sanitizeRichText } from '../lib/rich-text';
import type { CategoryOf, CategoryTrees } from './categories';
import { campaignContent, campaignSeeds } from './demo/campaigns';
import { createCampaign, dayFromToday, type FileRef } from './factories';
import type { PartnerOf } from './partners';
import { daysAgo, found, pad, type SeedContext, type SeedFiles } from './context';

/** Each campaign's pictures, in the data's order. */
export function storeCampaignFiles(files: SeedFiles): Promise<FileRef[][]> {
  // Each row gets its own stored file (same bytes, fresh key), so deleting
  // one campaign's picture never breaks another's.
  return Promise.all(
    campaignSeeds.map((seed, i) => Promise.all(seed.images.map((name, n) => files.image(name, `campaign${pad(i + 1)}_thumbnail${n + 1}.webp`)))),
  );
}

export interface SeededCampaign {
  campaignSeq: number;
  campaignAmount: number;
  categoryCampaignSeq: number | null;
  categoryDonationSeq: number | null;
}

/** A campaign by its id. */
export type CampaignOf = (seq: number) => SeededCampaign;

export async function insertCampaigns(
  { tx, now, count }: SeedContext,
  refs: CategoryTrees & { category: CategoryOf; partnerOf: PartnerOf },
  pictures: FileRef[][],
): Promise<CampaignOf> {
  // Restart the id counter (the table is empty) so the wreaths get 16 and 17.
  await tx.execute(sql`select setval(pg_get_serial_sequence('campaign', 'campaign_seq'), 1, false)`);
  const campaignBySeq = new Map<number, SeededCampaign>();
  for (const [i, seed] of campaignSeeds.entries()) {
    const partner = seed.partner === null ? null : refs.partnerOf(seed.partner);
    const campaign = await createCampaign(tx, {
      categorySeq: refs.category('campaign', seed.category),
      campaignName: seed.campaignName,
      campaignAmount: seed.campaignAmount,
      partnerCompany: seed.partnerCompany,
      partnerManager: seed.partnerManager,
      type: seed.type,
      campaignType: seed.campaignType,
      endDate: seed.endInDays === null ? null : dayFromToday(seed.endInDays, now),
      description: seed.description,
      content: sanitizeRichText(campaignContent(seed, partner?.name ?? null)),
      sortOrder: seed.sortOrder,
      partnerSeq: partner?.partnerSeq ?? null,
      categoryCampaignSeq: refs.campaignCategoryOf(seed.campaignCategory),
      categoryDonationSeq: refs.donationCategoryOf(seed.donationCategory),
      createDate: daysAgo(300 - i * 9, now),
      attachList: pictures[i],
    });
    campaignBySeq.set(campaign.campaignSeq, campaign);
    count('campaign');
    count('campaignAttach', campaign.attachList.length);
  }
  if (!campaignBySeq.has(wreathCampaignSeqs.celebration) || !campaignBySeq.has(wreathCampaignSeqs.condolence)) {
    throw new Error('seed: the wreath campaigns did not get ids 16 and 17');
  }
  return (seq) => found(campaignBySeq, seq, 'campaign');
}
