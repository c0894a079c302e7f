import { brToNewlines, newlinesToBr } from '@ongi/shared';
import type { Table } from 'drizzle-orm';

// One table per kind says, for every field of the request, how it is kept in
// its column (of the same name), how the edit form gets it back and what a
// guest sees of it. The row written on create and edit, the edit load and the
// guest view's plain fields are all read off that table, and its type holds
// it to the shared request, the Drizzle table and the edit load: a request
// field without an entry, an entry without a column, or a value of the wrong
// type fails the typecheck. Adding a field: docs/adding-an-invitation-field.md.

/** How one field is written, loaded for the edit form, and shown to guests. */
export interface Field<Sent, Stored, Read, Loaded, Shown, Request> {
  /** The column's value; undefined leaves the column as it is (its default on create). */
  write(value: Sent, request: Request): Stored;
  /** The edit form's value from the stored one. */
  load(stored: Read): Loaded;
  /** A guest's value, under the field's own name in the kind's part of the view; false: not there (not shown, or part of a block of its own). */
  view: ((stored: Read) => Shown) | false;
}

/**
 * The field table of a kind: an entry for each of `Fields` (the request's
 * keys that are the invitation's own columns), each typed by its request
 * value, its Drizzle insert and select types, its edit-load value and, when
 * shown under its own name, its guest-view value.
 */
export type FieldTable<Request, T extends Table, Edit, View, Fields extends keyof Request> = {
  [K in Fields]: K extends keyof T['$inferInsert'] & keyof T['$inferSelect'] & keyof Edit
    ? Field<Request[K], T['$inferInsert'][K], T['$inferSelect'][K], Edit[K], K extends keyof View ? View[K] : never, Request>
    : `the table has no column ${K & string}, or the edit load no value for it`;
};

interface AnyField {
  write(value: never, request: never): unknown;
  load(stored: never): unknown;
  view: ((stored: never) => unknown) | false;
}

/** The keys a table shows to guests under their own names. */
type ShownKeys<Table> = { [K in keyof Table]: Table[K] extends { view: false } ? never : K }[keyof Table];

const call = (fn: (value: never, request: never) => unknown, value: unknown, request?: unknown) =>
  (fn as (value: unknown, request: unknown) => unknown)(value, request);

/** The request as the row's columns, every entry of the table written. */
export function columnsOf<Insert, Fields extends keyof Insert>(table: Record<Fields, AnyField>, request: object): Pick<Insert, Fields> {
  const columns: Record<string, unknown> = {};
  for (const [key, field] of Object.entries<AnyField>(table)) columns[key] = call(field.write, (request as Record<string, unknown>)[key], request);
  return columns as Pick<Insert, Fields>;
}

/** The edit form's values from a stored row. */
export function loadedOf<Edit, Fields extends keyof Edit>(table: Record<Fields, AnyField>, row: object): Pick<Edit, Fields> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries<AnyField>(table)) values[key] = call(field.load, (row as Record<string, unknown>)[key]);
  return values as Pick<Edit, Fields>;
}

/** What guests see of a stored row under the fields' own names. */
export function shownOf<View, T extends Record<string, AnyField>>(table: T, row: object): Pick<View, ShownKeys<T> & keyof View> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries<AnyField>(table)) if (field.view) values[key] = call(field.view, (row as Record<string, unknown>)[key]);
  return values as Pick<View, ShownKeys<T> & keyof View>;
}

/** The object's keys in the order of a schema's shape: the guest page puts the view into its HTML as it is ordered. */
export function inShapeOrder<T extends object>(shape: Record<keyof T, unknown>, value: T): T {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, value[key as keyof T]])) as T;
}

// ---------------------------------------------------------------------------
// The kinds of field

const same = <T>(value: T) => value;
const nullIfEmpty = (text: string) => (text === '' ? null : text);
const emptyIfNull = (text: string | null) => text ?? '';

/** Kept as sent: a required text, a date, a number, a choice, an id. */
export const asSent = { write: same, load: same, view: same };

/** Optional text: stored null when empty, '' again for the form and the guest. */
export const optionalText = { write: nullIfEmpty, load: emptyIfNull, view: emptyIfNull };

/** Text of several lines: stored as escaped HTML with <br>, typed lines again for the form; guests get the stored HTML. */
export const lines = {
  write: (text: string) => nullIfEmpty(newlinesToBr(text)),
  load: (html: string | null) => brToNewlines(html),
  view: emptyIfNull,
};

/** Not in the kind's part of the guest view (not shown, or shown in a block of its own). */
export const hidden = <F extends Omit<AnyField, 'view'>>(field: F): Omit<F, 'view'> & { view: false } => ({ ...field, view: false });

/** A choice of the donation wreath: kept only while the invitation takes wreaths. */
export const whileCampaign = hidden({ write: <T>(value: T | null, request: { useCampaign: boolean }) => (request.useCampaign ? value : null), load: same });

/** A coordinate of the place on the map: written with its pair, else the stored point (or the column's default) stays. */
export const mapPoint = <Pair extends string>(latitude: Pair, longitude: Pair) =>
  hidden({
    write: (value: number | null, request: Record<Pair, number | null>) =>
      request[latitude] !== null && request[longitude] !== null ? (value ?? undefined) : undefined,
    load: same<number>,
  });
