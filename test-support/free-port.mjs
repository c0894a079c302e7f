import fs from 'node:fs';
import net from 'node:net';

/**
 * The ports the system hands out for outgoing connections and for `listen(0)`
 * (Linux: /proc/sys/net/ipv4/ip_local_port_range, 32768–60999 by default). A
 * port taken from that range was free when probed, but a server that binds it
 * seconds later (after copying its data and starting its database) could
 * find it taken by some connection in between: a journey's server once exited
 * with EADDRINUSE in CI.
 * @returns {[number, number]}
 */
export function ephemeralPorts() {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // not Linux: the IANA range
  }
  return [49152, 65535];
}

/** @param {number} port @returns {Promise<boolean>} */
function canListen(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on now, below the system's range for outgoing
 * connections (above), picked at random and probed: a port picked without a
 * probe once landed on a service of the machine (NATS on 4222).
 * Plain JavaScript so that scripts/e2e.mjs, which Node runs as it is, shares it
 * with the TypeScript benches and tests.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const [ephemeralLow] = ephemeralPorts();
  const high = Math.min(ephemeralLow, 65536) - 1;
  const low = Math.min(20000, high - 1000);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`${low}–${high}에서 빈 포트를 찾지 못했습니다.`);
}
