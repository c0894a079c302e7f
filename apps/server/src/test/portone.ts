import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { PaymentIntent } from '@ongi/shared';
import type { AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { portOneSettings, startFakePortOnePayments, type FakePortOnePayments } from '../integrations/payment/testing/fake-portone';
import { createTestApp, type TestContext } from './app';
import { guestPoster } from './guests';

// The app with PortOne configured, its real @portone/server-sdk client
// talking to the fake of PortOne's HTTP API, for the tests of what goes
// through the gateway: partial refunds, the ledger, the daily check, the
// live channel.

export interface PortOneTestContext extends TestContext {
  /** PortOne as the app reaches it: a payment's state there, its webhooks, the cancels asked of it. */
  fake: FakePortOnePayments;
  /** The configuration the app runs with (its gateway settings, for a gateway made apart). */
  config: Config;
}

/** The real app on a fresh database, with PortOne's keys and address pointing at a fake started for it; `env` adds settings. */
export async function createPortOneTestApp(options: { env?: Record<string, string>; logger?: AppDeps['logger'] } = {}): Promise<PortOneTestContext> {
  const fake = await startFakePortOnePayments();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-portone-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
    ...portOneSettings(fake),
    ...options.env,
  });
  const t = await createTestApp({ config, ...(options.logger ? { logger: options.logger } : {}) });
  return {
    ...t,
    fake,
    config,
    async close() {
      await t.close();
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface WreathGuestOptions {
  /** The invitation's public number, whose page the guests pay from. */
  publicNum: string;
  /** The second part of the guests' addresses (10.<subnet>.x.y), so files running together never share one. */
  subnet: number;
  name?: string;
  phoneNum?: string;
}

/**
 * Guests sending wreaths from an invitation's page through PortOne, each
 * request from an address of its own, so the per-address limits are never
 * what a test meets.
 */
export function wreathGuests(t: PortOneTestContext, { publicNum, subnet, name = '김온기', phoneNum = '01023456789' }: WreathGuestOptions) {
  /** A same-origin POST from the next guest's address, with an optional session cookie. */
  const post = guestPoster(() => t, subnet);

  /** The payment window opened for a wreath of the campaign's amount plus `donationAmount`. */
  async function start(donationAmount: number): Promise<PaymentIntent> {
    const response = await post('/api/payment/unique-payment-id', {
      publicNum,
      donationAmount,
      name,
      phoneNum,
      message: '삼가 고인의 명복을 빕니다.',
      senderDisplay: 'MASKED',
      agreeTerms: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PaymentIntent;
  }

  const verify = (intent: PaymentIntent) => post(`/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`);

  /** Paid at PortOne and verified: settlement has written the PAID row. */
  async function pay(donationAmount: number): Promise<PaymentIntent> {
    const intent = await start(donationAmount);
    t.fake.set(intent.paymentId, { status: 'PAID', amount: intent.amount });
    expect((await verify(intent)).json()).toMatchObject({ status: 'PAID' });
    return intent;
  }

  return { post, start, verify, pay };
}
export type WreathGuests = ReturnType<typeof wreathGuests>;
