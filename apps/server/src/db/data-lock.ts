import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process per embedded data folder. PGlite keeps its database in memory
 * and writes pages back to DATA_DIR/pglite; a second process on the same
 * folder writes over the first one's pages, and payments its guests were told
 * were PAID disappear when both have stopped (issue 28, 1.3).
 *
 * The lock is proper-lockfile's: an atomic mkdir of DATA_DIR/server.lock whose
 * time the holder touches every few seconds. A holder that died (kill -9, a
 * power cut) stops touching it, so its lock is stale after `staleMs` and the
 * next start takes it over instead of being blocked for good. A start that
 * finds a live lock waits a while (an overlapping restart: the old process is
 * still finishing its requests) and then refuses.
 */

/** A lock not touched for this long belongs to a process that is gone. */
export const dataLockStaleMs = 10_000;

const pollMs = 500;

export class DataFolderInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `다른 온기 서버(또는 npm run seed·backup·restore)가 이 데이터 폴더를 쓰고 있습니다: ${dataDir}\n` +
        '내장 데이터베이스는 한 번에 한 프로세스만 열 수 있습니다. 두 프로세스가 함께 쓰면 서로의 결제 기록을 지웁니다.\n' +
        '실행 중인 서버를 멈춘 뒤 다시 시작하거나, 다른 DATA_DIR을 지정하세요. (여러 인스턴스는 DATABASE_URL로 PostgreSQL을 함께 씁니다.)',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataLockOptions {
  /** How long to wait for a live holder to let go before refusing (an overlapping restart). */
  waitMs?: number;
  /** Another process took the lock over while this one held it (this one stalled past staleMs): stop writing at once. */
  onCompromised?: (error: Error) => void;
  /** Told once when the folder is busy and this start waits for it. */
  onWait?: () => void;
}

/** Where the lock lives: inside the folder, so a copied or moved folder carries no lock of another folder. */
export function dataLockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** Takes the data folder for this process; resolves to the function that gives it back. */
export async function lockDataFolder(dataDir: string, options: DataLockOptions = {}): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockOptions = {
    lockfilePath: dataLockPath(dataDir),
    stale: dataLockStaleMs,
    realpath: false,
    onCompromised:
      options.onCompromised ??
      ((error: Error) => {
        throw error;
      }),
  };
  const deadline = Date.now() + (options.waitMs ?? 0);
  let told = false;
  for (;;) {
    try {
      const release = await lockfile.lock(dataDir, lockOptions);
      return async () => {
        // Already released (the process is exiting through proper-lockfile's own exit handler): nothing to give back.
        await release().catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (Date.now() >= deadline) throw new DataFolderInUseError(dataDir);
      if (!told) options.onWait?.();
      told = true;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}
