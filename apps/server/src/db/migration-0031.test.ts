import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createSandboxGateway } from '@server/integrations/payment/sandbox';
import { migrateFrom, migrateUpTo } from '@server/test/migration-replay';
import { connectPglite, createPglite, type DatabaseHandle } from './client';

// Migration 0031 on a database holding sandbox payments cancelled before 0027
// gave the sandbox a cancelled_amount: each of those was refunded whole (only
// whole cancels existed), and its record must say so, as PortOne's would,
// or the daily check would flag every one of them as a cancelled-amount difference.

let pglite: PGlite;
let database: DatabaseHandle;
beforeAll(async () => {
  pglite = await createPglite();
  await migrateUpTo(pglite, '0027');
  await pglite.exec(`
    insert into sandbox_payment (payment_id, flow, store_id, order_name, amount, status, paid_at, cancelled_at) values
      ('pay-cancelled-early', 'portone', 'store-sandbox', '근조 기부화환', 60000, 'CANCELLED', now() - interval '2 days', now() - interval '1 day'),
      ('pay-paid-early', 'portone', 'store-sandbox', '근조 기부화환', 50000, 'PAID', now() - interval '2 days', null),
      ('pay-never-paid', 'kiwoom', 'store-sandbox', '축하 기부화환', 70000, 'FAILED', null, null);
  `);
  await migrateFrom(pglite, '0027');
  database = await connectPglite(undefined, pglite);
}, 120_000);
afterAll(() => database.close());

describe('0031: sandbox payments cancelled before refunded amounts were kept', () => {
  it('are recorded as refunded whole, and the others as refunded nothing', async () => {
    // The sandbox always keeps records (only Kiwoom has none).
    const recordOf = (paymentId: string) => createSandboxGateway(database.db).records?.one(paymentId);
    expect(await recordOf('pay-cancelled-early')).toMatchObject({ status: 'CANCELLED', amount: 60000, cancelledAmount: 60000 });
    expect(await recordOf('pay-paid-early')).toMatchObject({ status: 'PAID', amount: 50000, cancelledAmount: 0 });
    expect(await recordOf('pay-never-paid')).toMatchObject({ status: 'FAILED', cancelledAmount: 0 });
  });
});
