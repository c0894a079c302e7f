import os from 'node:os';
import { and, eq, inArray } from 'drizzle-orm';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { InvitationPhoto } from '@ongi/shared';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { newFileKey, type Storage } from '../../plugins/storage';
import { saveFile, type CheckedFile } from './service';

// Pages never send a phone camera's original to a guest: each photo is kept
// in a few WebP widths (srcset picks one), and a main photo also as the
// 1200×630 picture KakaoTalk and other apps show in a link preview.

export const photoWidths = [480, 960, 1600] as const;
export const linkPreviewSize = { width: 1200, height: 630 } as const;

// Resizing is CPU work on libvips' threads: one photo per core at a time, so
// a host saving twelve photos cannot starve every other request.
const resizing = pLimit(Math.max(1, os.availableParallelism()));

export interface StoredPhoto {
  /** The upload's own key. */
  path: string;
  width: number;
  height: number;
}

/**
 * Stores a checked image and its WebP copies. Orientation comes from EXIF, and
 * no copy is wider than the original. Returns the original's key and size.
 */
export async function storePhoto(db: Database, storage: Storage, file: CheckedFile, options: { linkPreview?: boolean } = {}): Promise<StoredPhoto> {
  const source = 'buffer' in file ? file.buffer : file.path;
  const oriented = await resizing(() => sharp(source).rotate().toBuffer({ resolveWithObject: true }));
  const { width, height } = oriented.info;
  const path = await saveFile(db, storage, file, { width, height });
  const copies: Array<{ variant: string; make: () => ReturnType<typeof sharp> }> = [];
  // The standard widths below the original's, and the original's own width
  // (up to the largest standard one) so a sharp screen gets every pixel there is.
  const targets = [...photoWidths.filter((target) => target < width), Math.min(width, photoWidths[photoWidths.length - 1])];
  for (const target of new Set(targets)) {
    copies.push({ variant: `w${target}`, make: () => sharp(oriented.data).resize({ width: target, withoutEnlargement: true }) });
  }
  if (options.linkPreview) {
    copies.push({ variant: 'og', make: () => sharp(oriented.data).resize({ ...linkPreviewSize, fit: 'cover', position: 'attention' }) });
  }
  for (const copy of copies) {
    const made = await resizing(() => copy.make().webp({ quality: 78, effort: 4 }).toBuffer({ resolveWithObject: true }));
    const key = newFileKey('webp');
    await storage.put(key, made.data, 'image/webp');
    await db.insert(storedFiles).values({
      fileKey: key,
      originalName: `${copy.variant}.webp`,
      contentType: 'image/webp',
      byteSize: made.info.size,
      width: made.info.width,
      height: made.info.height,
      parentKey: path,
      variant: copy.variant,
    });
  }
  return { path, width, height };
}

/** The photos of these keys as pages show them: size and WebP widths (ascending), for srcset. */
export async function photosOf(db: Database, paths: readonly string[]): Promise<Map<string, InvitationPhoto>> {
  const unique = [...new Set(paths)];
  const photos = new Map<string, InvitationPhoto>();
  if (unique.length === 0) return photos;
  const [originals, copies] = await Promise.all([
    db.select({ fileKey: storedFiles.fileKey, width: storedFiles.width, height: storedFiles.height }).from(storedFiles).where(inArray(storedFiles.fileKey, unique)),
    db
      .select({ fileKey: storedFiles.fileKey, parentKey: storedFiles.parentKey, variant: storedFiles.variant, width: storedFiles.width })
      .from(storedFiles)
      .where(inArray(storedFiles.parentKey, unique)),
  ]);
  for (const original of originals) {
    const variants = copies
      .filter((copy) => copy.parentKey === original.fileKey && copy.variant?.startsWith('w'))
      .map((copy) => ({ path: copy.fileKey, width: copy.width ?? 0 }))
      .sort((a, b) => a.width - b.width);
    photos.set(original.fileKey, { path: original.fileKey, width: original.width ?? 0, height: original.height ?? 0, variants });
  }
  return photos;
}

/** The 1200×630 link-preview copy of a photo, when one was made. */
export async function linkPreviewOf(db: Database, path: string): Promise<string | null> {
  const [row] = await db
    .select({ fileKey: storedFiles.fileKey })
    .from(storedFiles)
    .where(and(eq(storedFiles.parentKey, path), eq(storedFiles.variant, 'og')))
    .limit(1);
  return row?.fileKey ?? null;
}

/**
 * Removes photos no attachment uses any more: their copies, their rows and
 * their bytes. Called after the transaction that dropped the attachments.
 */
export async function removePhotos(db: Database, storage: Storage, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const copies = await db.select({ fileKey: storedFiles.fileKey }).from(storedFiles).where(inArray(storedFiles.parentKey, [...paths]));
  // The copies go with their original (parent_key cascades).
  await db.delete(storedFiles).where(inArray(storedFiles.fileKey, [...paths]));
  await Promise.all([...paths, ...copies.map((copy) => copy.fileKey)].map((key) => storage.delete(key)));
}
