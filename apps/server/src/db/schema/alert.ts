import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adminAlertKinds } from '@ongi/shared';
import { accounts } from './account';

const kindList = sql.raw(adminAlertKinds.map((kind) => `'${kind}'`).join(', '));

// What the server noticed that a person must look at (운영 알림): a payment
// refused or left unrefunded, a provider notification that should not have
// come. Raised by raiseAdminAlert (modules/alert), listed in the back office
// newest first and acknowledged there; who acknowledged it is copied, so the
// record outlives the account.
export const adminAlerts = pgTable(
  'admin_alert',
  {
    alertSeq: serial().primaryKey(),
    kind: text({ enum: adminAlertKinds }).notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    // The payment's own number (or the order number a provider named) it concerns.
    paymentId: text(),
    // What the server knew when it raised it: amounts, the provider's report, addresses.
    details: jsonb()
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acknowledgedAt: timestamp({ withTimezone: true, mode: 'date' }),
    acknowledgedAccountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    acknowledgedBy: text(),
  },
  (t) => [
    index('admin_alert_create_idx').on(t.createDate, t.alertSeq),
    // The admin menu's count of alerts nobody has acknowledged, and the 미확인 filter.
    index('admin_alert_open_idx')
      .on(t.createDate, t.alertSeq)
      .where(sql`${t.acknowledgedAt} is null`),
    index('admin_alert_payment_idx').on(t.paymentId),
    index('admin_alert_account_idx').on(t.acknowledgedAccountSeq),
    check('admin_alert_kind_check', sql`${t.kind} in (${kindList})`),
    check('admin_alert_acknowledged_check', sql`(${t.acknowledgedAt} is null) = (${t.acknowledgedBy} is null)`),
  ],
);
