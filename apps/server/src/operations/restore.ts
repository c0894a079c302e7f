import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { extract as extractTar } from 'tar';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { only } from '@ongi/shared';
import { receiptDataKeyFile, type Config } from '../config';
import { createPglite, migrationsFolder } from '../db/client';
import { DataFolderInUseError, lockDataFolder } from '../db/data-lock';
import { backupFormat, linkTree, pgTool, receiptDataKeyNotice, type BackupManifest } from './backup';

export interface RestoreOptions {
  config: Config;
  /** A file `npm run backup` wrote. */
  archive: string;
  log?: (line: string) => void;
}

export class RestoreRefused extends Error {}

/**
 * Puts a backup back (docs/decisions/016). The embedded database and the
 * uploads folder are replaced with the folder locked (the server must be
 * stopped); what was there is moved aside into DATA_DIR/before-restore-…,
 * never deleted. PostgreSQL is restored only into an empty database (make a
 * new one, or drop and create it again), with every instance stopped.
 */
export async function restoreBackup({ config, archive, log = () => {} }: RestoreOptions): Promise<BackupManifest> {
  const unpacked = await fsp.mkdtemp(path.join(path.dirname(path.resolve(archive)), '.ongi-restore-'));
  try {
    await extractTar({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(await fsp.readFile(path.join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== backupFormat) throw new RestoreRefused(`알 수 없는 백업 형식입니다 (format ${manifest.format}).`);
    const known = readMigrationFiles({ migrationsFolder: migrationsFolder() }).length;
    if (manifest.migrations > known) {
      throw new RestoreRefused(
        `이 백업은 더 새 버전의 온기에서 만들었습니다 (마이그레이션 ${manifest.migrations}개, 이 버전은 ${known}개). 같거나 새 버전으로 복원하세요.`,
      );
    }
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new RestoreRefused(
        manifest.database === 'pglite'
          ? '내장 데이터베이스의 백업입니다. DATABASE_URL 없이(내장 데이터베이스로) 복원하세요.'
          : 'PostgreSQL의 백업입니다. DATABASE_URL을 설정하고 복원하세요.',
      );
    }
    if (manifest.uploads.kind === 'local' && config.storage.kind === 's3') {
      throw new RestoreRefused('이 백업의 업로드 파일은 로컬 폴더의 것입니다. S3_* 설정 없이 복원한 뒤 파일을 버킷으로 옮기세요.');
    }

    const moveAside = setAside(config.dataDir, log);
    const restoreFiles = async () => {
      if (manifest.uploads.kind === 'local' && config.storage.kind === 'local')
        await restoreUploads(config.storage.root, path.join(unpacked, 'uploads'), moveAside, log);
      if (await restoreDataDirFile(config, unpacked, 'session-secret', moveAside)) log('세션 비밀키를 복원했습니다 (로그인이 유지됩니다).');
      if (await restoreDataDirFile(config, unpacked, receiptDataKeyFile, moveAside))
        log('기부금 영수증 암호화 키를 복원했습니다 (주민등록번호를 열 수 있습니다).');
      if (manifest.receiptDataKey === 'RECEIPT_DATA_KEY') log(receiptDataKeyNotice);
    };

    if (target === 'postgres') {
      await restorePostgres(config.databaseUrl!, path.join(unpacked, 'database', 'postgres.dump'));
      log('PostgreSQL 데이터베이스를 복원했습니다.');
      await restoreFiles();
      return manifest;
    }

    let release: () => Promise<void>;
    try {
      release = await lockDataFolder(config.dataDir, { waitMs: 2_000 });
    } catch (error) {
      if (error instanceof DataFolderInUseError)
        throw new RestoreRefused(`서버가 이 데이터 폴더(${config.dataDir})를 쓰고 있습니다. 서버를 멈춘 뒤 복원하세요.`);
      throw error;
    }
    try {
      const pgliteDir = path.join(config.dataDir, 'pglite');
      await moveAside(pgliteDir);
      const dump = new Blob([await fsp.readFile(path.join(unpacked, 'database', 'pglite.tar.gz'))]);
      // PGlite unpacks its own dump into the new folder; opening it once proves it is whole.
      const pglite = await createPglite({ dataDir: pgliteDir, loadDataDir: dump });
      await pglite.query('select 1');
      await pglite.close();
      log('내장 데이터베이스를 복원했습니다.');
      await restoreFiles();
    } finally {
      await release();
    }
    return manifest;
  } finally {
    await fsp.rm(unpacked, { recursive: true, force: true });
  }
}

async function restorePostgres(url: string, dump: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    if (only(rows, 'a count').n > 0)
      throw new RestoreRefused(
        '복원할 PostgreSQL 데이터베이스가 비어 있지 않습니다. 빈 데이터베이스를 새로 만들어 DATABASE_URL로 가리키세요 (모든 인스턴스를 멈춘 뒤).',
      );
  } finally {
    await client.end();
  }
  await pgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dump]);
}

/**
 * Moves what is in the way into one DATA_DIR/before-restore-<time>/ folder per
 * restore, keeping its name; an empty folder is simply removed.
 */
function setAside(dataDir: string, log: (line: string) => void) {
  const aside = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  return async (target: string) => {
    const stat = await fsp.stat(target).catch(() => null);
    if (!stat) return;
    if (stat.isDirectory() && (await fsp.readdir(target)).length === 0) {
      await fsp.rmdir(target);
      return;
    }
    await fsp.mkdir(aside, { recursive: true });
    const moved = path.join(aside, path.basename(target));
    await fsp.rename(target, moved);
    log(`기존 ${path.basename(target)} → ${moved} (지우지 않고 옮겨 두었습니다)`);
  };
}

async function restoreUploads(folder: string, from: string, moveAside: (target: string) => Promise<void>, log: (line: string) => void) {
  await moveAside(folder);
  const files = await linkTree(from, folder);
  log(`업로드 파일 ${files}개를 복원했습니다.`);
}

/**
 * A file the server generated under DATA_DIR (the session secret, the 기부금
 * 영수증 key), put back unless the same one is there; one a start made since
 * is moved aside. Whether it was written.
 */
async function restoreDataDirFile(config: Config, unpacked: string, name: string, moveAside: (target: string) => Promise<void>): Promise<boolean> {
  const saved = path.join(unpacked, name);
  if (!fs.existsSync(saved)) return false;
  const target = path.join(config.dataDir, name);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === fs.readFileSync(saved, 'utf8')) return false;
  await moveAside(target);
  await fsp.mkdir(config.dataDir, { recursive: true });
  await fsp.copyFile(saved, target);
  await fsp.chmod(target, 0o600);
  return true;
}
