import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import type { Storage } from '../../plugins/storage';
import { fileRoutes } from './routes';

/** Stored files: images and downloads served by the keys the database knows. */
export const fileModule = domainModule<{ db: Database; storage: Storage }>([['/api/file', fileRoutes]]);

// For other modules: an upload is checked by its bytes, then stored under a fresh key the file routes serve.
export { allowedDocumentExtensions, checkUpload, megabytes, saveFile, storedBytesOf, type CheckedFile, type IncomingFile, type UploadPolicy } from './service';
// Every image upload is read (decoded with a pixel cap, encoded again) before it is stored.
export { linkPreviewOf, openImage, photosOf, readImage, removePhotos, storePhoto, type CheckedImage, type StoredPhoto } from './images';
