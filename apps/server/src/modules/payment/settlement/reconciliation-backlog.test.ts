import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { kioskStreamPath, kioskWreathEvent, type KioskWreathEvent, type PaymentIntent, only } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { orderNumbers, paymentIntents, payments, sandboxPayments } from '@server/db/schema';
import { sandboxStoreId } from '@server/integrations/payment/sandbox';
import { createCampaign, createWeddingInvitation } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { approveInSandboxWindow } from '@server/test/sandbox-window';

// Issue 28, 1.1: on a wedding day, closed windows and declined cards leave
// READY intents for a day, and three payments the card company had approved
// stayed unrecorded behind them for 21 minutes. Here 120 of them stand in
// front of one approved payment whose verify never came; one reconciliation
// pass, run by the job queue as the schedule runs it, must record it and put
// it on the hall's kiosk.

let t: TestContext;
let base: string;
let publicNum = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-backlog-'));

beforeAll(async () => {
  // An hour between scheduled passes (on the hour): the pass that counts here is the one the test runs.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
    PAYMENT_RECONCILE_MINUTES: '60',
  });
  t = await createTestApp({ config });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const campaign = await createCampaign(t.database.db, { campaignType: 'WEDDING', campaignName: '축하 기부화환', campaignAmount: 30000 });
  const wedding = await createWeddingInvitation(t.database.db, { useCampaign: true, campaignSeq: campaign.campaignSeq });
  publicNum = only(
    await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, wedding.orderNum)),
    'the order number',
  ).publicNum;
  // The pass the server ran as it started is over before the backlog is laid out.
  expect(await t.app.jobs.runNow('payment-reconciliation')).toBe('completed');
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The kiosk's live stream, as the hall's screen holds it. */
function openKiosk(): Promise<{ wreaths(): KioskWreathEvent[]; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${kioskStreamPath(publicNum)}`, { headers: { accept: 'text/event-stream' } }, (response) => {
      let received = '';
      response.setEncoding('utf8');
      const stream = {
        wreaths: () =>
          received
            .split('\n\n')
            .filter((block) => block.split('\n').includes(`event: ${kioskWreathEvent}`))
            .map(
              (block) =>
                JSON.parse(
                  block
                    .split('\n')
                    .find((line) => line.startsWith('data: '))!
                    .slice('data: '.length),
                ) as KioskWreathEvent,
            ),
        close: () => request.destroy(),
      };
      response.on('data', (chunk: string) => {
        received += chunk;
        if (received.includes('retry:')) resolve(stream);
      });
    });
    request.on('error', reject);
  });
}

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { ...sameOrigin, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

/** A guest pays in the sandbox window and the card is approved, but the page never verifies (a closed tab, a lost connection). */
async function approvedButNeverVerified(): Promise<string> {
  const started = await post('/api/payment/unique-payment-id', {
    publicNum,
    donationAmount: 10000,
    name: '늦은하객',
    phoneNum: '01056781234',
    message: '늦었지만 축하드려요',
    senderDisplay: 'NAME',
    agreeTerms: true,
  });
  expect(started.statusCode, started.body).toBe(200);
  const intent = started.json() as PaymentIntent;
  await approveInSandboxWindow(post, intent, { webhook: false });
  // Two minutes ago: older than the minute a browser may still be verifying in.
  await t.database.db
    .update(paymentIntents)
    .set({ createDate: sql`now() - interval '2 minutes'` })
    .where(eq(paymentIntents.paymentId, intent.paymentId));
  return intent.paymentId;
}

/** Windows closed or cards declined over the last hours: READY here, not paid at the provider; most asked about before. */
async function abandonedIntents(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `ABANDONED-${String(i).padStart(3, '0')}`);
  await t.database.db.insert(paymentIntents).values(
    ids.map((paymentId, i) => ({
      paymentId,
      provider: 'sandbox' as const,
      amount: 30000,
      createDate: new Date(Date.now() - (20 * 60 + i) * 60_000),
      // A hundred were asked about in earlier passes (two hours ago, so they are due again); twenty never were.
      checkedAt: i < 100 ? new Date(Date.now() - 120 * 60_000) : null,
    })),
  );
  await t.database.db.insert(sandboxPayments).values(
    ids.map((paymentId, i) => ({
      paymentId,
      flow: 'portone' as const,
      storeId: sandboxStoreId,
      orderName: '기부화환',
      amount: 30000,
      status: i % 2 === 0 ? ('READY' as const) : ('FAILED' as const),
    })),
  );
  return ids;
}

describe('reconciliation with a backlog of abandoned intents', () => {
  it('records an approved payment and shows it on the kiosk after one pass, behind 120 abandoned intents', async () => {
    const kiosk = await openKiosk();
    const abandoned = await abandonedIntents(120);
    const paymentId = await approvedButNeverVerified();
    const passStarted = new Date();

    expect(await t.app.jobs.runNow('payment-reconciliation')).toBe('completed');

    const [payment] = await t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.paymentId, paymentId));
    expect(payment).toEqual({ status: 'PAID' });
    await expect.poll(() => kiosk.wreaths().map((wreath) => wreath.name), { timeout: 10_000 }).toEqual(['늦은하객']);
    // The same pass asked about every abandoned intent too, each once.
    const asked = await t.database.db
      .select({ checkedAt: paymentIntents.checkedAt, status: paymentIntents.status })
      .from(paymentIntents)
      .where(inArray(paymentIntents.paymentId, abandoned));
    expect(asked).toHaveLength(120);
    for (const intent of asked) {
      expect(intent.status).toBe('READY');
      expect(intent.checkedAt!.getTime()).toBeGreaterThanOrEqual(passStarted.getTime() - 1000);
    }
    kiosk.close();
  }, 60_000);
});
