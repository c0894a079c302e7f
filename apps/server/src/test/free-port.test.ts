import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPorts, freePort } from '../../../../test-support/free-port.mjs';

describe('the free port a test server is given', () => {
  it('lies below the range the system hands out for outgoing connections, so no connection takes it before the server binds', async () => {
    const [ephemeralLow] = ephemeralPorts();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(1024);
      expect(port).toBeLessThan(ephemeralLow);
    }
  });

  it('is one nothing listens on: a server can bind it', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
