import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/client';
import * as paymentModule from '../modules/payment';

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
] as const;

type Log = (line: string) => void;

/**
 * After a bulk load: the summaries that settlement maintains row by row are
 * rebuilt from the rows, and every filled table is vacuumed and analysed, so
 * the planner knows the new sizes and index-only scans need no heap visits.
 */
export async function afterBulkLoad(database: DatabaseHandle, log: Log = () => {}) {
  const timed = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`  ${name.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // TODO(H4, issue 12): import rebuildLedgerSummary from '../modules/payment' directly once it is exported;
  // until then the seed looks for it, so the donation ledger summary is rebuilt as soon as it exists.
  const rebuild = (paymentModule as Record<string, unknown>).rebuildLedgerSummary as ((db: Database) => Promise<unknown>) | undefined;
  if (rebuild) await timed('rebuildLedgerSummary', () => rebuild(database.db));
  else log('  rebuildLedgerSummary        (아직 없음: 기부금 요약 테이블이 생기면 여기서 다시 만듭니다)');
  for (const table of scaledTables) await timed(`vacuum analyze ${table}`, () => database.db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`));
}
