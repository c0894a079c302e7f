import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@ongi/shared';
import { createAccount } from '../seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '../test/app';
import { probeRoute } from '../test/probe-route';
import { expectRefusal, loginAs } from '../test/member-session';
import { multipart } from '../test/multipart';
import { readMultipartForm, uploadsRunning } from './multipart-form';

// A probe route reads a form the way create-review does and reports what it
// got: where each file was written, its size and whether it was cut; then it
// discards the temporary files, as the review route does.
let t: TestContext;
let cookie: string;
let kept: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    probeRoute(app, 'POST', '/probe/form', 'public', {
      handler: async (request) => {
        const form = await readMultipartForm(request, { jsonFields: ['meta'], files: { photos: { maxCount: 2, maxBytes: 1000 } } });
        const report = {
          meta: form.fields.meta,
          photos: (form.files.photos ?? []).map((file) => ({
            name: file.originalName,
            size: file.size,
            truncated: file.truncated,
            existed: fs.existsSync(file.path),
          })),
          overCount: [...form.overCount],
        };
        kept = (form.files.photos ?? []).map((file) => file.path);
        await form.discard();
        return report;
      },
    });
  });
  await createAccount(t.database.db, { username: 'uploader1' });
  cookie = await loginAs(t.app, 'uploader1');
});
afterAll(() => t.close());

const form = (parts: Parameters<typeof multipart>[0]) => multipart(parts).payload;
const send = (payload: Buffer | PassThrough, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/probe/form', headers: { ...sameOrigin, 'content-type': multipart([]).contentType, ...headers }, payload });

describe('readMultipartForm', () => {
  it('streams files to temporary files, cuts one over its limit at the limit, and removes them when discarded', async () => {
    const response = await send(
      form([
        { name: 'meta', body: JSON.stringify({ orderNum: '1' }) },
        { name: 'photos', filename: 'small.png', body: Buffer.alloc(300, 1) },
        { name: 'photos', filename: 'big.png', body: Buffer.alloc(5000, 2) },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      meta: { orderNum: '1' },
      photos: [
        { name: 'small.png', size: 300, truncated: false, existed: true },
        { name: 'big.png', size: 1000, truncated: true, existed: true },
      ],
      overCount: [],
    });
    expect(kept).toHaveLength(2);
    for (const file of kept) expect(fs.existsSync(file)).toBe(false);
  });

  it('reads extra files to the end and flags the field as over its count', async () => {
    const photos = ['a', 'b', 'c', 'd'].map((name) => ({ name: 'photos', filename: `${name}.png`, body: Buffer.alloc(10, 3) }));
    const response = await send(form(photos));
    expect(response.json()).toMatchObject({ overCount: ['photos'] });
    expect(response.json().photos).toHaveLength(2);
  });

  it('refuses control characters in its fields and drops them from file names', async () => {
    expectRefusal(await send(form([{ name: 'meta', body: JSON.stringify({ text: 'a\u0000b' }) }])), 400, messages.common.controlCharacter);
    const named = await send(form([{ name: 'photos', filename: 'ev\u0001il.png', body: Buffer.alloc(10) }]));
    expect(named.json().photos[0].name).toBe('evil.png');
  });

  it('answers a field that is not JSON with 400, and leaves no file behind', async () => {
    const response = await send(
      form([
        { name: 'photos', filename: 'x.png', body: Buffer.alloc(10) },
        { name: 'meta', body: '{not json' },
      ]),
    );
    expectRefusal(response, 400, messages.common.badRequest);
  });

  it('lets one session upload two forms at a time, not three', async () => {
    const slow = () => {
      const stream = new PassThrough();
      const body = form([{ name: 'photos', filename: 'slow.png', body: Buffer.alloc(500, 4) }]);
      stream.write(body.subarray(0, 200));
      return { stream, finish: () => stream.end(body.subarray(200)) };
    };
    const first = slow();
    const second = slow();
    const answers = [send(first.stream, { cookie }), send(second.stream, { cookie })];
    // Both are now being read; a third from the same session is turned away at once.
    await vi.waitFor(() => expect(uploadsRunning('address:127.0.0.1')).toBe(2));
    const third = await send(form([{ name: 'photos', filename: 'third.png', body: Buffer.alloc(10) }]), { cookie });
    expectRefusal(third, 429, messages.file.uploadInProgress);
    first.finish();
    second.finish();
    expect((await Promise.all(answers)).map((response) => response.statusCode)).toEqual([200, 200]);
    // With the first two done, the session may upload again.
    expect((await send(form([{ name: 'photos', filename: 'again.png', body: Buffer.alloc(10) }]), { cookie })).statusCode).toBe(200);
  });
});

describe('a JSON body over the limit', () => {
  it('is refused with the real limit in the message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', pwd: 'y'.repeat(1_500_000) }),
    });
    expectRefusal(response, 413, messages.common.requestTooLarge(1));
  });
});
