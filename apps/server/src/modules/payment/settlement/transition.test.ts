import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { only, itemAt } from '@ongi/shared';
import type { DatabaseHandle } from '@server/db/client';
import { paymentIntents, payments, paymentTallies, paymentTotals } from '@server/db/schema';
import { createCampaign, createPayment, createWeddingInvitation, type PaymentTarget } from '@server/seed/factories';
import { createTestDatabase } from '@server/test/database';
import { moveIntent, movePayment } from './transition';

// The guarded status write on the real database: a move the state table
// refuses writes nothing (the row, its intent and the counts the payment
// trigger keeps stay as they were), and of two writers at once one moves.

let database: DatabaseHandle;
let wedding: PaymentTarget;

const paymentRow = async (paymentSeq: number) =>
  only(await database.db.select().from(payments).where(eq(payments.paymentSeq, paymentSeq)), `payment ${paymentSeq}`);
const intentRow = async (paymentIntentSeq: number) =>
  only(await database.db.select().from(paymentIntents).where(eq(paymentIntents.paymentIntentSeq, paymentIntentSeq)), `intent ${paymentIntentSeq}`);
const counts = async () => ({
  totals: await database.db.select().from(paymentTotals).orderBy(paymentTotals.status, paymentTotals.purpose, paymentTotals.hasMessage),
  tallies: await database.db
    .select()
    .from(paymentTallies)
    .orderBy(paymentTallies.day, paymentTallies.status, paymentTallies.purpose, paymentTallies.hasMessage),
});

beforeAll(async () => {
  database = await createTestDatabase();
  const campaign = await createCampaign(database.db, { campaignName: '상태 기부화환' });
  wedding = await createWeddingInvitation(database.db, { campaignSeq: campaign.campaignSeq });
});
afterAll(() => database.close());

describe('a refused transition', () => {
  it.each([
    ['CANCELLED', 'PAID'],
    ['FAILED', 'PAID'],
    ['FAILED', 'CANCELLED'],
    ['CANCELLED', 'PARTIAL_CANCELLED'],
    ['PAID', 'FAILED'],
  ] as const)('of a %s payment to %s writes nothing', async (from, to) => {
    const payment = await createPayment(database.db, wedding, { status: from, cancelledAmount: from === 'CANCELLED' ? 60000 : 0 });
    const before = { row: await paymentRow(payment.paymentSeq), intent: await intentRow(payment.paymentIntentSeq!), ...(await counts()) };

    expect(await movePayment(database.db, payment.paymentSeq, to, { set: { cancelledAmount: 1000, cancelReason: '거부되어야 함' } })).toBeUndefined();

    expect({ row: await paymentRow(payment.paymentSeq), intent: await intentRow(payment.paymentIntentSeq!), ...(await counts()) }).toEqual(before);
  });

  it('of an intent that has left READY writes nothing', async () => {
    const payment = await createPayment(database.db, wedding, { status: 'FAILED' });
    const before = await intentRow(payment.paymentIntentSeq!);
    expect(before.status).toBe('FAILED');
    expect(await moveIntent(database.db, before.paymentIntentSeq, 'PAID', { set: { checkedAt: new Date() } })).toBeUndefined();
    expect(await moveIntent(database.db, before.paymentIntentSeq, 'READY')).toBeUndefined();
    expect(await intentRow(before.paymentIntentSeq)).toEqual(before);
  });

  it('narrowed by the caller to PAID leaves a partly refunded payment as it is', async () => {
    const payment = await createPayment(database.db, wedding, { status: 'PARTIAL_CANCELLED', cancelledAmount: 10000 });
    const before = await paymentRow(payment.paymentSeq);
    expect(await movePayment(database.db, payment.paymentSeq, 'CANCELLED', { from: ['PAID'], set: { cancelledAmount: 60000 } })).toBeUndefined();
    expect(await paymentRow(payment.paymentSeq)).toEqual(before);
  });

  it('cannot be asked for by naming a from-state the table does not allow', async () => {
    const payment = await createPayment(database.db, wedding, { status: 'FAILED' });
    await expect(movePayment(database.db, payment.paymentSeq, 'CANCELLED', { from: ['FAILED' as 'PAID'] })).rejects.toThrow(
      'FAILED → CANCELLED is not a transition',
    );
    expect((await paymentRow(payment.paymentSeq)).status).toBe('FAILED');
  });
});

describe('an allowed transition', () => {
  it('moves the row once, with what it sets, and the kept counts follow', async () => {
    const payment = await createPayment(database.db, wedding, { status: 'PAID', message: null });
    const totalOf = async (status: string) =>
      (await counts()).totals.filter((row) => row.status === status && row.purpose === 'WREATH' && !row.hasMessage).reduce((sum, row) => sum + row.payments, 0);
    const [paidBefore, cancelledBefore] = [await totalOf('PAID'), await totalOf('CANCELLED')];
    const cancelledAt = new Date('2026-03-02T00:00:00.000Z');

    const moved = await movePayment(database.db, payment.paymentSeq, 'CANCELLED', { set: { cancelledAt, cancelledAmount: payment.amount } });
    expect(moved).toMatchObject({ status: 'CANCELLED', cancelledAt, cancelledAmount: payment.amount });
    expect([await totalOf('PAID'), await totalOf('CANCELLED')]).toEqual([paidBefore - 1, cancelledBefore + 1]);

    // The same move again finds the row moved: nothing is overwritten.
    expect(await movePayment(database.db, payment.paymentSeq, 'CANCELLED', { set: { cancelledAt: new Date() } })).toBeUndefined();
    expect((await paymentRow(payment.paymentSeq)).cancelledAt).toEqual(cancelledAt);
  });

  it('of two writers at once is made by one', async () => {
    const payment = await createPayment(database.db, wedding, { status: 'PAID' });
    const reasons = ['첫째', '둘째', '셋째'];
    const results = await Promise.all(
      reasons.map((cancelReason) =>
        database.db.transaction((tx) => movePayment(tx, payment.paymentSeq, 'CANCELLED', { set: { cancelReason, cancelledAmount: payment.amount } })),
      ),
    );
    const moved = results.filter((row) => row !== undefined);
    expect(moved).toHaveLength(1);
    expect((await paymentRow(payment.paymentSeq)).cancelReason).toBe(itemAt(moved, 0, 'the move that was made').cancelReason);
  });
});
