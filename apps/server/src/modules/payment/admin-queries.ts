import { and, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '@ongi/shared';
import type { Database } from '../../db/client';
import { campaigns, orderNumPattern, payments, type PaymentStatus } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../lib/paginate';
import type { Period } from '../../lib/period';
import { containsPattern } from '../../lib/search';
import { countListed, pageSeqs, type TallyFilter } from './listing-queries';

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
}

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

/**
 * The search as one branch per column, each without the rows of the branches
 * before it: the branches' counts add up to the matches, and their first
 * rows, each in list order from its own index, merge into the page. (One OR over
 * the columns would read every match from the table to count it: thousands
 * for the order number of a busy invitation.)
 */
function searchBranches(columns: AnyPgColumn[], word: string): SQL[] {
  const matches = columns.map((column) => contains(column, word)).filter((match): match is SQL => match !== null);
  return matches.map((match, index) => and(match, ...matches.slice(0, index).map((before) => sql`(${before}) is not true`))!);
}

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
};

/**
 * A page of payments, newest first (paid, or made when never paid: listedAt).
 * Without a search word the total is the kept counts' (exact, no row
 * counted) and a deep page starts from its day; with one, each column's
 * matches are counted and paged from its index.
 */
export async function adminPaymentPage(db: Database, filter: AdminPaymentFilter, request: PageRequest) {
  const filters = and(
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.period ? gte(payments.listedAt, filter.period.from) : undefined,
    filter.period?.until ? lt(payments.listedAt, filter.period.until) : undefined,
  );
  const offset = pageOffset(request);
  let totalElements: number;
  let seqs: SQL | Awaited<ReturnType<typeof pageSeqs>>['seqs'];
  if (filter.searchWord) {
    const branches = searchBranches(paymentSearch[filter.searchType], filter.searchWord).map((branch) => and(branch, filters)!);
    if (branches.length === 0) return { content: [], totalElements: 0 };
    const counted = sql.join(
      branches.map((branch) => sql`(select count(*) from ${payments} where ${branch})`),
      sql` + `,
    );
    const [row] = ((await db.execute(sql`select ${counted} as n`)) as unknown as { rows: Array<{ n: unknown }> }).rows;
    totalElements = Number(row?.n ?? 0);
    if (offset >= totalElements) return { content: [], totalElements };
    // Each branch brings no more rows than the page needs, in list order from its index.
    const merged = sql.join(
      branches.map(
        (branch) =>
          sql`(select ${payments.paymentSeq}, ${payments.listedAt} from ${payments} where ${branch} order by ${payments.listedAt} desc, ${payments.paymentSeq} desc limit ${offset + request.size})`,
      ),
      sql` union all `,
    );
    seqs = sql`(select m.payment_seq from (${merged}) m order by m.listed_at desc, m.payment_seq desc limit ${request.size} offset ${offset})`;
  } else {
    const tally: TallyFilter = { status: filter.status, fromDay: filter.days.from, toDay: filter.days.to };
    totalElements = await countListed(db, tally);
    if (offset >= totalElements) return { content: [], totalElements };
    seqs = (await pageSeqs(db, { where: filters, orderedBy: payments.listedAt, tally, request })).seqs;
  }
  const content = await db
    .select(pageColumns)
    .from(payments)
    .leftJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq))
    .where(inArray(payments.paymentSeq, seqs))
    .orderBy(desc(payments.listedAt), desc(payments.paymentSeq));
  return { content, totalElements } satisfies Page<(typeof content)[number]>;
}
