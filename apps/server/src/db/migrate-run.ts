/**
 * npm run migrate: applies the committed migrations to the configured database
 * (DATABASE_URL, or the embedded one under DATA_DIR) and stops. For
 * deployments that migrate as a step of their own before starting the new
 * instances with MIGRATE_ON_START=false; several at once are safe too (the
 * migrations run under an advisory lock, db/client.ts).
 */
import { loadConfig } from '../config';
import { openDatabase } from './open';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const pending = await database.pendingMigrations();
    await database.migrate();
    const where = database.kind === 'pglite' ? `내장 데이터베이스 (${config.dataDir})` : 'PostgreSQL';
    console.log(pending > 0 ? `${where}: 마이그레이션 ${pending}개를 적용했습니다.` : `${where}: 적용할 마이그레이션이 없습니다.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
