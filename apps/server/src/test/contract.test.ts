import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, endpointsOf } from '@ongi/shared';
import { createTestApp, type TestContext } from './app';

// The contract and the server agree: each declared endpoint is answered by a
// route registered from its declaration (the server refuses any /api route
// that is not, plugins/access.ts), so the web's typed calls reach a handler.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the route contract', () => {
  it('has a registered route for every endpoint it declares', () => {
    const missing = endpointsOf(contract).filter((endpoint) => !t.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('declares each endpoint once', () => {
    const seen = endpointsOf(contract).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((line, index) => seen.indexOf(line) !== index)).toEqual([]);
  });
});
