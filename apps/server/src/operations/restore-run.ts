/**
 * npm run restore -- <file.tar.gz>: puts a backup back (docs/decisions/016).
 * The embedded database needs the server stopped; PostgreSQL an empty
 * database and every instance stopped. What was there is moved aside, never deleted.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from './restore';

async function main() {
  const archive = process.argv[2];
  if (!archive) throw new Error('복원할 백업 파일을 지정하세요: npm run restore -- backups/ongi-backup-….tar.gz');
  const config = loadConfig();
  const manifest = await restoreBackup({ config, archive: path.resolve(process.env.INIT_CWD ?? process.cwd(), archive), log: console.log });
  console.log(`${manifest.createdAt}의 백업을 복원했습니다. 이제 서버를 시작하세요.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
