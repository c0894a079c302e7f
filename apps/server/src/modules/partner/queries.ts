import { asc, eq } from 'drizzle-orm';
import type { PartnerWithDetails } from '@ongi/shared';
import type { Database } from '../../db/client';
import { partnerDetails, partners } from '../../db/schema';

export async function findPartnerWithDetails(db: Database, partnerSeq: number): Promise<PartnerWithDetails | null> {
  const [partner] = await db
    .select({
      partnerSeq: partners.partnerSeq,
      type: partners.type,
      name: partners.name,
      latitude: partners.latitude,
      longitude: partners.longitude,
      addressName: partners.addressName,
      roadAddressName: partners.roadAddressName,
      phone: partners.phone,
      placeUrl: partners.placeUrl,
    })
    .from(partners)
    .where(eq(partners.partnerSeq, partnerSeq))
    .limit(1);
  if (!partner) return null;
  const details = await db
    .select({ seq: partnerDetails.partnerDetailSeq, name: partnerDetails.name })
    .from(partnerDetails)
    .where(eq(partnerDetails.partnerSeq, partnerSeq))
    .orderBy(asc(partnerDetails.sortOrder), asc(partnerDetails.partnerDetailSeq));
  return { ...partner, details };
}
