import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortOneGateway } from './portone';
import {
  fakePaymentChannelKey,
  fakePaymentSecret,
  fakePaymentStoreId,
  fakeWebhookSecret,
  startFakePortOnePayments,
  type FakePortOnePayments,
} from './testing/fake-portone';
import { PaymentAlreadyCancelledError, PaymentProviderError, WebhookRefusedError } from './types';

let fake: FakePortOnePayments;
beforeAll(async () => {
  fake = await startFakePortOnePayments();
});
afterAll(() => fake.close());

const gateway = (overrides: Partial<{ apiSecret: string; apiBase: string; webhookSecret: string | undefined }> = {}) =>
  createPortOneGateway({
    apiSecret: fakePaymentSecret,
    storeId: fakePaymentStoreId,
    channelKey: fakePaymentChannelKey,
    webhookSecret: fakeWebhookSecret,
    apiBase: fake.baseUrl,
    ...overrides,
  });

describe('PortOne payment gateway', () => {
  it("opens every page with PortOne's SDK and its store and channel", () => {
    const portone = gateway();
    expect(portone.flowFor('campaign')).toBe('portone');
    expect(portone.flowFor('invitation')).toBe('portone');
    expect(portone.browserKeys).toEqual({ storeId: fakePaymentStoreId, channelKey: fakePaymentChannelKey });
  });

  it('reads a paid payment with its card details and its channel', async () => {
    fake.set('pay-paid', { status: 'PAID', amount: 60000, channel: { type: 'LIVE', key: fakePaymentChannelKey } });
    expect(await gateway().getPayment('pay-paid')).toEqual({
      paymentId: 'pay-paid',
      status: 'PAID',
      amount: 60000,
      currency: 'KRW',
      storeId: fakePaymentStoreId,
      paidAt: new Date('2026-01-02T03:04:05.000Z'),
      txId: 'tx-pay-paid',
      cardCompany: '신한카드',
      cardNumber: '53275000****1234',
      approvalNo: '30001234',
      receiptUrl: 'https://receipt.example/pay-paid',
      failReason: null,
      channel: { type: 'LIVE', key: fakePaymentChannelKey },
      cancelledAmount: 0,
      cancellations: [],
    });
    // The store's test channel, as PortOne reports it.
    fake.set('pay-test-channel', { status: 'PAID', amount: 60000 });
    expect(await gateway().getPayment('pay-test-channel')).toMatchObject({ status: 'PAID', channel: { type: 'TEST', key: fakePaymentChannelKey } });
  });

  it('requires its own channel as a live one only when told to (production)', () => {
    expect(gateway().liveChannelKey).toBeNull();
    expect(
      createPortOneGateway({
        apiSecret: fakePaymentSecret,
        storeId: fakePaymentStoreId,
        channelKey: fakePaymentChannelKey,
        apiBase: fake.baseUrl,
        requireLiveChannel: true,
      }).liveChannelKey,
    ).toBe(fakePaymentChannelKey);
  });

  it('reads a failed payment with its reason, and an unknown one as no record', async () => {
    fake.set('pay-failed', { status: 'FAILED', amount: 60000 });
    expect(await gateway().getPayment('pay-failed')).toMatchObject({ status: 'FAILED', paidAt: null, failReason: '카드 한도 초과' });
    expect(await gateway().getPayment('pay-unknown')).toBeNull();
  });

  it('reports a refused secret or an unreachable PortOne as the provider being unavailable', async () => {
    fake.set('pay-secret', { status: 'PAID', amount: 60000 });
    await expect(gateway({ apiSecret: 'wrong' }).getPayment('pay-secret')).rejects.toBeInstanceOf(PaymentProviderError);
    const gone = await startFakePortOnePayments();
    await gone.close();
    await expect(gateway({ apiBase: gone.baseUrl }).getPayment('pay-secret')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('cancels the whole amount, and reports a refused cancel', async () => {
    fake.set('pay-cancel', { status: 'PAID', amount: 70000 });
    expect(await gateway().cancelPayment('pay-cancel', '요청')).toMatchObject({ cancelledAmount: 70000, cancelledAt: new Date('2026-01-03T00:00:00.000Z') });
    expect(fake.cancels.at(-1)?.body).not.toHaveProperty('amount');
    // Cancelled already: told apart from other refusals.
    await expect(gateway().cancelPayment('pay-cancel', '다시')).rejects.toBeInstanceOf(PaymentAlreadyCancelledError);
    fake.set('pay-refused', { status: 'PAID', amount: 70000 });
    fake.refuseCancels = true;
    try {
      const refused = gateway().cancelPayment('pay-refused', '요청');
      await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(refused).rejects.not.toBeInstanceOf(PaymentAlreadyCancelledError);
    } finally {
      fake.refuseCancels = false;
    }
  });

  it('refunds a part with PortOne’s amount, then the rest, and lists each refund with its id', async () => {
    fake.set('pay-part', { status: 'PAID', amount: 70000 });
    const part = await gateway().cancelPayment('pay-part', '일부 환불', 20000);
    expect(part).toMatchObject({ cancelledAmount: 20000, reason: '일부 환불' });
    expect(part.reference).toEqual(expect.any(String));
    expect(fake.cancels.at(-1)?.body).toMatchObject({ amount: 20000, reason: '일부 환불' });
    expect(await gateway().getPayment('pay-part')).toMatchObject({
      status: 'PARTIAL_CANCELLED',
      cancelledAmount: 20000,
      cancellations: [{ cancelledAmount: 20000, reference: part.reference, reason: '일부 환불' }],
    });
    // More than stays paid: PortOne refuses it, and it is not taken for "already cancelled".
    const over = gateway().cancelPayment('pay-part', '초과', 50001);
    await expect(over).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(over).rejects.not.toBeInstanceOf(PaymentAlreadyCancelledError);
    expect(await gateway().cancelPayment('pay-part', '나머지')).toMatchObject({ cancelledAmount: 50000 });
    expect(await gateway().getPayment('pay-part')).toMatchObject({ status: 'CANCELLED', cancelledAmount: 70000 });
  });

  it('accepts only webhooks signed with its secret, and none without one', async () => {
    const { body, headers } = fake.webhook('pay-hook');
    expect(await gateway().verifyWebhook(body, headers)).toEqual({ type: 'Transaction.Paid', paymentId: 'pay-hook' });
    await expect(gateway({ webhookSecret: undefined }).verifyWebhook(body, headers)).rejects.toBeInstanceOf(WebhookRefusedError);
    await expect(gateway().verifyWebhook(`${body} `, headers)).rejects.toBeInstanceOf(WebhookRefusedError);
  });
});
