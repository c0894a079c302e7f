/**
 * npm run seed: migrates the configured database (DATABASE_URL, or the
 * embedded one under DATA_DIR) and fills it with the demo content once.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { createStorage } from '../integrations/storage';
import { demoLogins, seed } from './index';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = createStorage(config.storage);
  try {
    await database.migrate();
    const started = performance.now();
    const result = await seed(database.db, storage);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = database.kind === 'pglite' ? `내장 데이터베이스 (${config.dataDir})` : 'PostgreSQL';
    if (!result.seeded) {
      console.log(`${where}에 이미 데이터가 있어 데모 데이터를 넣지 않았습니다.`);
      return;
    }
    console.log(`${where}에 데모 데이터를 넣었습니다. (${seconds}초, 파일 ${result.files ?? 0}개)`);
    for (const [kind, n] of Object.entries(result.counts ?? {})) console.log(`  ${kind.padEnd(20)} ${n}`);
    console.log(`데모 관리자: ${demoLogins.admin.username} / ${demoLogins.admin.password}`);
    console.log(`데모 회원:   ${demoLogins.member.username} / ${demoLogins.member.password}`);
    const guest = demoLogins.nonMember;
    console.log(`데모 비회원: 이름 ${guest.name} / 휴대폰 ${guest.phoneNum} / 주문번호 ${guest.orderNum}`);
  } finally {
    storage.close?.();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
