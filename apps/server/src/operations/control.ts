import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { dumpEmbeddedDatabase } from './embedded-dump';

/**
 * The running server's local control listener, for `npm run backup` on the
 * embedded database (docs/decisions/016). PGlite is one process's database
 * and the data folder is locked to the server (db/data-lock.ts), so a backup
 * taken while it runs has to come from the server itself. It listens on
 * 127.0.0.1 on a port the system picks, never on the public port nor through
 * the load balancer, and answers only a request carrying the token it wrote,
 * with the port, to DATA_DIR/control.json (readable by the folder's owner
 * alone: whoever can read it can read the database files anyway).
 */

export interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

export function controlFilePath(dataDir: string): string {
  return path.join(dataDir, 'control.json');
}

/** The control file of the server running on this folder, if one wrote it. */
export function readControlFile(dataDir: string): ControlFile | null {
  try {
    return JSON.parse(fs.readFileSync(controlFilePath(dataDir), 'utf8')) as ControlFile;
  } catch {
    return null;
  }
}

function sameToken(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function startControlListener({ dataDir, database, log }: { dataDir: string; database: DatabaseHandle; log: FastifyBaseLogger }) {
  const token = randomBytes(32).toString('base64url');
  const server = http.createServer((request, response) => {
    if (!sameToken(request.headers.authorization, token)) {
      response.writeHead(401).end();
      return;
    }
    if (request.method !== 'GET' || request.url !== '/database') {
      response.writeHead(404).end();
      return;
    }
    const started = Date.now();
    dumpEmbeddedDatabase(database)
      .then(async (dump) => {
        response.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': dump.size });
        await pipeline(Readable.fromWeb(dump.stream() as import('node:stream/web').ReadableStream), response);
        log.info({ bytes: dump.size, tookMs: Date.now() - started }, 'backup: embedded database dumped');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup: embedded database dump failed');
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  const file = controlFilePath(dataDir);
  // Written whole or not at all: a backup started meanwhile never reads half a file.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify({ pid: process.pid, port, token } satisfies ControlFile), { mode: 0o600 });
  fs.renameSync(partial, file);
  return {
    async close() {
      fs.rmSync(file, { force: true });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
