import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './account';

// The cookie carries a random id; only its SHA-256 is stored, so a leaked
// table cannot be replayed as cookies.
export const sessions = pgTable(
  'session',
  {
    sessionIdHash: text().primaryKey(),
    // The handle my-page's device list uses to name a session: never the cookie's secret.
    publicId: text()
      .notNull()
      .unique('session_public_id_key')
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'cascade' }),
    roleType: text({ enum: ['NORMAL', 'ADMIN', 'NON_MEMBER'] }).notNull(),
    // A non-member session is bound to exactly one order.
    nonMemberOrderNum: text(),
    nonMemberName: text(),
    // Per-session facts such as notices already counted as viewed.
    data: text().notNull().default('{}'),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    // Idle timeout and the device list: when and from where it was last used, and by what browser.
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    createDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('session_expires_idx').on(t.expiresAt), index('session_account_idx').on(t.accountSeq)],
);
