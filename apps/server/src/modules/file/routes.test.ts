import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contentDisposition from 'content-disposition';
import sharp from 'sharp';
import { imageMaxPixels, messages } from '@ongi/shared';
import { gifPolyglot, hiddenTrailer, noisyJpeg, pngDeclaring, truncatedJpeg, withTrailer } from '@server/test/bad-images';
import { createAccount } from '@server/seed/factories';
import { createTestApp, type TestContext } from '@server/test/app';
import { loginAs } from '@server/test/member-session';
import { readImage, type CheckedImage } from './images';
import { checkUpload, megabytes, saveFile } from './service';

let t: TestContext;
let imageKey: string;
/** A read picture's bytes, in memory or in its file. */
const bytesOf = (image: CheckedImage) => ('buffer' in image ? image.buffer : fs.readFileSync(image.path));
let pdfKey: string;
let png: Buffer;
/** The PNG as stored: decoded and encoded again. */
let storedPng: Buffer;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c08a5b' } })
    .png()
    .toBuffer();
  const read = await readImage(await checkUpload({ buffer: png, originalName: '대표사진.png' }, { accept: 'image', maxBytes: megabytes(10) }));
  storedPng = bytesOf(read);
  imageKey = await saveFile(t.database.db, t.storage, read);
  pdfKey = await saveFile(
    t.database.db,
    t.storage,
    await checkUpload({ buffer: pdf, originalName: '2026 후원 안내문.pdf' }, { accept: 'document', maxBytes: megabytes(10) }),
  );
});
afterAll(() => t.close());

describe('GET /api/file/image', () => {
  it('serves a recorded image with its type and a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(imageKey)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.equals(storedPng)).toBe(true);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
  });

  it.each(['../../etc/passwd', '/etc/passwd', '..%2F..%2Fetc%2Fpasswd', 'C:\\Windows\\win.ini', 'https://evil.example/x.png', ''])(
    'refuses the path %s with 400',
    async (path) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(path)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.file.invalidPath });
    },
  );

  it('answers 404 for a well-formed key nobody recorded', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/file/image?path=2026/01/00000000-0000-0000-0000-000000000000.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.file.notFound });
  });

  it('does not serve a document as an image', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(pdfKey)}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/file/download', () => {
  it('sends a Korean file name per RFC 5987', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/file/download?path=${encodeURIComponent(pdfKey)}&fileName=${encodeURIComponent('2026 후원 안내문.pdf')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''2026%20%ED%9B%84%EC%9B%90%20%EC%95%88%EB%82%B4%EB%AC%B8.pdf`);
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('falls back to the original name', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/file/download?path=${encodeURIComponent(pdfKey)}` });
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['content-disposition']).toContain('UTF-8');
  });

  it.each([
    ['a program name for a PDF', () => pdfKey, '영수증.bat', '영수증.pdf'],
    ['a program name for a picture', () => imageKey, '영수증.bat', '영수증.png'],
    ['a name without an extension', () => imageKey, 'README', 'README.png'],
    ['a page name for a PDF', () => pdfKey, 'notice.pdf.html', 'notice.pdf.pdf'],
    ['its own extension, in capitals', () => pdfKey, '안내문.PDF', '안내문.PDF'],
  ])("saves %s under the file's real extension", async (_label, key, asked, served) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/file/download?path=${encodeURIComponent(key())}&fileName=${encodeURIComponent(asked)}` });
    expect(response.statusCode).toBe(200);
    expect(contentDisposition.parse(String(response.headers['content-disposition'])).parameters.filename).toBe(served);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("gives an upload's own name the real extension too", async () => {
    const key = await saveFile(
      t.database.db,
      t.storage,
      await readImage(await checkUpload({ buffer: png, originalName: 'invoice.exe' }, { accept: 'image', maxBytes: megabytes(10) })),
    );
    const response = await t.app.inject({ method: 'GET', url: `/api/file/download?path=${encodeURIComponent(key)}` });
    expect(contentDisposition.parse(String(response.headers['content-disposition'])).parameters.filename).toBe('invoice.png');
  });

  it('refuses traversal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/file/download?path=../../../etc/passwd&fileName=passwd' });
    expect(response.statusCode).toBe(400);
  });
});

describe('with the database unreachable (issue 28, 1.4)', () => {
  // Its own app, whose database is closed under it: every query fails, as when PostgreSQL is down.
  let down: TestContext;
  let photo: string;
  let letter: string;
  let cookie: string;
  beforeAll(async () => {
    down = await createTestApp();
    photo = await saveFile(
      down.database.db,
      down.storage,
      await readImage(await checkUpload({ buffer: png, originalName: '본식.png' }, { accept: 'image', maxBytes: megabytes(10) })),
    );
    letter = await saveFile(
      down.database.db,
      down.storage,
      await checkUpload({ buffer: pdf, originalName: '안내문.pdf' }, { accept: 'document', maxBytes: megabytes(10) }),
    );
    const member = await createAccount(down.database.db, { username: 'photoguest01' });
    cookie = await loginAs(down.app, member.username);
    await down.database.close();
    expect((await down.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
  });
  afterAll(() => down.app.close());

  it('still serves a photo by its key, with its type, length and long cache, to a signed-in visitor too', async () => {
    for (const headers of [{}, { cookie }]) {
      const response = await down.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(photo)}`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers['cache-control']).toContain('immutable');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    }
  });

  it('still sends a download under the name asked for, with the real extension', async () => {
    const response = await down.app.inject({
      method: 'GET',
      url: `/api/file/download?path=${encodeURIComponent(letter)}&fileName=${encodeURIComponent('안내문.bat')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(contentDisposition.parse(String(response.headers['content-disposition'])).parameters.filename).toBe('안내문.pdf');
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('still refuses a document as a picture, and a key that holds nothing', async () => {
    expect((await down.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(letter)}` })).statusCode).toBe(404);
    const missing = await down.app.inject({ method: 'GET', url: '/api/file/image?path=2026/01/00000000-0000-0000-0000-000000000000.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.file.notFound });
  });
});

describe('upload checks', () => {
  it('decides the type by the bytes, not the name', async () => {
    await expect(checkUpload({ buffer: pdf, originalName: 'photo.png' }, { accept: 'image', maxBytes: megabytes(10) })).rejects.toThrow(
      messages.file.imageOnly,
    );
  });

  it('refuses a document whose name and bytes disagree', async () => {
    await expect(checkUpload({ buffer: png, originalName: 'report.pdf' }, { accept: 'document', maxBytes: megabytes(10) })).rejects.toThrow(
      /허용되지 않은 파일 형식/,
    );
  });

  it('refuses a script renamed as a document', async () => {
    await expect(
      checkUpload({ buffer: Buffer.from('#!/bin/sh\nrm -rf /\n'), originalName: 'notes.hwp' }, { accept: 'document', maxBytes: megabytes(10) }),
    ).rejects.toThrow(/허용되지 않은 파일 형식/);
  });

  it('refuses a file over the size limit', async () => {
    await expect(checkUpload({ buffer: Buffer.alloc(2048, 1), originalName: 'big.png' }, { accept: 'image', maxBytes: 1024 })).rejects.toThrow('파일 크기는');
  });
});

describe('reading an image upload', () => {
  const checked = async (buffer: Buffer, originalName: string) => checkUpload({ buffer, originalName }, { accept: 'image', maxBytes: megabytes(15) });
  const read = async (buffer: Buffer, originalName: string) => readImage(await checked(buffer, originalName));

  it('keeps the picture and nothing appended to it', async () => {
    const jpeg = await read(await withTrailer(noisyJpeg()), 'hidden.jpg');
    expect(bytesOf(jpeg).includes(hiddenTrailer)).toBe(false);
    expect(bytesOf(jpeg).includes(Buffer.from('<script>'))).toBe(false);
    expect(jpeg).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 800, height: 600 });
    const gif = await read(
      await withTrailer(
        sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
          .gif()
          .toBuffer(),
      ),
      'hidden.gif',
    );
    expect(bytesOf(gif).includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(bytesOf(gif)).metadata()).toMatchObject({ format: 'gif', width: 4, height: 4 });
  });

  it("turns a phone photo upright by its EXIF and keeps none of its EXIF (a phone's GPS position among it)", async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#446688' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'OngiPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' } })
      .toBuffer();
    expect(sideways.includes(Buffer.from('OngiPhone'))).toBe(true);
    const upright = await read(sideways, 'IMG_0001.jpg');
    expect(upright).toMatchObject({ width: 20, height: 40 });
    const metadata = await sharp(bytesOf(upright)).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(bytesOf(upright).includes(Buffer.from('OngiPhone'))).toBe(false);
  });

  it('writes the picture of an upload streamed to a file beside it, and keeps nothing of it in memory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-read-image-'));
    try {
      const upload = path.join(dir, 'upload');
      fs.writeFileSync(upload, await withTrailer(noisyJpeg()));
      const picture = await readImage(
        await checkUpload({ path: upload, size: fs.statSync(upload).size, originalName: 'camera.jpg' }, { accept: 'image', maxBytes: megabytes(15) }),
      );
      expect('buffer' in picture).toBe(false);
      expect(picture).toMatchObject({ path: `${upload}.picture`, width: 800, height: 600, size: fs.statSync(`${upload}.picture`).size });
      expect(fs.readFileSync(`${upload}.picture`).includes(hiddenTrailer)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['a JPEG cut off halfway', truncatedJpeg, '반쪽.jpg'],
    ['a GIF header with a script behind it', async () => gifPolyglot, 'cute.gif'],
  ])('refuses %s by its name', async (_label, bytes, name) => {
    await expect(read(await bytes(), name)).rejects.toMatchObject({ statusCode: 400, message: messages.file.imageUnreadable(name) });
  });

  it('refuses a picture that declares more pixels than the cap, from its header alone, and reads one at the cap', async () => {
    await expect(read(pngDeclaring(30_000, 30_000), 'huge.png')).rejects.toMatchObject({
      statusCode: 400,
      message: messages.file.imageTooManyPixels('huge.png', imageMaxPixels),
    });
    await expect(read(pngDeclaring(8001, 8000), 'just-over.png')).rejects.toMatchObject({
      message: messages.file.imageTooManyPixels('just-over.png', imageMaxPixels),
    });
    // 8,000 × 8,000 is the cap itself: past the pixel check, refused only because the file holds one row of its pixels.
    await expect(read(pngDeclaring(8000, 8000), 'at-cap.png')).rejects.toMatchObject({ message: messages.file.imageUnreadable('at-cap.png') });
  });

  it('will not store an image upload that was not read', async () => {
    await expect(saveFile(t.database.db, t.storage, await checked(png, 'unread.png'))).rejects.toThrow(/readImage/);
  });
});
