import { partnerSeeds } from './demo/partners';
import { createPartner, type Partner, type PartnerDetail } from './factories';
import { daysAgo, found, type SeedContext } from './context';

export type PartnerWithDetails = Partner & { details: PartnerDetail[] };

/** A partner by its key in the data (W1, F1, ...). */
export type PartnerOf = (key: string) => PartnerWithDetails;

export async function insertPartners({ tx, now, count }: SeedContext): Promise<PartnerOf> {
  const partnerByKey = new Map<string, PartnerWithDetails>();
  for (const seed of partnerSeeds) {
    const { key, ...fields } = seed;
    partnerByKey.set(key, await createPartner(tx, { ...fields, createDate: daysAgo(310, now) }));
    count('partner');
    count('partnerDetail', seed.details.length);
  }
  return (key) => found(partnerByKey, key, 'partner');
}
