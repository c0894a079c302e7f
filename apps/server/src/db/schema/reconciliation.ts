import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { gatewayCheckKinds } from '@ongi/shared';
import { accounts } from './account';
import { timestamps } from './columns';

const kindList = sql.raw(gatewayCheckKinds.map((kind) => `'${kind}'`).join(', '));

// 일별 대사 (modules/reconciliation, docs/decisions/022-daily-reconciliation.md):
// the last check of each Korean day against the gateway's own records, with
// its totals on both sides, so a clean day is visibly checked and not just
// silent.
export const gatewayCheckDays = pgTable('gateway_check_day', {
  day: date({ mode: 'string' }).primaryKey(),
  provider: text().notNull(),
  checkedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  // False: the gateway has nothing to compare with (Kiwoom Pay), so nothing was.
  supported: boolean().notNull(),
  paymentsHere: integer().notNull(),
  amountHere: bigint({ mode: 'number' }).notNull(),
  paymentsAtGateway: integer().notNull(),
  amountAtGateway: bigint({ mode: 'number' }).notNull(),
  differences: integer().notNull(),
});

// One difference per day, payment and kind: a re-run updates what it saw
// rather than adding a row, and one that no longer differs is closed with a
// note saying so. An administrator closes the rest with what they found.
// Both sides' figures are copied: the payment may change, or never have
// existed here at all.
export const gatewayCheckDifferences = pgTable(
  'gateway_check_difference',
  {
    differenceSeq: serial().primaryKey(),
    day: date({ mode: 'string' }).notNull(),
    paymentId: text().notNull(),
    kind: text({ enum: gatewayCheckKinds }).notNull(),
    ourStatus: text(),
    ourAmount: integer(),
    ourCancelledAmount: integer(),
    gatewayStatus: text(),
    gatewayAmount: integer(),
    gatewayCancelledAmount: integer(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Null when a re-run found it gone; the name is copied, as in the audit trail.
    resolvedBy: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    resolvedByName: text(),
    resolutionNote: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('gateway_check_difference_key').on(t.day, t.paymentId, t.kind),
    // The list, newest day first; the open ones (the start page's count, the default filter).
    index('gateway_check_difference_list_idx').on(t.day, t.differenceSeq),
    index('gateway_check_difference_open_idx')
      .on(t.day, t.differenceSeq)
      .where(sql`${t.resolvedAt} is null`),
    check('gateway_check_difference_kind_check', sql`${t.kind} in (${kindList})`),
  ],
);
