import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** How long a server may take to answer after it starts (SERVER_START_SECONDS): seeding on a busy 2-core machine can take more than the usual minute. */
const startSeconds = Number(process.env.SERVER_START_SECONDS ?? 60);

export async function waitFor(url: string, child: ChildProcess) {
  const deadline = Date.now() + startSeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${startSeconds} s`);
}

export interface BuiltServerOptions {
  /** PostgreSQL to use; empty for the embedded database in the data folder. */
  database?: string;
  /** Settings on top of this process's environment. */
  env?: Record<string, string>;
  /** A data folder a stopped server left (database, uploads, session secret): the new server starts on a copy of it instead of seeding its own. */
  copyOf?: string;
  /** The name in `base` (the server listens on 127.0.0.1): browsers treat 'localhost' as a secure context by name. */
  hostname?: 'localhost' | '127.0.0.1';
}

export interface BuiltServer {
  base: string;
  /** The server's data folder: the embedded database, the uploads and the mail outbox. */
  dataDir: string;
  /** The running process (a new one after restart). */
  readonly process: ChildProcess;
  /** Stops the server and waits for it to exit; the data folder is removed unless kept (to copy it for others). */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /**
   * Starts the server again after stop({ keepData: true }), on the same port
   * and data folder with the same settings (a restart as a process manager
   * does it: what was open on the old one comes back to the same address).
   */
  restart(): Promise<void>;
}

/**
 * The built server (apps/server/dist/main.js, serving apps/web/dist) on a data
 * folder of its own and a free port, answering /api/health. An empty folder is
 * seeded with the demo data at start; `copyOf` starts from a seeded one.
 * SERVER_ENTRY (and WEB_DIST, passed on) run a build made elsewhere.
 */
export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const mainJs = path.resolve(repositoryRoot, process.env.SERVER_ENTRY || 'apps/server/dist/main.js');
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} 가 없습니다: npm run build 를 먼저 실행하세요.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-server-'));
  if (options.copyOf) fs.cpSync(options.copyOf, dataDir, { recursive: true });
  const port = await freePort();
  const base = `http://${options.hostname ?? '127.0.0.1'}:${port}`;
  let child: ChildProcess;
  // A test runner that dies without its teardown must not leave servers behind.
  const orphaned = () => child.kill('SIGKILL');
  const stop = async ({ keepData = false } = {}) => {
    process.off('exit', orphaned);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const start = async () => {
    child = spawn(process.execPath, [mainJs], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: options.database ?? '',
        LOG_LEVEL: 'warn',
        // Production refuses to start without it; a development server would make its own in DATA_DIR.
        RECEIPT_DATA_KEY: 'dGVzdC1yZWNlaXB0LWRhdGEta2V5LTMyLWJ5dGVzISE=',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    process.once('exit', orphaned);
    try {
      await waitFor(`${base}/api/health`, child);
    } catch (error) {
      await stop();
      throw error;
    }
  };
  await start();
  return {
    base,
    dataDir,
    get process() {
      return child;
    },
    stop,
    restart: async () => {
      if (child.exitCode === null && child.signalCode === null) throw new Error('restart() follows stop({ keepData: true })');
      await start();
    },
  };
}
