import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KioskHub } from './hub';

// The hub alone, on a real server: a screen that leaves leaves nothing behind.

let hub: KioskHub;
let server: http.Server;
let origin: string;
const opened: http.ServerResponse[] = [];

beforeAll(async () => {
  hub = new KioskHub();
  server = http.createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    response.write('retry: 1000\n\n');
    hub.add(request.url!.slice(1), response);
    opened.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hub.closeAll();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens a stream and resolves once its first bytes arrive (it is in the hub by then). */
function connect(publicNum: string): Promise<{ request: http.ClientRequest; received: () => string; next: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/${publicNum}`, (response) => {
      let text = '';
      let notify: (() => void) | null = null;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        notify?.();
      });
      response.once('data', () =>
        resolve({
          request,
          received: () => text,
          next: () => new Promise<void>((done) => (notify = done)),
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('KioskHub', () => {
  it('sends to the streams of one invitation only', async () => {
    const a = await connect('111111111111');
    const b = await connect('222222222222');
    const arrived = a.next();
    hub.send('111111111111', 'event: wreath\ndata: {}\n\n');
    hub.send('222222222222', ': only b\n\n');
    await arrived;
    expect(a.received()).toContain('event: wreath');
    expect(a.received()).not.toContain('only b');
    a.request.destroy();
    b.request.destroy();
  });

  it('forgets every stream whose connection closed, across many comings and goings', async () => {
    const before = opened.length;
    for (let round = 0; round < 5; round++) {
      const screens = await Promise.all(Array.from({ length: 20 }, (_, i) => connect(String(300000000000 + (i % 3)))));
      for (const screen of screens) screen.request.destroy();
    }
    const closed = opened.slice(before).map((response) => new Promise((resolve) => (response.destroyed ? resolve(null) : response.once('close', resolve))));
    await Promise.all(closed);
    // Earlier tests' streams are closed too by now: nothing remains.
    await Promise.all(opened.map((response) => new Promise((resolve) => (response.destroyed ? resolve(null) : response.once('close', resolve)))));
    expect(hub.size).toBe(0);
    expect(hub.has('300000000000')).toBe(false);
  });
});

describe('KioskHub places', () => {
  it('counts a place from the moment it is taken, by address and in all, and gives it back once', () => {
    const capped = new KioskHub(2, 3);
    const first = capped.reserve('10.0.0.1');
    const second = capped.reserve('10.0.0.1');
    expect(capped.reserve('10.0.0.1')).toBe('address');
    const third = capped.reserve('10.0.0.2');
    expect(capped.reserve('10.0.0.3')).toBe('full');
    expect(capped.placesTaken()).toBe(3);
    if (typeof first === 'string' || typeof second === 'string' || typeof third === 'string') throw new Error('a place was refused');
    first.release();
    first.release();
    expect(capped.placesTaken()).toBe(2);
    expect(capped.placesTaken('10.0.0.1')).toBe(1);
    expect(capped.reserve('10.0.0.3')).not.toBe('full');
  });

  it('gives the place back at once for a connection that closed before it was added', async () => {
    const capped = new KioskHub(1);
    const place = capped.reserve('10.0.0.9');
    if (typeof place === 'string') throw new Error('the place was refused');
    const gone = new http.ServerResponse(new http.IncomingMessage(new (await import('node:net')).Socket()));
    gone.destroy();
    capped.add('400000000000', gone, place);
    expect(capped.placesTaken('10.0.0.9')).toBe(0);
    expect(capped.has('400000000000')).toBe(false);
  });
});
