import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { messages } from '@ongi/shared';
import { createTestApp, type TestContext } from '../../test/app';
import { checkUpload, megabytes, saveFile } from './service';

let t: TestContext;
let imageKey: string;
let pdfKey: string;
let png: Buffer;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c08a5b' } }).png().toBuffer();
  imageKey = await saveFile(t.database.db, t.storage, await checkUpload({ buffer: png, originalName: '대표사진.png' }, { accept: 'image', maxBytes: megabytes(10) }));
  pdfKey = await saveFile(t.database.db, t.storage, await checkUpload({ buffer: pdf, originalName: '2026 후원 안내문.pdf' }, { accept: 'document', maxBytes: megabytes(10) }));
});
afterAll(() => t.close());

describe('GET /api/file/image', () => {
  it('serves a recorded image with its type and a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(imageKey)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.equals(png)).toBe(true);
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

  it('refuses traversal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/file/download?path=../../../etc/passwd&fileName=passwd' });
    expect(response.statusCode).toBe(400);
  });
});

describe('upload checks', () => {
  it('decides the type by the bytes, not the name', async () => {
    await expect(checkUpload({ buffer: pdf, originalName: 'photo.png' }, { accept: 'image', maxBytes: megabytes(10) })).rejects.toThrow(messages.file.imageOnly);
  });

  it('refuses a document whose name and bytes disagree', async () => {
    await expect(checkUpload({ buffer: png, originalName: 'report.pdf' }, { accept: 'document', maxBytes: megabytes(10) })).rejects.toThrow(/허용되지 않은 파일 형식/);
  });

  it('refuses a script renamed as a document', async () => {
    await expect(checkUpload({ buffer: Buffer.from('#!/bin/sh\nrm -rf /\n'), originalName: 'notes.hwp' }, { accept: 'document', maxBytes: megabytes(10) })).rejects.toThrow(/허용되지 않은 파일 형식/);
  });

  it('refuses a file over the size limit', async () => {
    await expect(checkUpload({ buffer: Buffer.alloc(2048, 1), originalName: 'big.png' }, { accept: 'image', maxBytes: 1024 })).rejects.toThrow('파일 크기는');
  });
});
