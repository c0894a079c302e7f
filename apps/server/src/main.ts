import path from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { LocalStorage } from './plugins/storage';
import { findWebDist } from './plugins/web';
import { demoLogins, isDatabaseEmpty, seed } from './db/seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const storage = new LocalStorage(path.join(config.dataDir, 'uploads'));

  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    await seed(database.db, storage);
    console.log('빈 데이터베이스에 데모 데이터를 넣었습니다.');
  }

  const webDist = findWebDist(config.webDist);
  const app = await buildApp({
    config,
    database,
    storage,
    webDist,
    logger: { level: config.logLevel },
  });

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(
    [
      '',
      `온기 서버가 ${address} 에서 실행 중입니다. (${database.kind === 'pglite' ? `내장 데이터베이스: ${config.dataDir}` : 'PostgreSQL'})`,
      webDist ? '' : '웹 앱 빌드가 없습니다: npm run build 를 먼저 실행하세요.',
      `API 문서: ${address}/api/docs`,
      `데모 관리자: ${demoLogins.admin.username} / ${demoLogins.admin.password}  (${address}/admin/login)`,
      `데모 회원:   ${demoLogins.member.username} / ${demoLogins.member.password}  (${address}/login)`,
      `데모 비회원: 이름 ${demoLogins.nonMember.name} / 휴대폰 ${demoLogins.nonMember.phoneNum} / 주문번호 ${demoLogins.nonMember.orderNum}  (${address}/login?tab=non-member)`,
      '',
    ].filter((line, index, all) => line !== '' || index === 0 || index === all.length - 1).join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
