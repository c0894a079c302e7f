import { z } from '../../zod';
import { adminDeleteRequest, adminDeleteResultSchema, adminEndResultSchema, adminSaveResultSchema, adminSeqParams } from '../../schemas/admin';
import { pageOf } from '../../schemas/query';
import { endpoint, notJson, type Endpoint } from '../endpoint';

/**
 * What a back-office resource is made of, written once from its schemas:
 * the list's query and row, and which of detail, save, delete, end and Excel
 * it has. `adminResource` turns it into the resource's endpoints, which the
 * server registers (apps/server lib/admin-resource.ts) and the web's
 * ResourceList and ResourceForm call (apps/web shared/admin/resource.ts).
 */
export interface AdminResourceSpec {
  /** What a row is, in Korean ('공지사항'): the summaries and the not-found sentence. */
  readonly label: string;
  readonly query: z.ZodType;
  readonly row: z.ZodType;
  readonly detail?: z.ZodType;
  /** The save's JSON body. A save with files says `multipart: true` instead (its handler reads the form). */
  readonly save?: z.ZodType;
  readonly multipart?: true;
  /** The delete-many: the resource's '선택된 … 없습니다' for none chosen. */
  readonly remove?: string;
  /** 종료 and 다시 열기. */
  readonly end?: true;
  /** The Excel download of a search. */
  readonly excel?: true;
  /** The sums over the whole search (not the page): the list's total row. */
  readonly totals?: z.ZodType;
}

type Admin = 'admin';
type Path = `/${string}`;
/** A path under the resource's (`${P}/list`), which TypeScript does not see is a path by itself. */
type Under<P extends Path, Tail extends string> = `${P}${Tail}` & Path;
type SeqParams = typeof adminSeqParams;

type ListEndpoint<P extends Path, S extends AdminResourceSpec> = Endpoint<{
  method: 'GET';
  path: Under<P, '/list'>;
  access: Admin;
  summary: string;
  query: S['query'];
  responses: { 200: z.ZodObject<{ content: z.ZodArray<S['row']>; totalElements: z.ZodNumber }> };
}>;

type DetailEndpoint<P extends Path, D extends z.ZodType> = Endpoint<{
  method: 'GET';
  path: Under<P, '/detail/:seq'>;
  access: Admin;
  summary: string;
  params: SeqParams;
  responses: { 200: D };
  errors: readonly [404];
}>;

type SaveErrors = readonly [404, 409, 413];

type SaveEndpoint<P extends Path, S extends AdminResourceSpec> = S extends { save: infer B extends z.ZodType }
  ? Endpoint<{
      method: 'POST';
      path: Under<P, '/save'>;
      access: Admin;
      summary: string;
      body: B;
      responses: { 200: typeof adminSaveResultSchema };
      errors: SaveErrors;
    }>
  : Endpoint<{
      method: 'POST';
      path: Under<P, '/save'>;
      access: Admin;
      summary: string;
      multipart: true;
      responses: { 200: typeof adminSaveResultSchema };
      errors: SaveErrors;
    }>;

type DeleteEndpoint<P extends Path> = Endpoint<{
  method: 'POST';
  path: Under<P, '/delete'>;
  access: Admin;
  summary: string;
  body: ReturnType<typeof adminDeleteRequest>;
  responses: { 200: typeof adminDeleteResultSchema };
  errors: readonly [404, 409];
}>;

type EndEndpoint<At extends Path> = Endpoint<{
  method: 'POST';
  path: At;
  access: Admin;
  summary: string;
  params: SeqParams;
  responses: { 200: typeof adminEndResultSchema };
  errors: readonly [404, 409];
}>;

type ExcelEndpoint<P extends Path, S extends AdminResourceSpec> = Endpoint<{
  method: 'GET';
  path: Under<P, '/excel'>;
  access: Admin;
  summary: string;
  query: S['query'];
  answer: 'file';
  responses: { 200: typeof notJson };
}>;

type TotalsEndpoint<P extends Path, Q extends z.ZodType, T extends z.ZodType> = Endpoint<{
  method: 'GET';
  path: Under<P, '/totals'>;
  access: Admin;
  summary: string;
  query: Q;
  responses: { 200: T };
}>;

/** A resource's endpoints: those its spec asks for, and its label. */
export type AdminResource<P extends Path, S extends AdminResourceSpec> = { readonly label: S['label']; readonly list: ListEndpoint<P, S> } & (S extends {
  detail: infer D extends z.ZodType;
}
  ? { readonly detail: DetailEndpoint<P, D> }
  : unknown) &
  (S extends { save: z.ZodType } | { multipart: true } ? { readonly save: SaveEndpoint<P, S> } : unknown) &
  (S extends { remove: string } ? { readonly delete: DeleteEndpoint<P> } : unknown) &
  (S extends { end: true } ? { readonly end: EndEndpoint<Under<P, '/end/:seq'>>; readonly reopen: EndEndpoint<Under<P, '/reopen/:seq'>> } : unknown) &
  (S extends { excel: true } ? { readonly excel: ExcelEndpoint<P, S> } : unknown) &
  (S extends { totals: infer T extends z.ZodType } ? { readonly totals: TotalsEndpoint<P, S['query'], T> } : unknown);

/**
 * Any resource's endpoints, for the code that serves or draws every one of
 * them (the server's adminResourceRoutes, the web's ResourceList and ResourceForm).
 */
export interface AnyAdminResource {
  readonly label: string;
  readonly list: ListEndpoint<Path, AdminResourceSpec>;
  readonly detail?: DetailEndpoint<Path, z.ZodType>;
  readonly save?: Endpoint<{
    method: 'POST';
    path: Path;
    access: Admin;
    summary: string;
    body?: z.ZodType;
    multipart?: true;
    responses: { 200: typeof adminSaveResultSchema };
    errors: SaveErrors;
  }>;
  readonly delete?: DeleteEndpoint<Path>;
  readonly end?: EndEndpoint<Path>;
  readonly reopen?: EndEndpoint<Path>;
  readonly excel?: ExcelEndpoint<Path, AdminResourceSpec>;
  readonly totals?: TotalsEndpoint<Path, z.ZodType, z.ZodType>;
}

/**
 * A back-office resource's endpoints under `path` (under /api, '/admin/faq'),
 * all for administrators only:
 *
 *   GET  /list?page&searchType&searchWord…   → { content, totalElements }
 *   GET  /detail/:seq                        → the record, or 404
 *   POST /save                               → { seq, message }  (seq absent or -1: new)
 *   POST /delete { seqs }                    → { deleted, message }  (409 naming what is attached)
 *   POST /end/:seq, POST /reopen/:seq        → { seq, ended, message }  (종료 / 다시 열기)
 *   GET  /excel?…the list's query…           → .xlsx of every matching row
 *   GET  /totals?…the list's query…          → the sums of every matching row (the total row)
 */
export function adminResource<const P extends `/admin/${string}`, const S extends AdminResourceSpec>(path: P, spec: S): AdminResource<P, S> {
  const { label } = spec;
  const access = 'admin' as const;
  const under = (tail: string) => `${path}${tail}` as Path;
  const resource: Record<string, unknown> = {
    label,
    list: endpoint({
      method: 'GET',
      path: under('/list'),
      access,
      summary: `${label} 목록 (10개씩, 검색)`,
      query: spec.query,
      responses: { 200: pageOf(spec.row) },
    }),
  };
  if (spec.detail)
    resource.detail = endpoint({
      method: 'GET',
      path: under('/detail/:seq'),
      access,
      summary: `${label} 상세`,
      params: adminSeqParams,
      responses: { 200: spec.detail },
      errors: [404],
    });
  if (spec.save || spec.multipart)
    resource.save = endpoint({
      method: 'POST',
      path: under('/save'),
      access,
      summary: `${label} 등록·수정`,
      ...(spec.save ? { body: spec.save } : { multipart: true as const }),
      responses: { 200: adminSaveResultSchema },
      errors: [404, 409, 413],
    });
  if (spec.remove)
    resource.delete = endpoint({
      method: 'POST',
      path: under('/delete'),
      access,
      summary: `${label} 선택 삭제 (다른 기록이 연결된 행은 거절)`,
      body: adminDeleteRequest(spec.remove),
      responses: { 200: adminDeleteResultSchema },
      errors: [404, 409],
    });
  if (spec.end) {
    resource.end = endpoint({
      method: 'POST',
      path: under('/end/:seq'),
      access,
      summary: `${label} 종료 (새 기부화환·선택 중단, 기록은 유지)`,
      params: adminSeqParams,
      responses: { 200: adminEndResultSchema },
      errors: [404, 409],
    });
    resource.reopen = endpoint({
      method: 'POST',
      path: under('/reopen/:seq'),
      access,
      summary: `${label} 다시 열기`,
      params: adminSeqParams,
      responses: { 200: adminEndResultSchema },
      errors: [404, 409],
    });
  }
  if (spec.excel)
    resource.excel = endpoint({
      method: 'GET',
      path: under('/excel'),
      access,
      summary: `${label} 엑셀 다운로드 (검색 결과 전체)`,
      query: spec.query,
      answer: 'file',
      responses: { 200: notJson },
    });
  if (spec.totals)
    resource.totals = endpoint({
      method: 'GET',
      path: under('/totals'),
      access,
      summary: `${label} 합계 (검색 결과 전체)`,
      query: spec.query,
      responses: { 200: spec.totals },
    });
  return resource as AdminResource<P, S>;
}
