/**
 * The live kiosk under load: N open event streams on one server instance,
 * all showing one invitation (the widest fan-out), and wreaths paid through
 * the sandbox provider one after another. For each wreath, the time from the
 * verify request (which commits PAID and sends the NOTIFY) to the event's
 * arrival on every stream; and the server's resident memory per open stream.
 *
 *   npm run build && npm run bench:kiosk -w @ongi/server
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:kiosk -w @ongi/server
 *   BENCH_STREAMS=1000,10000 BENCH_WREATHS=5 (the defaults)
 *
 * Streams and server share the machine (2 cores here): the latency includes
 * this process reading 10,000 sockets. Needs an open-file limit above the
 * largest stream count (ulimit -n).
 */
import fs from 'node:fs';
import http from 'node:http';
import { itemAt, kioskStreamPath, kioskWreathEvent, type PaymentIntent } from '@ongi/shared';
import { startBuiltServer } from '../../../test-support/built-server';
import { percentile } from '../../../test-support/percentile';
import { seededInvitations } from '../../../test-support/seeded-invitations';

const streamCounts = (process.env.BENCH_STREAMS ?? '1000,10000').split(',').map(Number);
const wreathsPerRound = Number(process.env.BENCH_WREATHS ?? 5);

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Stream {
  request: http.ClientRequest;
  /** Arrival time (performance.now) of each wreath event, by its id. */
  arrivals: Map<string, number>;
}

function openStream(url: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let pending = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const now = performance.now();
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          if (block.startsWith('retry:')) resolve({ request, arrivals });
          const lines = block.split('\n');
          if (!lines.includes(`event: ${kioskWreathEvent}`)) continue;
          const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
          if (id) arrivals.set(id, now);
        }
      });
      response.on('error', () => {});
    });
    request.on('error', reject);
  });
}

async function openStreams(url: string, count: number): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let opened = 0; opened < count; opened += 500) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(500, count - opened) }, () => openStream(url)))));
  }
  return streams;
}

let guest = 0;
async function post(base: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** A wreath through the sandbox; resolves with the verify request's start time and the payment's sequence number. */
async function payWreath(base: string, publicNum: string): Promise<{ started: number; paymentId: string }> {
  guest += 1;
  const intent = (await post(base, '/api/payment/unique-payment-id', {
    publicNum,
    donationAmount: 10000,
    name: `벤치하객${guest}`,
    phoneNum: '01056781234',
    message: `키오스크 벤치마크 ${guest}`,
    senderDisplay: 'NAME',
    agreeTerms: true,
  })) as PaymentIntent;
  await post(base, '/api/sandbox/payments', {
    storeId: intent.portone?.storeId,
    channelKey: intent.portone?.channelKey,
    paymentId: intent.paymentId,
    orderName: intent.orderName,
    totalAmount: intent.amount,
    currency: 'KRW',
    payMethod: 'CARD',
  });
  await post(base, `/api/sandbox/payments/${intent.paymentId}/approve`, { cardCompany: '신한카드', cardNumber: '1234-5678-9012-3456', webhook: false });
  const started = performance.now();
  await post(base, `/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`, {});
  return { started, paymentId: intent.paymentId };
}

async function main() {
  // Every stream here comes from one address, which the server would otherwise refuse past a venue's worth.
  process.env.KIOSK_STREAMS_PER_ADDRESS = String(Math.max(...streamCounts) + 100);
  // And all of them on one instance, whose own cap would stop a larger run.
  process.env.KIOSK_STREAMS_TOTAL = String(Math.max(...streamCounts) + 100);
  const server = await startBuiltServer();
  const pid = server.process.pid!;
  try {
    const invitation = (await seededInvitations(server.base)).find((view) => view.campaign !== null);
    if (!invitation) throw new Error('no seeded invitation with a campaign');
    const url = `${server.base}${kioskStreamPath(invitation.publicNum)}`;
    console.log(
      `온기 키오스크 벤치마크: database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${wreathsPerRound} wreaths per round, all streams on one invitation`,
    );
    console.log('streams   first wreath p99   then p50   p99      max      memory/stream   server RSS');
    for (const count of streamCounts) {
      // Warm the stream path first, then measure from a settled heap.
      for (const stream of await openStreams(url, 100)) stream.request.destroy();
      await pause(1000);
      const before = rssOf(pid);
      const streams = await openStreams(url, count);
      await pause(2000);
      const after = rssOf(pid);

      // The first wreath meets sockets never written to since they opened (the slow case); later ones the steady state.
      const first: number[] = [];
      const latencies: number[] = [];
      for (let round = 0; round < wreathsPerRound; round++) {
        const { started } = await payWreath(server.base, invitation.publicNum);
        const ids = new Set<string>();
        // Every stream must get it; the first one to arrive names its id.
        for (;;) {
          const arrived = streams.filter((stream) => stream.arrivals.size > round).length;
          if (arrived === streams.length) break;
          await pause(5);
        }
        for (const stream of streams) {
          const [id, at] = itemAt([...stream.arrivals.entries()], round, `round ${round}'s arrival`);
          ids.add(id);
          (round === 0 ? first : latencies).push(at - started);
        }
        if (ids.size !== 1) throw new Error(`round ${round}: streams disagree on the event (${[...ids].join(', ')})`);
      }
      latencies.sort((a, b) => a - b);
      first.sort((a, b) => a - b);
      const perStream = (after - before) / count;
      console.log(
        `${String(count).padStart(7)} ${`${percentile(first, 0.99).toFixed(0)} ms`.padStart(18)} ${`${percentile(latencies, 0.5).toFixed(0)} ms`.padStart(10)} ${`${percentile(latencies, 0.99).toFixed(0)} ms`.padStart(8)} ${`${itemAt(latencies, -1, 'the slowest arrival').toFixed(0)} ms`.padStart(8)} ${`${(perStream / 1024).toFixed(1)} KB`.padStart(15)} ${`${(after / 1024 / 1024).toFixed(0)} MB`.padStart(12)}`,
      );
      for (const stream of streams) stream.request.destroy();
      await pause(2000);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
