import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './account';
import { timestamps, ynCheck } from './columns';

export const inquiryUserTypes = ['member', 'nonMember'] as const;

// A 1:1 inquiry. Kept when its member is deleted: the answer history matters
// to customer service, and the e-mail still reaches the asker.
export const inquiries = pgTable(
  'inquiry',
  {
    inquirySeq: serial().primaryKey(),
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    userType: text({ enum: inquiryUserTypes }).notNull(),
    questionTitle: text().notNull(),
    // Newlines are stored as <br>.
    questionContent: text().notNull(),
    emailReceive: char({ length: 1, enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    // Optional for members (the form sends it empty), required by the service for non-members.
    userEmail: text(),
    answer: text(),
    answerDate: timestamp({ withTimezone: true, mode: 'date' }),
    isAnswered: char({ length: 1, enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    ...timestamps,
  },
  (t) => [
    // Newest first to the row, for a member, an answer status, or everyone.
    index('inquiry_account_create_idx').on(t.accountSeq, t.createDate, t.inquirySeq),
    index('inquiry_answered_create_idx').on(t.isAnswered, t.createDate, t.inquirySeq),
    index('inquiry_create_idx').on(t.createDate, t.inquirySeq),
    // Contains-search (title, content, e-mail): pg_trgm GIN indexes, hand-written in migration 0009 where the extension exists.
    ynCheck('inquiry_email_receive_check', t.emailReceive),
    ynCheck('inquiry_is_answered_check', t.isAnswered),
    check('inquiry_user_type_check', sql`${t.userType} in ('member', 'nonMember')`),
  ],
);
