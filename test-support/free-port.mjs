import net from 'node:net';

/**
 * A port nothing listens on now, chosen by the system: a port picked at
 * random from a range once landed on a service of the machine (NATS on 4222).
 * Plain JavaScript so that scripts/e2e.mjs, which Node runs as it is, shares it
 * with the TypeScript benches and tests.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
