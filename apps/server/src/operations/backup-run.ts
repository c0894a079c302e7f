/**
 * npm run backup [-- <folder or file.tar.gz>]: one archive of the database,
 * the uploads and the keys generated under DATA_DIR (docs/decisions/016), by default in ./backups. Safe while
 * the server runs: the embedded database is dumped by the running server,
 * PostgreSQL by pg_dump.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { createBackup } from './backup';

async function main() {
  const config = loadConfig();
  const out = process.argv[2] ?? 'backups';
  const { file, manifest } = await createBackup({ config, out: path.resolve(process.env.INIT_CWD ?? process.cwd(), out), log: console.log });
  const uploads =
    manifest.uploads.kind === 'local' ? `업로드 파일 ${manifest.uploads.files}개` : `업로드 파일은 S3 버킷(${manifest.uploads.bucket})이 따로 보관`;
  const key =
    manifest.receiptDataKey === 'in-backup'
      ? ', 기부금 영수증 암호화 키'
      : manifest.receiptDataKey === 'RECEIPT_DATA_KEY'
        ? ' (RECEIPT_DATA_KEY는 따로 보관)'
        : '';
  console.log(`백업을 만들었습니다: ${file}\n  ${manifest.database === 'pglite' ? '내장 데이터베이스' : 'PostgreSQL'}, ${uploads}${key}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
