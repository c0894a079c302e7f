import type { StorageConfig } from '@server/config';
import { LocalStorage, type Storage } from './local';
import { S3Storage } from './s3';

/** The bucket when S3_* is configured, else the folder under DATA_DIR. */
export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalStorage(config.root);
}

/** For the start-up message. */
export function storageLabel(config: StorageConfig): string {
  return config.kind === 's3' ? `S3 버킷 ${config.bucket} (${config.endpoint})` : `로컬 폴더 ${config.root}`;
}
