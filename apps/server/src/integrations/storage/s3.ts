import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { StorageConfig } from '@server/config';
import { checkedFileKey, type Storage, type StorageSource, type StoredObject } from './local';

export type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2,
 * NCP Object Storage, ...), so that every instance behind the load balancer
 * serves every file. Keys are the same `YYYY/MM/uuid.ext` as on disk.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default since 2025 sends every upload as aws-chunked with a
      // trailing CRC32, which many S3-compatible services do not read. Checksums
      // only where the API requires them: the upload's length is still declared
      // and the bytes are signed.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: StorageSource, contentType: string): Promise<void> {
    const target = { Bucket: this.bucket, Key: checkedFileKey(key), ContentType: contentType };
    if (Buffer.isBuffer(data)) {
      await this.client.send(new PutObjectCommand({ ...target, Body: data, ContentLength: data.length }));
      return;
    }
    // Uploads are at most 20 MB (the multipart limit): one PUT streamed from
    // the temporary file, its length known up front, no multipart upload needed.
    const { size } = await fsp.stat(data.path);
    await this.client.send(new PutObjectCommand({ ...target, Body: fs.createReadStream(data.path), ContentLength: size }));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedFileKey(key) }));
      // In Node the body is the HTTP response itself, a Readable.
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that holds nothing, as rm --force does.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedFileKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
