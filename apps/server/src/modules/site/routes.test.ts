import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/site/settings', () => {
  it('answers the company information the footer shows, from configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(response.statusCode).toBe(200);
    const settings = siteSettingsSchema.parse(response.json());
    expect(settings.productName).toBe('온기');
    expect(settings.hours).toBe('평일 09:00 ~ 17:30 (주말·공휴일 휴무)');
    expect(settings.phone).toMatch(/\d/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a repeat from memory with the same validator, and 304 to a client that has it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/site/settings' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await t.app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    const revalidated = await t.app.inject({ method: 'GET', url: '/api/site/settings', headers: { 'if-none-match': String(etag) } });
    expect(revalidated.statusCode).toBe(304);
  });
});
