import type { ComponentType, ReactNode } from 'react';
import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { urlOf, type AnyAdminResource, type RoutesOf, type Page, type z } from '@ongi/shared';
import { call } from '../lib/api';
import { uploadTo, type UploadOptions } from '../lib/upload';

/**
 * A back-office resource, declared once: the list's search, filters and
 * columns, and the form's schema, fields and request. One ResourceList and
 * one ResourceForm draw every admin screen from these (react-admin's and
 * refine's resource idea). Its endpoints are the contract's (adminResource in
 * packages/shared contract/admin), which the server's adminResourceRoutes serves.
 */
export interface AdminListColumn<Row> {
  header: string;
  /** The cell; `number` is the row's countdown number across pages. */
  cell: (row: Row, context: { number: number }) => ReactNode;
  /** This cell is the row's title: a link to its form (spec: clicking a row title opens it). */
  opensRow?: boolean;
  /** CSS width of the column ('6rem', '40%'). */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /**
   * The list's sort name for this column (one of its query's adminListSort
   * names): the header becomes a button that sorts by it.
   */
  sort?: string;
  /** The direction of the first click: 'desc' for amounts, counts and dates (largest, newest first), 'asc' unless given. */
  sortFirst?: 'asc' | 'desc';
  /**
   * 'secondary' columns fold away on a phone (below 640 px); the key
   * columns (names, amounts, states) and the actions stay in view.
   */
  priority?: 'key' | 'secondary';
  /** The column's cell in the total row (the resource's `totals`), over the whole search. */
  total?: (totals: AdminListTotals) => ReactNode;
}

/** The sums of a list's total row, as its totals endpoint answers them. */
export type AdminListTotals = Record<string, number>;

export type AdminFilterOption = { value: string; label: string };

/** A select of fixed choices; '' is its unfiltered choice. */
export interface AdminSelectFilter {
  kind?: 'select';
  /** The URL and query parameter. */
  name: string;
  label: string;
  options: ReadonlyArray<AdminFilterOption>;
  /** Choices read from the server (campaigns, organisations), after `options`; `key` names them in the query cache. */
  load?: { key: string; options: (signal: AbortSignal) => Promise<ReadonlyArray<AdminFilterOption>> };
}

/** A period: two calendar days ('YYYY-MM-DD'), either may be left empty. */
export interface AdminDateRangeFilter {
  kind: 'dateRange';
  label: string;
  /** The URL and query parameters of its first and last day. */
  from: string;
  to: string;
}

export type AdminListFilter = AdminSelectFilter | AdminDateRangeFilter;

/** The URL parameters a filter keeps. */
export function filterParams(filter: AdminListFilter): string[] {
  return filter.kind === 'dateRange' ? [filter.from, filter.to] : [filter.name];
}

export interface AdminFormFieldsProps<Detail> {
  /** The stored record in edit mode. */
  record?: Detail;
}

export interface AdminResourceDef<Row, Detail = unknown, Schema extends z.ZodType = z.ZodType> {
  /** Query key and the audit's name ('faq'). */
  key: string;
  /** Its endpoints in the contract (`contract.admin.faq`). */
  endpoints: RoutesOf<AnyAdminResource>;
  /** What the list is ('FAQ'), for headings, loading and empty texts. */
  label: string;
  rowKey: (row: Row) => number;
  list: {
    searchTypes: ReadonlyArray<{ value: string; label: string }>;
    /** The spec's '검색어를 입력해주세요' for an empty keyword (account, partner, inquiry, category lists). */
    requireSearchWord?: boolean;
    filters?: AdminListFilter[];
    columns: AdminListColumn<Row>[];
    /** Rows shown apart (a top notice). */
    highlight?: (row: Row) => boolean;
    /** The resource's '선택된 … 없습니다'. */
    noneSelected: string;
    deleteConfirm: string;
    /** No 등록 button (orders are made by their hosts). */
    readOnly?: boolean;
    /** No 등록 button, but 삭제 stays (inquiries are filed by the public and answered here). */
    noCreate?: boolean;
    /** A total row under the table: the columns' `total` cells from the resource's totals endpoint (the whole search). */
    totals?: boolean;
    /** 등록 stays, 삭제 goes: rows that are history once made (a closed settlement). */
    noDelete?: boolean;
    /** The 등록 button's words when another verb fits ('새 정산'). */
    createLabel?: string;
    /** The list's heading; '{label} 관리' unless given (관리 기록, 기부금 정산). */
    title?: string;
    /** Shown above the table (a note on what the list holds). */
    note?: ReactNode;
    /** The empty list's heading; '등록된 {label}이/가 없습니다' unless given (a log of what was sent is not 등록). */
    emptyTitle?: string;
    /** Said when a delete fails without a sentence of the server's (spec: '삭제 중 오류가 발생했습니다.'). */
    deleteFailed?: string;
  };
  /**
   * 종료 / 다시 열기 (the server's POST …/end/:seq and …/reopen/:seq): a row
   * with history is ended instead of deleted. The list gets a column with the
   * state and the button, the edit form a button and a note while ended.
   */
  end?: {
    listEnded: (row: Row) => boolean;
    recordEnded: (record: Detail) => boolean;
    /** Asked before ending (its button reads 종료, focus on 닫기). */
    endConfirm: string;
    reopenConfirm: string;
    /** Shown above the form while the row is ended. */
    endedNote: string;
  };
  form?: {
    /** Where the seq comes from: `?faqSeq=` or a path parameter. */
    seqFrom: { query: string } | { param: string };
    schema: Schema;
    /** The stored record as the form's values. */
    fromRecord: (record: Detail) => Partial<z.input<Schema>>;
    /** A new row's starting values, where the schema cannot say them (a custom schema: a campaign starts 공개). */
    createDefaults?: Partial<z.input<Schema>>;
    /** The save request: JSON, or FormData for files. */
    toRequest: (values: z.output<Schema>, seq: number | undefined) => unknown;
    Fields: ComponentType<AdminFormFieldsProps<Detail>>;
    /** Which control stands for a failing path when it is not the field of that name. */
    focus?: Record<string, string>;
    /**
     * The screen only edits rows made elsewhere (an inquiry is answered, never
     * registered here): opened without a seq it says this and links to the list.
     */
    editOnly?: string;
    /** The form has no delete (an answer screen may). */
    noDelete?: boolean;
    /** The record can no longer be saved (an acknowledged alert): its screen only shows it, without the save button. */
    viewOnly?: (record: Detail) => boolean;
    /** The save button's words in create and edit mode; the spec's 등록 / 수정 unless given. */
    saveLabels?: { create: string; edit: string };
    /** Create and edit headings; '{label} 등록' / '{label} 수정' unless given. */
    titles?: { create: string; edit: string };
    /** The words of the link back to the list; 목록 unless given (취소 on a create-only screen). */
    cancelLabel?: string;
    /** Said when a save fails without a sentence of the server's (spec: '기부처 등록에 실패했습니다.'). */
    saveFailed?: string;
  };
}

/**
 * Where a resource's screens are: the registry (app layer) knows the
 * addresses and hands them to the screens, so a declaration in a feature
 * never imports the app's paths.
 */
export interface AdminResourceLinks {
  list: string;
  /** The form; with a seq it edits that row. */
  form?: (seq?: number) => string;
}

/** Checks a declaration's types where it is written. */
export function defineAdminResource<Row, Detail, Schema extends z.ZodType>(def: AdminResourceDef<Row, Detail, Schema>) {
  return def;
}

// A resource module exports its declaration as `resource`.
export interface AdminResourceModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module declares its own row and record types
  resource: AdminResourceDef<any, any, any>;
}

export type ListParams = Record<string, string | number | undefined>;

/** What changes a list's page and order but not which rows it holds. */
const unordered = new Set(['page', 'sort', 'direction']);

/** Query keys and reads of one resource; everything of it is invalidated by ['admin', key]. */
export function adminResourceQueries(def: Pick<AdminResourceDef<unknown>, 'key' | 'endpoints'>) {
  const all = ['admin', def.key] as const;
  const { endpoints } = def;
  /** An endpoint the resource's contract does not declare: a screen asked for what its resource has not. */
  const missing = (name: string): never => {
    throw new Error(`${def.key} has no ${name}`);
  };
  return {
    all,
    list: <Row>(params: ListParams) =>
      queryOptions({
        queryKey: [...all, 'list', params] as const,
        // The list's query is the URL's, checked by the server's schema.
        queryFn: ({ signal }) => call(endpoints.list, { query: params as never }, { signal }) as Promise<Page<Row>>,
        placeholderData: keepPreviousData,
      }),
    detail: <Detail>(seq: number) =>
      queryOptions({
        queryKey: [...all, 'detail', seq] as const,
        queryFn: ({ signal }) => call(endpoints.detail ?? missing('detail'), { params: { seq } }, { signal }) as Promise<Detail>,
      }),
    save: (body: unknown) => call(endpoints.save ?? missing('save'), { body } as never),
    /** A save with files: sent with its upload progress (XMLHttpRequest), to the same endpoint. */
    saveForm: (body: FormData, options: UploadOptions) => uploadTo(endpoints.save ?? missing('save'), { body }, options),
    deleteMany: (seqs: number[]) => call(endpoints.delete ?? missing('delete'), { body: { seqs } }),
    setEnded: (seq: number, ended: boolean) => call((ended ? endpoints.end : endpoints.reopen) ?? missing('end'), { params: { seq } }),
    /** The total row's sums: the search without its page and order, so paging and sorting do not ask again. */
    totals: (params: ListParams) => {
      const search = Object.fromEntries(Object.entries(params).filter(([name, value]) => !unordered.has(name) && value !== undefined));
      return queryOptions({
        queryKey: [...all, 'totals', search] as const,
        queryFn: ({ signal }) => call(endpoints.totals ?? missing('totals'), { query: search as never }, { signal }) as Promise<Record<string, number>>,
        placeholderData: keepPreviousData,
      });
    },
    excelHref: (params: ListParams) => {
      // The whole search, every page of it.
      const search = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'page'));
      return urlOf(endpoints.excel ?? missing('excel'), { query: search });
    },
  };
}
