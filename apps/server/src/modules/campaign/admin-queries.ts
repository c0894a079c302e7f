import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import {
  campaignAttachments,
  campaignCategories,
  campaigns,
  categories,
  donationCategories,
  funeralInvitations,
  partners,
  paymentIntents,
  payments,
  reviews,
  weddingInvitations,
} from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import type { AttachedReference } from '@server/lib/admin-resource';
import { listAttachments, type AttachmentTable } from '@server/lib/admin-upload';
import { buildTree } from '@server/lib/category-tree';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { searchBy } from '@server/lib/search';

// The campaign back office's reads and writes (spec 002 campaign list and form).

const adminCampaignColumns = {
  all: [campaigns.campaignName, campaigns.partnerCompany],
  campaignName: [campaigns.campaignName],
  partnerCompany: [campaigns.partnerCompany],
};

/** What the admin campaign list sorts by (adminCampaignSorts), ties by number; drafts without an order come last ascending. */
export const adminCampaignSort = {
  columns: {
    order: campaigns.sortOrder,
    name: campaigns.campaignName,
    amount: campaigns.campaignAmount,
    endDate: campaigns.endDate,
    status: campaigns.displayYn,
    createdAt: campaigns.createDate,
  },
  key: campaigns.campaignSeq,
};

/** The admin campaign list in the public order (sortOrder, then newest), hidden ones too. */
export async function listAdminCampaignPage(db: Database, query: { searchType: keyof typeof adminCampaignColumns; searchWord?: string }, request: PageRequest) {
  const rows = db
    .select({
      campaignSeq: campaigns.campaignSeq,
      sortOrder: campaigns.sortOrder,
      categoryName: categories.name,
      campaignName: campaigns.campaignName,
      endDate: campaigns.endDate,
      campaignAmount: campaigns.campaignAmount,
      displayYn: campaigns.displayYn,
      endedAt: campaigns.endedAt,
      createDate: campaigns.createDate,
    })
    .from(campaigns)
    .leftJoin(categories, eq(categories.categorySeq, campaigns.categorySeq))
    .where(searchBy(adminCampaignColumns, query.searchType, query.searchWord))
    .$dynamic();
  // Drafts without an order come last (ascending puts nulls last).
  const page = await paginate(db, rows, request, { orderBy: [asc(campaigns.sortOrder), desc(campaigns.createDate), desc(campaigns.campaignSeq)] });
  return {
    ...page,
    content: page.content.map((row) => ({ ...row, endedAt: row.endedAt?.toISOString() ?? null, createDate: row.createDate.toISOString() })),
  };
}

export const campaignAttachTable: AttachmentTable = {
  table: campaignAttachments,
  seq: campaignAttachments.campaignAttachSeq,
  owner: campaignAttachments.campaignSeq,
  path: campaignAttachments.path,
  originalName: campaignAttachments.originalName,
  sortOrder: campaignAttachments.sortOrder,
};

async function topOf(db: Database, table: 'campaign' | 'donation', seq: number | null): Promise<number | null> {
  if (seq === null) return null;
  const t =
    table === 'campaign'
      ? { table: campaignCategories, seq: campaignCategories.categoryCampaignSeq, parent: campaignCategories.parentSeq }
      : { table: donationCategories, seq: donationCategories.categoryDonationSeq, parent: donationCategories.parentSeq };
  const [row] = await db.select({ parent: t.parent }).from(t.table).where(eq(t.seq, seq));
  return row ? (row.parent ?? seq) : null;
}

export async function findAdminCampaign(db: Database, campaignSeq: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.campaignSeq, campaignSeq));
  if (!row) return undefined;
  return {
    campaignSeq: row.campaignSeq,
    categorySeq: row.categorySeq,
    campaignName: row.campaignName,
    campaignAmount: row.campaignAmount,
    donatedPercent: row.donatedPercent,
    partnerCompany: row.partnerCompany,
    partnerManager: row.partnerManager,
    type: row.type,
    campaignType: row.campaignType,
    endDate: row.endDate,
    description: row.description,
    content: row.content ?? '',
    sortOrder: row.sortOrder,
    displayYn: row.displayYn,
    endedAt: row.endedAt?.toISOString() ?? null,
    categoryCampaignSeq: row.categoryCampaignSeq,
    categoryCampaignTopSeq: await topOf(db, 'campaign', row.categoryCampaignSeq),
    categoryDonationSeq: row.categoryDonationSeq,
    categoryDonationTopSeq: await topOf(db, 'donation', row.categoryDonationSeq),
    partnerSeq: row.partnerSeq,
    attachList: await listAttachments(db, campaignAttachTable, campaignSeq),
    createDate: row.createDate.toISOString(),
  };
}

/** The form's selectors: both trees, inactive branches included, and every partner (ended ones marked). */
export async function campaignFormOptions(db: Database) {
  const c = campaignCategories;
  const d = donationCategories;
  const [campaignRows, donationRows, partnerRows] = await Promise.all([
    db
      .select({ seq: c.categoryCampaignSeq, parentSeq: c.parentSeq, name: c.name, isActive: c.isActive })
      .from(c)
      .orderBy(asc(c.sortOrder), asc(c.categoryCampaignSeq)),
    db
      .select({ seq: d.categoryDonationSeq, parentSeq: d.parentSeq, name: d.name, isActive: d.isActive })
      .from(d)
      .orderBy(asc(d.sortOrder), asc(d.categoryDonationSeq)),
    db
      .select({ partnerSeq: partners.partnerSeq, name: partners.name, type: partners.type, ended: sql<boolean>`${partners.endedAt} is not null` })
      .from(partners)
      .orderBy(asc(partners.name), asc(partners.partnerSeq)),
  ]);
  return { campaignCategories: buildTree(campaignRows), donationCategories: buildTree(donationRows), partners: partnerRows };
}

/**
 * Whether a chosen category is one a campaign may sit in: it exists, and it
 * is a second level or a top level without children.
 */
export async function isLeafCategory(db: Database, table: 'campaign' | 'donation', seq: number): Promise<boolean> {
  const t =
    table === 'campaign'
      ? { table: campaignCategories, seq: campaignCategories.categoryCampaignSeq, parent: campaignCategories.parentSeq }
      : { table: donationCategories, seq: donationCategories.categoryDonationSeq, parent: donationCategories.parentSeq };
  const [row] = await db.select({ parent: t.parent }).from(t.table).where(eq(t.seq, seq));
  if (!row) return false;
  if (row.parent !== null) return true;
  const [child] = await db.select({ seq: t.seq }).from(t.table).where(eq(t.parent, seq)).limit(1);
  return !child;
}

export async function partnerExists(db: Database, partnerSeq: number): Promise<boolean> {
  const [row] = await db.select({ partnerSeq: partners.partnerSeq }).from(partners).where(eq(partners.partnerSeq, partnerSeq));
  return Boolean(row);
}

type CampaignValues = Omit<typeof campaigns.$inferInsert, 'campaignSeq' | 'createDate' | 'updateDate'>;

export async function insertCampaign(db: Database, values: CampaignValues) {
  const row = only(await db.insert(campaigns).values(values).returning({ campaignSeq: campaigns.campaignSeq }), 'the inserted campaign');
  return row.campaignSeq;
}

/** Whether the row was there to change. */
export async function updateCampaign(db: Database, campaignSeq: number, values: Partial<CampaignValues>) {
  const rows = await db.update(campaigns).set(values).where(eq(campaigns.campaignSeq, campaignSeq)).returning({ campaignSeq: campaigns.campaignSeq });
  return rows.length > 0;
}

/** What the audit trail keeps of a deleted campaign. */
export const campaignSnapshot = snapshotOf(campaigns, campaigns.campaignSeq, campaigns.campaignName, {
  금액: campaigns.campaignAmount,
  종료일: campaigns.endDate,
  노출순서: campaigns.sortOrder,
  공개: campaigns.displayYn,
  종료: campaigns.endedAt,
  제휴사: campaigns.partnerCompany,
  제휴기관번호: campaigns.partnerSeq,
  기부처번호: campaigns.categoryDonationSeq,
  등록일: campaigns.createDate,
});

/**
 * Payments that name a row (a campaign or a recipient), with the won that
 * stands (paid, less what was refunded), and payment attempts that made no
 * payment: both are history the row is kept for.
 */
export function paymentReferences(payment: AnyPgColumn, intent: AnyPgColumn): AttachedReference[] {
  return [
    {
      noun: '결제',
      table: payments,
      column: payment,
      amount: sql`case when ${payments.status} in ('PAID', 'PARTIAL_CANCELLED') then ${payments.amount} - ${payments.cancelledAmount} else 0 end`,
    },
    {
      noun: '결제 시도',
      table: paymentIntents,
      column: intent,
      // Named outright: drizzle leaves a lone table's columns unqualified, which would tie the subquery to itself.
      where: () => sql`not exists (select 1 from payment p where p.payment_id = "payment_intent"."payment_id")`,
    },
  ];
}

/**
 * What keeps a campaign: its payments and payment attempts, the invitations
 * that offer it and its reviews. A campaign with any of them is ended, never deleted.
 */
export const campaignReferences: AttachedReference[] = [
  ...paymentReferences(payments.campaignSeq, paymentIntents.campaignSeq),
  { noun: '청첩장', table: weddingInvitations, column: weddingInvitations.campaignSeq },
  { noun: '부고장', table: funeralInvitations, column: funeralInvitations.campaignSeq },
  { noun: '후기', table: reviews, column: reviews.campaignSeq },
];

export async function deleteCampaigns(db: Database, campaignSeqs: number[]) {
  const rows = await db.delete(campaigns).where(inArray(campaigns.campaignSeq, campaignSeqs)).returning({ campaignSeq: campaigns.campaignSeq });
  return rows.length;
}
