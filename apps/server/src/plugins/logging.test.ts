import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages, itemAt, only } from '@ongi/shared';
import { createTestApp, sameOrigin, type TestContext } from '../test/app';
import { probeRoute } from '../test/probe-route';
import { hashPassword } from '../modules/account/password';
import { AnsweredRequest, BatchedLogDestination, loggableUrl, loggerOptions, writeAnsweredLine } from './logging';

/** Everything the app logged, as text. */
class LogCapture extends Writable {
  text = '';
  _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString('utf8');
    done();
  }
}

describe('logs keep no secrets', () => {
  let t: TestContext;
  const logs = new LogCapture();
  let passwordHash: string;
  const person = { phone: '01048273916', email: 'secret.person@example.com', ci: 'CI-0123456789abcdef', bank: '110482937165' };

  beforeAll(async () => {
    passwordHash = await hashPassword('Secret1234!');
    t = await createTestApp({ logger: loggerOptions('info', logs) }, (app) => {
      // A statement that fails in the database with a row's values as its parameters, as an insert once did on a NUL byte.
      probeRoute(app, 'POST', '/probe/failing-insert', 'public', {
        handler: async () => {
          await t.database.db.execute(
            sql`insert into account (username, password_hash, name, phone_num, email, identity_ci, role_type) values (${'nul\u0000name'}, ${passwordHash}, ${'홍길동'}, ${person.phone}, ${person.email}, ${person.ci}, ${'NORMAL'})`,
          );
          return { ok: true };
        },
      });
    });
  });
  afterAll(() => t.close());

  it('logs a failed query by its statement and the database error, never its parameters', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/failing-insert', headers: sameOrigin });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.common.serverError });
    expect(logs.text).toContain('unexpected error');
    expect(logs.text).toContain('insert into account');
    for (const secret of [passwordHash, person.phone, person.email, person.ci, '홍길동']) expect(logs.text).not.toContain(secret);
  });

  it('hides reset tokens, OAuth codes and personal path parameters in request lines', async () => {
    await t.app.inject({ method: 'GET', url: '/api/oauth/naver-login?code=oauth-code-secret&state=state-secret' });
    await t.app.inject({ method: 'GET', url: `/api/payment/receipt/pay-123/${encodeURIComponent('홍길동')}/${person.phone}` });
    expect(logs.text).not.toContain('oauth-code-secret');
    expect(logs.text).not.toContain('state-secret');
    expect(logs.text).not.toContain(person.phone);
  });

  it('writes one line per answered request, with its status and time', async () => {
    const before = logs.text.length;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const lines = logs.text
      .slice(before)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    const line = only(lines, 'the request line');
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe('number');
  });

  it('writes the request line of a read from memory without making a logger for the request, in the same shape', async () => {
    const url = '/api/faq/get-list?page=1';
    await t.app.inject({ method: 'GET', url });
    const before = logs.text.length;
    const childLoggers = vi.spyOn(t.app.log, 'child');
    try {
      await t.app.inject({ method: 'GET', url });
      await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(childLoggers).not.toHaveBeenCalled();
    } finally {
      childLoggers.mockRestore();
    }
    const lines = logs.text
      .slice(before)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    const read = itemAt(lines, 0, "the read's line");
    const health = itemAt(lines, 1, "the health check's line");
    expect(read).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url, host: 'localhost:80', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(health).toMatchObject({ req: { url: '/api/health' }, res: { statusCode: 200 } });
    expect(read.reqId).not.toBe(health.reqId);
    // The request id where a request's own logger puts it: after the process's fields, before the line's.
    expect(Object.keys(read)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
  });

  it('names each answer from memory by its own URL, host and client, however the answers alternate', () => {
    const written: string[] = [];
    const log = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (written.push(chunk.toString()), done()) }));
    const answers = [
      new AnsweredRequest('GET', '/api/site/settings', 'ongi.kr', '10.0.0.1'),
      new AnsweredRequest('GET', '/api/site/settings', 'ongi.kr', '10.0.0.1'),
      new AnsweredRequest('HEAD', '/api/notice/get-list?page=2', undefined, '10.0.0.2'),
      new AnsweredRequest('GET', '/api/site/settings', 'www.ongi.kr', '10.0.0.1'),
    ];
    for (const answer of answers) writeAnsweredLine(log, answer, 200, 1.25);
    const lines = written.map((line) => JSON.parse(line) as { req: Record<string, unknown>; responseTime: number });
    expect(lines.map((line) => line.req)).toEqual([
      { method: 'GET', url: '/api/site/settings', host: 'ongi.kr', remoteAddress: '10.0.0.1' },
      { method: 'GET', url: '/api/site/settings', host: 'ongi.kr', remoteAddress: '10.0.0.1' },
      { method: 'HEAD', url: '/api/notice/get-list?page=2', remoteAddress: '10.0.0.2' },
      { method: 'GET', url: '/api/site/settings', host: 'www.ongi.kr', remoteAddress: '10.0.0.1' },
    ]);
    expect(lines.map((line) => line.responseTime)).toEqual([1.3, 1.3, 1.3, 1.3]);
  });

  it("carries a payment's id on the line of the request that started it", async () => {
    const before = logs.text.length;
    const started = await t.app.inject({ method: 'POST', url: '/api/payment/test-payment-id', headers: sameOrigin });
    expect(started.statusCode).toBe(200);
    const { paymentId } = started.json() as { paymentId: string };
    const lines = logs.text
      .slice(before)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({
      paymentId,
      req: { url: '/api/payment/test-payment-id' },
      res: { statusCode: 200 },
    });
  });

  it('redacts passwords and personal fields in logged objects and credentials in headers', () => {
    const before = logs.text.length;
    t.app.log.info({ pwd: 'Secret1234!', body: { newPassword: 'Another123!', bankNumber: person.bank }, headers: { cookie: 'ongi_sid=abc' } }, 'probe');
    const line = logs.text.slice(before);
    expect(line).toContain('probe');
    for (const secret of ['Secret1234!', 'Another123!', person.bank, 'ongi_sid=abc']) expect(line).not.toContain(secret);
  });
});

describe('request loggers at warn', () => {
  let t: TestContext;
  const logs = new LogCapture();

  beforeAll(async () => {
    t = await createTestApp({ logger: loggerOptions('warn', logs) }, (app) => {
      probeRoute(app, 'GET', '/probe/warns', 'public', {
        handler: async (request) => {
          request.log.info('below the level');
          request.log.warn({ probe: 'kept' }, 'a warning of this request');
          return { ok: true };
        },
      });
      probeRoute(app, 'GET', '/probe/chatty', 'public', {
        logLevel: 'debug',
        handler: async (request) => {
          request.log.debug('a route that asked for more');
          return { ok: true };
        },
      });
    });
  });
  afterAll(() => t.close());

  it("writes nothing for a request that succeeds, and a request's own lines carry its id", async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(logs.text).toBe('');

    const answered = await t.app.inject({ method: 'GET', url: '/api/probe/warns' });
    expect(answered.statusCode).toBe(200);
    const lines = logs.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    const line = only(lines, 'the warning');
    expect(line).toMatchObject({ level: 40, msg: 'a warning of this request', probe: 'kept' });
    expect(line.reqId).toEqual(expect.any(String));
  });

  it("keeps a route's own level: its debug lines are written", async () => {
    const before = logs.text.length;
    await t.app.inject({ method: 'GET', url: '/api/probe/chatty' });
    const lines = logs.text
      .slice(before)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.msg)).toContain('a route that asked for more');
  });
});

describe('loggableUrl', () => {
  it('keeps harmless parameters and hides sensitive ones', () => {
    expect(loggableUrl({ url: '/api/notice/get-list?page=2&searchWord=공지', params: {} })).toBe('/api/notice/get-list?page=2&searchWord=%EA%B3%B5%EC%A7%80');
    expect(loggableUrl({ url: '/reset-password?token=abc', params: {} })).toBe('/reset-password?token=%5B%EA%B0%80%EB%A6%BC%5D');
    expect(
      loggableUrl({
        url: '/api/payment/receipt/pay-1/%ED%99%8D/01012345678',
        params: { paymentId: 'pay-1', name: '홍', phoneNum: '01012345678' },
        routeOptions: { url: '/api/payment/receipt/:paymentId/:name/:phoneNum' },
      }),
    ).toBe('/api/payment/receipt/pay-1/[가림]/[가림]');
  });
});

describe("the server's log destination", () => {
  const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-log-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gathers lines into writes of about 4 KB, in order, and writes what is left when asked', () => {
    const file = path.join(dir, 'batched.log');
    const batched = new BatchedLogDestination(pino.destination({ dest: file, sync: true }), 4096, 60_000);
    const logger = pino({}, batched);
    logger.info({ n: 1 }, 'first');
    logger.info({ n: 2 }, 'second');
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    for (let n = 3; n <= 40; n++) logger.info({ n, padding: 'x'.repeat(100) }, 'line');
    // Past 4 KB the gathered lines went out without being asked.
    const written = lines(file).map((line) => (JSON.parse(line) as { n: number }).n);
    expect(written.length).toBeGreaterThan(0);
    expect(written).toEqual(Array.from({ length: written.length }, (_, index) => index + 1));
    batched.flushSync();
    expect(lines(file).map((line) => (JSON.parse(line) as { n: number }).n)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('writes a quiet moment’s lines within its interval', async () => {
    const file = path.join(dir, 'interval.log');
    const logger = pino({}, new BatchedLogDestination(pino.destination({ dest: file, sync: true }), 4096, 50));
    logger.info('alone');
    await vi.waitFor(() => expect(lines(file).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['alone']), { timeout: 2000 });
  });

  it('writes the lines still gathered when the process exits', () => {
    const source = [
      "import pino from 'pino';",
      "import { BatchedLogDestination } from './apps/server/src/plugins/logging.ts';",
      'const logger = pino({}, new BatchedLogDestination(pino.destination({ dest: 1, sync: false })));',
      "logger.info('before exit');",
      'process.exit(0);',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
      cwd: path.resolve(__dirname, '../../../..'),
      encoding: 'utf8',
    });
    expect(
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual(['before exit']);
  });
});
