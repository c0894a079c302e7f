import { messages, z, type AdminStoredFile } from '@ongi/shared';
import { downloadUrl, imageUrl } from '../lib/file-url';
import type { ImageItem, StoredImage } from '../ui/form';

// Back-office forms with files (sponsor activities, donation groups,
// campaigns): the form holds chosen files beside its fields; the shared save
// schema checks the JSON the values make, and the request is multipart (one
// JSON part named for the resource, the files beside it).

/**
 * A form schema that checks the JSON part `toJson` makes from the values with
 * the shared save schema (its sentences and paths, so the failing field is
 * focused), and keeps the values as they are for the request.
 */
export function checkedBy<V extends Record<string, unknown>>(toJson: (values: V) => unknown, schema: z.ZodType) {
  return z.custom<V>().superRefine((values, context) => {
    const result = schema.safeParse(toJson(values));
    if (result.success) return;
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}

/** Stored attachments as list items: images show from the image route, others download. */
export function storedItems(files: readonly AdminStoredFile[], kind: 'image' | 'file'): StoredImage[] {
  return files.map((file) => ({
    kind: 'stored',
    id: file.seq,
    name: file.originalName,
    url: kind === 'image' ? imageUrl(file.path) : downloadUrl(file.path, file.originalName),
  }));
}

/** A stored thumbnail as the single-image field's value (its id is only for the removal report). */
export const storedThumbnail = (path: string | null): StoredImage | null => (path ? { kind: 'stored', id: 1, url: imageUrl(path) } : null);

/** The new files of a list (or of one image field) in order. */
export function newFiles(value: ImageItem[] | ImageItem | null | undefined): File[] {
  const items = Array.isArray(value) ? value : value ? [value] : [];
  return items.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
}

/** The multipart body: the JSON part and each field's files. */
export function multipartRequest(part: string, json: unknown, files: Record<string, File[]>): FormData {
  const body = new FormData();
  body.append(part, new Blob([JSON.stringify(json)], { type: 'application/json' }), 'blob');
  for (const [name, list] of Object.entries(files)) for (const file of list) body.append(name, file, file.name);
  return body;
}

/** A thumbnail or thumbnail list: images only ('이미지 파일만 업로드할 수 있습니다.'; the file is not kept). */
export const thumbnailRules = { messages: { tooMany: messages.file.tooMany(1), type: messages.file.imageOnly } };
