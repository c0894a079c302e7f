import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a server that seeded the demo data and stopped: each journey file's server starts on a copy. */
    seededDataDir: string;
  }
}

/**
 * Seeds the demo data once for the run. A server on an empty folder seeds it
 * at start (about 10 s on a 2-core machine); a copy of the seeded folder
 * starts in about 2 s, so every journey file can have a server of its own.
 */
export default async function seedOnce(project: TestProject) {
  const seeding = await startServer();
  await seeding.stop({ keepData: true });
  project.provide('seededDataDir', seeding.dataDir);
  return () => fs.rmSync(seeding.dataDir, { recursive: true, force: true });
}
