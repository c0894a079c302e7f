import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { adminAttachmentMax, adminAttachmentMaxBytes, adminThumbnailMaxBytes, messages, z, type AdminStoredFile } from '@ongi/shared';
import type { Database } from '../db/client';
import { HttpError } from './http-error';
import type { Storage } from '../integrations/storage/local';
import { checkUpload, readImage, saveFile, type CheckedFile, type UploadPolicy } from '../modules/file';
import { readMultipartForm } from './multipart-form';

// A back-office save with files (sponsor activities, donation groups,
// campaigns): one JSON part with the fields, checked by the shared schema,
// and file fields beside it, each checked by its bytes (an image field takes
// images only). Nothing is stored until every part has passed; the files are
// stored by the save itself, inside its work, and the temporary copies are
// removed whatever happens.

export interface AdminUploadSpec {
  /** The multipart part holding the fields as JSON ('sponsor'). */
  part: string;
  /** File fields: how many, how large, and what they must be. */
  files: Readonly<Record<string, UploadPolicy & { maxCount: number; tooMany: string }>>;
}

/** A thumbnail (an image, checked by its bytes) and attachments of the notice's kinds. */
export const contentUploadSpec = (part: string): AdminUploadSpec => ({
  part,
  files: {
    thumbnail: { accept: 'image', maxBytes: adminThumbnailMaxBytes, maxCount: 1, tooMany: messages.file.tooMany(1) },
    attachList: { accept: 'document', maxBytes: adminAttachmentMaxBytes, maxCount: adminAttachmentMax, tooMany: messages.file.tooMany(adminAttachmentMax) },
  },
});

/** The checked fields and files of a back-office multipart save. */
export interface AdminUpload<Values> {
  values: Values;
  files: Record<string, CheckedFile[]>;
}

/** A stored file of a save: its key and the name the administrator's file had. */
export interface StoredUpload {
  path: string;
  originalName: string;
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.common.badRequest;
}

/**
 * Reads the multipart save: the JSON part through `schema`, then each file by
 * its bytes. Refusals are 400 with the Korean sentence. The answer holds
 * temporary files; pass it to `withAdminUpload` so they are removed.
 */
export async function readAdminUpload<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  spec: AdminUploadSpec,
): Promise<AdminUpload<z.output<S>> & { discard(): Promise<void> }> {
  const form = await readMultipartForm(request, {
    jsonFields: [spec.part],
    // The fields carry an editor's HTML (up to 200,000 characters, 3 bytes each in Korean).
    jsonMaxBytes: 1024 * 1024,
    files: Object.fromEntries(Object.entries(spec.files).map(([name, rule]) => [name, { maxCount: rule.maxCount, maxBytes: rule.maxBytes + 1 }])),
  });
  try {
    const parsed = schema.safeParse(form.fields[spec.part] ?? {});
    if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
    const files: Record<string, CheckedFile[]> = {};
    for (const [name, rule] of Object.entries(spec.files)) {
      if (form.overCount.has(name)) throw new HttpError(400, rule.tooMany);
      files[name] = [];
      for (const file of form.files[name] ?? []) {
        if (file.truncated) throw new HttpError(400, messages.file.tooLarge(Math.round(rule.maxBytes / (1024 * 1024))));
        const checked = await checkUpload(file, rule);
        files[name].push(checked.accept === 'image' ? await readImage(checked) : checked);
      }
    }
    return { values: parsed.data as z.output<S>, files, discard: form.discard };
  } catch (error) {
    await form.discard();
    throw error;
  }
}

/** Stores checked files under fresh keys (recorded in stored_file, served by the file routes). */
export async function storeUploads(db: Database, storage: Storage, files: readonly CheckedFile[]): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  for (const file of files) stored.push({ path: await saveFile(db, storage, file), originalName: file.originalName });
  return stored;
}

/**
 * The `save` part of an admin resource whose form carries files: `read` takes
 * the multipart request apart (see readAdminUpload) and `body` lets its result
 * through to the resource's save, which gets the checked values and files.
 * The temporary files are removed once the save is done or refused.
 */
export function adminUploadSave<S extends z.ZodType, Outcome>(
  schema: S,
  spec: AdminUploadSpec,
  save: (context: { db: Database; request: FastifyRequest }, upload: AdminUpload<z.output<S>>) => Promise<Outcome>,
) {
  type Read = Awaited<ReturnType<typeof readAdminUpload<S>>>;
  return {
    read: ({ request }: { request: FastifyRequest }) => readAdminUpload(request, schema, spec),
    save: async (context: { db: Database; request: FastifyRequest }, upload: Read) => {
      try {
        return await context.db.transaction((tx) => save({ db: tx, request: context.request }, upload));
      } finally {
        await upload.discard();
      }
    },
  };
}

// ---- Attachment rows (sponsor_attach, donation_group_attach, campaign_attach) ----

/** An attachment table: its own number, the owner's number, the file key, the name and the order. */
export interface AttachmentTable {
  table: PgTable;
  seq: AnyPgColumn;
  owner: AnyPgColumn;
  path: AnyPgColumn;
  originalName: AnyPgColumn;
  sortOrder: AnyPgColumn;
}

/** An owner's attachments in order, as the admin forms list them. */
export async function listAttachments(db: Database, t: AttachmentTable, ownerSeq: number): Promise<AdminStoredFile[]> {
  const rows = await db
    .select({ seq: t.seq, originalName: t.originalName, path: t.path })
    .from(t.table)
    .where(eq(t.owner, ownerSeq))
    .orderBy(asc(t.sortOrder), asc(t.seq));
  return rows as AdminStoredFile[];
}

/**
 * An edit's attachments: the ones named in `deletedSeqs` leave (only the
 * owner's own: a number of another row's file is ignored), the new ones join
 * after those kept, in the order they were sent.
 */
export async function replaceAttachments(db: Database, t: AttachmentTable, ownerSeq: number, deletedSeqs: readonly number[], added: readonly StoredUpload[]) {
  if (deletedSeqs.length) await db.delete(t.table).where(and(eq(t.owner, ownerSeq), inArray(t.seq, [...deletedSeqs])));
  if (!added.length) return;
  const [last] = await db
    .select({ top: sql<number | null>`max(${t.sortOrder})` })
    .from(t.table)
    .where(eq(t.owner, ownerSeq));
  const start = (last?.top ?? -1) + 1;
  const ownerKey = columnKey(t, t.owner);
  await db
    .insert(t.table)
    .values(added.map((file, index) => ({ [ownerKey]: ownerSeq, path: file.path, originalName: file.originalName, sortOrder: start + index })) as never);
}

/** The property name drizzle knows a column by in its table. */
function columnKey(t: AttachmentTable, column: AnyPgColumn): string {
  const columns = getTableColumns(t.table as never) as Record<string, AnyPgColumn>;
  const key = Object.keys(columns).find((name) => columns[name] === column);
  if (!key) throw new Error('column not in table');
  return key;
}

/** What a content row's save with files needs (sponsor activity, donation group, campaign). */
export interface SaveWithFiles<Row> {
  storage: Storage;
  /** The row's number in an edit; undefined registers. */
  seq: number | undefined;
  /** The row's fields, without its files. */
  row: Row;
  files: Record<string, CheckedFile[]>;
  /** A new thumbnail (the `thumbnail` field) replaces the stored one; `removeThumbnail` takes it out. */
  thumbnail?: { removeThumbnail: boolean };
  /** The attachment field, its table, and the stored ones taken out. */
  attachments: { field: string; table: AttachmentTable; deletedSeqs: readonly number[] };
  insert: (db: Database, row: Row & { thumbnailPath?: string | null }) => Promise<number>;
  /** false: no such row (404 with `notFound`). */
  update: (db: Database, seq: number, row: Row & { thumbnailPath?: string | null }) => Promise<boolean>;
  notFound: string;
}

/** Stores the files, writes the row and its attachments: one save of a content form with files. */
export async function saveWithFiles<Row>(db: Database, save: SaveWithFiles<Row>): Promise<{ seq: number; created: boolean }> {
  const [thumbnail] = save.thumbnail ? await storeUploads(db, save.storage, save.files.thumbnail ?? []) : [];
  const added = await storeUploads(db, save.storage, save.files[save.attachments.field] ?? []);
  const row = {
    ...save.row,
    ...(thumbnail ? { thumbnailPath: thumbnail.path } : save.thumbnail?.removeThumbnail ? { thumbnailPath: null } : {}),
  };
  let seq = save.seq;
  if (seq === undefined) seq = await save.insert(db, row);
  else if (!(await save.update(db, seq, row))) throw new HttpError(404, save.notFound);
  await replaceAttachments(db, save.attachments.table, seq, save.attachments.deletedSeqs, added);
  return { seq, created: save.seq === undefined };
}
