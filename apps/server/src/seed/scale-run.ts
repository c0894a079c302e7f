/**
 * npm run seed:scale: the demo data plus the scaled data of issue 12 in a
 * scratch database, for the list benchmark (bench/lists.ts).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ongi_scale npm run seed:scale
 *   npm run seed:scale -- --pglite /tmp/ongi-scale          # the embedded database, at scale 0.1
 *   npm run seed:scale -- --scale 0.2 --force
 *
 * It refuses to run without a database named on purpose (DATABASE_URL, or
 * --pglite with a folder), and refuses a database whose tables already hold
 * more than the demo data unless --force.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { only } from '@ongi/shared';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../db/client';
import { LocalStorage } from '../integrations/storage/local';
import { beyondDemo, rowsOf, scaleSizes, seedScale } from './scale';
import { afterBulkLoad } from './scale-after';
import { seed } from './index';

async function main() {
  const { values } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      scale: { type: 'string' },
      pglite: { type: 'string' },
    },
  });
  const url = process.env.DATABASE_URL;
  if (!url && !values.pglite) {
    console.error('seed:scale는 지울 수 있는 데이터베이스에만 씁니다. DATABASE_URL(PostgreSQL) 또는 --pglite <폴더>를 지정하세요.');
    process.exit(2);
  }
  const scale = Number(values.scale ?? (url ? 1 : 0.1));
  if (!(scale > 0 && scale <= 10)) {
    console.error('--scale은 0보다 크고 10 이하인 수입니다.');
    process.exit(2);
  }
  const database: DatabaseHandle = url ? connectPostgres(url, 2) : await connectPglite(path.resolve(values.pglite!));
  const where = url ? `PostgreSQL ${new URL(url).pathname.slice(1)}` : `내장 데이터베이스 ${values.pglite}`;
  try {
    await database.migrate();
    const dataDir = process.env.DATA_DIR ?? (values.pglite ? path.resolve(values.pglite, '..', `${path.basename(values.pglite)}-files`) : './data');
    const demo = await seed(database.db, new LocalStorage(path.join(dataDir, 'uploads')));
    if (demo.seeded) console.log(`${where}에 데모 데이터를 넣었습니다.`);
    const beyond = await beyondDemo(database.db);
    if (beyond.length > 0 && !values.force) {
      console.error(`${where}에는 이미 데모 데이터보다 많은 행이 있어 아무것도 쓰지 않았습니다 (--force로 더 씁니다):`);
      for (const row of beyond) console.error(`  ${row.table.padEnd(20)} ${row.rows}행 (데모 ${row.demo}행)`);
      process.exit(3);
    }
    const sizes = scaleSizes(scale);
    console.log(`${where}에 규모 데이터를 씁니다 (배율 ${scale}):`);
    const started = performance.now();
    const counts = await seedScale(database.db, sizes, (line) => console.log(line));
    const written = performance.now();
    await afterBulkLoad(database, (line) => console.log(line));
    const done = performance.now();
    const { now } = only(rowsOf(await database.db.execute(sql`select now()::text as now`)), 'now()');
    console.log(
      `끝: 쓰기 ${((written - started) / 1000).toFixed(1)}초, 집계·통계 ${((done - written) / 1000).toFixed(1)}초 (${now}); ` +
        Object.entries(counts)
          .map(([table, n]) => `${table} ${n}`)
          .join(', '),
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
