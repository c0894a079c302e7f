import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { only } from '@ongi/shared';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { accounts, campaigns } from './db/schema';
import { LocalStorage } from './integrations/storage/local';
import { createAccount } from './seed/factories';
import { demoLogins } from './seed';
import { DemoPasswordsInProduction, prepareDatabase } from './startup';
import { createTestDatabase } from './test/database';

// What the server does with its database before it listens (main.ts):
// seeding by environment, and refusing the public demo passwords in production.

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-startup-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const configFor = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), ...env });
const prepare = (env: Record<string, string>) => prepareDatabase(configFor(env), database, new LocalStorage(path.join(dataDir, 'uploads')));

describe('SEED_ON_EMPTY', () => {
  it('defaults to seeding outside production only, and says a production server on demo data is a demonstration', () => {
    expect(configFor({}).seedOnEmpty).toBe(true);
    expect(configFor({ NODE_ENV: 'test' }).seedOnEmpty).toBe(true);
    expect(configFor({ NODE_ENV: 'production' })).toMatchObject({ seedOnEmpty: false, demoServer: false });
    expect(configFor({ NODE_ENV: 'production', SEED_ON_EMPTY: 'true' })).toMatchObject({ seedOnEmpty: true, demoServer: true });
    expect(configFor({ NODE_ENV: 'development', SEED_ON_EMPTY: 'false' }).seedOnEmpty).toBe(false);
    expect(configFor({ NODE_ENV: 'development', SEED_ON_EMPTY: 'true' }).demoServer).toBe(false);
  });
});

describe('in production', () => {
  // Each test starts from an empty database again.
  afterEach(() => database.db.delete(accounts));

  it('leaves an empty database empty', async () => {
    expect(await prepare({ NODE_ENV: 'production' })).toEqual({ seeded: false });
    expect(await database.db.select().from(accounts)).toEqual([]);
    expect(await database.db.select().from(campaigns)).toEqual([]);
  });

  it('refuses to start while seeded accounts keep their demo passwords, naming them', async () => {
    await createAccount(database.db, { username: demoLogins.admin.username, password: demoLogins.admin.password, roleType: 'ADMIN' });
    const member = await createAccount(database.db, { username: demoLogins.member.username, password: demoLogins.member.password });
    // Another demo member whose password was changed, and a real account: not named.
    await createAccount(database.db, { username: 'haneul_kim', password: 'Tulip7-Harbor' });
    await createAccount(database.db, { username: 'realadmin1', password: demoLogins.admin.password, roleType: 'ADMIN' });
    // seed:scale copies member01's hash to its members.
    await createAccount(database.db, { username: 'scaled0001', passwordHash: member.passwordHash });

    const refusal = await prepare({ NODE_ENV: 'production' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DemoPasswordsInProduction);
    const { found, message } = refusal as DemoPasswordsInProduction;
    expect(found).toEqual({ usernames: ['admin', 'member01'], sharingHash: 1 });
    expect(message).toContain('시작하지 않습니다: admin, member01 (그 밖에 같은 비밀번호를 쓰는 계정 1개)');
    expect(message).toContain('npm run admin:create -- --username');
    expect(message).toContain('SEED_ON_EMPTY=true');
  });

  it('starts once the demo passwords are changed, or the accounts withdrawn', async () => {
    await createAccount(database.db, { username: demoLogins.admin.username, password: 'Tulip7-Harbor', roleType: 'ADMIN' });
    const member = await createAccount(database.db, { username: demoLogins.member.username, password: demoLogins.member.password });
    await database.db.update(accounts).set({ withdrawnAt: new Date() }).where(eq(accounts.accountSeq, member.accountSeq));
    expect(await prepare({ NODE_ENV: 'production' })).toEqual({ seeded: false });
  });

  it('runs on the demo passwords when started as a demonstration (SEED_ON_EMPTY=true)', async () => {
    await createAccount(database.db, { username: demoLogins.admin.username, password: demoLogins.admin.password, roleType: 'ADMIN' });
    expect(await prepare({ NODE_ENV: 'production', SEED_ON_EMPTY: 'true' })).toEqual({ seeded: false });
  });
});

// Last: the demo data stays.
describe('in development (npm start)', () => {
  it('seeds an empty database with the demo data, demo admin included', async () => {
    expect(await prepare({ NODE_ENV: 'development' })).toEqual({ seeded: true });
    const admin = only(await database.db.select().from(accounts).where(eq(accounts.username, demoLogins.admin.username)), 'the demo admin');
    expect(admin.roleType).toBe('ADMIN');
    expect((await database.db.select().from(campaigns)).length).toBeGreaterThan(0);
  });
});
