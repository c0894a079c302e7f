import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '@server/test/app';
import { startTestBucket, type TestBucket } from '@server/test/s3';
import { loadConfig } from '@server/config';
import { createStorage } from '@server/integrations/storage';
import { testRedisPrefix } from '@server/test/redis';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 while the process answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('still answers 200 when the database is gone: a restart would not bring it back', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    await other.app.close();
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database and the storage answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/오류/), checks: { database: 'failed' } });
    await other.app.close();
  });

  describe('with an S3 bucket and Redis', () => {
    let bucket: TestBucket;
    let withBucket: TestContext;
    let bucketOpen = true;
    beforeAll(async () => {
      bucket = await startTestBucket();
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: t.dataDir,
        SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
        ...testRedisPrefix('ready').env,
        ...bucket.env,
      });
      withBucket = await createTestApp({ config, storage: createStorage(config.storage) });
    });
    afterAll(async () => {
      await withBucket.close();
      withBucket.storage.close?.();
      if (bucketOpen) await bucket.close();
    });

    it('checks both', async () => {
      // As a balancer asks, again until ready: on a loaded CI machine the first ping can outlast Redis's 150 ms command timeout.
      await expect
        .poll(async () => (await withBucket.app.inject({ method: 'GET', url: '/api/ready' })).json())
        .toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    });

    it('stays in the balancer, degraded, when the bucket stops answering', async () => {
      await bucket.close();
      bucketOpen = false;
      const response = await withBucket.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'ok', storage: 'failed' } });
    });
  });
});

describe('unknown API paths', () => {
  it('answer 404 with a Korean message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '요청한 주소를 찾을 수 없습니다.' });
  });
});

describe('GET /api/docs', () => {
  it('publishes the OpenAPI document with the account routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/account/login', '/api/admin/account/check-admin', '/api/health', '/api/ready']));
  });

  it('serves the viewer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
