import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PartnerKind, PartnerWithDetails } from '@ongi/shared';
import type { Database } from '../../db/client';
import { partnerDetails, partners } from '../../db/schema';

const partnerFields = {
  partnerSeq: partners.partnerSeq,
  type: partners.type,
  name: partners.name,
  latitude: partners.latitude,
  longitude: partners.longitude,
  addressName: partners.addressName,
  roadAddressName: partners.roadAddressName,
  phone: partners.phone,
  placeUrl: partners.placeUrl,
};

/** Partners with their halls or rooms (partner_detail_partner_sort_idx), in the order they were asked for. */
async function withDetails(db: Database, where: SQL): Promise<PartnerWithDetails[]> {
  const rows = await db.select(partnerFields).from(partners).where(where).orderBy(asc(partners.name), asc(partners.partnerSeq));
  if (rows.length === 0) return [];
  const details = await db
    .select({ partnerSeq: partnerDetails.partnerSeq, seq: partnerDetails.partnerDetailSeq, name: partnerDetails.name })
    .from(partnerDetails)
    .where(inArray(partnerDetails.partnerSeq, rows.map((row) => row.partnerSeq)))
    .orderBy(asc(partnerDetails.sortOrder), asc(partnerDetails.partnerDetailSeq));
  return rows.map((row) => ({
    ...row,
    details: details.filter((detail) => detail.partnerSeq === row.partnerSeq).map(({ seq, name }) => ({ seq, name })),
  }));
}

export async function findPartnerWithDetails(db: Database, partnerSeq: number): Promise<PartnerWithDetails | null> {
  const [partner] = await withDetails(db, eq(partners.partnerSeq, partnerSeq));
  return partner ?? null;
}

/** The wedding venues or the funeral homes, by name, for the invitation forms' select (partner_type_name_idx). */
export function listPartners(db: Database, type: PartnerKind): Promise<PartnerWithDetails[]> {
  return withDetails(db, eq(partners.type, type));
}
