import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { create as createTar } from 'tar';
import { receiptDataKeyFile, type Config } from '../config';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { connectPostgres, migrationsFolder, type DatabaseHandle } from '../db/client';
import { DataFolderInUseError, dataLockStaleMs, lockDataFolder } from '../db/data-lock';
import { openDatabase } from '../db/open';
import { readControlFile } from './control';
import { dumpEmbeddedDatabase } from './embedded-dump';

// One archive (.tar.gz) holds what a restore needs (docs/decisions/016):
//   manifest.json            what it is, from when, which database
//   database/pglite.tar.gz   the embedded database's folder, dumped by PGlite while no transaction runs
//   database/postgres.dump   or pg_dump's custom format of DATABASE_URL (a consistent snapshot)
//   uploads/…                the local uploads folder (an S3 bucket keeps its own copies)
//   session-secret           the generated cookie key, so logins survive a restore
//   receipt-data-key         the generated key of the sealed resident numbers (기부금 영수증), without
//                            which the restored database's numbers cannot be opened; RECEIPT_DATA_KEY,
//                            when set, stays with the operator and the backup says so

export const backupFormat = 1;

export interface BackupManifest {
  format: typeof backupFormat;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** How the embedded database's dump was taken: from the running server, or with the folder to itself. */
  taken: 'running-server' | 'stopped-folder' | 'pg_dump';
  /** The last migration the database had: a restore into older code refuses it. */
  migrations: number;
  uploads: { kind: 'local'; files: number } | { kind: 's3'; bucket: string };
  sessionSecret: boolean;
  /**
   * The key that sealed the 기부금 영수증 resident numbers: in the archive (the
   * one generated under DATA_DIR), or RECEIPT_DATA_KEY, which a restore needs
   * set again. Absent from backups made before it was kept.
   */
  receiptDataKey?: 'in-backup' | 'RECEIPT_DATA_KEY' | 'none';
}

/** What the operator must keep beside a backup whose sealed numbers need RECEIPT_DATA_KEY. */
export const receiptDataKeyNotice =
  '기부금 영수증의 주민등록번호는 RECEIPT_DATA_KEY로 암호화되어 있고, 이 키는 백업에 들어 있지 않습니다. 복원한 데이터베이스의 번호를 열려면 같은 RECEIPT_DATA_KEY(바꾼 뒤라면 옛 키를 RECEIPT_DATA_OLD_KEYS에)를 설정하세요. ' +
  '/ The resident numbers are sealed with RECEIPT_DATA_KEY, which this backup does not hold: keep it, a restore needs the same key.';

const run = promisify(execFile);

/** How many migrations the database has applied (the manifest's guard against restoring into older code). */
async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() }).length - (await database.pendingMigrations());
}

export interface BackupOptions {
  config: Config;
  /** A folder (a dated file name is made in it) or a file ending in .tar.gz. */
  out: string;
  log?: (line: string) => void;
}

/** Writes one backup archive of the configured database and uploads; resolves to its path and manifest. */
export async function createBackup({ config, out, log = () => {} }: BackupOptions): Promise<{ file: string; manifest: BackupManifest }> {
  const file = out.endsWith('.tar.gz') ? path.resolve(out) : path.join(path.resolve(out), `ongi-backup-${stamp(new Date())}.tar.gz`);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  // Beside the archive, so hard links to the uploads need no copy when both are on one disk.
  const staging = await fsp.mkdtemp(path.join(path.dirname(file), '.ongi-backup-'));
  try {
    await fsp.mkdir(path.join(staging, 'database'));
    const database = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, path.join(staging, 'database', 'postgres.dump'))
      : await dumpEmbedded(config, path.join(staging, 'database', 'pglite.tar.gz'), log);
    // After the database: every file a row names was stored before its row was written.
    const uploads: BackupManifest['uploads'] =
      config.storage.kind === 's3'
        ? { kind: 's3', bucket: config.storage.bucket }
        : { kind: 'local', files: await linkTree(config.storage.root, path.join(staging, 'uploads')) };
    const sessionSecret = await stageDataDirFile(config, 'session-secret', staging);
    // The generated key, whenever there is one: it opens what was sealed before any RECEIPT_DATA_KEY was set.
    const keyFile = await stageDataDirFile(config, receiptDataKeyFile, staging);
    const receiptDataKey = config.receiptDataKeySource === 'RECEIPT_DATA_KEY' ? 'RECEIPT_DATA_KEY' : keyFile ? 'in-backup' : 'none';
    if (receiptDataKey === 'RECEIPT_DATA_KEY') log(receiptDataKeyNotice);
    const manifest: BackupManifest = {
      format: backupFormat,
      createdAt: new Date().toISOString(),
      database: config.databaseUrl ? 'postgres' : 'pglite',
      taken: database.taken,
      migrations: database.migrations,
      uploads,
      sessionSecret,
      receiptDataKey,
    };
    await fsp.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [
      'manifest.json',
      'database',
      ...(uploads.kind === 'local' ? ['uploads'] : []),
      ...(sessionSecret ? ['session-secret'] : []),
      ...(keyFile ? [receiptDataKeyFile] : []),
    ];
    // Written under a temporary name: a file named .tar.gz is always a whole archive.
    const partial = `${file}.partial`;
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, file);
    return { file, manifest };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/** Copies a file the server generated under DATA_DIR into the archive's folder; whether there was one. */
async function stageDataDirFile(config: Config, name: string, staging: string): Promise<boolean> {
  const file = path.join(config.dataDir, name);
  if (!fs.existsSync(file)) return false;
  await fsp.copyFile(file, path.join(staging, name));
  return true;
}

/**
 * The embedded database: asked of the server running on the folder through
 * its control listener, or, when none runs, opened here with the folder
 * locked (so no server starts on it meanwhile).
 */
async function dumpEmbedded(config: Config, target: string, log: (line: string) => void) {
  let release: (() => Promise<void>) | null = null;
  try {
    release = await lockDataFolder(config.dataDir, { waitMs: 0 });
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
  }
  if (!release) {
    const fromServer = await dumpThroughServer(config.dataDir, target);
    if (fromServer) {
      log(`실행 중인 서버(pid ${fromServer.pid})에게서 내장 데이터베이스를 받았습니다.`);
      return { taken: 'running-server' as const, migrations: fromServer.migrations };
    }
    // Locked, but no server answers: the lock of a process that died, stale soon.
    release = await lockDataFolder(config.dataDir, { waitMs: dataLockStaleMs + 2_000 });
  }
  await release();
  const database = await openDatabase(config);
  try {
    const dump = await dumpEmbeddedDatabase(database);
    await fsp.writeFile(target, Buffer.from(await dump.arrayBuffer()));
    log('서버가 실행 중이 아니어서 데이터 폴더를 직접 열어 백업했습니다.');
    return { taken: 'stopped-folder' as const, migrations: await appliedMigrations(database) };
  } finally {
    await database.close();
  }
}

/** The running server's dump through its control listener; null when no server answers there. */
async function dumpThroughServer(dataDir: string, target: string): Promise<{ pid: number; migrations: number } | null> {
  const control = readControlFile(dataDir);
  if (!control) return null;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}/database`, { headers: { authorization: `Bearer ${control.token}` } });
  } catch {
    return null;
  }
  if (!response.ok || !response.body) throw new Error(`실행 중인 서버가 백업을 거절했습니다 (HTTP ${response.status}). 서버 로그를 확인하세요.`);
  await fsp.writeFile(target, response.body as unknown as AsyncIterable<Uint8Array>);
  // A running server applied every migration of its code at start (or refused to start).
  return { pid: control.pid, migrations: readMigrationFiles({ migrationsFolder: migrationsFolder() }).length };
}

/** pg_dump's custom format: one consistent snapshot, taken while the instances keep serving. */
async function dumpPostgres(url: string, target: string) {
  await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${url}`]);
  const database = connectPostgres(url, 1);
  try {
    return { taken: 'pg_dump' as const, migrations: await appliedMigrations(database) };
  } finally {
    await database.close();
  }
}

/** Runs pg_dump or pg_restore, with the message a person needs when it is missing or fails. */
export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error(`${tool}가 없습니다. PostgreSQL 클라이언트를 설치하세요 (데비안: apt-get install postgresql-client, 서버와 같거나 새 버전).`);
    throw new Error(`${tool} 실패: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** Mirrors a folder with hard links (copies across disks); returns how many files. A missing folder is empty. */
export async function linkTree(from: string, to: string): Promise<number> {
  let count = 0;
  await fsp.mkdir(to, { recursive: true });
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) count += await linkTree(source, target);
    else if (entry.isFile()) {
      await fsp.link(source, target).catch(() => fsp.copyFile(source, target));
      count++;
    }
  }
  return count;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}
