import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres } from '../db/client';
import { connectionsGone, withAdmin } from './database';
import { testRedisUrl } from './redis-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's data folder, dumped once for the whole run (PGlite runs). */
    migratedPgliteDump?: string;
    /** A migrated database on the TEST_DATABASE_URL server that each file's database is copied from (PostgreSQL runs). */
    migratedPostgresTemplate?: string;
    /** Whether the test Redis (TEST_REDIS_URL, or 127.0.0.1:6379) answered when the run started. */
    redisReachable: boolean;
  }
}

/** One PING with a short timeout and no retries. */
async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * The tests of the shared rate limits and OAuth states need a real Redis. Where
 * none answers they are skipped, with one line for the whole run, so that
 * `npm test` passes on a machine without Redis; REQUIRE_REDIS=1 (CI) makes
 * that a failure instead, so they can never be skipped there unnoticed.
 */
async function probeRedis(project: TestProject) {
  const reachable = await redisAnswers(testRedisUrl);
  project.provide('redisReachable', reachable);
  if (reachable) return;
  const label = redisLabel(testRedisUrl);
  if (process.env.REQUIRE_REDIS === '1') {
    throw new Error(`REQUIRE_REDIS=1인데 테스트용 Redis(${label})가 응답하지 않습니다. Redis를 띄우거나 TEST_REDIS_URL을 지정하세요.`);
  }
  console.log(
    `Redis(${label})가 응답하지 않아 Redis가 필요한 테스트(공유 요청 한도, 소셜 로그인 state, 여러 인스턴스)를 건너뜁니다. Redis를 띄우거나 TEST_REDIS_URL을 지정하면 함께 돕니다.`,
  );
}

/** The URL without its password, for the line above. */
function redisLabel(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * Migrates one database before any test file starts, so that each file's fresh
 * database is a copy of it. A new PGlite costs its initdb (4–5 s on a
 * 2-core machine) and the migrations every time; loading a dumped one skips
 * both. On PostgreSQL, CREATE DATABASE … TEMPLATE copies the migrated files.
 */
export default async function migrateOnce(project: TestProject) {
  await probeRedis(project);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `ongi_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const migrator = connectPostgres(url.toString(), 1);
    await migrator.migrate();
    await migrator.close();
    // A copy is refused while anyone is still connected to the template.
    await withAdmin(serverUrl, (admin) => connectionsGone(admin, name));
    project.provide('migratedPostgresTemplate', name);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const handle = await connectPglite();
  await handle.migrate();
  const dump = await handle.pglite.dumpDataDir('none');
  await handle.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteDump', file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

function adminQuery(serverUrl: string, sql: string) {
  return withAdmin(serverUrl, (admin) => admin.query(sql));
}
