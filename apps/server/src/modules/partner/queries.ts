import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AdminPartnerSave, PartnerKind, PartnerWithDetails } from '@ongi/shared';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaigns, funeralInvitations, partnerDetails, partners, weddingInvitations } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import type { AttachedReference } from '@server/lib/admin-resource';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { searchBy } from '@server/lib/search';

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
    .where(
      inArray(
        partnerDetails.partnerSeq,
        rows.map((row) => row.partnerSeq),
      ),
    )
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

/** The wedding venues or the funeral homes that are not ended, by name, for the invitation forms' select (partner_type_name_idx). */
export function listPartners(db: Database, type: PartnerKind): Promise<PartnerWithDetails[]> {
  return withDetails(db, and(eq(partners.type, type), isNull(partners.endedAt))!);
}

// ---- Back office ----

const adminPartnerColumns = {
  all: [partners.name, partners.addressName, partners.roadAddressName],
  name: [partners.name],
  address: [partners.addressName, partners.roadAddressName],
};

/** What the admin partner list sorts by (adminPartnerSorts), ties by number. */
export const adminPartnerSort = {
  columns: { type: partners.type, name: partners.name, createdAt: partners.createDate },
  key: partners.partnerSeq,
};

/** The admin partner list, newest first, weddings and funerals together. */
export async function listAdminPartnerPage(db: Database, query: { searchType: keyof typeof adminPartnerColumns; searchWord?: string }, request: PageRequest) {
  const rows = db
    .select({
      partnerSeq: partners.partnerSeq,
      type: partners.type,
      name: partners.name,
      addressName: partners.addressName,
      roadAddressName: partners.roadAddressName,
      phone: partners.phone,
      endedAt: partners.endedAt,
      createDate: partners.createDate,
    })
    .from(partners)
    .where(searchBy(adminPartnerColumns, query.searchType, query.searchWord))
    .$dynamic();
  const page = await paginate(db, rows, request, { orderBy: [desc(partners.createDate), desc(partners.partnerSeq)] });
  return { ...page, content: page.content.map((row) => ({ ...row, endedAt: row.endedAt?.toISOString() ?? null, createDate: row.createDate.toISOString() })) };
}

export async function findAdminPartner(db: Database, partnerSeq: number) {
  const partner = await findPartnerWithDetails(db, partnerSeq);
  if (!partner) return undefined;
  const row = only(
    await db.select({ endedAt: partners.endedAt, createDate: partners.createDate }).from(partners).where(eq(partners.partnerSeq, partnerSeq)),
    'the partner just found',
  );
  return { ...partner, endedAt: row.endedAt?.toISOString() ?? null, createDate: row.createDate.toISOString() };
}

type PartnerValues = Omit<AdminPartnerSave, 'partnerSeq'>;

async function writeDetails(db: Database, partnerSeq: number, details: PartnerValues['details']) {
  await db.delete(partnerDetails).where(eq(partnerDetails.partnerSeq, partnerSeq));
  if (details.length > 0) await db.insert(partnerDetails).values(details.map((detail, sortOrder) => ({ partnerSeq, name: detail.name, sortOrder })));
}

/** A new partner with its halls or rooms, in one transaction. */
export function insertPartner(db: Database, { details, ...values }: PartnerValues): Promise<number> {
  return db.transaction(async (tx) => {
    const row = only(await tx.insert(partners).values(values).returning({ partnerSeq: partners.partnerSeq }), 'the inserted partner');
    await writeDetails(tx, row.partnerSeq, details);
    return row.partnerSeq;
  });
}

/**
 * Edits a partner; its halls or rooms become the list sent, in that order
 * (nothing else refers to a detail row). Whether the partner was there.
 */
export function updatePartner(db: Database, partnerSeq: number, { details, ...values }: PartnerValues): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(partners).set(values).where(eq(partners.partnerSeq, partnerSeq)).returning({ partnerSeq: partners.partnerSeq });
    if (rows.length === 0) return false;
    await writeDetails(tx, partnerSeq, details);
    return true;
  });
}

/** What the audit trail keeps of a deleted partner. */
export const partnerSnapshot = snapshotOf(partners, partners.partnerSeq, partners.name, {
  유형: partners.type,
  도로명주소: partners.roadAddressName,
  주소: partners.addressName,
  전화번호: partners.phone,
  종료: partners.endedAt,
  등록일: partners.createDate,
});

/** What keeps a partner: the campaigns and invitations that name it (it is ended instead). */
export const partnerReferences: AttachedReference[] = [
  { noun: '캠페인', table: campaigns, column: campaigns.partnerSeq },
  { noun: '청첩장', table: weddingInvitations, column: weddingInvitations.partnerSeq },
  { noun: '부고장', table: funeralInvitations, column: funeralInvitations.partnerSeq },
];

/** Deletes partners nothing names (their halls or rooms go with them). */
export async function deletePartners(db: Database, partnerSeqs: number[]) {
  const rows = await db.delete(partners).where(inArray(partners.partnerSeq, partnerSeqs)).returning({ partnerSeq: partners.partnerSeq });
  return rows.length;
}
