import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inquiries } from '../../db/schema';
import { paginate, type PageRequest } from '../../lib/paginate';
import { within, type Period } from '../../lib/period';

export async function insertInquiry(db: Database, row: typeof inquiries.$inferInsert) {
  const [inserted] = await db.insert(inquiries).values(row).returning({ inquirySeq: inquiries.inquirySeq });
  return inserted;
}

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
  return paginate(db, query, request, { orderBy: [desc(inquiries.createDate), desc(inquiries.inquirySeq)] });
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
