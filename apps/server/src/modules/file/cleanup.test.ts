import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, or } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { storedFiles } from '@server/db/schema';
import { sweepStaleUploads } from '@server/lib/multipart-form';
import { createWeddingInvitation, storeImage, storeInvitationPhoto, tinyPng } from '@server/seed/factories';
import { createTestApp, type TestContext } from '@server/test/app';
import { noisyJpeg } from '@server/test/bad-images';
import { fileKeyColumns, orphanGraceMs, sweepOrphanPhotos } from './cleanup';

// Abandoned uploads: photos a save stored but never attached (a process that
// died between storing them and writing the order), a day after they were
// stored, and temporary files of requests that never finished.

let t: TestContext;
let jpeg: Buffer;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  jpeg = await noisyJpeg(1000, 700);
  // The sweep the instance ran as it started is over before any photo is laid out: on a loaded machine it
  // ran late and took the abandoned photo the first test sweeps itself.
  expect(await t.app.jobs.runNow('abandoned-photo-cleanup')).toBe('completed');
});
afterAll(() => t.close());

/** A photo stored the way a save stores one (with its WebP copies), as if `days` ago. */
async function photoStored(days: number, name = 'photo.jpg') {
  const { path: key } = await storeInvitationPhoto(t.database.db, t.storage, jpeg, name, { linkPreview: true });
  await t.database.db
    .update(storedFiles)
    .set({ createDate: daysAgo(days) })
    .where(or(eq(storedFiles.fileKey, key), eq(storedFiles.parentKey, key)));
  const copies = await t.database.db.select({ fileKey: storedFiles.fileKey }).from(storedFiles).where(eq(storedFiles.parentKey, key));
  return { key, copies: copies.map((copy) => copy.fileKey) };
}

const rowsOf = async (keys: string[]) =>
  (await t.database.db.select({ fileKey: storedFiles.fileKey }).from(storedFiles).where(inArray(storedFiles.fileKey, keys))).length;
const bytesOf = async (key: string) => {
  const stored = await t.storage.get(key);
  stored?.body.destroy();
  return stored !== null;
};

describe('sweepOrphanPhotos', () => {
  it('removes a photo no saved record uses a day after it was stored, with its copies and bytes, and nothing else', async () => {
    const abandoned = await photoStored(2, 'abandoned.jpg');
    const attached = await photoStored(2, 'attached.jpg');
    await createWeddingInvitation(t.database.db, { attachList: [{ path: attached.key, originalName: 'attached.jpg', attachType: 'main' }] });
    // Being saved right now: its order is not written yet.
    const fresh = await photoStored(0, 'fresh.jpg');
    // A back-office picture has no copies: not a photo a save abandons.
    const thumbnail = await storeImage(t.database.db, t.storage, await tinyPng(), 'thumb.png');
    await t.database.db
      .update(storedFiles)
      .set({ createDate: daysAgo(30) })
      .where(eq(storedFiles.fileKey, thumbnail.path));

    expect(abandoned.copies.length).toBeGreaterThan(0);
    expect(await sweepOrphanPhotos(t.database.db, t.storage, { storedBefore: new Date(Date.now() - orphanGraceMs) })).toBe(1);

    expect(await rowsOf([abandoned.key, ...abandoned.copies])).toBe(0);
    for (const key of [abandoned.key, ...abandoned.copies]) expect(await bytesOf(key)).toBe(false);
    for (const kept of [attached, fresh]) {
      expect(await rowsOf([kept.key, ...kept.copies])).toBe(1 + kept.copies.length);
      expect(await bytesOf(kept.key)).toBe(true);
    }
    expect(await rowsOf([thumbnail.path])).toBe(1);
    // Nothing left to do.
    expect(await sweepOrphanPhotos(t.database.db, t.storage, { storedBefore: new Date(Date.now() - orphanGraceMs) })).toBe(0);
  });

  it('counts every column that holds a file key, found from the schema', () => {
    const columns = fileKeyColumns().map((column) => `${getTableConfig(column.table).name}.${column.name}`);
    expect(columns).toEqual(
      expect.arrayContaining([
        'wedding_invitation_attach.path',
        'funeral_invitation_attach.path',
        'review_attach.path',
        'campaign_attach.path',
        'sponsor.thumbnailPath',
        'sponsor_attach.path',
        'donation_group.thumbnailPath',
        'donation_group_attach.path',
        'notice_attach.path',
      ]),
    );
    expect(columns).not.toContain('stored_file.parentKey');
  });

  it('runs in the background of every instance, from its start', async () => {
    const abandoned = await photoStored(3, 'left-behind.jpg');
    const instance = await createTestApp({ database: t.database, storage: t.storage });
    try {
      // The rows go first, then the bytes.
      await expect.poll(async () => ({ rows: await rowsOf([abandoned.key]), bytes: await bytesOf(abandoned.key) })).toEqual({ rows: 0, bytes: false });
    } finally {
      await instance.close();
    }
  });
});

describe('sweepStaleUploads', () => {
  it("removes forms' temporary folders older than the cut, and leaves those of requests still running", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-stale-uploads-'));
    try {
      // A form's folder: its upload and the picture read from it.
      const old = path.join(dir, 'old-form');
      const running = path.join(dir, 'running-form');
      for (const folder of [old, running]) {
        fs.mkdirSync(folder);
        fs.writeFileSync(path.join(folder, 'upload'), 'x');
        fs.writeFileSync(path.join(folder, 'upload.picture'), 'y');
      }
      fs.utimesSync(old, daysAgo(2), daysAgo(2));
      expect(await sweepStaleUploads(daysAgo(1), dir)).toBe(1);
      expect(fs.existsSync(old)).toBe(false);
      expect(fs.readdirSync(running)).toEqual(['upload', 'upload.picture']);
      expect(await sweepStaleUploads(daysAgo(1), path.join(dir, 'missing'))).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
