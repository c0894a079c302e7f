import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { editorMessages, messages, only } from '@ongi/shared';
import { storedFiles } from '@server/db/schema';
import { gifPolyglot, pngDeclaring, truncatedJpeg } from '@server/test/bad-images';
import { sanitizeRichText } from '@server/lib/rich-text';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';

let t: TestContext;
let callers: AdminCallers;
let png: Buffer;
const url = '/api/file/upload-editor-img';

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  png = await sharp({ create: { width: 12, height: 9, channels: 3, background: '#7a9b76' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** What a browser's FormData sends: the board as text, the file as a part. */
async function upload(parts: { uploadBoard?: string; file?: { bytes: Buffer; name: string; type?: string } }, cookie = callers.admin) {
  const form = new FormData();
  if (parts.uploadBoard !== undefined) form.append('uploadBoard', parts.uploadBoard);
  if (parts.file) form.append('file', new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? 'image/png' }), parts.file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...sameOrigin, cookie, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const storedCount = async () => only(await t.database.db.select({ n: count() }).from(storedFiles), 'a count').n;

describe('POST /api/file/upload-editor-img', () => {
  it('stores an image and answers its key, which the image route serves and the sanitiser keeps', async () => {
    const response = await upload({ uploadBoard: 'notice', file: { bytes: png, name: '붙여넣은 이미지.png' } });
    expect(response.statusCode).toBe(200);
    const { path } = response.json<{ path: string }>();
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.fileKey, path));
    expect(row).toMatchObject({ contentType: 'image/png', originalName: '붙여넣은 이미지.png' });
    const image = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(path)}` });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    const src = `/api/file/image?path=${encodeURIComponent(path)}`;
    expect(sanitizeRichText(`<p><img src="${src}"></p>`)).toBe(`<p><img src="${src}" /></p>`);
  });

  it.each(['sponsor', 'donationGroup', 'campaign', 'popup'])('takes images for the %s board', async (uploadBoard) => {
    const response = await upload({ uploadBoard, file: { bytes: png, name: 'a.png' } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses bytes that are not an image, whatever the name and type claim, and stores nothing', async () => {
    const before = await storedCount();
    const response = await upload({ uploadBoard: 'notice', file: { bytes: Buffer.from('<script>alert(1)</script>'), name: 'x.png', type: 'image/png' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.file.imageOnly });
    const pdf = await upload({ uploadBoard: 'notice', file: { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'a.pdf', type: 'application/pdf' } });
    expect(pdf.json()).toEqual({ message: messages.file.imageOnly });
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['a JPEG cut off halfway', truncatedJpeg, '반쪽.jpg', 'image/jpeg', messages.file.imageUnreadable('반쪽.jpg')],
    [
      'a PNG declaring 30,000 × 30,000 pixels',
      async () => pngDeclaring(30_000, 30_000),
      'big.png',
      'image/png',
      messages.file.imageTooManyPixels('big.png', 64_000_000),
    ],
    ['a GIF header with a script behind it', async () => gifPolyglot, 'x.gif', 'image/gif', messages.file.imageUnreadable('x.gif')],
  ])('refuses %s with 400 naming the file, and stores nothing', async (_label, bytes, name, type, message) => {
    const before = await storedCount();
    const response = await upload({ uploadBoard: 'notice', file: { bytes: await bytes(), name, type } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedCount()).toBe(before);
  });

  it('refuses an unknown or missing board and a missing file', async () => {
    for (const uploadBoard of ['faq', '', undefined]) {
      const response = await upload({ uploadBoard, file: { bytes: png, name: 'a.png' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: editorMessages.uploadBoard });
    }
    const empty = await upload({ uploadBoard: 'notice' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: editorMessages.fileRequired });
  });

  it('refuses an image over 10 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload({ uploadBoard: 'notice', file: { bytes: big, name: 'big.png' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.file.tooLarge(10) });
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...sameOrigin, cookie: callers.admin, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'POST', url });
  });
});
