import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { findControlCharacter, messages, withoutControlCharacters } from '@ongi/shared';
import { HttpError } from './http-error';

/**
 * What a multipart form may carry: JSON or text fields by name, and per file
 * field how many files of what size. Nothing else is kept.
 */
export interface MultipartSpec {
  /** Fields parsed as JSON: a text part, or a JSON blob as a browser's FormData sends it. */
  jsonFields: readonly string[];
  /** The largest a JSON field may be; 64 KB unless given (an editor's HTML is longer). */
  jsonMaxBytes?: number;
  /** Fields kept as the text they are (a board's name), at most 200 characters. */
  textFields?: readonly string[];
  files: Readonly<Record<string, { maxCount: number; maxBytes: number }>>;
  /** All files together at most this many bytes: once past it, the files that follow are read and dropped (`overTotal`). */
  maxTotalBytes?: number;
}

/** A received file, written to a temporary file as it streamed in: never held in memory whole. Its folder is the form's own, removed by `discard` with everything in it. */
export interface UploadedFile {
  originalName: string;
  path: string;
  size: number;
  /** The file was longer than its field allows: what was kept is cut, and the upload is refused. */
  truncated: boolean;
}

export interface MultipartForm {
  /** The JSON fields as parsed; `unreadable` when one is not JSON or too long. */
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile[]>;
  /** File fields that got more files than allowed (the extra ones were read and dropped). */
  overCount: Set<string>;
  /** The files together went past `maxTotalBytes`: the upload is refused. */
  overTotal: boolean;
  /** Removes the temporary files; call it once the files are stored or refused. */
  discard(): Promise<void>;
}

export const unreadable = Symbol('unreadable');
const jsonFieldMaxBytes = 64 * 1024;
const uploadDir = path.join(os.tmpdir(), 'ongi-uploads');

/**
 * Removes the temporary folders of forms last written to before `before`: a
 * form's folder is removed when its request ends, so an old one is what a
 * process that died mid-request left behind. Returns how many went.
 */
export async function sweepStaleUploads(before: Date, dir = uploadDir): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const entry = path.join(dir, name);
    const stat = await fsp.stat(entry).catch(() => null);
    if (!stat || stat.mtime >= before) continue;
    await fsp.rm(entry, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

// A few uploads at once from one session or one address at the most: each
// holds a connection and disk while it streams, and a burst of them is
// someone filling the disk, not a person attaching photos.
const perSession = 2;
const perAddress = 4;
const running = new Map<string, number>();

/** Uploads being read now under a key ('session:<id>' or 'address:<ip>'). */
export function uploadsRunning(key: string): number {
  return running.get(key) ?? 0;
}

function enter(slots: ReadonlyArray<{ key: string; limit: number }>): () => void {
  if (slots.some(({ key, limit }) => (running.get(key) ?? 0) >= limit)) throw new HttpError(429, messages.file.uploadInProgress);
  for (const { key } of slots) running.set(key, (running.get(key) ?? 0) + 1);
  return () => {
    for (const { key } of slots) {
      const left = (running.get(key) ?? 1) - 1;
      if (left <= 0) running.delete(key);
      else running.set(key, left);
    }
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return unreadable;
  }
}

/** Counts bytes as they pass and stops passing them on after `max`, so a cut file stays at its limit on disk. */
function byteLimit(max: number, onOver: () => void) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = max - seen;
      seen += chunk.length;
      if (room <= 0) return done();
      if (chunk.length > room) {
        onOver();
        return done(null, chunk.subarray(0, room));
      }
      done(null, chunk);
    },
  });
}

/**
 * Reads a multipart form, streaming each file to a temporary file with its
 * field's limits applied as the bytes arrive (memory holds a chunk, not a
 * file). Every part is read to its end, even after a limit is reached: a part
 * left unread would hold the request open. Control characters in the JSON
 * fields are refused like in any other input.
 */
export async function readMultipartForm(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(400, messages.common.badRequest);
  const leave = enter([
    { key: `address:${request.ip}`, limit: perAddress },
    ...(request.session ? [{ key: `session:${request.session.idHash}`, limit: perSession }] : []),
  ]);
  // The form's own folder: its files, and whatever is made from them while the request runs (images.ts writes a picture beside its upload), go together.
  const folder = path.join(uploadDir, randomUUID());
  const form: MultipartForm = {
    fields: {},
    files: Object.fromEntries(Object.keys(spec.files).map((name) => [name, []])),
    overCount: new Set(),
    overTotal: false,
    discard: async () => {
      // Retried: a file written into the folder while it is being removed would make one attempt fail (ENOTEMPTY).
      await fsp.rm(folder, { recursive: true, force: true, maxRetries: 3 });
    },
  };
  const fileRules = Object.values(spec.files);
  const jsonMaxBytes = spec.jsonMaxBytes ?? jsonFieldMaxBytes;
  const maxFiles = fileRules.reduce((sum, rule) => sum + rule.maxCount, 0);
  let keptBytes = 0;
  try {
    await fsp.mkdir(folder, { recursive: true, mode: 0o700 });
    const options: FastifyMultipartBaseOptions = {
      limits: {
        // The parser's own cut sits just above the largest field's limit; each field's own is applied below.
        fileSize: Math.max(jsonMaxBytes, ...fileRules.map((rule) => rule.maxBytes)) + 1,
        // One file over a field's count still arrives, so the answer can say "too many".
        files: maxFiles + spec.jsonFields.length + 2,
        fields: spec.jsonFields.length + (spec.textFields?.length ?? 0) + 8,
        parts: maxFiles + spec.jsonFields.length + (spec.textFields?.length ?? 0) + 12,
      },
      // A longer file is cut and flagged (file.truncated) instead of ending the form, so the rest is still read.
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (spec.jsonFields.includes(part.fieldname)) {
          form.fields[part.fieldname] = typeof part.value === 'string' ? parseJson(part.value) : part.value;
        } else if (spec.textFields?.includes(part.fieldname)) {
          form.fields[part.fieldname] = typeof part.value === 'string' && part.value.length <= 200 ? part.value : unreadable;
        }
        continue;
      }
      if (spec.jsonFields.includes(part.fieldname)) {
        const buffer = await part.toBuffer();
        form.fields[part.fieldname] = part.file.truncated || buffer.length > jsonMaxBytes ? unreadable : parseJson(buffer.toString('utf8'));
        continue;
      }
      const rule = spec.files[part.fieldname];
      const list = form.files[part.fieldname];
      if (!rule || !list || list.length >= rule.maxCount || form.overTotal) {
        if (rule && !form.overTotal) form.overCount.add(part.fieldname);
        part.file.resume();
        continue;
      }
      const target = path.join(folder, randomUUID());
      let truncated = false;
      await pipeline(
        part.file,
        byteLimit(rule.maxBytes, () => (truncated = true)),
        fs.createWriteStream(target, { mode: 0o600 }),
      );
      const { size } = await fsp.stat(target);
      // Checked after each file: what is on disk stays within the total and one file's limit.
      keptBytes += size;
      if (spec.maxTotalBytes !== undefined && keptBytes > spec.maxTotalBytes) form.overTotal = true;
      list.push({
        originalName: withoutControlCharacters(part.filename ?? '').slice(0, 200) || 'file',
        path: target,
        size,
        truncated: truncated || part.file.truncated,
      });
    }
  } catch (error) {
    await form.discard();
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      for (const name of Object.keys(spec.files)) form.overCount.add(name);
      return form;
    }
    if (code?.startsWith('FST_')) throw new HttpError(400, messages.common.badRequest);
    throw error;
  } finally {
    leave();
  }
  if (Object.values(form.fields).includes(unreadable) || findControlCharacter(form.fields)) {
    await form.discard();
    throw new HttpError(400, Object.values(form.fields).includes(unreadable) ? messages.common.badRequest : messages.common.controlCharacter);
  }
  return form;
}
