import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { adminCategorySearchTypes } from '@ongi/shared';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaigns, categories, donationGroups, faqs, notices, sponsors, type CategoryParent } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import type { AttachedReference } from '@server/lib/admin-resource';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { searchBy } from '@server/lib/search';

type AdminCategorySearchType = (typeof adminCategorySearchTypes)[number];

/** The tabs of one group: categories in use, in the administrator's order. */
export function listPublicCategories(db: Database, parent: CategoryParent) {
  return db
    .select({ categorySeq: categories.categorySeq, name: categories.name })
    .from(categories)
    .where(and(eq(categories.categoryParent, parent), eq(categories.useYn, 'Y')))
    .orderBy(asc(categories.sortOrder), asc(categories.categorySeq));
}

/** Every category of a group for the admin forms, in use or not. */
export async function listCategoryOptions(db: Database, parent: CategoryParent) {
  const rows = await db
    .select({ categorySeq: categories.categorySeq, name: categories.name, useYn: categories.useYn })
    .from(categories)
    .where(eq(categories.categoryParent, parent))
    .orderBy(asc(categories.sortOrder), asc(categories.categorySeq));
  return rows.map(({ useYn, ...row }) => ({ ...row, inUse: useYn === 'Y' }));
}

export async function categoryParentOf(db: Database, categorySeq: number): Promise<CategoryParent | undefined> {
  const [row] = await db.select({ parent: categories.categoryParent }).from(categories).where(eq(categories.categorySeq, categorySeq));
  return row?.parent;
}

// ---- Back office ----

const adminCategoryColumns = {
  all: [categories.name],
  notice: [categories.name],
  faq: [categories.name],
  sponsor: [categories.name],
  donationGroup: [categories.name],
  campaign: [categories.name],
};

const adminCategoryFields = {
  categorySeq: categories.categorySeq,
  name: categories.name,
  categoryParent: categories.categoryParent,
  useYn: categories.useYn,
  createDate: categories.createDate,
};

/** What the admin category list sorts by (adminCategorySorts), ties by number. */
export const adminCategorySort = {
  columns: { name: categories.name, parent: categories.categoryParent, status: categories.useYn },
  key: categories.categorySeq,
};

/** The admin category list: one group (or all), names searched, newest first. */
export async function listAdminCategoryPage(db: Database, query: { searchType: AdminCategorySearchType; searchWord?: string }, request: PageRequest) {
  const group = query.searchType === 'all' ? undefined : eq(categories.categoryParent, query.searchType);
  const rows = db
    .select(adminCategoryFields)
    .from(categories)
    .where(and(group, searchBy(adminCategoryColumns, query.searchType, query.searchWord)))
    .$dynamic();
  const page = await paginate(db, rows, request, { orderBy: [desc(categories.createDate), desc(categories.categorySeq)] });
  return { ...page, content: page.content.map((row) => ({ ...row, createDate: row.createDate.toISOString() })) };
}

export async function findAdminCategory(db: Database, categorySeq: number) {
  const [row] = await db.select(adminCategoryFields).from(categories).where(eq(categories.categorySeq, categorySeq));
  return row && { ...row, createDate: row.createDate.toISOString() };
}

interface CategoryValues {
  categoryParent: CategoryParent;
  name: string;
  useYn: 'Y' | 'N';
}

export async function insertCategory(db: Database, values: CategoryValues) {
  const row = only(await db.insert(categories).values(values).returning({ categorySeq: categories.categorySeq }), 'the inserted category');
  return row.categorySeq;
}

/** Whether the row was there to change. */
export async function updateCategory(db: Database, categorySeq: number, values: CategoryValues) {
  const rows = await db.update(categories).set(values).where(eq(categories.categorySeq, categorySeq)).returning({ categorySeq: categories.categorySeq });
  return rows.length > 0;
}

/** What the audit trail keeps of a deleted category. */
export const categorySnapshot = snapshotOf(categories, categories.categorySeq, categories.name, {
  구분: categories.categoryParent,
  사용: categories.useYn,
  등록일: categories.createDate,
});

/** What keeps a category: the rows filed under it, of whichever group (it is set to 사용 안 함 instead). */
export const categoryReferences: AttachedReference[] = [
  { noun: '공지사항', table: notices, column: notices.categorySeq },
  { noun: 'FAQ', table: faqs, column: faqs.categorySeq },
  { noun: '후원활동', table: sponsors, column: sponsors.categorySeq },
  { noun: '기부단체', table: donationGroups, column: donationGroups.categorySeq },
  { noun: '캠페인', table: campaigns, column: campaigns.categorySeq },
];

/** Deletes categories nothing is filed under. */
export async function deleteCategories(db: Database, categorySeqs: number[]) {
  const rows = await db.delete(categories).where(inArray(categories.categorySeq, categorySeqs)).returning({ categorySeq: categories.categorySeq });
  return rows.length;
}

/** The list's use select: the name and the flag now, or nothing when the row is gone. */
export async function setCategoryUse(db: Database, categorySeq: number, useYn: 'Y' | 'N') {
  const [row] = await db
    .update(categories)
    .set({ useYn })
    .where(eq(categories.categorySeq, categorySeq))
    .returning({ name: categories.name, useYn: categories.useYn });
  return row;
}
