import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adminAuditActions, type AdminAuditSnapshot } from '@ongi/shared';
import { accounts } from './account';

const actionList = sql.raw(adminAuditActions.map((action) => `'${action}'`).join(', '));

// Every change an administrator makes in the back office, and their logins,
// failed logins, Excel downloads and payment views: who, when, from where,
// in which session, what and which rows. The username is copied so the trail
// outlives the account (for a failed login it is the username tried).
export const adminAudits = pgTable(
  'admin_audit',
  {
    auditSeq: serial().primaryKey(),
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    adminUsername: text().notNull(),
    action: text({ enum: adminAuditActions }).notNull(),
    resource: text().notNull(),
    targetSeqs: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    summary: text().notNull(),
    // The request's client address as the server trusts it (TRUST_PROXY decides which hop).
    clientAddress: text(),
    // The login session's public handle (session.public_id), never its secret or the secret's hash.
    sessionRef: text(),
    // What the line keeps beside its sentence: deleted rows as they were, an Excel download's search.
    snapshot: jsonb().$type<AdminAuditSnapshot>(),
    createDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_create_idx').on(t.createDate, t.auditSeq),
    index('admin_audit_resource_create_idx').on(t.resource, t.createDate),
    // Failed logins from one address are folded into one line a window (lib/admin-audit.ts): found by this.
    index('admin_audit_address_action_create_idx').on(t.clientAddress, t.action, t.createDate),
    check('admin_audit_action_check', sql`${t.action} in (${actionList})`),
  ],
);
