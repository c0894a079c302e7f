import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { buildApp, type App, type AppDeps } from '../app';
import type { DatabaseHandle } from '../db/client';
import { LocalStorage, type Storage } from '../integrations/storage/local';
import { createTestDatabase } from './database';
import { AnswerCheck } from './answer-check';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  storage: Storage;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary upload folder. */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  /** Adds routes before the app is sealed, e.g. probes of each access level. */
  extend?: (app: App) => void,
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies' });
  // A test that brings its own database keeps it (and closes it itself).
  const ownDatabase = !overrides.database;
  const database = overrides.database ?? (await createTestDatabase());
  const storage = overrides.storage ?? new LocalStorage(path.join(dataDir, 'uploads'));
  const answers = new AnswerCheck();
  const app = await buildApp({ config, database, storage, onAnswer: answers.check, ...overrides });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    storage,
    dataDir,
    async close() {
      await app.close();
      if (ownDatabase) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      answers.assertNone();
    },
  };
}

/** The session cookie from a response, ready for the next request's Cookie header. */
export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === 'ongi_sid');
  if (!cookie) throw new Error('no session cookie in the response');
  return `ongi_sid=${cookie.value}`;
}

/** Headers a same-origin browser page would send with a JSON POST. */
export const sameOrigin = { origin: 'http://localhost:80', host: 'localhost:80' };
