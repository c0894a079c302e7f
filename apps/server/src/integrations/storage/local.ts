import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileKeyPattern } from '@ongi/shared';

/**
 * Where uploaded bytes live. The local folder is the default; an S3-compatible
 * bucket (integrations/storage/s3.ts) implements the same calls when
 * several instances must share files.
 */
/** Bytes to store: in memory (the seed's images), or a file an upload streamed to disk. */
export type StorageSource = Buffer | { path: string };

/** Stored bytes as they are read back: a stream, and how many bytes it will give. */
export interface StoredObject {
  body: Readable;
  size: number;
}

export interface Storage {
  put(key: string, data: StorageSource, contentType: string): Promise<void>;
  /** The bytes under a key, or null when the key holds nothing. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Lets go of open connections (the bucket's sockets); the local folder holds none. */
  close?(): void;
}

/** Keys are made here only: a date folder and a random name, never a client's file name. */
export function newFileKey(extension: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${month}/${randomUUID()}.${extension.toLowerCase()}`;
}

// The shape newFileKey makes, declared with the file routes' queries (packages/shared schemas/file.ts).
export { fileKeyPattern };

/** Every implementation refuses a key newFileKey did not make, so no caller can reach outside its folder or bucket prefix. */
export function checkedFileKey(key: string): string {
  if (!fileKeyPattern.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    return path.join(this.root, checkedFileKey(key));
  }

  async put(key: string, data: StorageSource): Promise<void> {
    const target = this.resolve(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    if (Buffer.isBuffer(data)) await fsp.writeFile(target, data);
    else await fsp.copyFile(data.path, target);
  }

  async get(key: string): Promise<StoredObject | null> {
    const target = this.resolve(key);
    let file: fsp.FileHandle;
    try {
      file = await fsp.open(target, 'r');
    } catch {
      return null;
    }
    // Opened before anything else: a file removed meanwhile (a clean-up) is still read whole, and its length is the one sent.
    try {
      const { size } = await file.stat();
      return { body: file.createReadStream(), size };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }
}
