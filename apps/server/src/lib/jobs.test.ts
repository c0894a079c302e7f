import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { itemAt, messages, only } from '@ongi/shared';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { adminAlerts } from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { createSharedTestDatabase, type SharedTestDatabase } from '../test/database';

// The job queue across instances (issue 28, part 3): two app instances on one
// PostgreSQL database, as behind a load balancer, each with the same jobs
// defined. What they share is the database and nothing else; PGlite is one
// process's database, so this file runs where TEST_DATABASE_URL names a server.

/** Every run of the test jobs goes in a table both instances write to, so a run is counted whichever instance ran it. */
const recordRun = (database: DatabaseHandle, job: string, instance: string) =>
  database.db.execute(sql`insert into job_test_run (job, instance) values (${job}, ${instance})`);

describe.runIf(process.env.TEST_DATABASE_URL)('jobs on two instances of one PostgreSQL', () => {
  let shared: SharedTestDatabase;
  let fixtures: DatabaseHandle;
  const handles: DatabaseHandle[] = [];
  const instances: TestContext[] = [];
  const instance = (index: number) => itemAt(instances, index, 'a running instance');
  const dataDirs: string[] = [];
  let flaky = 0;

  /** An app instance with the product's jobs and three of the test's own: every minute, one that always throws, one that throws once. */
  async function startInstance(name: string): Promise<TestContext> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ongi-jobs-${name}-`));
    dataDirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'one-secret-every-instance-shares-0123456789', METRICS_PORT: '0' });
    const database = shared.open();
    handles.push(database);
    const run = (job: string) => recordRun(database, job, name);
    const context = await createTestApp(
      { config, database, jobs: { retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 2 }, pollingSeconds: 1, scheduleCheckSeconds: 1 } },
      (app) => {
        app.jobs.define({ name: 'test-every-minute', label: '시험 작업', everyMinutes: 1, run: () => run('test-every-minute') });
        app.jobs.define({
          name: 'test-always-fails',
          label: '늘 실패하는 시험 작업',
          everyMinutes: 1440,
          run: async () => {
            await run('test-always-fails');
            throw new Error('시험 작업이 일부러 실패함');
          },
        });
        app.jobs.define({
          name: 'test-fails-once',
          label: '한 번 실패하는 시험 작업',
          everyMinutes: 1440,
          run: async () => {
            await run('test-fails-once');
            flaky += 1;
            if (flaky === 1) throw new Error('처음에만 실패');
          },
        });
        app.jobs.define({ name: 'test-later', label: '나중에 하는 시험 작업', everyMinutes: 1440, run: () => run('test-later') });
      },
    );
    instances.push(context);
    return context;
  }

  const runs = async (job: string) =>
    (
      (await fixtures.db.execute(sql`select instance from job_test_run where job = ${job} order by at`)) as unknown as { rows: Array<{ instance: string }> }
    ).rows.map((row) => row.instance);

  beforeAll(async () => {
    shared = await createSharedTestDatabase(process.env.TEST_DATABASE_URL!);
    fixtures = shared.open(1);
    handles.push(fixtures);
    await fixtures.db.execute(sql`create table job_test_run (job text not null, instance text not null, at timestamptz not null default clock_timestamp())`);
    await startInstance('a');
    await startInstance('b');
  }, 120_000);
  afterAll(async () => {
    for (const context of instances) await context.close();
    for (const handle of handles) await handle.close();
    await shared?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs a scheduled job once per occurrence, whichever instances are up', async () => {
    // The next whole minute is an occurrence of "every minute" for both instances.
    await expect.poll(() => runs('test-every-minute'), { timeout: 100_000, interval: 500 }).toHaveLength(1);
    // Both instances look at the schedule every second: give them a few more looks. No minute has run it twice
    // (a catch-up of the minute before the instances started, sent as they start, is that minute's run).
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const perMinute = (await fixtures.db.execute(
      sql`select date_trunc('minute', at) as minute, count(*)::int as count from job_test_run where job = 'test-every-minute' group by 1`,
    )) as unknown as { rows: Array<{ count: number }> };
    expect(perMinute.rows.map((row) => row.count)).toEqual(perMinute.rows.map(() => 1));
  }, 120_000);

  it('retries a job that throws, and one that fails every time becomes one 운영 알림 and counts in metrics', async () => {
    expect(await instance(0).app.jobs.runNow('test-fails-once')).toBe('completed');
    expect(await runs('test-fails-once')).toHaveLength(2);

    expect(await instance(1).app.jobs.runNow('test-always-fails')).toBe('failed');
    // The first attempt and two retries (retry limit 2).
    expect(await runs('test-always-fails')).toHaveLength(3);
    const title = messages.alert.jobFailed('늘 실패하는 시험 작업');
    await expect.poll(() => fixtures.db.select().from(adminAlerts).where(eq(adminAlerts.kind, 'JOB_FAILED')), { timeout: 30_000 }).toHaveLength(1);
    const alert = only(await fixtures.db.select().from(adminAlerts).where(eq(adminAlerts.kind, 'JOB_FAILED')), 'the job failure alert');
    expect(alert.title).toBe(title);
    expect(alert.summary).toBe(messages.alert.jobFailedSummary('늘 실패하는 시험 작업', 3, '시험 작업이 일부러 실패함'));
    expect(alert.details).toMatchObject({ job: 'test-always-fails', attempts: 3 });

    // Whichever instance took the failure counts it; summed, as Prometheus sums instances, it is one.
    const failures = async () => {
      let total = 0;
      for (const context of instances) {
        const text = await context.app.metrics!.metrics();
        const line = text.split('\n').find((row) => row.startsWith('ongi_job_failures_total{job="test-always-fails"}'));
        total += Number(line?.split(' ')[1] ?? 0);
      }
      return total;
    };
    await expect.poll(failures, { timeout: 10_000 }).toBe(1);

    // Failing again while the alert is open adds to the count, not to the administrators' list.
    expect(await instance(0).app.jobs.runNow('test-always-fails')).toBe('failed');
    await expect.poll(failures, { timeout: 10_000 }).toBe(2);
    expect(await fixtures.db.select().from(adminAlerts).where(eq(adminAlerts.kind, 'JOB_FAILED'))).toHaveLength(1);
  }, 120_000);

  it('keeps a job queued across a restart: sent before both instances stop, done by the instance that starts after', async () => {
    const id = await instance(0).app.jobs.sendLater('test-later', 3);
    for (const context of instances.splice(0)) await context.close();
    expect(await runs('test-later')).toEqual([]);

    const restarted = await startInstance('c');
    expect(await restarted.app.jobs.waitFor('test-later', id, 30_000)).toBe('completed');
    expect(await runs('test-later')).toEqual(['c']);
  }, 120_000);
});
