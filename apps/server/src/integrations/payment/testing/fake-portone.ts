import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../webhook-signature';

// A stand-in for PortOne's payment API (GET /payments/{id}, POST
// /payments/{id}/cancel) that tests start on 127.0.0.1 and point
// PORTONE_API_BASE at, so the real @portone/server-sdk client runs. Shapes
// follow PortOne V2's documented responses. Lookups can be held open, so a
// test can line up verify and webhook calls that ask at the same moment.

export const fakePaymentSecret = 'test-portone-payment-secret';
export const fakePaymentStoreId = 'store-11111111-1111-1111-1111-111111111111';
export const fakePaymentChannelKey = 'channel-key-11111111-1111-1111-1111-111111111111';
export const fakeWebhookSecret = `whsec_${Buffer.from('fake-portone-webhook-secret-32by').toString('base64')}`;

interface FakeCancellation {
  id: string;
  amount: number;
  reason: string;
  cancelledAt: string;
}

interface FakePayment {
  status: 'READY' | 'PAID' | 'FAILED' | 'CANCELLED' | 'PARTIAL_CANCELLED';
  amount: number;
  /** Each refund, as PortOne lists a payment's cancellations (a CANCELLED payment set without any lists one for the whole amount). */
  cancellations?: FakeCancellation[];
  /** When the window asked for it (the list's time filter) and when it was paid; fixed stamps unless told. */
  requestedAt?: string;
  paidAt?: string;
  currency: string;
  storeId: string;
  /** The channel it went through (PortOne's SelectedChannel): a store's test channel unless told otherwise, as on a developer's store. */
  channel: { type: 'LIVE' | 'TEST'; key: string };
}

const stamp = '2026-01-01T00:00:00.000Z';
const channelOf = (payment: FakePayment) => ({
  ...payment.channel,
  id: `channel-id-${payment.channel.type.toLowerCase()}`,
  name: '카드',
  pgProvider: 'TOSSPAYMENTS',
  pgMerchantId: 'tosspayments',
});

function paymentBody(id: string, payment: FakePayment) {
  const base = {
    status: payment.status,
    id,
    transactionId: `tx-${id}`,
    merchantId: 'merchant-1',
    storeId: payment.storeId,
    channel: channelOf(payment),
    version: 'V2',
    requestedAt: payment.requestedAt ?? stamp,
    updatedAt: stamp,
    statusChangedAt: stamp,
    orderName: '기부화환',
    amount: {
      total: payment.amount,
      taxFree: 0,
      vat: 0,
      supply: payment.amount,
      discount: 0,
      paid: payment.status === 'READY' ? 0 : payment.amount,
      cancelled: cancelledOf(payment),
      cancelledTaxFree: 0,
    },
    currency: payment.currency,
    customer: {},
    disputes: [],
  };
  if (payment.status === 'READY') return base;
  if (payment.status === 'FAILED') return { ...base, failedAt: stamp, failure: { reason: '카드 한도 초과', pgCode: 'F001', pgMessage: '한도 초과' } };
  const paid = {
    ...base,
    paidAt: payment.paidAt ?? '2026-01-02T03:04:05.000Z',
    pgTxId: `pg-${id}`,
    receiptUrl: `https://receipt.example/${id}`,
    method: { type: 'PaymentMethodCard', card: { name: '신한카드', number: '53275000****1234' }, approvalNumber: '30001234' },
  };
  if (payment.status === 'PAID') return paid;
  const cancellations = (payment.cancellations ?? []).map((done) => ({
    status: 'SUCCEEDED',
    id: done.id,
    totalAmount: done.amount,
    taxFreeAmount: 0,
    vatAmount: 0,
    reason: done.reason,
    cancelledAt: done.cancelledAt,
    requestedAt: done.cancelledAt,
  }));
  return { ...paid, cancelledAt: stamp, cancellations };
}

const cancelledOf = (payment: FakePayment) =>
  payment.cancellations?.length ? payment.cancellations.reduce((sum, done) => sum + done.amount, 0) : payment.status === 'CANCELLED' ? payment.amount : 0;

let cancellationNumber = 0;

/** A refund at the fake: PARTIAL_CANCELLED while something stays paid, CANCELLED when nothing does (PortOne's rule). */
function refundAt(payment: FakePayment, amount: number, reason: string): FakeCancellation {
  const done = { id: `cancel-${++cancellationNumber}`, amount, reason, cancelledAt: '2026-01-03T00:00:00.000Z' };
  payment.cancellations = [...(payment.cancellations ?? []), done];
  payment.status = cancelledOf(payment) === payment.amount ? 'CANCELLED' : 'PARTIAL_CANCELLED';
  return done;
}

/** PortOne's keys and address, as the environment gives them, pointing at this fake. */
export function portOneSettings(fake: Pick<FakePortOnePayments, 'baseUrl'>): Record<string, string> {
  return {
    PORTONE_API_SECRET: fakePaymentSecret,
    PORTONE_STORE_ID: fakePaymentStoreId,
    PORTONE_CHANNEL_KEY: fakePaymentChannelKey,
    PORTONE_WEBHOOK_SECRET: fakeWebhookSecret,
    PORTONE_API_BASE: fake.baseUrl,
  };
}

export async function startFakePortOnePayments() {
  const payments = new Map<string, FakePayment>();
  const lookups: string[] = [];
  const cancels: Array<{ paymentId: string; body: unknown }> = [];
  /** Each GET /payments-by-cursor's request body, in order (the daily check pages through). */
  const listRequests: Array<{ from?: string; until?: string; cursor?: string; size?: number; storeId?: string }> = [];
  const state = { refuseCancels: false };
  let heldCancel: { arrived: () => void; answer: Promise<void> } | null = null;
  let held: Array<() => void> | null = null;
  const arrivals: Array<() => void> = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `PortOne ${fakePaymentSecret}`) return send(401, { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' });
    if (request.method === 'GET' && url.pathname === '/payments-by-cursor') {
      // PortOne's cursor list: payments created in [from, until], oldest first, `size` a page, after `cursor`.
      const asked = JSON.parse(url.searchParams.get('requestBody') ?? '{}') as (typeof listRequests)[number];
      listRequests.push(asked);
      const from = asked.from ? Date.parse(asked.from) : -Infinity;
      const until = asked.until ? Date.parse(asked.until) : Infinity;
      const ordered = [...payments.entries()]
        .map(([id, payment]) => ({ id, payment, at: Date.parse(payment.requestedAt ?? stamp) }))
        .filter(({ payment, at }) => at >= from && at <= until && (!asked.storeId || payment.storeId === asked.storeId))
        .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
      const start = asked.cursor ? ordered.findIndex(({ id }) => id === asked.cursor) + 1 : 0;
      const page = ordered.slice(start, start + Math.min(asked.size ?? 10, 1000));
      return send(200, { items: page.map(({ id, payment }) => ({ payment: paymentBody(id, payment), cursor: id })) });
    }
    const lookupId = /^\/payments\/([^/]+)$/.exec(url.pathname)?.[1];
    const cancelId = /^\/payments\/([^/]+)\/cancel$/.exec(url.pathname)?.[1];
    if (request.method === 'GET' && lookupId !== undefined) {
      const id = decodeURIComponent(lookupId);
      lookups.push(id);
      arrivals.splice(0).forEach((notify) => notify());
      const answer = () => {
        const payment = payments.get(id);
        if (!payment) return send(404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않는 경우' });
        send(200, paymentBody(id, payment));
      };
      if (held) held.push(answer);
      else answer();
      return;
    }
    if (request.method === 'POST' && cancelId !== undefined) {
      const id = decodeURIComponent(cancelId);
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', async () => {
        cancels.push({ paymentId: id, body: JSON.parse(text || '{}') });
        const held = heldCancel;
        if (held) {
          heldCancel = null;
          held.arrived();
          await held.answer;
        }
        // The card company or PG refuses the cancel (what PortOne answers then), the payment stays PAID.
        if (state.refuseCancels) return send(400, { type: 'PG_PROVIDER', message: 'PG사에서 취소를 거절했습니다.', pgCode: 'C999', pgMessage: '취소 불가' });
        const payment = payments.get(id);
        if (!payment) return send(404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않는 경우' });
        if (payment.status === 'CANCELLED') return send(409, { type: 'PAYMENT_ALREADY_CANCELLED', message: '결제가 이미 취소된 경우' });
        if (payment.status !== 'PAID' && payment.status !== 'PARTIAL_CANCELLED')
          return send(409, { type: 'PAYMENT_NOT_PAID', message: '결제가 완료되지 않은 경우' });
        const body = JSON.parse(text || '{}') as { amount?: number; reason?: string };
        const cancellable = payment.amount - cancelledOf(payment);
        // PortOne refuses a part larger than what stays cancellable (CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT).
        if (body.amount !== undefined && (body.amount > cancellable || body.amount < 1)) {
          return send(409, { type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', message: '결제 취소 금액이 취소 가능 금액을 초과한 경우' });
        }
        const done = refundAt(payment, body.amount ?? cancellable, body.reason ?? '');
        send(200, {
          cancellation: {
            status: 'SUCCEEDED',
            id: done.id,
            totalAmount: done.amount,
            taxFreeAmount: 0,
            vatAmount: 0,
            reason: done.reason,
            cancelledAt: done.cancelledAt,
            requestedAt: done.cancelledAt,
          },
        });
      });
      return;
    }
    send(404, { type: 'NOT_FOUND', message: 'no such API' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    lookups,
    cancels,
    listRequests,
    /** What the provider holds for a paymentId (status PAID: the card was charged `amount`), by default through the store's test channel. */
    set(paymentId: string, payment: Partial<FakePayment> & Pick<FakePayment, 'status' | 'amount'>) {
      payments.set(paymentId, { currency: 'KRW', storeId: fakePaymentStoreId, channel: { type: 'TEST', key: fakePaymentChannelKey }, ...payment });
    },
    /** A refund made in PortOne's console (not through our API): the provider's record changes, and a webhook would follow. */
    refundAtConsole(paymentId: string, amount: number, reason = '콘솔에서 환불') {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`fake PortOne has no payment ${paymentId}`);
      return refundAt(payment, amount, reason);
    },
    /** The provider's record now (a cancel changes it). */
    get(paymentId: string): FakePayment | undefined {
      return payments.get(paymentId);
    },
    /** The next cancel waits, once it has arrived, until release(): a test can line up a second cancel behind it. */
    holdNextCancel() {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      heldCancel = { arrived, answer: new Promise<void>((resolve) => (release = resolve)) };
      return { arrived: arrival, release };
    },
    /** While true, every cancel is refused by the PG (400 PG_PROVIDER) and the payment stays PAID. */
    get refuseCancels() {
      return state.refuseCancels;
    },
    set refuseCancels(value: boolean) {
      state.refuseCancels = value;
    },
    /** From now on lookups wait until release(). */
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((answer) => answer());
    },
    /** Resolves once `count` lookups have arrived in all. */
    async lookupsArrived(count: number) {
      while (lookups.length < count) await new Promise<void>((resolve) => arrivals.push(resolve));
    },
    /** A webhook as PortOne signs it (Transaction.Paid unless told). */
    webhook(paymentId: string, secret = fakeWebhookSecret, type = 'Transaction.Paid') {
      const body = JSON.stringify({
        type,
        timestamp: new Date().toISOString(),
        data: { paymentId, storeId: fakePaymentStoreId, transactionId: `tx-${paymentId}` },
      });
      return { body, headers: { 'content-type': 'application/json', ...signWebhook(secret, body) } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePortOnePayments = Awaited<ReturnType<typeof startFakePortOnePayments>>;
