// The image list's rules, apart from React: what a selection may add, what
// the request carries. Files are described by their type and size only, so
// the rules are tested without a browser.

/** A photo already stored (an edit load): its id to report when removed, and a URL to show. */
export interface StoredImage {
  kind: 'stored';
  id: number;
  url: string;
  name?: string;
}

/** A file chosen here and not sent yet. */
export interface NewImage {
  kind: 'new';
  key: string;
  file: File;
}

export type ImageItem = StoredImage | NewImage;

export interface ImageRules {
  /** At most this many in the list ('n / 12'). */
  max: number;
  /** MIME types accepted; any image/* when left out. */
  types?: readonly string[];
  /** Each file at most this many bytes. */
  maxBytes?: number;
  /** The caller's sentences (messages.invitation.tooManyPhotos, ...). */
  messages: { tooMany: string; type: string; size?: string };
}

type FileLike = Pick<File, 'type' | 'size'>;

export const isAcceptedImage = (file: FileLike, types?: readonly string[]) => (types ? types.includes(file.type) : file.type.startsWith('image/'));

/**
 * The first reason a selection cannot join a list of `current` photos, in the
 * order a person would fix it (too many, not an image, too large); null when
 * all of it fits. A refused selection adds nothing: the list stays as it was.
 */
export function selectionProblem(current: number, files: readonly FileLike[], rules: ImageRules): string | null {
  if (current + files.length > rules.max) return rules.messages.tooMany;
  if (files.some((file) => !isAcceptedImage(file, rules.types))) return rules.messages.type;
  if (rules.maxBytes !== undefined && files.some((file) => file.size > rules.maxBytes!)) return rules.messages.size ?? rules.messages.type;
  return null;
}

/** The input's accept attribute for these rules. */
export const acceptOf = (types?: readonly string[]) => (types ? types.join(',') : 'image/*');

/** What a request carries of a list: the new files in order, and the stored ids kept. */
export function imageListParts(items: readonly ImageItem[]): { files: File[]; keptIds: number[] } {
  return {
    files: items.flatMap((item) => (item.kind === 'new' ? [item.file] : [])),
    keptIds: items.flatMap((item) => (item.kind === 'stored' ? [item.id] : [])),
  };
}

let nextKey = 1;
/** New list items for chosen files, each with its own key. */
export const newImages = (files: readonly File[]): NewImage[] => files.map((file) => ({ kind: 'new', key: `new-${nextKey++}`, file }));

/** Stored ids to report after a change: those already reported and the ones that left the list now. */
export function removedIds(before: readonly ImageItem[], after: readonly ImageItem[], reported: readonly number[] = []): number[] {
  const kept = new Set(after.flatMap((item) => (item.kind === 'stored' ? [item.id] : [])));
  const gone = before.flatMap((item) => (item.kind === 'stored' && !kept.has(item.id) && !reported.includes(item.id) ? [item.id] : []));
  return [...reported, ...gone];
}
