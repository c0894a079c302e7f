import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { paymentIntents, payments, sandboxPayments } from '@server/db/schema';
import { createSandboxGateway, sandboxStoreId } from '@server/integrations/payment/sandbox';
import { PaymentProviderError, type PaymentGateway } from '@server/integrations/payment/types';
import { createTestDatabase } from '@server/test/database';
import { intentLifetimeMs, reconcileIntents } from './reconciliation';
import { dueIntents } from './reconciliation-queries';
import type { SettlementDeps } from './settlement';

// The scheduled pass, called directly with its clock: which intents it asks
// about, what it stamps, and what it gives up.

let database: DatabaseHandle;
let deps: SettlementDeps;
const warnings: unknown[] = [];
const log = { info: () => {}, warn: (entry: unknown) => void warnings.push(entry), error: () => {} } as unknown as SettlementDeps['log'];
const t0 = new Date('2026-03-01T00:00:00.000Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);

async function intent(paymentId: string, createDate: Date, extra: Partial<typeof paymentIntents.$inferInsert> = {}) {
  await database.db.insert(paymentIntents).values({ paymentId, provider: 'sandbox', amount: 5000, createDate, ...extra });
}
async function providerHas(paymentId: string, status: 'READY' | 'PAID' | 'FAILED', amount = 5000) {
  await database.db.insert(sandboxPayments).values({
    paymentId,
    flow: 'portone',
    storeId: sandboxStoreId,
    orderName: '기부화환',
    amount,
    status,
    paidAt: status === 'PAID' ? minutes(1) : null,
  });
}
const intentOf = async (paymentId: string) => (await database.db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, paymentId)))[0];

beforeAll(async () => {
  database = await createTestDatabase();
  deps = { db: database.db, gateway: createSandboxGateway(database.db), log };
});
afterAll(() => database.close());

describe('reconcileIntents', () => {
  it('settles stale intents the provider paid, stamps the ones it asked about, and leaves new ones alone', async () => {
    await intent('R-paid', minutes(0));
    await providerHas('R-paid', 'PAID');
    await intent('R-waiting', minutes(0));
    await providerHas('R-waiting', 'READY');
    await intent('R-new', minutes(10));
    await providerHas('R-new', 'PAID');
    await intent('R-other-gateway', minutes(0), { provider: 'portone' });

    const asked = await reconcileIntents(deps, { createdBefore: minutes(5), checkedBefore: minutes(5), now: minutes(6) });
    expect(asked).toBe(2);
    expect(await intentOf('R-paid')).toMatchObject({ status: 'PAID', checkedAt: minutes(6) });
    expect(await database.db.select({ status: payments.status }).from(payments).where(eq(payments.paymentId, 'R-paid'))).toEqual([{ status: 'PAID' }]);
    expect(await intentOf('R-waiting')).toMatchObject({ status: 'READY', checkedAt: minutes(6) });
    expect(await intentOf('R-new')).toMatchObject({ status: 'READY', checkedAt: null });
    expect(await intentOf('R-other-gateway')).toMatchObject({ status: 'READY', checkedAt: null });

    // Asked a minute ago: not again until the interval has passed.
    expect(await reconcileIntents(deps, { createdBefore: minutes(5), checkedBefore: minutes(6), now: minutes(7) })).toBe(0);
  });

  it('gives up, as FAILED, an intent still unpaid after a day, but never one the provider paid', async () => {
    await intent('R-abandoned', minutes(0));
    await providerHas('R-abandoned', 'FAILED');
    await intent('R-late-paid', minutes(0));
    await providerHas('R-late-paid', 'PAID');
    const later = new Date(t0.getTime() + intentLifetimeMs + 60_000);
    await reconcileIntents(deps, { createdBefore: later, checkedBefore: later, now: later });
    expect(await intentOf('R-abandoned')).toMatchObject({ status: 'FAILED' });
    expect(await intentOf('R-late-paid')).toMatchObject({ status: 'PAID' });
  });

  it('keeps going when the provider cannot be asked, and asks again next time', async () => {
    await intent('R-down', minutes(0));
    const down: PaymentGateway = { ...deps.gateway, getPayment: () => Promise.reject(new PaymentProviderError('down')) };
    await reconcileIntents({ ...deps, gateway: down }, { createdBefore: minutes(5), checkedBefore: minutes(5), now: minutes(6) });
    expect(await intentOf('R-down')).toMatchObject({ status: 'READY', checkedAt: null });
    expect(warnings).toContainEqual(expect.objectContaining({ paymentId: 'R-down' }));
  });
});

describe('the order a pass asks in', () => {
  it('asks never-asked intents first, then the newest, and the oldest checked ones last', async () => {
    const day = new Date('2026-04-01T00:00:00.000Z');
    const at = (n: number) => new Date(day.getTime() + n * 60_000);
    await intent('O-checked-old', at(0), { checkedAt: at(30) });
    await intent('O-new-unchecked', at(50));
    await intent('O-checked-new', at(40), { checkedAt: at(55) });
    await intent('O-old-unchecked', at(10));
    const order = await dueIntents(database.db, 'sandbox', { createdBefore: at(60), checkedBefore: at(60), limit: 10 });
    expect(order.map((row) => row.paymentId).filter((id) => id.startsWith('O-'))).toEqual([
      'O-new-unchecked',
      'O-old-unchecked',
      'O-checked-new',
      'O-checked-old',
    ]);
  });

  it('goes through the whole backlog in batches and takes each intent once, even when asking fails and changes nothing', async () => {
    const day = new Date('2026-05-01T00:00:00.000Z');
    const at = (n: number) => new Date(day.getTime() + n * 60_000);
    const ids = ['B-1', 'B-2', 'B-3', 'B-4', 'B-5'];
    for (const [i, id] of ids.entries()) await intent(id, at(i), i < 2 ? { checkedAt: at(10) } : {});
    const askedAbout: string[] = [];
    const down: PaymentGateway = {
      ...deps.gateway,
      getPayment: (paymentId: string) => {
        askedAbout.push(paymentId);
        return Promise.reject(new PaymentProviderError('down'));
      },
    };
    // Only this test's intents are due at this clock (the others were asked about after it, or are paid).
    const asked = await reconcileIntents({ ...deps, gateway: down }, { createdBefore: at(20), checkedBefore: at(20), now: at(21), batchSize: 2 });
    const mine = askedAbout.filter((id) => id.startsWith('B-'));
    expect(mine).toEqual(['B-5', 'B-4', 'B-3', 'B-2', 'B-1']);
    expect(asked).toBeGreaterThanOrEqual(5);
  });
});
