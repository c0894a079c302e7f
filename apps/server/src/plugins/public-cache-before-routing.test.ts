import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createCategory, createFaq } from '../seed/factories';
import { createTestApp, type TestContext } from '../test/app';
import { loggerOptions } from './logging';

// A public read kept in memory is answered from the HTTP server's request
// event, before Fastify makes a request and reply or routes it
// (docs/decisions/014): what the client gets, the request line and the
// metrics are those of an answer through the router.

class LogCapture extends Writable {
  lines: Array<Record<string, unknown>> = [];
  _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
}

const faqList = '/api/faq/get-list?page=1';
let t: TestContext;
let base: string;
const logs = new LogCapture();
/** The URLs of the requests Fastify routed (it runs onResponse hooks for every request it made, hijacked ones included). */
const routed: string[] = [];

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies', METRICS_PORT: '0' });
  t = await createTestApp({ config, logger: loggerOptions('info', logs) }, (app) =>
    app.addHook('onResponse', (request, _reply, done) => {
      routed.push(request.url);
      done();
    }),
  );
  const category = await createCategory(t.database.db, { name: '이용 안내', categoryParent: 'faq', useYn: 'Y' });
  await createFaq(t.database.db, { title: '처음 질문', content: '답변', categorySeq: category.categorySeq });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** The headers that would differ between any two answers (the date), left out. */
function comparable(headers: Headers) {
  return Object.fromEntries([...headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)));
}

function requestLines(url: string) {
  return logs.lines.filter((line) => line.msg === 'request completed' && (line.req as { url?: string } | undefined)?.url === url);
}

describe('a public read kept in memory', () => {
  it('is answered before routing, with the bytes and headers the router sent', async () => {
    const first = await fetch(base + faqList, { headers: { 'accept-encoding': 'identity' } });
    const firstBody = await first.text();
    // The first was read through the router (its onResponse may run just after the client has the answer).
    await expect.poll(() => routed).toEqual([faqList]);
    const before = routed.length;
    const second = await fetch(base + faqList, { headers: { 'accept-encoding': 'identity' } });
    const secondBody = await second.text();

    expect(routed.slice(before)).toEqual([]);
    expect(second.status).toBe(200);
    expect(secondBody).toBe(firstBody);
    expect(JSON.parse(secondBody)).toMatchObject({ content: [{ title: '처음 질문' }], totalElements: 1 });
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('cache-control')).toBe('public, no-cache');

    const revalidated = await fetch(base + faqList, { headers: { 'if-none-match': second.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(routed.slice(before)).toEqual([]);
  });

  it('writes the same request line as the router, and counts in the same metric series', async () => {
    const url = '/api/faq/get-list?page=1&from=line';
    await fetch(base + url);
    await fetch(base + url);
    await expect.poll(() => requestLines(url).length).toBe(2);
    const [routedLine, keptLine] = requestLines(url);
    expect(Object.keys(keptLine ?? {})).toEqual(Object.keys(routedLine ?? {}));
    expect(keptLine).toMatchObject({ level: 30, req: { method: 'GET', url, remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } });
    expect((keptLine?.req as { host?: string }).host).toBe((routedLine?.req as { host?: string }).host);
    expect(keptLine?.reqId).not.toBe(routedLine?.reqId);
    // Field for field the router's line, but for what differs between any two requests.
    const steady = (line: Record<string, unknown> | undefined) => ({ ...line, time: 0, reqId: '', responseTime: 0 });
    expect(steady(keptLine)).toEqual(steady(routedLine));
    expect(typeof keptLine?.responseTime).toBe('number');

    const metrics = await t.app.metrics!.metrics();
    const count = metrics.match(/ongi_http_request_duration_seconds_count\{method="GET",route="\/api\/faq\/get-list",status="200"\} (\d+)/);
    // Two from the first test, two here, all under the route's pattern.
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(4);
  });

  it('is read again through the router after a write empties the cache', async () => {
    await fetch(base + faqList);
    await t.app.publicReads.announce();
    const before = routed.length;
    const again = await fetch(base + faqList);
    expect(again.status).toBe(200);
    await expect.poll(() => routed.slice(before)).toEqual([faqList]);
  });

  it('leaves other methods and unkept addresses to the router', async () => {
    const before = routed.length;
    await fetch(base + '/api/health');
    await fetch(base + faqList, { method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: '{}' });
    await expect.poll(() => routed.slice(before)).toEqual(['/api/health', faqList]);
  });
});
