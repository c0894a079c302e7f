// Drafts: what a host has typed, kept in this browser as they type, so a
// reload or a closed tab loses nothing. Photos are not kept (files cannot be
// stored there); one draft per form: a new card, or each invitation's edit.

const prefix = 'ongi.invitation-draft';
/** The form values a draft leaves out: the photos and what they removed. */
const photoFields = ['mainImage', 'gallery', 'deletedAttachSeqs'] as const;
const version = 1;

export interface DraftScope {
  kind: 'wedding' | 'funeral';
  /** The invitation being edited; null for a new one. */
  seq: number | null;
}

export function draftKey({ kind, seq }: DraftScope): string {
  return seq === null ? `${prefix}.${kind}.new` : `${prefix}.${kind}.edit.${seq}`;
}

/** The values a draft keeps: everything but the photos. */
export function draftValuesOf<V extends object>(values: V): Partial<V> {
  const kept: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const field of photoFields) delete kept[field];
  return kept as Partial<V>;
}

/** A draft laid over the form's values: only fields the form has, the photos as they are now. */
export function restoredValues<V extends object>(current: V, draft: Partial<V>): V {
  const next: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [field, value] of Object.entries(draft)) {
    if (field in current && !(photoFields as readonly string[]).includes(field)) next[field] = value;
  }
  return next as V;
}

/** Whether a draft says anything the form does not already show (a draft of the untouched form is not offered). */
export function draftDiffers<V extends object>(draft: Partial<V>, values: V): boolean {
  return JSON.stringify(draftValuesOf({ ...values, ...draft })) !== JSON.stringify(draftValuesOf(values));
}

interface StoredDraft<V> {
  version: number;
  savedAt: string;
  values: Partial<V>;
}

export function readDraft<V extends object>(storage: Storage, scope: DraftScope): Partial<V> | null {
  try {
    const text = storage.getItem(draftKey(scope));
    if (!text) return null;
    const stored = JSON.parse(text) as StoredDraft<V>;
    return stored?.version === version && stored.values && typeof stored.values === 'object' ? stored.values : null;
  } catch {
    return null;
  }
}

export function writeDraft<V extends object>(storage: Storage, scope: DraftScope, values: V, now = new Date()): void {
  const stored: StoredDraft<V> = { version, savedAt: now.toISOString(), values: draftValuesOf(values) };
  try {
    storage.setItem(draftKey(scope), JSON.stringify(stored));
  } catch {
    // A full quota or private browsing: the form still works, only without a draft.
  }
}

export function clearDraft(storage: Storage, scope: DraftScope): void {
  try {
    storage.removeItem(draftKey(scope));
  } catch {
    // Nothing to clear where nothing could be stored.
  }
}

/** The browser's storage, or null where it cannot be used. */
export function draftStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
