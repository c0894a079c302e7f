import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountMessages, messages } from '@ongi/shared';
import { freePort } from '../../../test-support/free-port.mjs';
import { connectPostgres } from './db/client';
import { createTestApp } from './test/app';
import { createSharedTestDatabase, type SharedTestDatabase } from './test/database';

// The server and `npm run admin:create` as an operator runs them: real
// processes on a data folder (PGlite) or DATABASE_URL, in production.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const minute = 60_000;

interface Finished {
  code: number | null;
  output: string;
}

/** Runs a TypeScript entry of the server with tsx, as `npm run …` does, and collects what it prints. */
function run(entry: string, env: Record<string, string>, args: string[] = [], stdin?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 's'.repeat(40),
      RECEIPT_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  if (stdin !== undefined) child.stdin.end(stdin);
  else child.stdin.end();
  const finished = new Promise<Finished>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return { child, finished, output: () => output };
}

const adminCreate = (env: Record<string, string>, args: string[], stdin?: string) => run('src/admin-create.ts', env, args, stdin).finished;

/** The server, listening: or what it printed when it stopped instead. */
async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const server = run('src/main.ts', { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env });
  const base = `http://127.0.0.1:${port}`;
  const listening = (async () => {
    for (;;) {
      if (server.child.exitCode !== null) return false;
      // The banner is printed once the server listens.
      if (server.output().includes('온기 서버가')) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = await Promise.race([listening, server.finished.then(() => false)]);
  return {
    started,
    base,
    output: server.output,
    finished: server.finished,
    async stop() {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      return server.finished;
    },
  };
}

const adminLogin = (base: string, username: string, pwd: string) =>
  fetch(`${base}/api/admin/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, pwd }),
  });

const folders: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-production-start-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

// The embedded database's processes run in the PGlite pass of the suite; the PostgreSQL pass runs admin:create on its server below.
const onPglite = !process.env.TEST_DATABASE_URL;

describe.runIf(onPglite)('a production installation from an empty database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = newDataDir();
  });

  it('starts without demo data and prints no demo password, only how to make the first administrator', { timeout: 3 * minute }, async () => {
    const server = await startServer(dataDir);
    try {
      expect(server.started, server.output()).toBe(true);
      expect(server.output()).not.toContain('Admin1234!');
      expect(server.output()).not.toContain('Member1234!');
      expect(server.output()).not.toContain('데모');
      expect(server.output()).toContain('npm run admin:create -- --username');
      expect((await adminLogin(server.base, 'admin', 'Admin1234!')).status).toBe(401);
    } finally {
      await server.stop();
    }
  });

  it('admin:create refuses a weak password and a bad username, makes the administrator, and refuses the username again', { timeout: 3 * minute }, async () => {
    const env = { DATA_DIR: dataDir };
    const weak = await adminCreate(env, ['--username', 'opsadmin1'], 'Admin1234!\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain(messages.password.weak);
    // The person's own username in the password counts against it too.
    const own = await adminCreate(env, ['--username', 'opsadmin1'], 'Opsadmin1!\n');
    expect(own.code).toBe(1);
    expect(own.output).toContain(messages.password.weak);
    const badName = await adminCreate(env, ['--username', 'ops'], 'Tulip7-Harbor\n');
    expect(badName.code).toBe(1);
    expect(badName.output).toContain(messages.signup.usernameRule);
    const missing = await adminCreate(env, [], 'Tulip7-Harbor\n');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('--username 이 필요합니다.');

    // The password from the environment, read once.
    const made = await adminCreate({ ...env, ADMIN_PASSWORD: 'Tulip7-Harbor' }, ['--username', 'opsadmin1', '--name', '운영자', '--email', 'ops@ongi.example']);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('관리자 계정을 만들었습니다: opsadmin1 (운영자)');
    expect(made.output).not.toContain('Tulip7-Harbor');

    const again = await adminCreate(env, ['--username', 'opsadmin1'], 'Brisk5-Otter\n');
    expect(again.code).toBe(1);
    expect(again.output).toContain(adminAccountMessages.usernameTaken);
  });

  it('starts again, and the new administrator logs in to the back office', { timeout: 3 * minute }, async () => {
    const server = await startServer(dataDir);
    try {
      expect(server.started, server.output()).toBe(true);
      const login = await adminLogin(server.base, 'opsadmin1', 'Tulip7-Harbor');
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ result: true, name: '운영자', username: 'opsadmin1' });
    } finally {
      await server.stop();
    }
  });
});

describe.runIf(onPglite)('a demonstration server (production, SEED_ON_EMPTY=true)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = newDataDir();
  });

  it('seeds the demo data and warns that its passwords are public', { timeout: 4 * minute }, async () => {
    const server = await startServer(dataDir, { SEED_ON_EMPTY: 'true' });
    try {
      expect(server.started, server.output()).toBe(true);
      expect(server.output()).toContain('빈 데이터베이스에 데모 데이터를 넣었습니다.');
      expect(server.output()).toContain('경고: 시연용 서버입니다 (NODE_ENV=production, SEED_ON_EMPTY=true).');
      expect(server.output()).toContain('데모 관리자: admin / Admin1234!');
      expect((await adminLogin(server.base, 'admin', 'Admin1234!')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('is refused as a real production server while the demo passwords are there', { timeout: 3 * minute }, async () => {
    const server = await startServer(dataDir);
    const { code, output } = await server.finished;
    expect(server.started).toBe(false);
    expect(code).toBe(1);
    expect(output).toContain('공개된 데모 비밀번호로 로그인할 수 있는 계정이 있어 시작하지 않습니다: admin, member01, haneul_kim');
    expect(output).not.toMatch(/\n\s+at /);
  });
});

describe.runIf(onPglite)('one of several instances without RECEIPT_DATA_KEY', () => {
  it('refuses to start in one line, without generating a key of its own', { timeout: 3 * minute }, async () => {
    const dataDir = newDataDir();
    // Development, where a process on its own would generate its key; REDIS_URL says it is one of several.
    const server = await startServer(dataDir, { NODE_ENV: 'development', RECEIPT_DATA_KEY: '', REDIS_URL: 'redis://127.0.0.1:1' });
    const { code, output } = await server.finished;
    expect(server.started).toBe(false);
    expect(code).toBe(1);
    expect(output).toContain('설정 오류 RECEIPT_DATA_KEY: 여러 인스턴스 중 하나로 설정되어 있는데(REDIS_URL)');
    expect(output).toContain('set the same RECEIPT_DATA_KEY on every instance');
    expect(output).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dataDir, 'receipt-data-key'))).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('admin:create on PostgreSQL (DATABASE_URL)', () => {
  let database: SharedTestDatabase;
  beforeAll(async () => {
    database = await createSharedTestDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(() => database?.drop());

  it('makes an administrator who logs in, and refuses the username again', { timeout: 2 * minute }, async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: newDataDir() };
    const made = await adminCreate(env, ['--username', 'pgadmin01'], 'Tulip7-Harbor\n');
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('PostgreSQL');
    const again = await adminCreate(env, ['--username', 'pgadmin01'], 'Tulip7-Harbor\n');
    expect(again.code).toBe(1);
    expect(again.output).toContain(adminAccountMessages.usernameTaken);

    const handle = connectPostgres(database.url, 2);
    const t = await createTestApp({ database: handle });
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/account/login',
        headers: { origin: 'http://localhost:80', host: 'localhost:80' },
        payload: { username: 'pgadmin01', pwd: 'Tulip7-Harbor' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await t.close();
      await handle.close();
    }
  });
});
