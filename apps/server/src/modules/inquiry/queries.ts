import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { inquiries } from '@server/db/schema';
import { newestFirstStart, talliedTotal } from '@server/lib/list-tally';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { within, type Period } from '@server/lib/period';
import { searchBy, type SearchColumn } from '@server/lib/search';

export async function insertInquiry(db: Database, row: typeof inquiries.$inferInsert) {
  const [inserted] = await db.insert(inquiries).values(row).returning({ inquirySeq: inquiries.inquirySeq });
  return inserted;
}

// Newest first, to the row (inquiry_create_idx, inquiry_account_create_idx, inquiry_answered_create_idx).
const newestFirst = [descending(inquiries.createDate), descending(inquiries.inquirySeq)];

/** The member's inquiries in the period (inquiry_account_create_idx). */
function ownInquiries(accountSeq: number, period: Period) {
  return and(eq(inquiries.accountSeq, accountSeq), within(inquiries.createDate, period));
}

export function listMemberInquiries(db: Database, accountSeq: number, period: Period, request: PageRequest) {
  const query = db
    .select({
      inquirySeq: inquiries.inquirySeq,
      questionTitle: inquiries.questionTitle,
      questionContent: inquiries.questionContent,
      userEmail: inquiries.userEmail,
      createDate: inquiries.createDate,
      answer: inquiries.answer,
      answerDate: inquiries.answerDate,
      isAnswered: inquiries.isAnswered,
    })
    .from(inquiries)
    .where(ownInquiries(accountSeq, period))
    .$dynamic();
  return paginate(db, query, request, { orderBy: newestFirst, key: inquiries.inquirySeq });
}

/**
 * Deletes the member's inquiries among `inquirySeqs`, all or none: if any id
 * is not theirs (or does not exist), nothing is deleted and false is returned.
 */
export function deleteOwnInquiries(db: Database, accountSeq: number, inquirySeqs: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const owned = await tx.$count(inquiries, and(inArray(inquiries.inquirySeq, inquirySeqs), eq(inquiries.accountSeq, accountSeq)));
    if (owned !== inquirySeqs.length) return false;
    await tx.delete(inquiries).where(and(inArray(inquiries.inquirySeq, inquirySeqs), eq(inquiries.accountSeq, accountSeq)));
    return true;
  });
}

// ---- Back office ----

const adminInquiryColumns = {
  all: [inquiries.questionTitle, { html: inquiries.questionContent }, inquiries.userEmail],
  title: [inquiries.questionTitle],
  content: [{ html: inquiries.questionContent }],
  email: [inquiries.userEmail],
} satisfies Record<string, SearchColumn[]>;

/** What the admin inquiry list sorts by (adminInquirySorts), ties by number. */
export const adminInquirySort = {
  columns: { name: inquiries.questionTitle, status: inquiries.isAnswered, createdAt: inquiries.createDate },
  key: inquiries.inquirySeq,
};

// is_answered holds Y or N only (its check): 'not answered' is N, which inquiry_answered_create_idx can seek.
const answerBuckets = { answered: 'Y', notAnswered: 'N' } as const;

/**
 * Every inquiry, newest first (inquiry_create_idx), optionally only the
 * answered or the unanswered ones; without a search the total is the tally's.
 */
export async function listAdminInquiryPage(
  db: Database,
  query: { searchType: keyof typeof adminInquiryColumns; searchWord?: string; answerStatus?: keyof typeof answerBuckets },
  request: PageRequest,
) {
  const search = searchBy(adminInquiryColumns, query.searchType, query.searchWord);
  const bucket = query.answerStatus ? answerBuckets[query.answerStatus] : undefined;
  const rows = db
    .select({
      inquirySeq: inquiries.inquirySeq,
      questionTitle: inquiries.questionTitle,
      userEmail: inquiries.userEmail,
      isAnswered: inquiries.isAnswered,
      createDate: inquiries.createDate,
    })
    .from(inquiries)
    .where(and(search, bucket ? eq(inquiries.isAnswered, bucket) : undefined))
    .$dynamic();
  const page = await paginate(db, rows, request, {
    orderBy: newestFirst,
    key: inquiries.inquirySeq,
    total: search ? undefined : () => talliedTotal(db, 'inquiry', bucket ? [bucket] : undefined),
    start: search ? undefined : newestFirstStart(db, { list: 'inquiry', buckets: bucket ? [bucket] : undefined, createDate: inquiries.createDate }),
  });
  return { ...page, content: page.content.map((row) => ({ ...row, isAnswered: row.isAnswered === 'Y', createDate: row.createDate.toISOString() })) };
}

export async function findAdminInquiry(db: Database, inquirySeq: number) {
  const [row] = await db
    .select({
      inquirySeq: inquiries.inquirySeq,
      userType: inquiries.userType,
      questionTitle: inquiries.questionTitle,
      questionContent: inquiries.questionContent,
      userEmail: inquiries.userEmail,
      emailReceive: inquiries.emailReceive,
      createDate: inquiries.createDate,
      answer: inquiries.answer,
      answerDate: inquiries.answerDate,
      isAnswered: inquiries.isAnswered,
    })
    .from(inquiries)
    .where(eq(inquiries.inquirySeq, inquirySeq));
  return (
    row && {
      ...row,
      emailReceive: row.emailReceive === 'Y',
      isAnswered: row.isAnswered === 'Y',
      createDate: row.createDate.toISOString(),
      answerDate: row.answerDate?.toISOString() ?? null,
    }
  );
}

/** Stores the answer (already as <br> HTML) and marks the inquiry answered now; the inquiry as it is then, or undefined. */
export async function answerInquiry(db: Database, inquirySeq: number, answer: string) {
  const [row] = await db.update(inquiries).set({ answer, answerDate: new Date(), isAnswered: 'Y' }).where(eq(inquiries.inquirySeq, inquirySeq)).returning({
    questionTitle: inquiries.questionTitle,
    questionContent: inquiries.questionContent,
    userEmail: inquiries.userEmail,
    emailReceive: inquiries.emailReceive,
  });
  return row;
}

export async function deleteInquiries(db: Database, inquirySeqs: number[]) {
  const rows = await db.delete(inquiries).where(inArray(inquiries.inquirySeq, inquirySeqs)).returning({ inquirySeq: inquiries.inquirySeq });
  return rows.length;
}
