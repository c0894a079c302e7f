import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { settlementLineKinds, settlementStates } from '@ongi/shared';
import { accounts } from './account';
import { timestamps } from './columns';
import { donationGroups } from './donation-group';
import { fileKeyColumn } from './file';
import { payments } from './payment';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

// A settlement batch (기부금 정산): what one organisation is transferred for a
// period of Korean days, closed by an administrator (CLOSED: amount fixed by
// the server from its lines) and then TRANSFERRED once the bank transfer is
// recorded with its date, bank reference and proof file. A closed batch is
// never changed again: a later refund becomes a line of the next batch
// (docs/decisions/021-settlements.md).
export const settlementBatches = pgTable(
  'settlement_batch',
  {
    settlementBatchSeq: serial().primaryKey(),
    donationGroupSeq: integer()
      .notNull()
      .references(() => donationGroups.donationGroupSeq, { onDelete: 'restrict' }),
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    state: text({ enum: settlementStates }).notNull().default('CLOSED'),
    // The sum of its lines, written once when it is closed. bigint: a large organisation's month can pass int4.
    amount: bigint({ mode: 'number' }).notNull(),
    lineCount: integer().notNull(),
    closedAccountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    transferredOn: date({ mode: 'string' }),
    bankReference: text(),
    proofPath: fileKeyColumn(),
    proofName: text(),
    transferredAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('settlement_batch_group_idx').on(t.donationGroupSeq, t.settlementBatchSeq),
    index('settlement_batch_state_idx').on(t.state, t.settlementBatchSeq),
    check('settlement_batch_state_check', sql`${t.state} in (${list(settlementStates)})`),
    check('settlement_batch_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
    check(
      'settlement_batch_transfer_check',
      sql`${t.state} = 'CLOSED' or (${t.transferredOn} is not null and ${t.bankReference} is not null and ${t.proofPath} is not null)`,
    ),
  ],
);

// One line of a batch: a wreath's donated amount (WREATH, once per payment
// ever: the partial unique index), or an ADJUSTMENT (negative: the drop of a
// payment's donated amount since a transferred batch settled it; at most one
// per payment and batch).
export const settlementLines = pgTable(
  'settlement_line',
  {
    settlementLineSeq: serial().primaryKey(),
    settlementBatchSeq: integer()
      .notNull()
      .references(() => settlementBatches.settlementBatchSeq, { onDelete: 'restrict' }),
    paymentSeq: integer()
      .notNull()
      .references(() => payments.paymentSeq, { onDelete: 'restrict' }),
    kind: text({ enum: settlementLineKinds }).notNull(),
    amount: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('settlement_line_payment_kind_batch_key').on(t.paymentSeq, t.kind, t.settlementBatchSeq),
    uniqueIndex('settlement_line_wreath_once_key')
      .on(t.paymentSeq)
      .where(sql`kind = 'WREATH'`),
    index('settlement_line_batch_idx').on(t.settlementBatchSeq, t.settlementLineSeq),
    check('settlement_line_kind_check', sql`${t.kind} in (${list(settlementLineKinds)})`),
    check('settlement_line_amount_check', sql`case ${t.kind} when 'WREATH' then ${t.amount} >= 0 else ${t.amount} < 0 end`),
  ],
);
