import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { DataFolderInUseError, dataLockStaleMs } from '../db/data-lock';
import { openDatabase } from '../db/open';
import { startControlListener } from './control';
import { startMetricsListener } from './metrics';

/**
 * The server's database, ready to serve: the embedded one taken for this
 * process alone, migrated (or checked to be, with MIGRATE_ON_START=false).
 * What stops the start is said in Korean and exits with 1, without a stack.
 */
export async function openForServing(config: Config): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config, {
      // An overlapping restart: the old process may take its whole grace period to let go.
      waitMs: dataLockStaleMs + config.operations.shutdownGraceMs + 2_000,
      onWait: () => console.log(`다른 프로세스가 데이터 폴더(${config.dataDir})를 쓰고 있어 끝나기를 기다립니다.`),
      onCompromised: (error) => {
        // Another process took the folder over (this one stalled past the lock's stale time): writing on would erase its payments.
        console.error(`데이터 폴더의 잠금을 잃어 서버를 멈춥니다: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (config.operations.migrateOnStart) {
    await database.migrate();
    return database;
  }
  const pending = await database.pendingMigrations();
  if (pending > 0) {
    await database.close();
    console.error(`데이터베이스에 적용하지 않은 마이그레이션이 ${pending}개 있습니다. npm run migrate 를 먼저 실행하세요. (MIGRATE_ON_START=false)`);
    process.exit(1);
  }
  return database;
}

/**
 * What runs beside the app in the server process: the metrics listener
 * (METRICS_PORT) and the embedded database's local control listener (backups).
 */
export async function startOperations({ app, config, database }: { app: FastifyInstance; config: Config; database: DatabaseHandle }) {
  const metrics = app.metrics && config.operations.metrics ? await startMetricsListener(app.metrics, config.operations.metrics) : null;
  const control = database.kind === 'pglite' ? await startControlListener({ dataDir: config.dataDir, database, log: app.log }) : null;
  return {
    async close() {
      await metrics?.close();
      await control?.close();
    },
  };
}
