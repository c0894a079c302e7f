import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Storage } from './integrations/storage/local';
import { findDemoPasswordAccounts, isDatabaseEmpty, seed, type DemoPasswordAccounts } from './seed';

/** The server would run with accounts whose passwords the README and the start-up lines publish. */
export class DemoPasswordsInProduction extends Error {
  constructor(readonly found: DemoPasswordAccounts) {
    const others = found.sharingHash > 0 ? ` (그 밖에 같은 비밀번호를 쓰는 계정 ${found.sharingHash}개)` : '';
    super(
      [
        `운영 환경(NODE_ENV=production)인데 공개된 데모 비밀번호로 로그인할 수 있는 계정이 있어 시작하지 않습니다: ${found.usernames.join(', ')}${others}.`,
        '이 계정들의 비밀번호를 바꾸거나 삭제하세요(관리자 화면의 관리자·회원 계정). 첫 관리자는 데모 데이터가 없는 데이터베이스에서',
        '  npm run admin:create -- --username <아이디>',
        '로 만듭니다. 데모 비밀번호가 공개된 시연용 서버로 띄우려면 SEED_ON_EMPTY=true 로 시작하세요.',
      ].join('\n'),
    );
    this.name = 'DemoPasswordsInProduction';
  }
}

/**
 * Before the server listens: an empty database gets the demo data when
 * SEED_ON_EMPTY says so (by default outside production only), and a
 * production server that is not a declared demonstration refuses to start
 * while any account can still be logged into with a demo password.
 */
export async function prepareDatabase(config: Config, database: DatabaseHandle, storage: Storage): Promise<{ seeded: boolean }> {
  let seeded = false;
  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    seeded = (await seed(database.db, storage)).seeded;
  }
  if (config.env === 'production' && !config.demoServer) {
    const found = await findDemoPasswordAccounts(database.db);
    if (found.usernames.length > 0) throw new DemoPasswordsInProduction(found);
  }
  return { seeded };
}
