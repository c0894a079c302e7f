import { PassThrough } from 'node:stream';
import contentDisposition from 'content-disposition';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageSize,
  describeAttachments,
  describeNames,
  messages,
  todayInSeoul,
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
import type { PageRequest } from './paginate';
import { isForeignKeyViolation } from './unique-violation';

/** One column of a resource's Excel download: a Korean header and the cell of a row. */
export interface ExcelColumn<Row> {
  header: string;
  width?: number;
  cell: (row: Row) => string | number | Date | null | undefined;
  /** Excel's number format for the column's cells ('yyyy-mm-dd hh:mm' for a date cell); text cells stay text. */
  numFmt?: string;
}

/**
 * The time cell of an Excel download, as 'toLocaleString' writes it in Korea
 * ('2026. 11. 27. 오후 4:08:00'). One formatter for every row: a fresh
 * 'toLocaleString' builds its formatter each call, 0.2 ms here, most of a
 * 500-row batch's time.
 */
const excelTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** An instant as the Excel downloads show it; '' for none. */
export function excelSeoulTime(instant: string | Date | null | undefined): string {
  return instant ? excelTimeFormat.format(new Date(instant)) : '';
}

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
/** The record of its detail, as its loader may give it (dates as Date or text). */
type DetailOf<R extends AnyAdminRoutes> = R extends { detail: { responses: { 200: infer D extends z.ZodType } } } ? z.input<D> : never;
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
 *
 * Each save, delete, end, reopen and Excel download is written to the audit trail.
 */
export interface AdminResourceDef<R extends AnyAdminRoutes, SaveValues = SaveBodyOf<R>> {
  /** The audit trail's name for it ('notice'). */
  key: string;
  list: {
    load: (db: Database, query: QueryOf<R>, page: PageRequest) => Promise<Page<RowOf<R>>>;
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
  excel?: {
    /** File name without extension; today's date is added ('회원목록_2026-11-25.xlsx'). */
    fileName: string;
    sheet: string;
    columns: ExcelColumn<RowOf<R>>[];
  };
}

/** Rows fetched per round while an Excel file streams out: memory stays flat however long the list. */
/** Rows an Excel download reads at a time (streamWorkbook stops at a shorter batch). */
export const excelBatch = 500;

/** Each part of the server's def answers an endpoint of the contract, and each endpoint has its part. */
function checkParts(endpoints: AnyAdminRoutes, def: AdminResourceDef<AnyAdminRoutes, unknown>) {
  const parts = [
    ['detail', endpoints.detail, def.detail],
    ['save', endpoints.save, def.save],
    ['delete', endpoints.delete, def.remove],
    ['end', endpoints.end, def.end],
    ['excel', endpoints.excel, def.excel],
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
  const label = declared.label;
  return async (app, { db }) => {
    route(app, declared.list, {
      handler: async (request) =>
        resource.list.load(db, request.query as QueryOf<AnyAdminRoutes>, { page: (request.query as { page: number }).page, size: adminPageSize }),
    });

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
          return streamWorkbook(
            reply,
            excel,
            (page) => resource.list.load(db, query, { page, size: excelBatch }),
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
  return Object.fromEntries(
    Object.entries(query)
      .filter(([name, value]) => name !== 'page' && value !== undefined && value !== null && value !== '')
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

// ExcelJS recognises a style it has already registered by the object, and gives every new cell a fresh
// empty one, registered again per cell (a third of a long sheet's time). The body cells share these two.
const plainCell: Partial<ExcelJS.Style> = {};
// Text cells carry Excel's Text number format ('@'): what a payer or a host typed ('=HYPERLINK(…)',
// '+82…', '-', '@…') is shown as written and stays text when someone edits the cell, so it never
// becomes a formula (OWASP's CSV injection). ExcelJS 4 cannot write the quotePrefix flag, and an
// apostrophe in front would show in the cell; numbers stay number cells (a negative amount included).
const textCell: Partial<ExcelJS.Style> = { numFmt: '@' };

/** The sheet streamed as it is written: rows are fetched a batch (excelBatch) at a time and committed as they go. */
export async function streamWorkbook<Row>(
  reply: FastifyReply,
  excel: { fileName: string; sheet: string; columns: ExcelColumn<Row>[] },
  loadPage: (page: number) => Promise<Page<Row>>,
  started: () => Promise<void>,
) {
  const day = todayInSeoul();
  // The first batch is read before anything is sent: a refused search answers its 400 and sentence, not a cut file.
  const first = await loadPage(1);
  await started();
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(excel.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = excel.columns.map((column, index) => ({ header: column.header, key: `c${index}`, width: column.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  void (async () => {
    for (let page = 1, batch = first; ; page += 1, batch = await loadPage(page)) {
      for (const row of batch.content) {
        const added = sheet.addRow(excel.columns.map((column) => column.cell(row) ?? ''));
        added.eachCell((cell, column) => {
          const numFmt = excel.columns[column - 1]?.numFmt;
          cell.style = typeof cell.value === 'string' ? textCell : numFmt ? { numFmt } : plainCell;
        });
        added.commit();
      }
      if (batch.content.length < excelBatch) break;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    reply.log.error({ err: error }, 'excel export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', contentDisposition(`${excel.fileName}_${day}.xlsx`))
    .header('Cache-Control', 'private, no-store');
  return reply.send(output);
}

/** Records one admin action outside the generic routes (a toggle, an answer, a cancel). */
export { recordAdminAudit as auditAdminAction } from './admin-audit';
