import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { rebuildListTallies } from '../lib/list-tally';
import { rebuildLedgerSummary } from '../modules/payment';

/** The tables the scale seed fills, whose statistics and visibility maps the planner needs fresh. */
export const scaledTables = [
  'account',
  'order_number',
  'wedding_invitation',
  'wedding_invitation_attach',
  'funeral_invitation',
  'funeral_invitation_attach',
  'payment',
  'review',
  'review_attach',
  'notice',
  'notice_attach',
  'inquiry',
  'list_tally',
  'list_day_tally',
  'review_tally',
] as const;

type Log = (line: string) => void;

/**
 * After a bulk load: the summaries are counted again from the rows (their
 * triggers moved them with every insert; a rebuild costs seconds and repairs
 * anything else), and every filled table is vacuumed and analysed, so the
 * planner knows the new sizes and index-only scans need no heap visits.
 */
export async function afterBulkLoad(database: DatabaseHandle, log: Log = () => {}) {
  const timed = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`  ${name.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await timed('rebuildLedgerSummary', () => rebuildLedgerSummary(database.db));
  await timed('rebuildListTallies', () => rebuildListTallies(database.db));
  for (const table of scaledTables) await timed(`vacuum analyze ${table}`, () => database.db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`));
}
