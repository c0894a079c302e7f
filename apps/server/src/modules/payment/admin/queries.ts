import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  formatNumber,
  only,
  paymentAdminMessages,
  type AdminPaymentSort,
  type AdminPaymentFilterOptions,
  type AdminPaymentTotals,
  type Page,
  type ListSortDirection,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaigns, donationGroups, orderNumPattern, paymentNameTallies, paymentOrderSummaries, payments, type PaymentStatus } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';
import { descending, listOrder, pageOffset, pageWindow, paginate, type PageRequest } from '@server/lib/paginate';
import type { Period } from '@server/lib/period';
import { containsPattern } from '@server/lib/search';
import { standingWreath } from '../records/ledger-queries';
import { countListed, paymentDayStart, type TallyFilter } from '../records/listing-queries';

// The back office's payment list (and its Excel, the same list 500 rows at a time).

/** What the search box looks in, per search type. */
export const paymentSearch = {
  all: [payments.orderNum, payments.paymentId, payments.name, payments.phoneNum],
  orderNum: [payments.orderNum, payments.paymentId],
  payer: [payments.name, payments.phoneNum],
} satisfies Record<string, AnyPgColumn[]>;

export interface AdminPaymentFilter {
  searchType: keyof typeof paymentSearch;
  searchWord?: string;
  status?: PaymentStatus;
  /** The period as Korean days (the kept counts' days) and as instants (the rows'). */
  days: { from?: string; to?: string };
  period: Period | null;
  campaignSeq?: number;
  /** The organisation (donation group) the payments' donation goes to. */
  donationGroupSeq?: number;
  sort?: AdminPaymentSort;
  direction?: ListSortDirection;
}

/** The payments whose donation goes to an organisation (a donation group): the one fixed on each payment when paid (decision 021). */
export function paymentOfOrganisation(donationGroupSeq: number): SQL {
  return sql`${payments.donationGroupSeq} = ${donationGroupSeq}`;
}

/**
 * The most payments a list sorts by anything but its time. paidAt is read
 * along payment_listed_idx (either way, any page) at a million rows; amount,
 * name, state and campaign have no index in list order and are sorted in
 * memory, which stays in tens of milliseconds up to here (decision 014,
 * "Sorting the lists"). Beyond it the list asks for a narrower search.
 */
export const paymentSortLimit = 50_000;

const sortColumns = {
  paidAt: payments.listedAt,
  amount: payments.amount,
  name: payments.name,
  status: payments.status,
  campaign: campaigns.campaignName,
} satisfies Record<AdminPaymentSort, AnyPgColumn>;

const newestFirst = [descending(payments.listedAt), descending(payments.paymentSeq)];

/** The filters beside the search word: state, period, campaign and organisation. */
function filterConditions(filter: AdminPaymentFilter): SQL | undefined {
  return and(
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.period ? gte(payments.listedAt, filter.period.from) : undefined,
    filter.period?.until ? lt(payments.listedAt, filter.period.until) : undefined,
    filter.campaignSeq ? eq(payments.campaignSeq, filter.campaignSeq) : undefined,
    filter.donationGroupSeq ? paymentOfOrganisation(filter.donationGroupSeq) : undefined,
  );
}

/** The search word's matches as one condition (any searched column contains it). */
function searchCondition(filter: AdminPaymentFilter): SQL | undefined {
  if (!filter.searchWord) return undefined;
  const word = filter.searchWord;
  const matches = paymentSearch[filter.searchType].map((column) => contains(column, word)).filter((match): match is SQL => match !== null);
  return matches.length ? or(...matches) : sql`false`;
}

/** Whether the payment tally alone counts the list (no search word, no campaign or organisation: it keeps neither). */
const countedByTally = (filter: AdminPaymentFilter) => !filter.searchWord && !filter.campaignSeq && !filter.donationGroupSeq;

/**
 * Where one column contains the word, case-insensitively (pg_trgm GIN
 * indexes on PostgreSQL, migration 0007), or null when it cannot. An order
 * number is exactly 12 digits (order_number_format_check): one contains a
 * 12-digit word only by being it, which the b-tree finds with its rows in
 * list order, and contains nothing that is not digits.
 */
function contains(column: AnyPgColumn, word: string): SQL | null {
  if (column === payments.orderNum) {
    if (orderNumPattern.test(word)) return eq(payments.orderNum, word);
    if (!/^\d{1,11}$/.test(word)) return null;
  }
  return ilike(column, containsPattern(word));
}

/** A search branch: its rows, and their count when it is known without counting them. */
interface Branch {
  where: SQL;
  count?: number;
}

/** At most this many payer names containing the word are searched one by one; a word in more names (a surname) is searched as text. */
const nameBranchLimit = 32;

/**
 * The payer names containing the word, with how many payments carry each
 * (payment_name_tally, kept by the payment trigger): exact counts for the
 * name column without reading its thousands of rows. undefined when the
 * word is in too many names to search them one by one.
 */
async function namesContaining(db: Database, word: string) {
  const names = await db
    .select({ name: paymentNameTallies.name, payments: paymentNameTallies.payments })
    .from(paymentNameTallies)
    .where(and(ilike(paymentNameTallies.name, containsPattern(word)), gt(paymentNameTallies.payments, 0)))
    .limit(nameBranchLimit + 1);
  return names.length > nameBranchLimit ? undefined : names;
}

/** How many payments an order number has (payment_order_summary, kept by the payment trigger). */
async function orderPaymentCount(db: Database, orderNum: string): Promise<number> {
  const [row] = await db.select({ payments: paymentOrderSummaries.payments }).from(paymentOrderSummaries).where(eq(paymentOrderSummaries.orderNum, orderNum));
  return row?.payments ?? 0;
}

/**
 * The search as one branch per column, each without the rows of the
 * branches before it: the branches' counts add up to the matches, and their
 * first rows, each in list order from its own index, merge into the page.
 * (One OR over the columns would read every match from the table to count
 * it: thousands for the order number of a busy invitation or a common name.)
 * Without a status or period, one column may come first with its count
 * already kept, excluding nothing: an order number's payments
 * (payment_order_summary, paged from payment_order_listed_idx), or else one
 * branch per payer name containing the word (payment_name_tally, paged from
 * payment_name_listed_idx).
 */
async function searchBranches(db: Database, columns: AnyPgColumn[], word: string, filters: SQL | undefined): Promise<Branch[]> {
  let first: Branch[] = [];
  let firstColumn: AnyPgColumn | undefined;
  if (!filters && columns.includes(payments.orderNum) && orderNumPattern.test(word)) {
    first = [{ where: eq(payments.orderNum, word), count: await orderPaymentCount(db, word) }];
    firstColumn = payments.orderNum;
  } else if (!filters && columns.includes(payments.name)) {
    const names = await namesContaining(db, word);
    if (names) {
      first = names.map(({ name, payments: count }) => ({ where: eq(payments.name, name), count }));
      firstColumn = payments.name;
    }
  }
  const rest = columns.filter((column) => column !== firstColumn);
  const matches = rest.map((column) => contains(column, word)).filter((match): match is SQL => match !== null);
  const before = firstColumn ? [contains(firstColumn, word)!] : [];
  return [
    ...first,
    ...matches.map((match, index) => ({
      where: and(match, ...[...before, ...matches.slice(0, index)].map((earlier) => sql`(${earlier}) is not true`), filters)!,
    })),
  ];
}

/** A branch's rows in list order, no more than a page needs, from `source` (the table, or a branch's materialised matches). */
function firstRows(source: SQL, where: SQL | undefined, newestFirst: boolean, limit: number): SQL {
  const direction = sql.raw(newestFirst ? 'desc' : 'asc');
  return sql`(select payment_seq, listed_at from ${source} ${where ? sql`where ${where}` : sql``} order by listed_at ${direction}, payment_seq ${direction} limit ${limit})`;
}

/**
 * The matches' total and the page's payment numbers. One statement counts the
 * branches whose count is not kept (each read once, materialised) and merges
 * every branch's first rows into the newest-first page; a page in the older
 * half is then read again from the oldest end.
 */
async function searchPage(db: Database, branches: Branch[], request: PageRequest): Promise<{ totalElements: number; seqs: SQL | number[] }> {
  const offset = pageOffset(request);
  const kept = branches.reduce((sum, branch) => sum + (branch.count ?? 0), 0);
  const counted = branches.flatMap((branch, index) => (branch.count === undefined ? [{ branch, name: sql.raw(`matched_${index}`) }] : []));
  const sourceOf = (branch: Branch, index: number) =>
    branch.count === undefined ? { source: sql.raw(`matched_${index}`), where: undefined } : { source: sql`${payments}`, where: branch.where };
  const merged = (newestFirst: boolean, limit: number) =>
    sql.join(
      branches.map((branch, index) => {
        const { source, where } = sourceOf(branch, index);
        return firstRows(source, where, newestFirst, limit);
      }),
      sql` union all `,
    );
  const ctes = counted.length
    ? sql`with ${sql.join(
        counted.map(
          ({ branch, name }) =>
            sql`${name} as materialized (select ${payments.paymentSeq} as payment_seq, ${payments.listedAt} as listed_at from ${payments} where ${branch.where})`,
        ),
        sql`, `,
      )} `
    : sql``;
  const counts = counted.length
    ? sql.join(
        counted.map(({ name }) => sql`(select count(*) from ${name})`),
        sql` + `,
      )
    : sql`0`;
  const result = (await db.execute(
    sql`${ctes}select ${counts} as n, array(select m.payment_seq from (${merged(true, offset + request.size)}) m order by m.listed_at desc, m.payment_seq desc limit ${request.size} offset ${offset}) as seqs`,
  )) as unknown as { rows: Array<{ n: unknown; seqs: unknown }> };
  const row = result.rows[0];
  const totalElements = kept + Number(row?.n ?? 0);
  const window = pageWindow(totalElements, request);
  if (!window.fromEnd || offset >= totalElements) return { totalElements, seqs: parseSeqs(row?.seqs) };
  // The older half: each branch from its oldest rows (the last page of thousands is their first few).
  const older = sql`(${ctes}select m.payment_seq from (${merged(false, window.skip + window.take)}) m order by m.listed_at asc, m.payment_seq asc limit ${window.take} offset ${window.skip})`;
  return { totalElements, seqs: older };
}

/** An int[] as the driver hands it over: an array (node-postgres, PGlite) or its text form. */
function parseSeqs(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/** The columns of a page's rows. */
const pageColumns = {
  paymentSeq: payments.paymentSeq,
  paymentId: payments.paymentId,
  orderNum: payments.orderNum,
  campaignName: campaigns.campaignName,
  name: payments.name,
  phoneNum: payments.phoneNum,
  amount: payments.amount,
  cancelledAmount: payments.cancelledAmount,
  status: payments.status,
  provider: payments.provider,
  paidAt: payments.paidAt,
  cancelledAt: payments.cancelledAt,
  cancelReason: payments.cancelReason,
  failReason: payments.failReason,
};

/** The page's rows, still to be filtered, ordered and cut. */
const pageRows = (db: Database) => db.select(pageColumns).from(payments).leftJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq)).$dynamic();
type PaymentPageRow = Awaited<ReturnType<typeof pageRows>>[number];

/**
 * A page of payments, newest first (paid, or made when never paid: listedAt).
 * Without a search word the total is the kept counts' (exact, no row
 * counted) and paginate starts a deep page from its day; with one, each
 * column's matches are counted and paged from its index.
 */
export async function adminPaymentPage(db: Database, filter: AdminPaymentFilter, request: PageRequest): Promise<Page<PaymentPageRow>> {
  const filters = filterConditions(filter);
  const rows = pageRows(db);
  const tally: TallyFilter = { status: filter.status, fromDay: filter.days.from, toDay: filter.days.to };
  const { orderBy, sorted } = listOrder(filter, sortColumns, payments.paymentSeq, newestFirst);
  if (sorted || (!filter.searchWord && !countedByTally(filter))) {
    // One condition for search and filters, counted once: the count decides whether the sort may run.
    const where = and(filters, searchCondition(filter));
    const total = countedByTally(filter) ? await countListed(db, tally) : await countPayments(db, where);
    if (filter.sort && filter.sort !== 'paidAt' && total > paymentSortLimit)
      throw new HttpError(400, paymentAdminMessages.sortTooBroad(formatNumber(paymentSortLimit)));
    return paginate(db, rows.where(where), request, { orderBy, key: payments.paymentSeq, total });
  }
  if (!filter.searchWord) {
    return paginate(db, rows.where(filters), request, {
      orderBy,
      key: payments.paymentSeq,
      total: () => countListed(db, tally),
      start: paymentDayStart(db, tally, payments.listedAt),
    });
  }
  const branches = (await searchBranches(db, paymentSearch[filter.searchType], filter.searchWord, filters)).filter((branch) => branch.count !== 0);
  if (branches.length === 0) return { content: [], totalElements: 0 };
  const { totalElements, seqs } = await searchPage(db, branches, request);
  if (pageOffset(request) >= totalElements) return { content: [], totalElements };
  const content = await rows
    .where(Array.isArray(seqs) ? (seqs.length ? inArray(payments.paymentSeq, seqs) : sql`false`) : inArray(payments.paymentSeq, seqs))
    .orderBy(desc(payments.listedAt), desc(payments.paymentSeq));
  return { content, totalElements };
}

async function countPayments(db: Database, where: SQL | undefined): Promise<number> {
  return only(await db.select({ n: count() }).from(payments).where(where), 'the payments counted').n;
}

/**
 * The total row of a search: what was taken, refunded, stays paid and is
 * owed to the organisations, summed by the database over every matching
 * payment (the ledger's rule for the donated half: standing wreaths, each
 * half rounded down). bigint sums: a year of payments passes int4.
 */
export async function adminPaymentTotals(db: Database, filter: AdminPaymentFilter): Promise<AdminPaymentTotals> {
  const taken = inArray(payments.status, ['PAID', 'PARTIAL_CANCELLED', 'CANCELLED']);
  const [row] = await db
    .select({
      amount: sql<number>`coalesce(sum(${payments.amount}) filter (where ${taken}), 0)::bigint`.mapWith(Number),
      refunded: sql<number>`coalesce(sum(${payments.cancelledAmount}) filter (where ${taken}), 0)::bigint`.mapWith(Number),
      donated: sql<number>`coalesce(sum((${payments.amount} - ${payments.cancelledAmount}) / 2) filter (where ${standingWreath}), 0)::bigint`.mapWith(Number),
    })
    .from(payments)
    .where(and(filterConditions(filter), searchCondition(filter)));
  const amount = row?.amount ?? 0;
  const refunded = row?.refunded ?? 0;
  return { amount, refunded, remaining: amount - refunded, donated: row?.donated ?? 0 };
}

/** The campaign filter's choices: a few hundred rows at most, by name (the organisations are donation-group's shared options). */
export async function paymentFilterOptions(db: Database): Promise<AdminPaymentFilterOptions> {
  const campaignRows = await db
    .select({ seq: campaigns.campaignSeq, name: campaigns.campaignName, ended: isNotNull(campaigns.endedAt) })
    .from(campaigns)
    .orderBy(asc(campaigns.campaignName), asc(campaigns.campaignSeq));
  return { campaigns: campaignRows.map((row) => ({ ...row, ended: Boolean(row.ended) })) };
}

/** A campaign's name for the Excel heading of a list filtered by it. */
export async function campaignNameOf(db: Database, campaignSeq: number): Promise<string | undefined> {
  const [row] = await db.select({ name: campaigns.campaignName }).from(campaigns).where(eq(campaigns.campaignSeq, campaignSeq));
  return row?.name;
}

/** An organisation's name for the Excel heading of a list filtered by it. */
export async function organisationNameOf(db: Database, donationGroupSeq: number): Promise<string | undefined> {
  const [row] = await db.select({ name: donationGroups.groupName }).from(donationGroups).where(eq(donationGroups.donationGroupSeq, donationGroupSeq));
  return row?.name;
}
