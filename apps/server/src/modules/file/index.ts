import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '@server/db/client';
import { scheduleBackground } from '@server/lib/background';
import { domainModule } from '@server/lib/domain-module';
import { sweepStaleUploads } from '@server/lib/multipart-form';
import type { Storage } from '@server/integrations/storage/local';
import { orphanGraceMs, sweepOrphanPhotos } from './cleanup';
import { fileRoutes } from './routes';

export interface FileModuleOptions {
  db: Database;
  storage: Storage;
}

/** How often abandoned uploads are looked for (cleanup.ts), and once at start. */
const sweepEveryMinutes = 6 * 60;

const routes = domainModule<FileModuleOptions>([['/api/file', fileRoutes]]);

/**
 * Stored files: images and downloads served by the keys the database knows,
 * and the housekeeping of uploads nothing uses: photos a save stored but never
 * attached, and temporary files of requests whose process died.
 */
export const fileModule: FastifyPluginAsync<FileModuleOptions> = async (app, options) => {
  await app.register(routes, options);
  // Photos are rows and stored files every instance shares: once across instances, as a job.
  app.jobs.define({
    name: 'abandoned-photo-cleanup',
    label: '버려진 사진 정리',
    everyMinutes: sweepEveryMinutes,
    runAtStart: true,
    run: async ({ signal }) => {
      const before = new Date(Date.now() - orphanGraceMs);
      let photos = 0;
      for (;;) {
        signal.throwIfAborted();
        const removed = await sweepOrphanPhotos(options.db, options.storage, { storedBefore: before, batch: 200 });
        photos += removed;
        if (removed < 200) break;
      }
      if (photos > 0) app.log.info({ photos }, 'abandoned photos removed');
    },
  });
  // A request's temporary files are on this machine's disk, which no other instance sees: each instance sweeps its own.
  scheduleBackground(app, 'temporary upload cleanup', sweepEveryMinutes * 60_000, async () => {
    const temporary = await sweepStaleUploads(new Date(Date.now() - orphanGraceMs));
    if (temporary > 0) app.log.info({ temporary }, 'abandoned temporary uploads removed');
  });
};

// For other modules: an upload is checked by its bytes, then stored under a fresh key the file routes serve.
export {
  allowedDocumentExtensions,
  checkUpload,
  megabytes,
  saveFile,
  sizeOf,
  storedBytesOf,
  type CheckedFile,
  type IncomingFile,
  type UploadPolicy,
} from './service';
// Every image upload is read (decoded with a pixel cap, encoded again) before it is stored.
export {
  imageWork,
  linkPreviewOf,
  linkPreviewSize,
  openImage,
  photosOf,
  readImage,
  removePhotos,
  storePhoto,
  type CheckedImage,
  type StoredPhoto,
} from './images';
