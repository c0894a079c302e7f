import { PassThrough } from 'node:stream';
import contentDisposition from 'content-disposition';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeleteRequest,
  adminDeleteResultSchema,
  adminEndResultSchema,
  adminPageSize,
  adminSaveResultSchema,
  adminSeqParams,
  describeAttachments,
  describeNames,
  messages,
  pageOf,
  todayInSeoul,
  z,
  type AdminAttachment,
  type AdminAuditAction,
  type AdminAuditSnapshot,
  type Page,
} from '@ongi/shared';
import type { Database } from '../db/client';
import { HttpError } from '../plugins/http-error';
import { recordAdminAudit } from './admin-audit';
import type { PageRequest } from './paginate';
import { isForeignKeyViolation } from './unique-violation';

type AnyObject = z.ZodType<Record<string, unknown>>;

/** One column of a resource's Excel download: a Korean header and the cell of a row. */
export interface ExcelColumn<Row> {
  header: string;
  width?: number;
  cell: (row: Row) => string | number | Date | null | undefined;
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

/**
 * A back-office resource as a declaration: its list (query schema, row schema,
 * loader), detail, save, delete-many and Excel download. `registerAdminResource`
 * turns it into routes under the plugin's prefix, all for administrators only:
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
export interface AdminResourceDef<
  ListQuery extends AnyObject,
  Row extends z.ZodType,
  Detail extends z.ZodType = z.ZodType,
  Save extends z.ZodType = z.ZodType,
> {
  /** The audit trail's name for it ('notice'); also the OpenAPI tag (admin-notice). */
  key: string;
  /** What a row is, in Korean, for summaries and the not-found sentence ('공지사항'). */
  label: string;
  list: {
    query: ListQuery;
    row: Row;
    load: (db: Database, query: z.output<ListQuery>, page: PageRequest) => Promise<Page<z.output<Row>>>;
  };
  detail?: {
    response: Detail;
    load: (db: Database, seq: number) => Promise<z.input<Detail> | undefined>;
  };
  save?: {
    /** A JSON body's schema. */
    body: Save;
    /**
     * Reads the body another way (a multipart form with files); its result is
     * checked against `body` the same way, so its failures read alike.
     */
    read?: (context: AdminContext) => Promise<unknown>;
    save: (context: AdminContext, values: z.output<Save>) => Promise<SaveOutcome>;
  };
  remove?: {
    /** The resource's '선택된 … 없습니다'. */
    noneSelected: string;
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
    columns: ExcelColumn<z.output<Row>>[];
  };
}

const saveResponses = { 200: adminSaveResultSchema, 400: messageSchemaRef(), 401: messageSchemaRef(), 403: messageSchemaRef(), 404: messageSchemaRef(), 409: messageSchemaRef(), 413: messageSchemaRef() };

function messageSchemaRef() {
  return z.object({ message: z.string() });
}

const refusals = { 400: messageSchemaRef(), 401: messageSchemaRef(), 403: messageSchemaRef(), 404: messageSchemaRef() };

/** Rows fetched per round while an Excel file streams out: memory stays flat however long the list. */
const excelBatch = 500;

/** Turns a resource declaration into its admin routes (see AdminResourceDef). */
export function adminResourceRoutes<ListQuery extends AnyObject, Row extends z.ZodType, Detail extends z.ZodType, Save extends z.ZodType>(
  def: AdminResourceDef<ListQuery, Row, Detail, Save>,
): FastifyPluginAsyncZod<{ db: Database }> {
  const tags = [`admin-${def.key}`];
  return async (app, { db }) => {
    app.get('/list', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: `${def.label} 목록 (10개씩, 검색)`,
        querystring: def.list.query,
        response: { 200: pageOf(def.list.row), ...refusals },
      },
      handler: async (request) => def.list.load(db, request.query as z.output<ListQuery>, { page: (request.query as { page: number }).page, size: adminPageSize }),
    });

    if (def.detail) {
      const detail = def.detail;
      app.get('/detail/:seq', {
        config: { access: 'admin' },
        schema: { tags, summary: `${def.label} 상세`, params: adminSeqParams, response: { 200: detail.response as z.ZodType<unknown>, ...refusals } },
        handler: async (request) => {
          const record = await detail.load(db, request.params.seq);
          if (!record) throw new HttpError(404, messages.admin.notFound(def.label));
          return record;
        },
      });
    }

    if (def.save) {
      const save = def.save;
      const multipart = Boolean(save.read);
      app.post('/save', {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `${def.label} 등록·수정`,
          ...(multipart ? { consumes: ['multipart/form-data'] } : { body: save.body }),
          response: saveResponses,
        },
        handler: async (request) => {
          const context = { db, request };
          const values = multipart ? parseWith(save.body, await save.read!(context)) : (request.body as z.output<Save>);
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

    if (def.remove) {
      const remove = def.remove;
      app.post('/delete', {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `${def.label} 선택 삭제 (다른 기록이 연결된 행은 거절)`,
          body: adminDeleteRequest(remove.noneSelected),
          response: { 200: adminDeleteResultSchema, ...refusals, 409: messageSchemaRef() },
        },
        handler: async (request) => {
          const { seqs } = request.body;
          // All or nothing: a foreign or stale number, or one with rows attached, rolls the rest back.
          const deleted = await db
            .transaction(async (tx) => {
              const rows = await remove.snapshot(tx, seqs);
              const attached = await findAttached(tx, remove.attached ?? [], seqs);
              if (attached.attachments.length > 0) {
                const names = rows.filter((row) => attached.owners.has(row.seq)).map((row) => row.title);
                throw new HttpError(409, messages.admin.inUse(describeAttachments(attached.attachments), `${def.label}(${describeNames(names)})`, remove.instead ?? ''));
              }
              const count = await remove.remove({ db: tx, request }, seqs);
              if (count < seqs.length) throw new HttpError(404, messages.admin.staleSelection);
              await recordAdminAudit(tx, request, {
                action: 'delete',
                resource: def.key,
                targetSeqs: seqs,
                summary: `${def.label} ${seqs.length}건 삭제: ${rows.map((row) => row.title).join(', ')}`,
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

    if (def.end) {
      const end = def.end;
      for (const [path, ended] of [['/end', true], ['/reopen', false]] as const) {
        app.post(`${path}/:seq`, {
          config: { access: 'admin' },
          schema: {
            tags,
            summary: ended ? `${def.label} 종료 (새 기부화환·선택 중단, 기록은 유지)` : `${def.label} 다시 열기`,
            params: adminSeqParams,
            response: { 200: adminEndResultSchema, ...refusals, 409: messageSchemaRef() },
          },
          handler: async (request) => {
            const seq = request.params.seq;
            const name = await db.transaction(async (tx) => {
              const [row] = await tx
                .select({ name: end.name, endedAt: end.table.endedAt })
                .from(end.table)
                .where(eq(end.seq, seq))
                .for('update');
              if (!row) throw new HttpError(404, messages.admin.notFound(def.label));
              if ((row.endedAt !== null) === ended) throw new HttpError(409, ended ? end.messages.alreadyEnded : end.messages.notEnded);
              await tx.update(end.table).set({ endedAt: ended ? new Date() : null } as never).where(eq(end.seq, seq));
              const rowName = String(row.name);
              await recordAdminAudit(tx, request, { action: ended ? 'end' : 'reopen', resource: def.key, targetSeqs: [seq], summary: `${rowName}: ${ended ? '종료' : '다시 열기'}` });
              return rowName;
            });
            return { seq, ended, message: ended ? end.messages.ended(name) : end.messages.reopened(name) };
          },
        });
      }
    }

    if (def.excel) {
      const excel = def.excel;
      app.get('/excel', {
        // It writes the audit trail: from this site only (a cross-site link must not put a download in an administrator's name).
        config: { access: 'admin', sameOriginRequired: true, changesPublicReads: false },
        schema: { tags, summary: `${def.label} 엑셀 다운로드 (검색 결과 전체)`, querystring: def.list.query },
        handler: async (request, reply) => {
          const query = request.query as z.output<ListQuery>;
          const search = searchOf(query);
          const entries = Object.entries(search);
          return streamWorkbook(reply, excel, (page) => def.list.load(db, query, { page, size: excelBatch }), () =>
            recordAdminAudit(db, request, {
              action: 'excel',
              resource: def.key,
              targetSeqs: [],
              summary: `${def.label} 엑셀 다운로드 (${entries.length > 0 ? entries.map(([name, value]) => `${name}=${value}`).join(', ') : '전체'})`,
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

/** A multipart form's fields checked by the save schema: the same 400 and sentence as a JSON body's. */
function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? messages.common.badRequest);
}

// ExcelJS recognises a style it has already registered by the object, and gives every new cell a fresh
// empty one, registered again per cell (a third of a long sheet's time). The body cells share these two.
const plainCell: Partial<ExcelJS.Style> = {};
// Text cells carry Excel's Text number format ('@'): what a payer or a host typed ('=HYPERLINK(…)',
// '+82…', '-', '@…') is shown as written and stays text when someone edits the cell, so it never
// becomes a formula (OWASP's CSV injection). ExcelJS 4 cannot write the quotePrefix flag, and an
// apostrophe in front would show in the cell; numbers stay number cells (a negative amount included).
const textCell: Partial<ExcelJS.Style> = { numFmt: '@' };

/** The sheet streamed as it is written: rows are fetched a batch at a time and committed as they go. */
async function streamWorkbook<Row>(
  reply: FastifyReply,
  excel: NonNullable<AdminResourceDef<AnyObject, z.ZodType<Row>>['excel']>,
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
        added.eachCell((cell) => {
          cell.style = typeof cell.value === 'string' ? textCell : plainCell;
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
