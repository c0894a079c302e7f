import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { newFileKey, type Storage } from '@server/integrations/storage/local';
import { HttpError } from '@server/lib/http-error';
import { insertStoredFile, sumStoredBytes } from './queries';

/**
 * What an upload field accepts. The type is decided by the file's first bytes;
 * for documents the name's extension must also agree with them.
 */
export interface UploadPolicy {
  maxBytes: number;
  accept: 'image' | 'document';
}

const imageTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

// Office 97 documents and HWP 5 are OLE compound files ("cfb"); OOXML files are zips.
const documentExtensions: Record<string, string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  pdf: ['pdf'],
  doc: ['cfb'],
  ppt: ['cfb'],
  hwp: ['cfb'],
  docx: ['docx', 'zip'],
  pptx: ['pptx', 'zip'],
  zip: ['zip'],
};
export const allowedDocumentExtensions = Object.keys(documentExtensions);

const contentTypes: Record<string, string> = {
  ...imageTypes,
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  hwp: 'application/x-hwp',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * The content type of a stored file, from its key alone: newFileKey names
 * every key after the type its bytes were checked as (images by their bytes,
 * documents by a name the bytes agreed with), the same table saveFile
 * records. Undefined for an extension no upload is stored under.
 */
export function contentTypeOfKey(fileKey: string): string | undefined {
  const extension = fileKey.slice(fileKey.lastIndexOf('.') + 1);
  return Object.hasOwn(contentTypes, extension) ? contentTypes[extension] : undefined;
}

/** An upload as received: bytes in memory, or a temporary file it streamed to (readMultipartForm). */
export type IncomingFile = { originalName: string } & ({ buffer: Buffer } | { path: string; size: number });

export const sizeOf = (file: IncomingFile) => ('buffer' in file ? file.buffer.length : file.size);

export type CheckedFile = IncomingFile & {
  extension: string;
  contentType: string;
  /** The policy it passed: an image is stored only once readImage (images.ts) has decoded and encoded it again. */
  accept: UploadPolicy['accept'];
};

export const megabytes = (n: number) => n * 1024 * 1024;

/** Refuses a file by size or by what its bytes really are, with the Korean reason. */
export async function checkUpload(file: IncomingFile, policy: UploadPolicy): Promise<CheckedFile> {
  if (sizeOf(file) > policy.maxBytes) {
    throw new HttpError(400, messages.file.tooLarge(Math.round(policy.maxBytes / megabytes(1))));
  }
  const detected = 'buffer' in file ? await fileTypeFromBuffer(file.buffer) : await fileTypeFromFile(file.path);
  if (policy.accept === 'image') {
    const contentType = detected && imageTypes[detected.ext];
    if (!detected || !contentType) throw new HttpError(400, messages.file.imageOnly);
    return { ...file, extension: detected.ext, contentType, accept: 'image' };
  }
  const nameExtension = file.originalName.split('.').pop()?.toLowerCase() ?? '';
  const expected = documentExtensions[nameExtension];
  const contentType = contentTypes[nameExtension];
  if (!expected || !contentType || !detected || !expected.includes(detected.ext)) {
    throw new HttpError(400, messages.file.typeNotAllowed(allowedDocumentExtensions));
  }
  return { ...file, extension: nameExtension, contentType, accept: 'document' };
}

/**
 * The name a download is saved under: the one asked for (or the upload's
 * own), with the stored file's real extension, the one its bytes were
 * checked as. '영수증.bat' of a stored JPEG is saved as '영수증.jpg', so a
 * link cannot hand out a picture or a PDF as a program.
 */
export function downloadName(name: string, fileKey: string, contentType: string): string {
  const real = fileKey.slice(fileKey.lastIndexOf('.') + 1);
  const dot = name.lastIndexOf('.');
  const given = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  // 'photo.jpeg' of a .jpg key is the same kind of file: the name is kept as it was.
  if (given === real || (given in contentTypes && contentTypes[given] === contentType)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}.${real}`;
}

/** Stores checked bytes under a fresh key and records the key, so the file routes will serve it. An image must have been read (readImage) first. */
export async function saveFile(db: Database, storage: Storage, file: CheckedFile & { width?: number; height?: number }): Promise<string> {
  const read = file.width !== undefined;
  // A programming error, not a refusal: every image path reads its uploads before storing them.
  if (file.accept === 'image' && !read) throw new Error('an image upload is stored only after readImage (modules/file/images.ts)');
  const fileKey = newFileKey(file.extension);
  await storage.put(fileKey, 'buffer' in file ? file.buffer : { path: file.path }, file.contentType);
  await insertStoredFile(db, {
    fileKey,
    originalName: file.originalName,
    contentType: file.contentType,
    byteSize: sizeOf(file),
    width: read ? (file.width ?? null) : null,
    height: read ? (file.height ?? null) : null,
  });
  return fileKey;
}

/** The bytes stored under these keys together (each key counted once). */
export async function storedBytesOf(db: Database, keys: readonly string[]): Promise<number> {
  return sumStoredBytes(db, [...new Set(keys)]);
}
