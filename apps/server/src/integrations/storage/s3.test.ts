import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, only } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { LocalStorage, newFileKey, type StoredObject } from './local';
import { storeDocument, storeImage, tinyPng } from '@server/seed/factories';
import { createTestApp, type TestContext } from '@server/test/app';
import { postReviewWithPhoto, reviewer, reviewPhotoPaths } from '@server/test/review-upload';
import { startTestBucket, type TestBucket } from '@server/test/s3';
import { createStorage } from './index';
import { S3Storage } from './s3';

// The S3 storage against a real S3-compatible server on 127.0.0.1: the same
// REST calls, signatures and error codes a bucket in production answers.

let bucket: TestBucket;
let dataDir: string;
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), ...env });
const bucketStorage = () => createStorage(config(bucket.env).storage);

/** The object's bytes, checked against the length the bucket gave for them. */
async function bytesOf(object: StoredObject | null): Promise<Buffer | null> {
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(object.size).toBe(bytes.length);
  return bytes;
}

beforeAll(async () => {
  bucket = await startTestBucket();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-s3-config-'));
});
afterAll(async () => {
  await bucket.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('choosing the storage', () => {
  it('keeps files under DATA_DIR/uploads when no S3 setting is given', () => {
    const chosen = config().storage;
    expect(chosen).toEqual({ kind: 'local', root: path.join(path.resolve(dataDir), 'uploads') });
    expect(createStorage(chosen)).toBeInstanceOf(LocalStorage);
  });

  it('uses the bucket when S3_BUCKET, S3_ENDPOINT and both keys are set', () => {
    expect(config(bucket.env).storage).toMatchObject({ kind: 's3', bucket: 'ongi-test', region: 'us-east-1', forcePathStyle: true });
    expect(bucketStorage()).toBeInstanceOf(S3Storage);
    const { S3_REGION: _region, S3_FORCE_PATH_STYLE: _pathStyle, ...required } = bucket.env;
    expect(config(required).storage).toMatchObject({ kind: 's3', region: 'us-east-1', forcePathStyle: false });
  });

  it('refuses to start on a partial S3 configuration, naming what is missing', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = bucket.env;
    expect(() => config(withoutSecret)).toThrow(
      '설정 오류 S3: S3 저장소를 쓰려면 S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY를 모두 설정해야 합니다. 빠진 값: S3_SECRET_ACCESS_KEY',
    );
    expect(() => config({ S3_ENDPOINT: bucket.env.S3_ENDPOINT })).toThrow(/빠진 값: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => config({ S3_REGION: 'ap-northeast-2' })).toThrow(/설정 오류 S3/);
    expect(() => config({ ...bucket.env, S3_ENDPOINT: 'not a url' })).toThrow(/설정 오류 S3_ENDPOINT/);
    // Empty values count as unset, as for every other setting.
    expect(config({ S3_BUCKET: '', S3_ENDPOINT: '' }).storage.kind).toBe('local');
  });
});

describe('S3Storage', () => {
  let storage: S3Storage;
  beforeAll(() => {
    storage = bucketStorage() as S3Storage;
  });
  afterAll(() => storage.close());

  it('puts bytes from memory and gets them back as a stream', async () => {
    const key = newFileKey('png');
    const png = await tinyPng();
    await storage.put(key, png, 'image/png');
    expect((await bytesOf(await storage.get(key)))?.equals(png)).toBe(true);
  });

  it('streams an upload from its temporary file, and another instance reads it', async () => {
    const file = path.join(dataDir, 'upload.bin');
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 0);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
    fs.writeFileSync(file, bytes);
    const key = newFileKey('pdf');
    await storage.put(key, { path: file }, 'application/pdf');
    const other = bucketStorage();
    try {
      // Buffer.equals: a deep toEqual walks 3 MB byte by byte for seconds.
      expect((await bytesOf(await other.get(key)))?.equals(bytes)).toBe(true);
    } finally {
      other.close?.();
    }
  });

  it('answers null for a key that holds nothing, and deleting it again is no error', async () => {
    const key = newFileKey('png');
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('x'), 'image/png');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key newFileKey did not make', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('photo.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
  });

  it('reports a bucket that refuses the keys, rather than calling the file missing', async () => {
    const wrongKeys = createStorage(config({ ...bucket.env, S3_SECRET_ACCESS_KEY: 'wrong-secret' }).storage);
    try {
      await expect(wrongKeys.get(newFileKey('png'))).rejects.toThrow();
    } finally {
      wrongKeys.close?.();
    }
  });
});

describe('the file routes serve from the bucket', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ config: config(bucket.env), storage: bucketStorage() });
  });
  afterAll(async () => {
    await t.close();
    t.storage.close?.();
  });

  it('a review photo uploaded through the route lands in the bucket and /api/file/image serves it', async () => {
    const { cookie, orderNum, campaignSeq } = await reviewer(t.database.db, t.app, 's3reviewer1');
    const png = await tinyPng('#336699');
    const created = await postReviewWithPhoto(t.app, cookie, orderNum, png, '사진.png');
    expect(created.statusCode).toBe(200);
    const photoPath = only(await reviewPhotoPaths(t.app, campaignSeq, created.json().reviewSeq), 'the review photo');

    const image = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(photoPath)}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-length']).toBe(String(png.length));
    expect(image.rawPayload.equals(png)).toBe(true);
    // Nothing went to this instance's disk: the bucket holds it.
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
    const other = bucketStorage();
    expect((await bytesOf(await other.get(photoPath)))?.equals(png)).toBe(true);
    other.close?.();
  });

  it('/api/file/download sends a document from the bucket under its Korean name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const document = await storeDocument(t.database.db, t.storage, pdf, '후원 안내문.pdf');
    const response = await t.app.inject({ method: 'GET', url: `/api/file/download?path=${encodeURIComponent(document.path)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%ED%9B%84%EC%9B%90%20%EC%95%88%EB%82%B4%EB%AC%B8.pdf");
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('a document asked for as an image is refused without holding a connection to the bucket open', async () => {
    const document = await storeDocument(
      t.database.db,
      t.storage,
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(512 * 1024, 32), Buffer.from('\n%%EOF\n')]),
      'not-an-image.pdf',
    );
    const image = await storeImage(t.database.db, t.storage, await tinyPng('#114477'), 'still-served.png');
    // More refusals than the S3 client has sockets (50): each one must give its socket back.
    for (let i = 0; i < 60; i += 1) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(document.path)}` });
      expect(refused.statusCode).toBe(404);
    }
    const served = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(image.path)}` });
    expect(served.statusCode).toBe(200);
  });

  it('answers 404 when the record exists but the bucket lost the object', async () => {
    const document = await storeDocument(t.database.db, t.storage, Buffer.from('%PDF-1.4\n%%EOF\n'), 'gone.pdf');
    await t.storage.delete(document.path);
    const response = await t.app.inject({ method: 'GET', url: `/api/file/download?path=${encodeURIComponent(document.path)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.file.notFound });
  });
});
