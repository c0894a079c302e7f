import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adminAuditActions } from '@ongi/shared';
import { accounts } from './account';

// Every change an administrator makes in the back office: who, when, what and
// which rows. The username is copied so the trail outlives the account.
export const adminAudits = pgTable(
  'admin_audit',
  {
    auditSeq: serial().primaryKey(),
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    adminUsername: text().notNull(),
    action: text({ enum: adminAuditActions }).notNull(),
    resource: text().notNull(),
    targetSeqs: integer().array().notNull().default(sql`'{}'::integer[]`),
    summary: text().notNull(),
    createDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_create_idx').on(t.createDate, t.auditSeq),
    index('admin_audit_resource_create_idx').on(t.resource, t.createDate),
    check('admin_audit_action_check', sql`${t.action} in ('create', 'update', 'delete', 'toggle', 'answer', 'cancel')`),
  ],
);
