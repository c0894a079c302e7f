import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DonationGroupCard, DonationGroupDetail } from '@ongi/shared';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { categories, donationGroupAttachments, donationGroups, donationReceiptRequests } from '@server/db/schema';
import { listAttachments, type AttachmentTable } from '@server/lib/admin-upload';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { searchBy } from '@server/lib/search';
import { categoryRef, inPublicCategory, publicCategoryFields, publicCategoryJoin } from '@server/lib/public-category';

const cardFields = {
  donationGroupSeq: donationGroups.donationGroupSeq,
  groupName: donationGroups.groupName,
  groupExplain: donationGroups.groupExplain,
  thumbnailPath: donationGroups.thumbnailPath,
  ...publicCategoryFields,
};

const joinCategory = publicCategoryJoin(donationGroups.categorySeq, 'donationGroup');
// Newest first: donation_group_create_idx, or donation_group_category_create_idx with a tab.
const newestFirst = [desc(donationGroups.createDate), desc(donationGroups.donationGroupSeq)];

type CardRow = Omit<DonationGroupCard, 'category'> & { categorySeq: number | null; categoryName: string | null };

function toCard({ categorySeq, categoryName, ...rest }: CardRow): DonationGroupCard {
  return { ...rest, category: categoryRef({ categorySeq, categoryName }) };
}

export async function listDonationGroupPage(db: Database, categorySeq: number | undefined, request: PageRequest) {
  const where = categorySeq === undefined ? undefined : inPublicCategory(donationGroups.categorySeq, categorySeq);
  const query = db.select(cardFields).from(donationGroups).leftJoin(categories, joinCategory).where(where).$dynamic();
  const { content, totalElements } = await paginate(db, query, request, { orderBy: newestFirst });
  return { content: content.map(toCard), totalElements };
}

export async function findDonationGroupDetail(db: Database, donationGroupSeq: number): Promise<Omit<DonationGroupDetail, 'donationLedger'> | null> {
  const [row] = await db
    .select({ ...cardFields, editorHtml: donationGroups.editorHtml, createDate: donationGroups.createDate })
    .from(donationGroups)
    .leftJoin(categories, joinCategory)
    .where(eq(donationGroups.donationGroupSeq, donationGroupSeq))
    .limit(1);
  if (!row) return null;
  const attachList = await db
    .select({
      donationGroupAttachSeq: donationGroupAttachments.donationGroupAttachSeq,
      originalName: donationGroupAttachments.originalName,
      path: donationGroupAttachments.path,
    })
    .from(donationGroupAttachments)
    .where(eq(donationGroupAttachments.donationGroupSeq, donationGroupSeq))
    .orderBy(asc(donationGroupAttachments.sortOrder), asc(donationGroupAttachments.donationGroupAttachSeq));
  const { editorHtml, createDate, ...card } = row;
  return { ...toCard(card), editorHtml: editorHtml ?? '', attachList, createDate: createDate.toISOString() };
}

// ---- Back office ----

const adminGroupColumns = {
  all: [donationGroups.groupName, donationGroups.groupExplain],
  groupName: [donationGroups.groupName],
  groupExplain: [donationGroups.groupExplain],
};

/** What the admin organisation list sorts by (adminDonationGroupSorts), ties by number. */
export const adminDonationGroupSort = {
  columns: { name: donationGroups.groupName, createdAt: donationGroups.createDate },
  key: donationGroups.donationGroupSeq,
};

/** The admin donation group list, newest first, whatever the category. */
export async function listAdminDonationGroupPage(
  db: Database,
  query: { searchType: keyof typeof adminGroupColumns; searchWord?: string },
  request: PageRequest,
) {
  const rows = db
    .select({
      donationGroupSeq: donationGroups.donationGroupSeq,
      groupName: donationGroups.groupName,
      groupExplain: donationGroups.groupExplain,
      createDate: donationGroups.createDate,
    })
    .from(donationGroups)
    .where(searchBy(adminGroupColumns, query.searchType, query.searchWord))
    .$dynamic();
  const page = await paginate(db, rows, request, { orderBy: newestFirst });
  return { ...page, content: page.content.map((row) => ({ ...row, createDate: row.createDate.toISOString() })) };
}

export const donationGroupAttachTable: AttachmentTable = {
  table: donationGroupAttachments,
  seq: donationGroupAttachments.donationGroupAttachSeq,
  owner: donationGroupAttachments.donationGroupSeq,
  path: donationGroupAttachments.path,
  originalName: donationGroupAttachments.originalName,
  sortOrder: donationGroupAttachments.sortOrder,
};

export async function findAdminDonationGroup(db: Database, donationGroupSeq: number) {
  const [row] = await db.select().from(donationGroups).where(eq(donationGroups.donationGroupSeq, donationGroupSeq));
  if (!row) return undefined;
  return {
    donationGroupSeq: row.donationGroupSeq,
    categorySeq: row.categorySeq,
    groupName: row.groupName,
    groupExplain: row.groupExplain,
    editorHtml: row.editorHtml ?? '',
    thumbnailPath: row.thumbnailPath,
    attachList: await listAttachments(db, donationGroupAttachTable, donationGroupSeq),
    receiptResidentNumber: row.receiptResidentNumber,
    createDate: row.createDate.toISOString(),
  };
}

type GroupValues = Omit<typeof donationGroups.$inferInsert, 'donationGroupSeq' | 'createDate' | 'updateDate'>;

export async function insertDonationGroup(db: Database, values: GroupValues) {
  const row = only(
    await db.insert(donationGroups).values(values).returning({ donationGroupSeq: donationGroups.donationGroupSeq }),
    'the inserted donation group',
  );
  return row.donationGroupSeq;
}

/** Whether the row was there to change. */
export async function updateDonationGroup(db: Database, donationGroupSeq: number, values: Partial<GroupValues>) {
  const rows = await db
    .update(donationGroups)
    .set(values)
    .where(eq(donationGroups.donationGroupSeq, donationGroupSeq))
    .returning({ donationGroupSeq: donationGroups.donationGroupSeq });
  return rows.length > 0;
}

export async function deleteDonationGroups(db: Database, donationGroupSeqs: number[]) {
  const rows = await db
    .delete(donationGroups)
    .where(inArray(donationGroups.donationGroupSeq, donationGroupSeqs))
    .returning({ donationGroupSeq: donationGroups.donationGroupSeq });
  return rows.length;
}

/**
 * Every organisation by name, as every back-office picker offers them (the
 * payment, settlement and 기부금 영수증 filters, the receipt export): whether
 * its receipts ask for a resident number, and how many receipt requests wait
 * for its export.
 */
export function listOrganisationOptions(db: Database) {
  return db
    .select({
      donationGroupSeq: donationGroups.donationGroupSeq,
      groupName: donationGroups.groupName,
      residentNumberAsked: donationGroups.receiptResidentNumber,
      waiting: sql<number>`(count(${donationReceiptRequests.donationReceiptSeq}))::int`,
    })
    .from(donationGroups)
    .leftJoin(
      donationReceiptRequests,
      and(eq(donationReceiptRequests.donationGroupSeq, donationGroups.donationGroupSeq), eq(donationReceiptRequests.state, 'REQUESTED')),
    )
    .groupBy(donationGroups.donationGroupSeq)
    .orderBy(asc(donationGroups.groupName), asc(donationGroups.donationGroupSeq));
}
