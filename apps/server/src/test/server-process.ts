import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../test-support/free-port.mjs';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  process: ChildProcess;
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal) once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The server's real entry (src/main.ts, through tsx) as its own process, for
 * what only a process shows: the data folder's lock, signals, the exit. The
 * embedded database by default; nothing is seeded unless asked.
 */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: '', SEED_ON_EMPTY: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // A test that fails halfway must not leave servers behind.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  return { process: child, base: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Starts the server and waits until it answers; rejects with what it printed if it exits first. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(env, await freePort());
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before answering:\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.process.kill('SIGKILL');
  throw new Error(`server did not answer within 90 s:\n${server.output()}`);
}
