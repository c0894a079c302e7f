/**
 * Payments per second on the cluster (deploy/cluster.ts), for the capacity
 * plan (docs/capacity.md): guests pay wreaths through nginx as fast as they
 * can, at a few concurrencies, and the CPU each part used is read from /proc
 * (PostgreSQL's backends, each instance, nginx). Measured, nothing asserted.
 *
 *   npm run build && npm run bench:payments            # 3 instances
 *   BENCH_INSTANCES=1 npm run bench:payments           # one instance behind nginx
 *   BENCH_SPREAD=1 npm run bench:payments              # over every seeded invitation instead of one wedding
 */
import fs from 'node:fs';
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { itemAt } from '@ongi/shared';
import { seededInvitations } from '../test-support/seeded-invitations';
import { startCluster } from './cluster';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '4,16,48').split(',').map(Number);
const ticks = 100; // USER_HZ

function post(base: string, path: string, body: unknown, address: string): Promise<{ status: number; json: () => CheckoutAnswer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, localAddress: address, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, json: () => JSON.parse(Buffer.concat(chunks).toString()) }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

interface CheckoutAnswer {
  paymentId: string;
  invitationSeq: number;
  amount: number;
  orderName: string;
  portone?: { storeId?: string; channelKey?: string };
}

/** CPU seconds a process (and nothing else) has used. */
function cpuOf(pid: number): number {
  try {
    const fields = itemAt(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') '), 1, 'the stat after its command').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return 0;
  }
}

const pidsOf = (name: string): number[] => {
  try {
    return execFileSync('pgrep', ['-x', name], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
};

async function main() {
  const cluster = await startCluster({ instances: Number(process.env.BENCH_INSTANCES ?? 3), log: () => {} });
  try {
    const withCampaign = (await seededInvitations(cluster.base)).filter((view) => view.campaign !== null);
    // One wedding (every payment on one invitation, as at a hall), or spread over all of them.
    const targets = process.env.BENCH_SPREAD ? withCampaign : withCampaign.slice(0, 1);
    console.log(
      `payments per second through nginx, ${cluster.instances.length} instance(s), PostgreSQL, ${targets.length} invitation(s), ${seconds} s per row (${new Date().toISOString()}, ${execFileSync('nproc').toString().trim()} cores)`,
    );
    console.log('| concurrent guests | payments/s | confirmation p50 | p99 | errors | CPU: PostgreSQL | instances | nginx | active backends waiting on |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    // The PostgreSQL backends serving this cluster's database (the machine's other databases are not counted).
    const admin = new pg.Client({ connectionString: cluster.databaseUrl });
    await admin.connect();
    const backends = async () =>
      (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map(
        (row) => row.pid,
      );
    let guest = 0;
    for (const concurrency of concurrencies) {
      const backendsBefore = new Map((await backends()).map((pid) => [pid, cpuOf(pid)]));
      const cpu = () => ({
        postgres: 0,
        instances: cluster.instances.reduce((sum, instance) => sum + cpuOf(instance.process.pid!), 0),
        nginx: pidsOf('nginx').reduce((sum, pid) => sum + cpuOf(pid), 0),
      });
      // Warm the pools so their backends exist before they are counted.
      await Promise.all(Array.from({ length: concurrency }, () => fetch(`${cluster.base}/api/ready`)));
      const before = cpu();
      const started = performance.now();
      const until = started + seconds * 1000;
      const latencies: number[] = [];
      let errors = 0;
      // What the database's busy backends wait on, sampled every 100 ms: a lock on a hot row shows here.
      const waits = new Map<string, number>();
      let samples = 0;
      const sampler = setInterval(() => {
        void admin
          .query<{ wait: string | null; n: number }>(
            `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, count(*)::int as n from pg_stat_activity
             where datname = current_database() and state = 'active' and pid <> pg_backend_pid() group by 1`,
          )
          .then(({ rows }) => {
            samples++;
            for (const row of rows) waits.set(row.wait!, (waits.get(row.wait!) ?? 0) + row.n);
          });
      }, 100);
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < until) {
            const n = guest++;
            const address = `127.0.${10 + (Math.floor(n / 250) % 200)}.${1 + (n % 250)}`;
            try {
              const intent = await post(
                cluster.base,
                '/api/payment/unique-payment-id',
                {
                  publicNum: itemAt(targets, n % targets.length, 'a target invitation').publicNum,
                  donationAmount: 10000,
                  name: `하객${n}`,
                  phoneNum: '01056781234',
                  message: `축하 ${n}`,
                  senderDisplay: 'NAME',
                  agreeTerms: true,
                },
                address,
              );
              if (intent.status !== 200) throw new Error(String(intent.status));
              const { paymentId, invitationSeq, amount, orderName, portone } = intent.json();
              await post(
                cluster.base,
                '/api/sandbox/payments',
                { storeId: portone?.storeId, channelKey: portone?.channelKey, paymentId, orderName, totalAmount: amount, currency: 'KRW', payMethod: 'CARD' },
                address,
              );
              await post(
                cluster.base,
                `/api/sandbox/payments/${paymentId}/approve`,
                { cardCompany: '신한카드', cardNumber: '1234-5678-9012-3456', webhook: false },
                address,
              );
              const verifyStarted = performance.now();
              const verify = await post(cluster.base, `/api/payment/verify/${paymentId}/${invitationSeq}`, {}, address);
              if (verify.status !== 200) throw new Error(String(verify.status));
              latencies.push(performance.now() - verifyStarted);
            } catch {
              errors++;
            }
          }
        }),
      );
      clearInterval(sampler);
      const elapsed = (performance.now() - started) / 1000;
      const waiting = [...waits.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([wait, n]) => `${wait} ${(n / Math.max(samples, 1)).toFixed(1)}`)
        .join(', ');
      const after = cpu();
      // A backend the pool opened during the row counts whole; one it closed is lost (pools keep them 10 s).
      after.postgres = (await backends()).reduce((sum, pid) => sum + cpuOf(pid) - (backendsBefore.get(pid) ?? 0), 0);
      latencies.sort((a, b) => a - b);
      const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(0) ?? '-';
      const share = (key: keyof typeof before) => `${(((after[key] - before[key]) / elapsed) * 100).toFixed(0)}%`;
      console.log(
        `| ${concurrency} | ${(latencies.length / elapsed).toFixed(1)} | ${pct(0.5)} ms | ${pct(0.99)} ms | ${errors} | ${share('postgres')} | ${share('instances')} | ${share('nginx')} | ${waiting} |`,
      );
    }
    await admin.end();
    console.log(
      '(CPU: percent of one core, summed over the processes; waits: the average number of busy backends per kind of wait; each payment is four requests: checkout, the sandbox request and approval, the confirmation)',
    );
  } finally {
    await cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
