import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { messages } from '@ongi/shared';
import type { Database } from '../../db/client';
import { newFileKey, type Storage } from '../../plugins/storage';
import { HttpError } from '../../plugins/http-error';
import { insertStoredFile } from './queries';

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
  jpg: ['jpg'], jpeg: ['jpg'], png: ['png'], pdf: ['pdf'],
  doc: ['cfb'], ppt: ['cfb'], hwp: ['cfb'],
  docx: ['docx', 'zip'], pptx: ['pptx', 'zip'], zip: ['zip'],
};
export const allowedDocumentExtensions = Object.keys(documentExtensions);

const contentTypes: Record<string, string> = {
  ...imageTypes, jpeg: 'image/jpeg', pdf: 'application/pdf', doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint', hwp: 'application/x-hwp', zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** An upload as received: bytes in memory, or a temporary file it streamed to (readMultipartForm). */
export type IncomingFile = { originalName: string } & ({ buffer: Buffer } | { path: string; size: number });

const sizeOf = (file: IncomingFile) => ('buffer' in file ? file.buffer.length : file.size);

export type CheckedFile = IncomingFile & {
  extension: string;
  contentType: string;
};

export const megabytes = (n: number) => n * 1024 * 1024;

/** Refuses a file by size or by what its bytes really are, with the Korean reason. */
export async function checkUpload(file: IncomingFile, policy: UploadPolicy): Promise<CheckedFile> {
  if (sizeOf(file) > policy.maxBytes) {
    throw new HttpError(400, messages.file.tooLarge(Math.round(policy.maxBytes / megabytes(1))));
  }
  const detected = 'buffer' in file ? await fileTypeFromBuffer(file.buffer) : await fileTypeFromFile(file.path);
  if (policy.accept === 'image') {
    if (!detected || !(detected.ext in imageTypes)) throw new HttpError(400, messages.file.imageOnly);
    return { ...file, extension: detected.ext, contentType: imageTypes[detected.ext] };
  }
  const nameExtension = file.originalName.split('.').pop()?.toLowerCase() ?? '';
  const expected = documentExtensions[nameExtension];
  if (!expected || !detected || !expected.includes(detected.ext)) {
    throw new HttpError(400, messages.file.typeNotAllowed(allowedDocumentExtensions));
  }
  return { ...file, extension: nameExtension, contentType: contentTypes[nameExtension] };
}

/** Stores checked bytes under a fresh key and records the key, so the file routes will serve it. */
export async function saveFile(db: Database, storage: Storage, file: CheckedFile, size?: { width: number; height: number }): Promise<string> {
  const fileKey = newFileKey(file.extension);
  await storage.put(fileKey, 'buffer' in file ? file.buffer : { path: file.path }, file.contentType);
  await insertStoredFile(db, {
    fileKey,
    originalName: file.originalName,
    contentType: file.contentType,
    byteSize: sizeOf(file),
    width: size?.width ?? null,
    height: size?.height ?? null,
  });
  return fileKey;
}
