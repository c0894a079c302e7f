import http from 'node:http';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { JobQueue } from '../lib/jobs';
import type { SharedRedis } from '../lib/redis';

/**
 * Prometheus metrics (METRICS_PORT): on a listener of their own, bound to
 * METRICS_HOST (127.0.0.1 by default), never on the public port or behind the
 * balancer; each instance is scraped on its own. What the hot path pays is
 * one hook per answered request: a histogram observation under the route's
 * pattern (never the raw URL: one series per route, not per invitation
 * number). Everything else is read when Prometheus scrapes.
 */

/** The kiosk's live stream: hijacked replies have no onResponse, so they are counted while open instead. */
const kioskStreamRoute = '/api/kiosk/stream/:publicNum';

/** Latency buckets: cached reads answer in a millisecond or two, a payment's confirmation in tens to hundreds. */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A scrape's database reads must not hang it: after this, the figures of that scrape are left out. */
const scrapeQueryTimeoutMs = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's metrics (METRICS_PORT); absent when metrics are off. */
    metrics?: Registry;
  }
}

export async function registerMetrics(
  app: FastifyInstance,
  { database, jobs, redis }: { database: DatabaseHandle; jobs: JobQueue; redis?: SharedRedis | null },
) {
  const registry = new Registry();
  // Process, heap, GC and event-loop delay (nodejs_eventloop_lag_*), sampled by the runtime.
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'ongi_http_request_duration_seconds',
    help: 'Answered requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths (404s, probes for files that do not exist) share one label.
    requests.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
  // Public reads answered from memory before routing (plugins/public-cache.ts) are counted the same way.
  app.decorate('countAnswer', (method: string, route: string, status: number, seconds: number) => requests.observe({ method, route, status }, seconds));

  const streams = new Set<ServerResponse>();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === kioskStreamRoute) {
      streams.add(reply.raw);
      reply.raw.once('close', () => streams.delete(reply.raw));
    }
    done();
  });
  new Gauge({
    name: 'ongi_kiosk_streams_open',
    help: 'Kiosk live streams open on this instance',
    registers: [registry],
    collect() {
      let open = 0;
      // A stream refused before it opened (404, 429) is an ordinary answer, not a stream.
      for (const stream of streams) if (stream.statusCode === 200 && stream.headersSent && !stream.writableEnded) open++;
      this.set(open);
    },
  });

  const pool = database.poolStats;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (stats: { total: number; idle: number; waiting: number }) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge('ongi_db_pool_connections', 'PostgreSQL connections this instance holds (DATABASE_POOL_SIZE at most)', (stats) => stats.total);
    poolGauge('ongi_db_pool_idle', 'Idle PostgreSQL connections', (stats) => stats.idle);
    poolGauge(
      'ongi_db_pool_waiting',
      'Queries waiting for a PostgreSQL connection: above zero for long, the pool or the database is the limit',
      (stats) => stats.waiting,
    );
  }

  if (redis) {
    new Gauge({
      name: 'ongi_redis_circuit_open',
      help: 'Whether Redis is left alone after failing (hung or away): 1 while rate limits count in this instance only',
      registers: [registry],
      collect() {
        this.set(redis.circuitOpen ? 1 : 0);
      },
    });
  }

  // Payment figures, read when Prometheus scrapes (readPaymentFigures).
  const scrapeFailures = new Counter({
    name: 'ongi_metrics_scrape_query_failures_total',
    help: 'Scrapes whose database figures could not be read',
    registers: [registry],
  });
  // One read per scrape, shared by the gauges below (each collects on its own, at once).
  let figures: { at: number; read: Promise<PaymentFigures | null> } | null = null;
  const paymentFigures = () => {
    if (!figures || Date.now() - figures.at > 1_000) {
      figures = {
        at: Date.now(),
        read: withTimeout(readPaymentFigures(database), scrapeQueryTimeoutMs).catch(() => {
          scrapeFailures.inc();
          return null;
        }),
      };
    }
    return figures.read;
  };
  new Gauge({
    name: 'ongi_payments',
    help: 'Payments by status (all time)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const read = await paymentFigures();
      if (!read) return;
      this.reset();
      for (const row of read.totals) this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: 'ongi_payment_intents_ready',
    help: 'READY payment intents, the reconciliation backlog (checked: asked the provider at least once)',
    labelNames: ['checked'] as const,
    registers: [registry],
    async collect() {
      const read = await paymentFigures();
      if (!read) return;
      for (const checked of ['true', 'false']) this.set({ checked }, Number(read.intents.find((row) => String(row.checked) === checked)?.n ?? 0));
    },
  });
  new Gauge({
    name: 'ongi_payment_intent_unchecked_oldest_seconds',
    help: 'Age of the oldest READY intent never asked about: growing past the reconcile interval means reconciliation is behind',
    registers: [registry],
    async collect() {
      const read = await paymentFigures();
      if (!read) return;
      this.set(Number(read.intents.find((row) => !row.checked)?.oldest ?? 0));
    },
  });

  // The job queue (lib/jobs.ts): depth as pg-boss's monitor last counted it (every minute), and the
  // final failures this instance took from the failures queue (each is taken by one instance: sum them).
  new Gauge({
    name: 'ongi_jobs',
    help: 'Housekeeping jobs by queue and state (queued: waiting to run; active: running; failed: failed jobs pg-boss still keeps), as of its last count',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      const depth = await withTimeout(jobs.depth(), scrapeQueryTimeoutMs).catch(() => {
        scrapeFailures.inc();
        return null;
      });
      if (!depth) return;
      this.reset();
      for (const queue of depth) {
        this.set({ job: queue.name, state: 'queued' }, queue.queued);
        this.set({ job: queue.name, state: 'active' }, queue.active);
        this.set({ job: queue.name, state: 'failed' }, queue.failed);
      }
    },
  });
  const jobFailures = new Counter({
    name: 'ongi_job_failures_total',
    help: 'Jobs that failed on every attempt and raised a 운영 알림, counted by the instance that raised it',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      // Every job shows, at 0 until it fails (the modules define them after this registry is made).
      for (const name of jobs.names) this.inc({ job: name }, 0);
    },
  });
  jobs.on('failed', (failure) => jobFailures.inc({ job: failure.name }));

  app.decorate('metrics', registry);
}

/** The metrics listener: GET /metrics in Prometheus's text format. */
export async function startMetricsListener(registry: Registry, { port, host }: { port: number; host: string }) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as { port: number }).port,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface PaymentFigures {
  totals: Array<{ status: string; n: string }>;
  intents: Array<{ checked: boolean; n: string; oldest: string | null }>;
}

// Read from tables the payment module keeps, without touching its code:
// payment_total is a handful of rows kept by a trigger, and READY intents
// are found through their (status, create_date) index.
async function readPaymentFigures(database: DatabaseHandle): Promise<PaymentFigures> {
  const [totals, intents] = await Promise.all([
    database.db.execute(sql`select status, sum(payments)::text as n from payment_total group by status`),
    database.db.execute(
      sql`select checked_at is not null as checked, count(*)::text as n, extract(epoch from now() - min(create_date))::text as oldest
          from payment_intent where status = 'READY' group by 1`,
    ),
  ]);
  return { totals: rowsOf(totals), intents: rowsOf(intents) };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
