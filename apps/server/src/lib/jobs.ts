import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';

// Housekeeping that must happen once across all instances (payment
// reconciliation, sweeps of expired rows) runs as pg-boss jobs in the
// product's own PostgreSQL, or in the embedded PGlite, which is the same
// PostgreSQL in-process (docs/decisions/017-jobs.md). pg-boss takes each job
// with SKIP LOCKED, so one instance runs it; a schedule sends one job per
// occurrence whichever instances are up; a job that throws is retried with
// backoff; one that has used its retries is copied to the failures queue,
// whose worker raises the 운영 알림.

/** The queue finally failed jobs are copied to (pg-boss's dead letter queue). */
export const jobFailuresQueue = 'job-failures';

export interface JobRun {
  /** The run the instance sends when it starts, rather than one of the schedule's. */
  atStart: boolean;
  /** Aborted when the server stops and the job has not finished: stop between steps and throw, it is run again. */
  signal: AbortSignal;
}

export interface JobDefinition {
  /** The queue's name, in the product's words ('payment-reconciliation'). */
  name: string;
  /** What an administrator reads in a 운영 알림 ('결제 대사'). */
  label: string;
  /** How often it runs (whole minutes, from the hour: 5 runs at :00, :05, ...). */
  everyMinutes?: number;
  /** Or once a day at this time in Korea ('04:30'): work about a Korean day that must wait for it to end. */
  dailyAtKst?: string;
  /** Also run once when an instance starts (a run already waiting is not doubled). */
  runAtStart?: boolean;
  /** How long one run may take before it is counted as failed and run again (an instance that died mid-run). */
  expireMinutes?: number;
  run(job: JobRun): Promise<unknown>;
}

/**
 * A queue of jobs that carry data (one message to send), sent by the code
 * that has the work rather than by a schedule. Each job names its work by a
 * key (singletonKey): at most one such job waits and one runs per key.
 */
export interface QueueDefinition<Data extends object> {
  name: string;
  label: string;
  expireMinutes?: number;
  run(data: Data, job: JobRun): Promise<unknown>;
}

export interface QueueSendOptions {
  /** The work's own key: a job sent while another with the key waits is dropped. */
  key: string;
  /** Not started before (kept in the database until then). */
  startAfter?: Date;
}

export interface JobFailure {
  name: string;
  label: string;
  jobId: string;
  /** Attempts made, the first one included. */
  attempts: number;
  error: string;
}

export interface JobRetryPolicy {
  /** Runs again after a failure, this many times at most. */
  limit: number;
  /** Seconds before the first retry, doubling (with jitter) up to maxDelaySeconds. */
  delaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * What the queue needs of a database handle (db/client's handle is one):
 * declared here because the handle's migrate() installs the queue's tables,
 * so db imports this file and this file must not import db.
 */
export interface JobDatabase {
  kind: 'pglite' | 'postgres';
  url?: string;
  pglite?: PGlite;
}

export interface JobQueueOptions {
  database: JobDatabase;
  log: FastifyBaseLogger;
  /** Install or upgrade the queue's own tables at start (MIGRATE_ON_START; npm run migrate installs them too). */
  migrate?: boolean;
  retry?: Partial<JobRetryPolicy>;
  /** How often an idle worker looks for a job of its queue. */
  pollingSeconds?: number;
  /** How often schedules are looked at (pg-boss's cron monitor; tests shorten it). */
  scheduleCheckSeconds?: number;
  /** Tells administrators that a job failed for the last time (raised once, by the instance that takes the failure). */
  onFailed(failure: JobFailure): Promise<void>;
}

export interface JobQueueDepth {
  name: string;
  queued: number;
  active: number;
  /** Failed jobs pg-boss still keeps (a rolling window, not all time). */
  failed: number;
}

const defaultRetry: JobRetryPolicy = { limit: 3, delaySeconds: 30, maxDelaySeconds: 600 };
/** pg-boss's own tables live in a schema of their own beside the product's. */
const bossSchema = 'pgboss';

/** The queue as pg-boss sees the database: its own small pool on PostgreSQL, the one PGlite connection when embedded. */
export function bossConnection(database: JobDatabase): Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max' | 'schema'> {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('the embedded database handle has no PGlite');
    return { db: fromPglite(database.pglite), backend: 'pglite', schema: bossSchema };
  }
  if (!database.url) throw new Error('the PostgreSQL handle has no URL');
  // Two connections: a worker's fetch and a run's completion; the jobs' own queries use the app's pool.
  return { connectionString: database.url, max: 2, backend: 'postgres', schema: bossSchema };
}

/**
 * Installs or upgrades pg-boss's tables (npm run migrate, and each start
 * unless MIGRATE_ON_START=false); pg-boss serialises concurrent installs with
 * an advisory lock of its own.
 */
export async function migrateJobQueue(database: JobDatabase): Promise<void> {
  const boss = new PgBoss({ ...bossConnection(database), supervise: false, schedule: false, registerInstance: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false });
}

const dailyTime = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A job's recurrence rule and how long one occurrence's slot lasts. Every N
 * minutes is anchored at 1970-01-01 00:00, so it lands on the same minutes
 * whichever instance reads it; a daily job runs at its time in Korea.
 */
function scheduleOf(definition: JobDefinition): { rule: string; seconds: number } {
  const daily = definition.dailyAtKst ? dailyTime.exec(definition.dailyAtKst) : null;
  if (daily) return { rule: `FREQ=DAILY;BYHOUR=${Number(daily[1])};BYMINUTE=${Number(daily[2])};BYSECOND=0`, seconds: 24 * 60 * 60 };
  const minutes = definition.everyMinutes ?? 1;
  return { rule: `FREQ=MINUTELY;INTERVAL=${minutes}`, seconds: minutes * 60 };
}

/**
 * The instance's job queue: modules define their jobs while the app is
 * built, the app starts it once ready and stops it as it closes. When a job
 * has failed for the last time, the one instance that takes the failure calls
 * onFailed and then emits 'failed' (metrics count it there).
 */
export class JobQueue extends EventEmitter<{ failed: [JobFailure] }> {
  readonly #definitions = new Map<string, JobDefinition>();
  readonly #queues = new Map<string, QueueDefinition<object>>();
  readonly #options: JobQueueOptions;
  readonly #retry: JobRetryPolicy;
  #boss: PgBoss | null = null;
  #starting: Promise<void> | null = null;
  #ready = false;
  #stopping: Promise<void> | null = null;

  constructor(options: JobQueueOptions) {
    super();
    this.#options = options;
    this.#retry = { ...defaultRetry, ...options.retry };
  }

  define(definition: JobDefinition): void {
    if (this.#boss) throw new Error(`job ${definition.name} defined after the queue started`);
    if (definition.dailyAtKst !== undefined) {
      if (definition.everyMinutes !== undefined) throw new Error(`job ${definition.name}: give everyMinutes or dailyAtKst, not both`);
      if (!dailyTime.test(definition.dailyAtKst)) throw new Error(`job ${definition.name}: dailyAtKst must be HH:MM`);
    } else if (!Number.isInteger(definition.everyMinutes) || (definition.everyMinutes ?? 0) < 1)
      throw new Error(`job ${definition.name}: everyMinutes must be a whole number of minutes`);
    this.#definitions.set(definition.name, definition);
  }

  /** A queue of data-carrying jobs (lib/jobs.ts QueueDefinition); defined, like jobs, before the queue starts. */
  defineQueue<Data extends object>(definition: QueueDefinition<Data>): void {
    if (this.#boss) throw new Error(`queue ${definition.name} defined after the queue started`);
    this.#queues.set(definition.name, definition as unknown as QueueDefinition<object>);
  }

  /** Sends a job of a defined queue; null when one with the same key is already waiting. */
  async send(name: string, data: object, options: QueueSendOptions): Promise<string | null> {
    if (!this.#queues.has(name)) throw new Error(`queue ${name} is not defined`);
    const boss = await this.#started();
    return boss.send(name, data, { singletonKey: options.key, ...(options.startAfter ? { startAfter: options.startAfter } : {}) });
  }

  /** The jobs of a queue with this key (tests read their start times). */
  async findJobs(name: string, key: string) {
    return (await this.#started()).findJobs(name, { key });
  }

  /** Retries after a failed run (a queue's job is tried this many times more). */
  get retryLimit(): number {
    return this.#retry.limit;
  }

  get names(): string[] {
    return [...this.#definitions.keys(), ...this.#queues.keys()];
  }

  /**
   * Starts taking and scheduling jobs. The app does not wait for it to be
   * ready (a start is a few round trips that need not hold up the first
   * request); what needs the queue waits for it here.
   */
  start(): Promise<void> {
    this.#starting ??= this.#start();
    return this.#starting;
  }

  /** A queue with the retry policy and the dead letter every job shares; a run taking longer than its expiry is failed and run again. */
  #statelyQueue(expireMinutes: number) {
    return {
      policy: 'stately' as const,
      retryLimit: this.#retry.limit,
      retryDelay: this.#retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: this.#retry.maxDelaySeconds,
      expireInSeconds: expireMinutes * 60,
      deadLetter: jobFailuresQueue,
    };
  }

  async #start(): Promise<void> {
    const { log } = this.#options;
    const boss = new PgBoss({
      ...bossConnection(this.#options.database),
      migrate: this.#options.migrate ?? true,
      ...(this.#options.scheduleCheckSeconds
        ? { cronMonitorIntervalSeconds: this.#options.scheduleCheckSeconds, cronWorkerIntervalSeconds: this.#options.scheduleCheckSeconds }
        : {}),
    });
    // pg-boss reports what goes wrong in its own loops (a poll during a database outage) as events; a missing listener would crash the process.
    boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => log.warn({ warning: warning.data }, `job queue: ${warning.message}`));
    this.#boss = boss;
    // A database that is still coming up (a restart of both) is tried again, 1 s then doubling to 30 s.
    await boss.start({ attempts: 5 });
    const polling = { pollingIntervalSeconds: this.#options.pollingSeconds ?? 5 };
    await boss.createQueue(jobFailuresQueue, { retryLimit: this.#retry.limit, retryDelay: this.#retry.delaySeconds, retryBackoff: true });
    await boss.work<JobFailureData>(jobFailuresQueue, { pollingIntervalSeconds: polling.pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
      // includeMetadata: each job carries where it failed (sourceName, sourceOutput); the overloads do not infer it.
      for (const job of jobs as JobWithMetadata<JobFailureData>[]) await this.#reportFailure(job);
    });
    for (const definition of this.#definitions.values()) {
      // stately: one run waiting and one running at most, across all instances; a run is never started beside another.
      await boss.createQueue(definition.name, this.#statelyQueue(definition.expireMinutes ?? 15));
      // Anchored at 1970-01-01 00:00 UTC: every N minutes lands on the same minutes whichever instance reads it;
      // a daily job's hour is read in Korea.
      // missed 'once': after a time with no instance up, one catch-up run rather than none.
      // singletonSeconds: one scheduled job per occurrence's slot, whatever several instances' cron passes send
      // (CI once saw two runs of an every-minute job seconds apart on two instances of one PostgreSQL).
      const { rule, seconds } = scheduleOf(definition);
      await boss.schedule(
        definition.name,
        rule,
        { atStart: false },
        { missed: 'once', singletonKey: 'schedule', singletonSeconds: seconds, ...(definition.dailyAtKst ? { tz: 'Asia/Seoul' } : {}) },
      );
      await boss.work<JobData>(definition.name, polling, async (jobs) => {
        for (const job of jobs) await definition.run({ atStart: job.data?.atStart === true, signal: job.signal });
      });
      if (definition.runAtStart) await boss.send(definition.name, { atStart: true });
    }
    for (const definition of this.#queues.values()) {
      // stately with each job's key: one job waiting and one running per piece of work, across all instances.
      await boss.createQueue(definition.name, this.#statelyQueue(definition.expireMinutes ?? 5));
      await boss.work<object>(definition.name, polling, async (jobs) => {
        for (const job of jobs) await definition.run(job.data, { atStart: false, signal: job.signal });
      });
    }
    this.#ready = true;
  }

  /**
   * Stops taking jobs and waits up to `graceMs` for the ones running here;
   * a run still going then is failed (it runs again, on another instance or
   * after the restart) and its signal aborted.
   */
  stop(graceMs: number): Promise<void> {
    const boss = this.#boss;
    if (!boss) return Promise.resolve();
    this.#stopping ??= (async () => {
      // A start still going is let finish (or fail) first, so nothing it sets up outlives the stop.
      await this.#starting?.catch(() => {});
      await boss.stop({ graceful: true, timeout: graceMs });
    })().catch((error: unknown) => this.#options.log.warn({ err: error }, 'job queue did not stop cleanly'));
    return this.#stopping;
  }

  /** Sends a run of the job now (or joins the one already waiting) and resolves when it has finished, with its state. */
  async runNow(name: string, { timeoutMs = 60_000 }: { timeoutMs?: number } = {}): Promise<'completed' | 'failed' | 'cancelled'> {
    const boss = await this.#started();
    const id = (await boss.send(name, { atStart: false })) ?? (await boss.findJobs(name, { queued: true }))[0]?.id;
    if (!id) throw new Error(`job ${name} could not be queued`);
    return this.waitFor(name, id, timeoutMs);
  }

  /** Sends a run that may start after `seconds` (it is kept in the database until then, whatever restarts). */
  async sendLater(name: string, seconds: number): Promise<string> {
    const id = await (await this.#started()).sendAfter(name, { atStart: false }, null, seconds);
    if (!id) throw new Error(`job ${name} could not be queued`);
    return id;
  }

  /** Resolves with the job's final state once it has one. */
  async waitFor(name: string, id: string, timeoutMs = 60_000): Promise<'completed' | 'failed' | 'cancelled'> {
    const boss = await this.#started();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [job] = await boss.findJobs(name, { id });
      if (job && (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled')) return job.state;
      if (Date.now() > deadline) throw new Error(`job ${name} ${id} not finished after ${timeoutMs} ms (${job?.state ?? 'gone'})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * Jobs waiting, running and kept as failed, per queue, as pg-boss's monitor
   * last counted them (every minute, by whichever instance supervises).
   */
  async depth(): Promise<JobQueueDepth[]> {
    const boss = this.#boss;
    if (!boss || !this.#ready) return [];
    const queues = await boss.getQueues([...this.names, jobFailuresQueue]);
    return queues.map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount, failed: queue.failedCount }));
  }

  async #started(): Promise<PgBoss> {
    if (!this.#starting || !this.#boss) throw new Error('the job queue has not started');
    await this.#starting;
    return this.#boss;
  }

  async #reportFailure(job: JobWithMetadata<JobFailureData>) {
    const name = job.sourceName ?? 'unknown';
    const output = job.sourceOutput as { message?: unknown } | null;
    const failure: JobFailure = {
      name,
      label: this.#definitions.get(name)?.label ?? this.#queues.get(name)?.label ?? name,
      jobId: job.sourceId ?? job.id,
      attempts: (job.sourceRetryCount ?? 0) + 1,
      error: typeof output?.message === 'string' ? output.message : JSON.stringify(output ?? null),
    };
    await this.#options.onFailed(failure);
    this.emit('failed', failure);
  }
}

interface JobData {
  atStart?: boolean;
}
type JobFailureData = JobData;
