import os from 'node:os';
import { and, eq, inArray } from 'drizzle-orm';
import pLimit from 'p-limit';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { imageMaxPixels, messages, type InvitationPhoto } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { storedFiles } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';
import { newFileKey, type Storage } from '@server/integrations/storage/local';
import { saveFile, type CheckedFile } from './service';

// Every uploaded picture goes through here before it is stored (invitation
// photos, reviews, the back office's thumbnails and its editors' images):
// decoded with a pixel cap, turned upright, and encoded again, so what is
// kept is a picture and nothing else. Bytes appended after the image (a zip,
// a script), EXIF (with a phone's GPS position) and anything else a file
// carries beside its pixels are gone. A file that does not decode, or that
// declares more than imageMaxPixels, is refused with a sentence naming it.
//
// Pages never send a phone camera's original to a guest: each invitation
// photo is kept in a few WebP widths (srcset picks one), and a main photo
// also as the 1200×630 picture KakaoTalk and other apps show in a link preview.

export const photoWidths = [480, 960, 1600] as const;
export const linkPreviewSize = { width: 1200, height: 630 } as const;

// Decoding and resizing are CPU work on libvips' threads: one picture per core
// at a time, so a host saving twelve photos cannot starve every other request.
const resizing = pLimit(Math.max(1, os.availableParallelism()));

/** Image work done in the same queue as the uploads' (one picture per core at a time): a burst of link previews waits its turn too. */
export function imageWork<T>(work: () => Promise<T>): Promise<T> {
  return resizing(work);
}

/**
 * Every sharp instance of the product opens its input here: with the pixel cap
 * (sharp's own default, 268 megapixels, lets a one-colour PNG of under a
 * megabyte cost 768 MB decoded) and refusing pixel data that is cut short or
 * corrupt rather than decoding what it can.
 */
export function openImage(input: Buffer | string, options: SharpOptions = {}): Sharp {
  return sharp(input, { limitInputPixels: imageMaxPixels, failOn: 'warning', ...options });
}

/**
 * A checked upload that has been decoded and encoded again: upright, nothing
 * but the picture. An upload in memory gives a picture in memory; an upload
 * streamed to a temporary file gives a file beside it (`<upload>.picture`, in
 * the form's folder that the form's discard removes), so a save of thirteen
 * photos never holds them all in memory.
 */
export type CheckedImage = CheckedFile & { width: number; height: number };

// Each picture stays in its own format: a PNG with transparency stays one, an animated GIF keeps its frames.
const encoders: Record<string, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
};

/**
 * Decodes a checked image upload and encodes it again (see above). The pixel
 * count is read from the header first, so a picture over the cap costs
 * nothing to refuse. Refusals are 400 with the file's name.
 */
export async function readImage(file: CheckedFile): Promise<CheckedImage> {
  const source = 'buffer' in file ? file.buffer : file.path;
  const encode = encoders[file.extension];
  if (!encode) throw new HttpError(400, messages.file.imageOnly);
  const animated = file.extension === 'gif' || file.extension === 'webp';
  let pixels: number;
  try {
    const header = await openImage(source, { animated, limitInputPixels: false }).metadata();
    pixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) * (animated ? (header.pages ?? 1) : 1);
  } catch {
    throw new HttpError(400, messages.file.imageUnreadable(file.originalName));
  }
  if (pixels > imageMaxPixels) throw new HttpError(400, messages.file.imageTooManyPixels(file.originalName, imageMaxPixels));
  if (pixels === 0) throw new HttpError(400, messages.file.imageUnreadable(file.originalName));
  const picture = { originalName: file.originalName, extension: file.extension, contentType: file.contentType, accept: 'image' as const };
  try {
    const pipeline = () => encode(openImage(source, { animated }).autoOrient());
    // An animation's height is all its frames stacked: the picture is one frame high.
    if ('buffer' in file) {
      const { data, info } = await resizing(() => pipeline().toBuffer({ resolveWithObject: true }));
      return { ...picture, buffer: data, width: info.width, height: info.pageHeight ?? info.height };
    }
    const path = `${file.path}.picture`;
    const info = await resizing(() => pipeline().toFile(path));
    return { ...picture, path, size: info.size, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new HttpError(400, messages.file.imageUnreadable(file.originalName));
  }
}

/** A picture's bytes or its file, as sharp opens it. */
const sourceOf = (image: CheckedImage) => ('buffer' in image ? image.buffer : image.path);

export interface StoredPhoto {
  /** The upload's own key. */
  path: string;
  width: number;
  height: number;
}

/**
 * Stores a read image (readImage: already upright) and its WebP copies. No
 * copy is wider than the picture. Returns the picture's key and size.
 */
export async function storePhoto(db: Database, storage: Storage, image: CheckedImage, options: { linkPreview?: boolean } = {}): Promise<StoredPhoto> {
  const { width, height } = image;
  const path = await saveFile(db, storage, image);
  const copies: Array<{ variant: string; make: () => Sharp }> = [];
  // The standard widths below the picture's, and its own width (up to the
  // largest standard one) so a sharp screen gets every pixel there is.
  const targets = [...photoWidths.filter((target) => target < width), Math.min(width, Math.max(...photoWidths))];
  for (const target of new Set(targets)) {
    copies.push({ variant: `w${target}`, make: () => openImage(sourceOf(image)).resize({ width: target, withoutEnlargement: true }) });
  }
  if (options.linkPreview) {
    copies.push({ variant: 'og', make: () => openImage(sourceOf(image)).resize({ ...linkPreviewSize, fit: 'cover', position: 'attention' }) });
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
    db
      .select({ fileKey: storedFiles.fileKey, width: storedFiles.width, height: storedFiles.height })
      .from(storedFiles)
      .where(inArray(storedFiles.fileKey, unique)),
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
  const copies = await db
    .select({ fileKey: storedFiles.fileKey })
    .from(storedFiles)
    .where(inArray(storedFiles.parentKey, [...paths]));
  // The copies go with their original (parent_key cascades).
  await db.delete(storedFiles).where(inArray(storedFiles.fileKey, [...paths]));
  await Promise.all([...paths, ...copies.map((copy) => copy.fileKey)].map((key) => storage.delete(key)));
}
