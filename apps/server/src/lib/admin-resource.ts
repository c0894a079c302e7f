import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageSize,
  describeAttachments,
  describeNames,
  messages,
  type AdminAttachment,
  type AnyAdminResource,
  type AdminAuditAction,
  type AdminAuditSnapshot,
  type Page,
  type z,
} from '@ongi/shared';
import type { Database } from '../db/client';
import { HttpError } from './http-error';
import { recordAdminAudit } from './admin-audit';
import { route } from './contract-route';
import { chosenOrder, type ListSort, type PageRequest } from './paginate';
import { isForeignKeyViolation } from './unique-violation';
import { excelBatch, streamWorkbook, type ExcelColumn, type ExcelHeading } from './excel-workbook';

export { excelBatch, excelFileName, streamWorkbook, type ExcelCellKind, type ExcelColumn, type ExcelHeading } from './excel-workbook';

/** What a save did: the row's number, and whether it was new (the audit's create or update). */
export interface SaveOutcome {
  seq: number;
  created: boolean;
  /** A line for the audit trail: the row's title or name. */
  summary: string;
  /** The audit's action when a save is neither a create nor an update (an inquiry's answer). */
  action?: AdminAuditAction;
  /** The resource's own sentence for the screen ('기부처가 등록됐습니다.'); the common 등록/수정 sentence unless given. */
  message?: string;
}

/** The request's administrator and database, for a resource's own handlers. */
export interface AdminContext {
  db: Database;
  request: FastifyRequest;
}

/** A deleted row as the audit trail keeps it: its number, title and key fields (labelled in Korean). */
export type DeletedRow = NonNullable<AdminAuditSnapshot['rows']>[number];

/**
 * Rows elsewhere that name a row of the resource: while any do, the row is
 * not deleted, and the refusal says what and how many ('결제 9건(770,000원)').
 */
export interface AttachedReference {
  /** What those rows are, in Korean ('결제', '부고장', '하위 카테고리'). */
  noun: string;
  /** 건 unless another counter fits (개). */
  counter?: string;
  table: PgTable;
  /** Their column that holds the resource's row number. */
  column: AnyPgColumn;
  /** Won each row carries, summed after the count (a payment's standing amount). */
  amount?: SQL;
  /** Which of those rows count, given the chosen numbers (children that are not being deleted with their parent). */
  where?: (seqs: number[]) => SQL | undefined;
}

/** What an end (종료) or reopen says on screen. */
export interface EndMessages {
  ended: (name: string) => string;
  reopened: (name: string) => string;
  alreadyEnded: string;
  notEnded: string;
}

type AnyAdminRoutes = AnyAdminResource;

/** A list row of the resource, as its loader gives it. */
type RowOf<R extends AnyAdminRoutes> = z.output<R['list']['responses'][200]>['content'][number];
/** The list's query after its schema. */
type QueryOf<R extends AnyAdminRoutes> = z.output<R['list']['query']>;
/** The names the list's query lets it sort by (adminListSort), or never. */
type SortOf<R extends AnyAdminRoutes> = QueryOf<R> extends { sort?: infer S } ? Extract<S, string> : never;
/** The record of its detail, as its loader may give it (dates as Date or text). */
type DetailOf<R extends AnyAdminRoutes> = R extends { detail: { responses: { 200: infer D extends z.ZodType } } } ? z.input<D> : never;
/** The sums of the list's total row, as its contract declares them. */
type TotalsOf<R extends AnyAdminRoutes> = R extends { totals: { responses: { 200: infer T extends z.ZodType } } } ? z.input<T> : never;
/** The save's values: its JSON body after the schema. */
type SaveBodyOf<R extends AnyAdminRoutes> = R extends { save: { body: infer B extends z.ZodType } } ? z.output<B> : never;

/**
 * A back-office resource's server side: the loaders and rules behind the
 * endpoints its contract declares (packages/shared contract/admin,
 * adminResource). `adminResourceRoutes` registers each endpoint with them,
 * all for administrators only:
 *
 *   GET  /list?page&searchType&searchWord…   → { content, totalElements }
 *   GET  /detail/:seq                        → the record, or 404
 *   POST /save                               → { seq, message }  (seq absent or -1: new)
 *   POST /delete { seqs }                    → { deleted, message }  (409 naming what is attached)
 *   POST /end/:seq, POST /reopen/:seq        → { seq, ended, message }  (종료 / 다시 열기)
 *   GET  /excel?…the list's query…           → .xlsx of every matching row
 *   GET  /totals?…the list's query…          → the sums of every matching row
 *
 * Each save, delete, end, reopen and Excel download is written to the audit trail.
 */
export interface AdminResourceDef<R extends AnyAdminRoutes, SaveValues = SaveBodyOf<R>> {
  /** The audit trail's name for it ('notice'). */
  key: string;
  list: {
    /** One page; its paginate honours the order chosen (`page.sortedBy`) in place of the list's own. */
    load: (db: Database, query: QueryOf<R>, page: PageRequest) => Promise<Page<RowOf<R>>>;
    /**
     * What each of the query's sort names (adminListSort) orders by, and the
     * list's key for ties: the base turns a chosen sort into `page.sortedBy`
     * (chosenOrder in paginate), so every list sorts the same way and only
     * these expressions reach an ORDER BY.
     */
    sort?: ListSort<SortOf<R>>;
  };
  detail?: {
    load: (db: Database, seq: number) => Promise<DetailOf<R> | undefined>;
  };
  save?: {
    /**
     * Reads the values another way than the JSON body (a multipart form with
     * files, checked by the shared save schema as it is read): the save of a
     * `multipart` endpoint.
     */
    read?: (context: AdminContext) => Promise<SaveValues>;
    save: (context: AdminContext, values: SaveValues) => Promise<SaveOutcome>;
  };
  remove?: {
    /**
     * The chosen rows as they are, read before the delete: the audit trail
     * keeps them, and the refusal below names them (snapshotOf in admin-audit).
     */
    snapshot: (db: Database, seqs: number[]) => Promise<DeletedRow[]>;
    /**
     * What other rows name the resource's rows. While any do, the delete is
     * refused (409) with what and how many are attached, and nothing is
     * deleted; the database's foreign keys (restrict) refuse the same.
     */
    attached?: AttachedReference[];
    /** What the refusal suggests instead ('대신 종료하세요.'). */
    instead?: string;
    /**
     * Deletes `seqs` (inside the route's transaction) and answers how many it
     * deleted; a number below seqs.length rolls them all back (a foreign or stale id).
     * It may throw an HttpError to refuse (the last administrator).
     */
    remove: (context: AdminContext, seqs: number[]) => Promise<number>;
    /** The sentence after a delete; the spec's '삭제가 완료됐습니다' unless the resource has its own. */
    message?: string;
  };
  /**
   * 종료 and 다시 열기: a row that has history is ended instead of deleted
   * (its table's endedAt is set), and can be opened again.
   */
  end?: {
    table: PgTable & { endedAt: AnyPgColumn };
    seq: AnyPgColumn;
    /** The row's name, for the sentence and the trail. */
    name: AnyPgColumn;
    messages: EndMessages;
  };
  /**
   * The list's total row: sums over every row the query matches, not the
   * page's, computed by the database (a sum, or the kept summaries).
   */
  totals?: {
    load: (db: Database, query: QueryOf<R>) => Promise<TotalsOf<R>>;
  };
  excel?: {
    /** File name without extension; the period (or 전체) and the search word are added ('결제목록_2026-11-01~2026-11-30_홍길동.xlsx'). */
    fileName: string;
    sheet: string;
    /** The sheet's first line; the sheet's name unless given. */
    title?: string;
    columns: ExcelColumn<RowOf<R>>[];
    /** How the list's query reads on the sheet's first lines, in Korean. */
    search?: ExcelSearch;
  };
}

/**
 * How a list's query is written above its Excel rows: the search types' and
 * filters' Korean names, and which parameters are the period. Every parameter
 * of the list's query but page, searchType and searchWord must be named here
 * (the server does not start otherwise), so a new filter is never left off the file.
 */
export interface ExcelSearch {
  /** The search types' names ('payer' → '결제자'); 'all' reads as the search word alone. */
  searchTypes?: Record<string, string>;
  /** A filter's name and its values' names (or how to find one: a campaign's name from its number). */
  filters?: Record<string, { label: string; values?: Record<string, string> | ((value: string, db: Database) => Promise<string | undefined>) }>;
  /** The period: a range of days (from and to parameters) or one parameter (a month). */
  period?: { label: string; from: string; to?: string };
  /** Parameters the heading leaves out on purpose (a sort order), each with why in a comment. */
  ignore?: string[];
}

/** The heading of a resource's download: its search and filters in Korean, and its period. */
async function excelHeadingOf(db: Database, title: string, search: ExcelSearch | undefined, query: Record<string, unknown>): Promise<ExcelHeading> {
  const text = (name: string) => {
    const value = query[name];
    return value === undefined || value === null || value === '' ? undefined : String(value);
  };
  const conditions: string[] = [];
  const word = text('searchWord');
  if (word) {
    const type = text('searchType');
    const typeName = type && type !== 'all' ? search?.searchTypes?.[type] : undefined;
    conditions.push(`검색어 "${word}"${typeName ? `(${typeName})` : ''}`);
  }
  for (const [name, filter] of Object.entries(search?.filters ?? {})) {
    const value = text(name);
    if (!value) continue;
    const named = typeof filter.values === 'function' ? await filter.values(value, db) : filter.values?.[value];
    conditions.push(`${filter.label} ${named ?? value}`);
  }
  const period = search?.period;
  return {
    title,
    conditions,
    searchWord: word,
    period: period
      ? period.to
        ? { label: period.label, from: text(period.from), to: text(period.to) }
        : { label: period.label, value: text(period.from) }
      : undefined,
  };
}

/** Every parameter of the list's query is written above the rows, or said to be left out. */
function checkExcelSearch(key: string, query: unknown, search: ExcelSearch | undefined) {
  const shape = (query as { shape?: Record<string, unknown> }).shape;
  if (!shape) return;
  // A sort order changes where rows stand, not which rows the file holds: the rows come in it.
  const named = new Set(['page', 'searchType', 'searchWord', 'sort', 'direction', ...Object.keys(search?.filters ?? {}), ...(search?.ignore ?? [])]);
  if (search?.period) named.add(search.period.from).add(search.period.to ?? search.period.from);
  const unnamed = Object.keys(shape).filter((name) => !named.has(name));
  if (unnamed.length > 0) throw new Error(`admin resource ${key}: the Excel heading does not name the list's ${unnamed.join(', ')} (excel.search)`);
}

/** Each part of the server's def answers an endpoint of the contract, and each endpoint has its part. */
function checkParts(endpoints: AnyAdminRoutes, def: AdminResourceDef<AnyAdminRoutes, unknown>) {
  const parts = [
    ['detail', endpoints.detail, def.detail],
    ['save', endpoints.save, def.save],
    ['delete', endpoints.delete, def.remove],
    ['end', endpoints.end, def.end],
    ['excel', endpoints.excel, def.excel],
    ['totals', endpoints.totals, def.totals],
  ] as const;
  for (const [name, declared, served] of parts) {
    if (Boolean(declared) !== Boolean(served))
      throw new Error(`admin resource ${def.key}: ${name} is ${declared ? 'declared but not served' : 'served but not declared'}`);
  }
  if (endpoints.save && Boolean(endpoints.save.multipart) !== Boolean(def.save?.read))
    throw new Error(`admin resource ${def.key}: a multipart save reads its form (save.read), a JSON save does not`);
}

/** Registers a resource's endpoints (its contract's adminResource) with its loaders and rules (see AdminResourceDef). */
export function adminResourceRoutes<R extends AnyAdminRoutes, SaveValues = SaveBodyOf<R>>(
  endpoints: R,
  def: AdminResourceDef<R, SaveValues>,
): FastifyPluginAsyncZod<{ db: Database }> {
  const resource = def as unknown as AdminResourceDef<AnyAdminRoutes, unknown>;
  const declared: AnyAdminRoutes = endpoints;
  checkParts(declared, resource);
  if (resource.excel) checkExcelSearch(def.key, declared.list.query, resource.excel.search);
  const label = declared.label;
  const sort = resource.list.sort as ListSort<string> | undefined;
  /** A page of the list in the order its query chose, if it chose one the resource sorts by. */
  const loadPage = (db: Database, query: QueryOf<AnyAdminRoutes>, page: number, size: number) =>
    resource.list.load(db, query, { page, size, sortedBy: sort && chosenOrder(query as { sort?: string; direction?: 'asc' | 'desc' }, sort) });
  return async (app, { db }) => {
    route(app, declared.list, {
      handler: async (request) => loadPage(db, request.query as QueryOf<AnyAdminRoutes>, (request.query as { page: number }).page, adminPageSize),
    });

    if (declared.totals && resource.totals) {
      const totals = resource.totals;
      route(app, declared.totals, { handler: async (request) => totals.load(db, request.query as QueryOf<AnyAdminRoutes>) as never });
    }

    if (declared.detail && resource.detail) {
      const detail = resource.detail;
      route(app, declared.detail, {
        handler: async (request) => {
          const record = await detail.load(db, request.params.seq);
          if (!record) throw new HttpError(404, messages.admin.notFound(label));
          return record as never;
        },
      });
    }

    if (declared.save && resource.save) {
      const save = resource.save;
      route(app, declared.save, {
        handler: async (request) => {
          const context = { db, request };
          const values = save.read ? await save.read(context) : request.body;
          const outcome = await save.save(context, values);
          await recordAdminAudit(db, request, {
            action: outcome.action ?? (outcome.created ? 'create' : 'update'),
            resource: def.key,
            targetSeqs: [outcome.seq],
            summary: outcome.summary,
          });
          return { seq: outcome.seq, message: outcome.message ?? (outcome.created ? messages.admin.created : messages.admin.updated) };
        },
      });
    }

    if (declared.delete && resource.remove) {
      const remove = resource.remove;
      route(app, declared.delete, {
        handler: async (request) => {
          const { seqs } = request.body;
          // All or nothing: a foreign or stale number, or one with rows attached, rolls the rest back.
          const deleted = await db
            .transaction(async (tx) => {
              const rows = await remove.snapshot(tx, seqs);
              const attached = await findAttached(tx, remove.attached ?? [], seqs);
              if (attached.attachments.length > 0) {
                const names = rows.filter((row) => attached.owners.has(row.seq)).map((row) => row.title);
                throw new HttpError(
                  409,
                  messages.admin.inUse(describeAttachments(attached.attachments), `${label}(${describeNames(names)})`, remove.instead ?? ''),
                );
              }
              const count = await remove.remove({ db: tx, request }, seqs);
              if (count < seqs.length) throw new HttpError(404, messages.admin.staleSelection);
              await recordAdminAudit(tx, request, {
                action: 'delete',
                resource: def.key,
                targetSeqs: seqs,
                summary: `${label} ${seqs.length}건 삭제: ${rows.map((row) => row.title).join(', ')}`,
                snapshot: { rows },
              });
              return count;
            })
            .catch((error: unknown) => {
              // Something was attached between the check and the delete: the database's restrict said no.
              if (isForeignKeyViolation(error)) throw new HttpError(409, messages.admin.inUseNow);
              throw error;
            });
          return { deleted, message: remove.message ?? messages.admin.deleted };
        },
      });
    }

    if (declared.end && declared.reopen && resource.end) {
      const end = resource.end;
      for (const [endpoint, ended] of [
        [declared.end, true],
        [declared.reopen, false],
      ] as const) {
        route(app, endpoint, {
          handler: async (request) => {
            const seq = request.params.seq;
            const name = await db.transaction(async (tx) => {
              const [row] = await tx.select({ name: end.name, endedAt: end.table.endedAt }).from(end.table).where(eq(end.seq, seq)).for('update');
              if (!row) throw new HttpError(404, messages.admin.notFound(label));
              if ((row.endedAt !== null) === ended) throw new HttpError(409, ended ? end.messages.alreadyEnded : end.messages.notEnded);
              await tx
                .update(end.table)
                .set({ endedAt: ended ? new Date() : null } as never)
                .where(eq(end.seq, seq));
              const rowName = String(row.name);
              await recordAdminAudit(tx, request, {
                action: ended ? 'end' : 'reopen',
                resource: def.key,
                targetSeqs: [seq],
                summary: `${rowName}: ${ended ? '종료' : '다시 열기'}`,
              });
              return rowName;
            });
            return { seq, ended, message: ended ? end.messages.ended(name) : end.messages.reopened(name) };
          },
        });
      }
    }

    if (declared.excel && resource.excel) {
      const excel = resource.excel;
      route(app, declared.excel, {
        // It writes the audit trail: from this site only (a cross-site link must not put a download in an administrator's name).
        config: { sameOriginRequired: true, changesPublicReads: false },
        handler: async (request, reply) => {
          const query = request.query as QueryOf<AnyAdminRoutes>;
          const search = searchOf(query as Record<string, unknown>);
          const entries = Object.entries(search);
          const heading = await excelHeadingOf(db, excel.title ?? excel.sheet, excel.search, query as Record<string, unknown>);
          return streamWorkbook(
            reply,
            { fileName: excel.fileName, sheet: excel.sheet, columns: excel.columns, heading },
            (page) => loadPage(db, query, page, excelBatch),
            () =>
              recordAdminAudit(db, request, {
                action: 'excel',
                resource: def.key,
                targetSeqs: [],
                summary: `${label} 엑셀 다운로드 (${entries.length > 0 ? entries.map(([name, value]) => `${name}=${value}`).join(', ') : '전체'})`,
                snapshot: { search },
              }),
          );
        },
      });
    }
  };
}

/** A list query as the trail keeps an Excel download's search: every given parameter but the page, as text. */
function searchOf(query: Record<string, unknown>): Record<string, string> {
  // The list schema fills in a direction even when nothing is sorted; only a chosen order belongs in the trail.
  const sorted = query.sort !== undefined && query.sort !== '';
  return Object.fromEntries(
    Object.entries(query)
      .filter(([name, value]) => name !== 'page' && (sorted || name !== 'direction') && value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Which references name the chosen rows: each kind with its count (and won), and which chosen rows they name. */
async function findAttached(db: Database, references: AttachedReference[], seqs: number[]) {
  const attachments: AdminAttachment[] = [];
  const owners = new Set<number>();
  for (const reference of references) {
    const rows = await db
      .select({
        owner: sql<number>`${reference.column}`,
        count: sql<number>`count(*)::int`,
        amount: reference.amount ? sql<string>`coalesce(sum(${reference.amount}), 0)::text` : sql<null>`null`,
      })
      .from(reference.table)
      .where(and(inArray(reference.column, seqs), reference.where?.(seqs)))
      .groupBy(reference.column);
    if (rows.length === 0) continue;
    for (const row of rows) owners.add(Number(row.owner));
    attachments.push({
      noun: reference.noun,
      counter: reference.counter,
      count: rows.reduce((sum, row) => sum + Number(row.count), 0),
      amount: reference.amount ? rows.reduce((sum, row) => sum + Number(row.amount), 0) : undefined,
    });
  }
  return { attachments, owners };
}

/** Records one admin action outside the generic routes (a toggle, an answer, a cancel). */
export { recordAdminAudit as auditAdminAction } from './admin-audit';
