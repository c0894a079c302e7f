import type { Database } from '../../db/client';
import { inquiries } from '../../db/schema';

export async function insertInquiry(db: Database, row: typeof inquiries.$inferInsert) {
  const [inserted] = await db.insert(inquiries).values(row).returning({ inquirySeq: inquiries.inquirySeq });
  return inserted;
}
