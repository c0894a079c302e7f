import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskStreamPath, only } from '@ongi/shared';
import { loadConfig } from '../config';
import { orderNumbers } from '../db/schema';
import { createPayment, createPaymentIntent, createWeddingInvitation } from '../seed/factories';
import { createTestApp, type TestContext } from '../test/app';
import { startMetricsListener } from './metrics';

// Prometheus metrics (issue 28, part 4) on a listener of their own: requests
// by route pattern and status, open kiosk streams, payments by status, the
// reconciliation backlog, the runtime's own figures.

let t: TestContext;
let publicNum: string;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies', METRICS_PORT: '0' });
  t = await createTestApp({ config });
  const invitation = await createWeddingInvitation(t.database.db);
  ({ publicNum } = only(
    await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, invitation.orderNum)),
    'the order number',
  ));
  await createPayment(t.database.db, invitation);
  await createPayment(t.database.db, invitation, { status: 'CANCELLED' });
  await createPaymentIntent(t.database.db, invitation);
});
afterAll(() => t.close());

const scrape = () => t.app.metrics!.metrics();

/** The value of one series in the text format, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('are off unless METRICS_PORT is set', async () => {
    const plain = await createTestApp();
    expect(plain.app.metrics).toBeUndefined();
    await plain.close();
  });

  it('count answered requests under the route pattern, never the raw address', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/partners/get-partner-with-details/424242' });
    await t.app.inject({ method: 'GET', url: '/api/partners/get-partner-with-details/515151' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/777' });
    const text = await scrape();
    expect(valueOf(text, 'ongi_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(1);
    const detail = text.match(
      /ongi_http_request_duration_seconds_count\{method="GET",route="\/api\/partners\/get-partner-with-details\/:id",status="(\d+)"\} (\d+)/,
    );
    expect(detail?.[2]).toBe('2');
    expect(valueOf(text, 'ongi_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
    const requestSeries = text.split('\n').filter((line) => line.startsWith('ongi_http_request'));
    expect(requestSeries.filter((line) => /424242|515151|no-such-thing/.test(line))).toEqual([]);
    // A latency histogram, not only a count.
    expect(text).toContain('ongi_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}');
  });

  it('give payments by status and the READY intents waiting for reconciliation', async () => {
    const text = await scrape();
    expect(valueOf(text, 'ongi_payments{status="PAID"}')).toBe(1);
    expect(valueOf(text, 'ongi_payments{status="CANCELLED"}')).toBe(1);
    // Each payment was made from an intent; the one without a payment is still READY and never checked.
    expect(valueOf(text, 'ongi_payment_intents_ready{checked="false"}')).toBe(1);
    expect(valueOf(text, 'ongi_payment_intent_unchecked_oldest_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('give the runtime: event-loop delay, heap', async () => {
    const text = await scrape();
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('count the kiosk streams open on the instance', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const request = await new Promise<http.ClientRequest>((resolve, reject) => {
      const opened = http.get(`${address}${kioskStreamPath(publicNum)}`, (response) => response.once('data', () => resolve(opened)));
      opened.once('error', reject);
    });
    expect(valueOf(await scrape(), 'ongi_kiosk_streams_open')).toBe(1);
    // An unknown number is an ordinary 404, not a stream.
    expect((await fetch(`${address}${kioskStreamPath('999999999999')}`)).status).toBe(404);
    expect(valueOf(await scrape(), 'ongi_kiosk_streams_open')).toBe(1);
    request.destroy();
    await expect.poll(async () => valueOf(await scrape(), 'ongi_kiosk_streams_open')).toBe(0);
  });

  it('are served in the Prometheus text format on their own listener, nothing else there', async () => {
    const listener = await startMetricsListener(t.app.metrics!, { port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toContain('# TYPE ongi_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health`)).status).toBe(404);
    } finally {
      await listener.close();
    }
    // And not on the public port.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
