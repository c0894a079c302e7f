import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payment';

// The host's '감사 인사 보냄' mark, one row per wreath they have thanked. Its
// own table, not a payment column: marking writes nothing the ledger trigger,
// the kiosk or the payment states watch.
export const wreathThanks = pgTable('wreath_thanks', {
  paymentSeq: integer()
    .primaryKey()
    .references(() => payments.paymentSeq, { onDelete: 'cascade' }),
  thankedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
