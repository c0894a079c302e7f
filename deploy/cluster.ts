/**
 * The whole cluster on one machine, on real parts: nginx (Debian's package)
 * in front of three instances of the built server, one PostgreSQL database,
 * one Redis key prefix and one S3-compatible bucket (s3rver, the tests'
 * stand-in). Everything is its own: free ports, a temporary folder, a new
 * database on the machine's PostgreSQL (dropped at the end), a new Redis
 * prefix (flushed at the end); nothing needs root beyond running nginx.
 *
 *   npm run build && npm run cluster     # starts it and prints the address; Ctrl-C stops everything
 *
 * `npm run test:cluster` (deploy/cluster.test.ts) drives a wedding through it.
 * Settings: CLUSTER_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres),
 * CLUSTER_REDIS_URL (redis://127.0.0.1:6379), NGINX (/usr/sbin/nginx).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from '@20minutes/s3rver';
import { Redis } from 'ioredis';
import pg from 'pg';
import { itemAt } from '@ongi/shared';
import { freePort } from '../test-support/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteConfig = path.join(root, 'deploy', 'nginx', 'ongi.conf');

export interface ClusterInstance {
  index: number;
  port: number;
  base: string;
  metricsPort: number;
  /** The address nginx names it by (its X-Ongi-Upstream header in the cluster's own nginx). */
  upstream: string;
  process: ChildProcess;
  /** Resolves once the process has exited. */
  exited: Promise<number | null>;
}

export interface Cluster {
  /** nginx: where guests, hosts and kiosks go. */
  base: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  /** Settings every instance shares (the database, bucket, Redis, session secret, PUBLIC_URL). */
  sharedEnv: Record<string, string>;
  folder: string;
  /** Open kiosk streams per instance (0 for one not running), from each instance's metrics listener. */
  kioskStreams(): Promise<number[]>;
  /** Starts the instance again on its port (after it was stopped or killed). */
  restart(index: number): Promise<ClusterInstance>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** Extra settings for every instance. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

/** The shipped site configuration with this cluster's ports: the file CI tests is the file the README tells people to install. */
function siteConfigFor(listenPort: number, instancePorts: number[]): string {
  const text = fs.readFileSync(siteConfig, 'utf8');
  const upstreamLines = text.match(/^\s*server 127\.0\.0\.1:\d+ .*;$/gm);
  if (!upstreamLines?.length) throw new Error(`${siteConfig}: no upstream server lines to replace`);
  const options = upstreamLines[0].trim().replace(/^server \S+ /, '');
  return text
    .replace(upstreamLines.join('\n'), () => instancePorts.map((port) => `    server 127.0.0.1:${port} ${options}`).join('\n'))
    .replace(/^\s*listen 80;$/m, () => `    listen 127.0.0.1:${listenPort};`)
    .replace(/^\s*listen \[::\]:80;\n/m, '');
}

function nginxConfig(folder: string): string {
  const temp = (name: string) => path.join(folder, 'nginx', name);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(temp(name), { recursive: true });
  return [
    // As root, nginx's workers would otherwise run as nobody and could not use this folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `  access_log ${temp('access.log')};`,
    `  client_body_temp_path ${temp('client_body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    '  default_type application/octet-stream;',
    // Which instance answered, for the cluster test only (never in the shipped file: it names internal addresses).
    '  add_header X-Ongi-Upstream $upstream_addr always;',
    `  include ${path.join(folder, 'ongi.conf')};`,
    '}',
    '',
  ].join('\n');
}

async function waitUntil(what: string, check: () => Promise<boolean>, process?: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && process.exitCode !== null) throw new Error(`${what}: exited with ${process.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

function run(command: string, args: string[], env: Record<string, string>, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code === 0) {
        log(
          output
            .trim()
            .split('\n')
            .find((line) => line.includes('데모 데이터')) ?? '',
        );
        resolve();
      } else reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const count = options.instances ?? 3;
  const mainJs = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} 가 없습니다: npm run build 를 먼저 실행하세요.`);
  const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
  if (!fs.existsSync(nginxBinary)) throw new Error(`${nginxBinary} 가 없습니다: apt-get install -y nginx`);

  const id = randomBytes(4).toString('hex');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-cluster-'));
  const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(folder, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`cluster stop: ${(error as Error).message}`);
      }
    }
  };

  try {
    // PostgreSQL: a database of its own on the machine's server.
    const adminUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const databaseName = `ongi_cluster_${id}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${databaseName}`);
    cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

    // Redis: a key prefix of its own, flushed at the end.
    const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const redisPrefix = `ongi-cluster-${id}:`;
    cleanups.push(async () => {
      const redis = new Redis(redisUrl, { lazyConnect: true });
      await redis.connect();
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        await redis.quit();
      }
    });

    // The S3-compatible bucket: s3rver over a folder of its own.
    const bucket = 'ongi-cluster';
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(folder, 's3'), configureBuckets: [{ name: bucket }] });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    const nginxPort = await freePort();
    const base = `http://127.0.0.1:${nginxPort}`;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const metricsPorts = await Promise.all(Array.from({ length: count }, () => freePort()));
    const sharedEnv: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      // Every instance signs and reads the same cookies.
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      // And opens the resident numbers any of them sealed (an instance of several refuses to start without it).
      RECEIPT_DATA_KEY: randomBytes(32).toString('base64'),
      // Links, callbacks and the sandbox's webhooks go to the balancer, as a provider's would.
      PUBLIC_URL: base,
      // nginx runs on this machine: its address, and no one else's, may say who the client is.
      TRUST_PROXY: '127.0.0.1',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    };

    const instances: ClusterInstance[] = [];
    const startInstance = (index: number): ClusterInstance => {
      const port = itemAt(ports, index, 'an instance port');
      const metricsPort = itemAt(metricsPorts, index, 'an instance metrics port');
      const dataDir = path.join(folder, `instance-${index + 1}`);
      fs.mkdirSync(dataDir, { recursive: true });
      const logFile = fs.openSync(path.join(folder, `instance-${index + 1}.log`), 'a');
      const child = spawn(process.execPath, [mainJs], {
        cwd: root,
        env: { ...process.env, ...sharedEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) },
        stdio: ['ignore', logFile, logFile],
      });
      const orphaned = () => child.kill('SIGKILL');
      process.once('exit', orphaned);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      void exited.then(() => process.off('exit', orphaned));
      const instance = {
        index,
        port,
        base: `http://127.0.0.1:${port}`,
        metricsPort,
        upstream: `127.0.0.1:${port}`,
        process: child,
        exited,
      };
      instances[index] = instance;
      return instance;
    };
    cleanups.push(async () => {
      for (const instance of instances) {
        if (instance.process.exitCode === null && instance.process.signalCode === null) instance.process.kill('SIGTERM');
        await instance.exited;
      }
    });
    const ready = (instance: ClusterInstance) =>
      waitUntil(`instance ${instance.index + 1}`, async () => (await fetch(`${instance.base}/api/ready`)).ok, instance.process).catch((error: Error) => {
        // Why it stopped is in its log, which the stop below removes with the folder.
        const logText = fs.readFileSync(path.join(folder, `instance-${instance.index + 1}.log`), 'utf8');
        throw new Error(`${error.message}\n${logText.trim().split('\n').slice(-15).join('\n')}`);
      });

    // All at once on the empty database: the migrations run under their advisory lock.
    const started = performance.now();
    for (let index = 0; index < count; index++) startInstance(index);
    await Promise.all(instances.map(ready));
    log(`instances: ${instances.map((instance) => instance.base).join(', ')} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await run(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/run.ts'], { ...sharedEnv, DATA_DIR: path.join(folder, 'seed') }, log);

    fs.writeFileSync(path.join(folder, 'ongi.conf'), siteConfigFor(nginxPort, ports));
    fs.writeFileSync(path.join(folder, 'nginx.conf'), nginxConfig(folder));
    const test = spawnSync(nginxBinary, ['-t', '-c', path.join(folder, 'nginx.conf')], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t:\n${test.stderr}`);
    const nginx = spawn(nginxBinary, ['-c', path.join(folder, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
    const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
    const orphanedNginx = () => nginx.kill('SIGKILL');
    process.once('exit', orphanedNginx);
    cleanups.push(async () => {
      process.off('exit', orphanedNginx);
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await nginxExited;
    });
    await waitUntil('nginx', async () => (await fetch(`${base}/api/ready`)).ok, nginx);
    log(`nginx: ${base}`);

    return {
      base,
      instances,
      databaseUrl,
      sharedEnv,
      folder,
      kioskStreams: () =>
        Promise.all(
          instances.map(async (instance) => {
            if (instance.process.exitCode !== null || instance.process.signalCode !== null) return 0;
            const text = await (await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`)).text();
            return Number(/^ongi_kiosk_streams_open (\d+)/m.exec(text)?.[1] ?? 0);
          }),
        ),
      async restart(index: number) {
        const instance = startInstance(index);
        await ready(instance);
        return instance;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster();
  console.log(`온기 클러스터: ${cluster.base} (nginx), 인스턴스 ${cluster.instances.length}개, 로그 ${cluster.folder}. Ctrl-C로 모두 멈춥니다.`);
  const shutdown = () => {
    void cluster.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
