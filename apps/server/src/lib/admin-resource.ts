import { PassThrough } from 'node:stream';
import contentDisposition from 'content-disposition';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeleteRequest,
  adminDeleteResultSchema,
  adminPageSize,
  adminSaveResultSchema,
  adminSeqParams,
  messages,
  pageOf,
  todayInSeoul,
  z,
  type AdminAuditAction,
  type Page,
} from '@ongi/shared';
import type { Database } from '../db/client';
import { HttpError } from '../plugins/http-error';
import { recordAdminAudit } from './admin-audit';
import type { PageRequest } from './paginate';

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

/**
 * A back-office resource as a declaration: its list (query schema, row schema,
 * loader), detail, save, delete-many and Excel download. `registerAdminResource`
 * turns it into routes under the plugin's prefix, all for administrators only:
 *
 *   GET  /list?page&searchType&searchWord…   → { content, totalElements }
 *   GET  /detail/:seq                        → the record, or 404
 *   POST /save                               → { seq, message }  (seq absent or -1: new)
 *   POST /delete { seqs }                    → { deleted, message }
 *   GET  /excel?…the list's query…           → .xlsx of every matching row
 *
 * Each save and delete is written to the audit trail.
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
     * Deletes `seqs` (inside the route's transaction) and answers how many it
     * deleted; a number below seqs.length rolls them all back (a foreign or stale id).
     * It may throw an HttpError to refuse (the last administrator).
     */
    remove: (context: AdminContext, seqs: number[]) => Promise<number>;
    /** The sentence after a delete; the spec's '삭제가 완료됐습니다' unless the resource has its own. */
    message?: string;
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
          summary: `${def.label} 선택 삭제`,
          body: adminDeleteRequest(remove.noneSelected),
          response: { 200: adminDeleteResultSchema, ...refusals, 409: messageSchemaRef() },
        },
        handler: async (request) => {
          const { seqs } = request.body;
          // All or nothing: a foreign or stale number among them rolls the rest back.
          const deleted = await db.transaction(async (tx) => {
            const count = await remove.remove({ db: tx, request }, seqs);
            if (count < seqs.length) throw new HttpError(404, messages.admin.staleSelection);
            await recordAdminAudit(tx, request, { action: 'delete', resource: def.key, targetSeqs: seqs, summary: `${def.label} ${seqs.length}건 삭제` });
            return count;
          });
          return { deleted, message: remove.message ?? messages.admin.deleted };
        },
      });
    }

    if (def.excel) {
      const excel = def.excel;
      app.get('/excel', {
        config: { access: 'admin' },
        schema: { tags, summary: `${def.label} 엑셀 다운로드 (검색 결과 전체)`, querystring: def.list.query },
        handler: async (request, reply) => {
          const query = request.query as z.output<ListQuery>;
          return streamWorkbook(reply, excel, (page) => def.list.load(db, query, { page, size: excelBatch }));
        },
      });
    }
  };
}

/** A multipart form's fields checked by the save schema: the same 400 and sentence as a JSON body's. */
function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? messages.common.badRequest);
}

// ExcelJS recognises a style it has already registered by the object, and gives every new cell a fresh
// empty one, registered again per cell (a third of a long sheet's time). The body cells share this one.
const plainCell: Partial<ExcelJS.Style> = {};

/** The sheet streamed as it is written: rows are fetched a batch at a time and committed as they go. */
async function streamWorkbook<Row>(
  reply: FastifyReply,
  excel: NonNullable<AdminResourceDef<AnyObject, z.ZodType<Row>>['excel']>,
  loadPage: (page: number) => Promise<Page<Row>>,
) {
  const day = todayInSeoul();
  // The first batch is read before anything is sent: a refused search answers its 400 and sentence, not a cut file.
  const first = await loadPage(1);
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
          cell.style = plainCell;
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
