import { dayFromToday, type Db, type FileRef } from './factories';
import type { SeedImage } from './images';

// What the seed's steps share: the transaction they write in, the moment the
// seed runs, the tally of rows it reports, and the files stored beforehand.

export interface SeedContext {
  tx: Db;
  now: Date;
  /** Adds to the rows written of a kind (npm run seed prints the tally). */
  count(kind: string, n?: number): void;
}

export function seedContext(tx: Db): SeedContext & { counts: Record<string, number> } {
  const counts: Record<string, number> = {};
  return {
    tx,
    now: new Date(),
    counts,
    count(kind, n = 1) {
      counts[kind] = (counts[kind] ?? 0) + n;
    },
  };
}

/** Stores seed files before the transaction; every stored file is remembered, to be discarded if the seed fails. */
export interface SeedFiles {
  image(name: SeedImage, originalName: string): Promise<FileRef>;
  /** An invitation photo: stored with its WebP sizes (and the link-preview picture for a main photo), as an upload is. */
  photo(name: SeedImage, originalName: string, options?: { linkPreview?: boolean }): Promise<FileRef>;
  document(buffer: Buffer, originalName: string): Promise<FileRef>;
}

/** An order's main photo, its gallery and the photos of its review. */
export interface OrderFiles {
  main: FileRef;
  gallery: FileRef[];
  reviewPhotos: FileRef[];
}

export const hour = 60 * 60 * 1000;
export const day = 24 * hour;

export const pad = (n: number) => String(n).padStart(2, '0');

/** A moment of a Korean calendar day, e.g. kst('2026-05-02', '13:30'). */
export function kst(date: string, time = '12:00'): Date {
  return new Date(`${date}T${time.padStart(5, '0')}:00+09:00`);
}

export function daysAgo(days: number, now: Date, time = '10:00'): Date {
  return kst(dayFromToday(-days, now), time);
}

/** The row a step wrote earlier under this name; a name the data does not know is a mistake in the data. */
export function found<K, V>(rows: Map<K, V>, key: K, what: string): V {
  const row = rows.get(key);
  if (row === undefined) throw new Error(`seed: no ${what} ${String(key)}`);
  return row;
}

/** A card's thumbnail and, when the seed asks for one, an attached picture: each its own stored file. */
export interface CardFiles {
  thumbnail: FileRef;
  attachList: FileRef[];
}

/** A card's stored pictures as its row takes them. */
export function cardPictures(files: CardFiles) {
  return { thumbnailPath: files.thumbnail.path, attachList: files.attachList };
}

export async function storeCardFiles(
  files: SeedFiles,
  seed: { image: SeedImage; attach?: boolean },
  names: { thumbnail: string; attach: string },
): Promise<CardFiles> {
  return {
    thumbnail: await files.image(seed.image, names.thumbnail),
    attachList: seed.attach ? [await files.image(seed.image, names.attach)] : [],
  };
}
