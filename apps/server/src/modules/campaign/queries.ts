import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CampaignAttach, CampaignCard, SortDirection, UnpartneredChoice } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaignAttachments, campaignCategories, campaigns, categories, donationCategories } from '@server/db/schema';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { categoryRef, inPublicCategory, publicCategoryFields, publicCategoryJoin } from '@server/lib/public-category';

// A campaign card in one query: its public category and its campaign
// category's top level come by joins, its thumbnail (the first attachment) by
// a correlated subquery on campaign_attach_campaign_sort_idx. No query per row.

const ownCategory = alias(campaignCategories, 'own_campaign_category');
const topCategory = alias(campaignCategories, 'top_campaign_category');

// Correlated subqueries name their tables outright: drizzle leaves column
// names unqualified when a select has no join, which would tie them to themselves.
const thumbnailPath = sql<string | null>`(
  select a.path from ${campaignAttachments} a
  where a.campaign_seq = "campaign"."campaign_seq"
  order by a.sort_order, a.campaign_attach_seq
  limit 1)`;

const cardFields = {
  campaignSeq: campaigns.campaignSeq,
  campaignName: campaigns.campaignName,
  campaignAmount: campaigns.campaignAmount,
  donatedPercent: campaigns.donatedPercent,
  thumbnailPath,
  ...publicCategoryFields,
  categoryCampaignSeq: campaigns.categoryCampaignSeq,
  // The top level of the campaign's active category: the category itself when it has no parent.
  categoryCampaignName: sql<string | null>`case
    when ${ownCategory.categoryCampaignSeq} is null then null
    when ${ownCategory.parentSeq} is null then ${ownCategory.name}
    else ${topCategory.name} end`,
  endDate: campaigns.endDate,
  partnerCompany: campaigns.partnerCompany,
  description: campaigns.description,
  campaignType: campaigns.campaignType,
  type: campaigns.type,
  endedAt: campaigns.endedAt,
};

const detailFields = {
  ...cardFields,
  partnerManager: campaigns.partnerManager,
  content: campaigns.content,
  sortOrder: campaigns.sortOrder,
  partnerSeq: campaigns.partnerSeq,
  categoryDonationSeq: campaigns.categoryDonationSeq,
  createDate: campaigns.createDate,
};

// The same joins for cards and details (two functions: drizzle cannot type one generic over both).
const joinCategory = publicCategoryJoin(campaigns.categorySeq, 'campaign');
const joinOwnCategory = and(eq(ownCategory.categoryCampaignSeq, campaigns.categoryCampaignSeq), eq(ownCategory.isActive, true));
const joinTopCategory = and(eq(topCategory.categoryCampaignSeq, ownCategory.parentSeq), eq(topCategory.isActive, true));

function selectCards(db: Database) {
  return db
    .select(cardFields)
    .from(campaigns)
    .leftJoin(categories, joinCategory)
    .leftJoin(ownCategory, joinOwnCategory)
    .leftJoin(topCategory, joinTopCategory)
    .$dynamic();
}

function selectDetails(db: Database) {
  return db
    .select(detailFields)
    .from(campaigns)
    .leftJoin(categories, joinCategory)
    .leftJoin(ownCategory, joinOwnCategory)
    .leftJoin(topCategory, joinTopCategory)
    .$dynamic();
}

type CardRow = Omit<CampaignCard, 'category'> & { categorySeq: number | null; categoryName: string | null };

type CardRowStored = Omit<CardRow, 'endedAt'> & { endedAt: Date | null };

function toCard<T extends CardRowStored>(
  row: T,
): Omit<T, 'categorySeq' | 'categoryName' | 'endedAt'> & { category: CampaignCard['category']; endedAt: string | null } {
  const { categorySeq: _seq, categoryName: _name, endedAt, ...rest } = row;
  return { ...rest, category: categoryRef(row), endedAt: endedAt?.toISOString() ?? null };
}

/** Published campaigns only: a draft (displayYn 'N') is on no public page. */
const displayed = eq(campaigns.displayYn, 'Y');
/** Not ended (종료): an ended campaign stays on the public pages but is offered to no new invitation. */
const open = isNull(campaigns.endedAt);
/** Ended campaigns after the open ones: their record stays, without pushing aside what takes wreaths. */
const endedLast = sql`${campaigns.endedAt} is not null`;

/**
 * The campaign-category filter: the campaign's category is the active one
 * asked for, or an active child of it, so a top level finds its children's campaigns.
 */
function inCampaignCategory(seq: number): SQL {
  return sql`${campaigns.categoryCampaignSeq} in (
    select ${campaignCategories.categoryCampaignSeq} from ${campaignCategories}
    where (${campaignCategories.categoryCampaignSeq} = ${seq} or ${campaignCategories.parentSeq} = ${seq})
      and ${campaignCategories.isActive})`;
}

/** The same for donation recipients. */
function inDonationCategory(seq: number): SQL {
  return sql`${campaigns.categoryDonationSeq} in (
    select ${donationCategories.categoryDonationSeq} from ${donationCategories}
    where (${donationCategories.categoryDonationSeq} = ${seq} or ${donationCategories.parentSeq} = ${seq})
      and ${donationCategories.isActive})`;
}

const hasThumbnail = sql`exists (select 1 from ${campaignAttachments} a where a.campaign_seq = "campaign"."campaign_seq")`;

export interface CampaignListFilter {
  categorySeq?: number;
  categoryCampaignSeq?: number;
  /** Only campaigns with at least one picture (the banner). */
  withThumbnail?: boolean;
}

function listConditions(filter: CampaignListFilter): SQL {
  return and(
    displayed,
    filter.categorySeq === undefined ? undefined : inPublicCategory(campaigns.categorySeq, filter.categorySeq),
    filter.categoryCampaignSeq === undefined ? undefined : inCampaignCategory(filter.categoryCampaignSeq),
    filter.withThumbnail ? hasThumbnail : undefined,
  )!;
}

/**
 * A page of published campaigns in the public order: open before ended, then
 * sortOrder ascending, then newest. `first` lists ids that go before
 * everything else, in that order.
 */
export async function listCampaignPage(db: Database, filter: CampaignListFilter, request: PageRequest, first: readonly number[] = []) {
  const leading: SQL[] = first.length
    ? [
        sql`coalesce(array_position(${sql.raw(`array[${first.map((seq) => Math.trunc(seq)).join(',')}]::int[]`)}, ${campaigns.campaignSeq}), ${first.length + 1})`,
      ]
    : [];
  const { content, totalElements } = await paginate(db, selectCards(db).where(listConditions(filter)), request, {
    orderBy: [...leading, endedLast, asc(campaigns.sortOrder), desc(campaigns.createDate), desc(campaigns.campaignSeq)],
  });
  return { content: content.map(toCard), totalElements };
}

export interface CampaignPickerFilter {
  categoryCampaignSeq?: number;
  categoryDonationSeq?: number;
  partnerSeq?: number;
  unpartnered?: UnpartneredChoice;
  campaignType?: 'WEDDING' | 'FUNERAL';
  sortDirection: SortDirection;
  limit: number;
}

/** Whose campaigns a picker lists: a partner's, or with `unpartnered` also (or only) those of no partner. */
function partnerCondition({ partnerSeq, unpartnered }: CampaignPickerFilter): SQL | undefined {
  const ofNoPartner = isNull(campaigns.partnerSeq);
  if (unpartnered === 'only' || (unpartnered === 'after' && partnerSeq === undefined)) return ofNoPartner;
  if (partnerSeq === undefined) return undefined;
  return unpartnered === 'after' ? or(eq(campaigns.partnerSeq, partnerSeq), ofNoPartner) : eq(campaigns.partnerSeq, partnerSeq);
}

/** The invitation forms' campaign pickers: published campaigns that are not ended, by sortOrder, in either direction (a partner's own first when asked). */
export async function listCampaigns(db: Database, filter: CampaignPickerFilter) {
  const direction = filter.sortDirection === 'DESC' ? desc : asc;
  const partnerFirst = filter.unpartnered === 'after' ? [sql`${campaigns.partnerSeq} is null`] : [];
  const rows = await selectCards(db)
    .where(
      and(
        displayed,
        open,
        filter.categoryCampaignSeq === undefined ? undefined : inCampaignCategory(filter.categoryCampaignSeq),
        filter.categoryDonationSeq === undefined ? undefined : inDonationCategory(filter.categoryDonationSeq),
        partnerCondition(filter),
        filter.campaignType === undefined ? undefined : eq(campaigns.campaignType, filter.campaignType),
      ),
    )
    .orderBy(...partnerFirst, direction(campaigns.sortOrder), direction(campaigns.campaignSeq))
    .limit(filter.limit);
  return rows.map(toCard);
}

/** A published campaign with its pictures, or null. */
export async function findCampaignDetail(db: Database, campaignSeq: number) {
  const [row] = await selectDetails(db)
    .where(and(eq(campaigns.campaignSeq, campaignSeq), displayed))
    .limit(1);
  if (!row) return null;
  const attachList: CampaignAttach[] = await db
    .select({
      campaignAttachSeq: campaignAttachments.campaignAttachSeq,
      originalName: campaignAttachments.originalName,
      path: campaignAttachments.path,
    })
    .from(campaignAttachments)
    .where(eq(campaignAttachments.campaignSeq, campaignSeq))
    .orderBy(asc(campaignAttachments.sortOrder), asc(campaignAttachments.campaignAttachSeq));
  const { createDate, content, ...card } = toCard(row);
  return { ...card, content: content ?? '', createDate: createDate.toISOString(), attachList };
}

/** Whether a published campaign has this id (reviews of hidden campaigns are not public either). */
export async function isCampaignDisplayed(db: Database, campaignSeq: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(campaigns)
    .where(and(eq(campaigns.campaignSeq, campaignSeq), displayed))
    .limit(1);
  return Boolean(row);
}
