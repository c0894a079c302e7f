import { and, eq, getTableName, gte, lte, sql } from 'drizzle-orm';
import {
  contract,
  formatPhone,
  type adminFuneralRowSchema,
  type adminWeddingRowSchema,
  type AdminOrderKind,
  type AdminOrderSort,
  type ListSortDirection,
  type AnyAdminResource,
  type Page,
  type z,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaigns, funeralInvitations, orderNumbers, weddingInvitations } from '@server/db/schema';
import { adminResourceRoutes, type ExcelColumn } from '@server/lib/admin-resource';
import { newestFirstStart, talliedTotal, type TalliedList } from '@server/lib/list-tally';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { searchBy, type SearchColumn } from '@server/lib/search';

// The back office's wedding and funeral order lists (spec 002 §2): read only,
// newest first, searched by the kind's own columns. One declaration per kind
// below; everything they share is written once here.

const wedding = weddingInvitations;
const funeral = funeralInvitations;

const kinds = {
  wedding: {
    table: wedding,
    seq: wedding.weddingInvitationSeq,
    orderNum: wedding.orderNum,
    campaignSeq: wedding.campaignSeq,
    createDate: wedding.createDate,
    eventDate: wedding.eventDate,
    fields: {
      seq: wedding.weddingInvitationSeq,
      eventDate: wedding.eventDate,
      eventTime: wedding.eventTime,
      brideName: wedding.brideName,
      brideContactPhone: wedding.brideContactPhone,
      groomName: wedding.groomName,
      groomContactPhone: wedding.groomContactPhone,
      eventLocationName: wedding.eventLocationName,
      eventLocationDetail: wedding.eventLocationDetail,
      mapAddress: wedding.mapAddress,
      kioskStyle: wedding.kioskStyle,
    },
    search: {
      all: [wedding.brideName, wedding.groomName, wedding.eventLocationName, wedding.eventLocationDetail, wedding.orderNum],
      bride: [wedding.brideName],
      groom: [wedding.groomName],
      location: [wedding.eventLocationName, wedding.eventLocationDetail, wedding.mapAddress],
    } satisfies Record<string, SearchColumn[]>,
    excel: {
      fileName: '청첩장주문목록',
      searchTypes: { bride: '신부', groom: '신랑', location: '장소' },
      columns: [
        { header: '예식일', kind: 'date', cell: (row) => row.eventDate },
        { header: '예식 시간', cell: (row) => row.eventTime },
        { header: '신부', cell: (row) => row.brideName },
        { header: '신부 연락처', cell: (row) => formatPhone(row.brideContactPhone ?? '') },
        { header: '신랑', cell: (row) => row.groomName },
        { header: '신랑 연락처', cell: (row) => formatPhone(row.groomContactPhone ?? '') },
        { header: '예식장', width: 24, cell: (row) => [row.eventLocationName, row.eventLocationDetail].filter(Boolean).join(' ') },
      ] satisfies ExcelColumn<z.output<typeof adminWeddingRowSchema>>[],
    },
  },
  funeral: {
    table: funeral,
    seq: funeral.funeralInvitationSeq,
    orderNum: funeral.orderNum,
    campaignSeq: funeral.campaignSeq,
    createDate: funeral.createDate,
    eventDate: funeral.funeralDate,
    fields: {
      seq: funeral.funeralInvitationSeq,
      funeralDate: funeral.funeralDate,
      funeralTime: funeral.funeralTime,
      deceasedName: funeral.deceasedName,
      mainMournerId: funeral.mainMournerId,
      mainMournerName: funeral.mainMournerName,
      mainMournerPhone: funeral.mainMournerPhone,
      funeralLocationName: funeral.funeralLocationName,
      funeralLocationDtl: funeral.funeralLocationDtl,
      mapAddress: funeral.mapAddress,
      kioskStyle: funeral.kioskStyle,
    },
    search: {
      all: [
        funeral.deceasedName,
        funeral.mainMournerName,
        { html: funeral.mourners },
        funeral.funeralLocationName,
        funeral.funeralLocationDtl,
        funeral.orderNum,
      ],
      deceased: [funeral.deceasedName],
      mourners: [funeral.mainMournerName, { html: funeral.mourners }],
      location: [funeral.funeralLocationName, funeral.funeralLocationDtl, funeral.mapAddress],
    } satisfies Record<string, SearchColumn[]>,
    excel: {
      fileName: '부고장주문목록',
      searchTypes: { deceased: '고인', mourners: '상주', location: '장소' },
      columns: [
        { header: '발인일', kind: 'date', cell: (row) => row.funeralDate },
        { header: '발인 시간', cell: (row) => row.funeralTime },
        { header: '고인', cell: (row) => row.deceasedName },
        { header: '상주', cell: (row) => [row.mainMournerId, row.mainMournerName].filter(Boolean).join(' ') },
        { header: '상주 연락처', cell: (row) => formatPhone(row.mainMournerPhone ?? '') },
        { header: '장례식장', width: 24, cell: (row) => [row.funeralLocationName, row.funeralLocationDtl].filter(Boolean).join(' ') },
      ] satisfies ExcelColumn<z.output<typeof adminFuneralRowSchema>>[],
    },
  },
} as const;

type Kind = (typeof kinds)[AdminOrderKind];

interface OrderListQuery {
  searchType: string;
  searchWord?: string;
  eventFrom?: string;
  eventTo?: string;
  sort?: AdminOrderSort;
  direction?: ListSortDirection;
}

/**
 * One page of a kind's orders, newest first unless sorted, with the campaign's
 * name and the public number for the links. Unsearched and unfiltered, the
 * total is the tally's and a deep page starts at its day; otherwise it is
 * found through the order's index alone (the order number's row is
 * left-joined, which its foreign key makes the same rows as an inner join, so
 * the page's keys need no join at all). Every sort has its index ending with
 * the key: the event's day (*_event_idx, also the period's), the order number
 * (unique) and the create index.
 */
function loadOrders(kind: Kind) {
  const list = getTableName(kind.table) as TalliedList;
  return async (db: Database, query: OrderListQuery, request: PageRequest) => {
    const search = searchBy<string>(kind.search, query.searchType, query.searchWord);
    const narrowed = and(
      search,
      query.eventFrom ? gte(kind.eventDate, query.eventFrom) : undefined,
      query.eventTo ? lte(kind.eventDate, query.eventTo) : undefined,
    );
    const rows = db
      .select({ ...kind.fields, orderNum: kind.orderNum, publicNum: sql<string>`${orderNumbers.publicNum}`, campaignName: campaigns.campaignName })
      .from(kind.table)
      .leftJoin(orderNumbers, eq(orderNumbers.orderNum, kind.orderNum))
      .leftJoin(campaigns, eq(campaigns.campaignSeq, kind.campaignSeq))
      .where(narrowed)
      .$dynamic();
    const tallied = !narrowed;
    // Newest first unless a header chose another order (orderSort, through the resource base).
    return paginate(db, rows, request, {
      orderBy: [descending(kind.createDate), descending(kind.seq)],
      key: kind.seq,
      total: tallied ? () => talliedTotal(db, list) : undefined,
      start: tallied ? newestFirstStart(db, { list, createDate: kind.createDate }) : undefined,
    });
  };
}

interface SharedCells {
  orderNum: string;
  publicNum: string;
  campaignName: string | null;
  mapAddress: string | null;
}

/** The columns every kind has, around the kind's own: order number first; campaign, map address and guest number last. */
function excelColumns<Row extends SharedCells>(own: ExcelColumn<Row>[]): ExcelColumn<Row>[] {
  return [
    { header: '주문번호', cell: (row) => row.orderNum },
    ...own,
    { header: '캠페인', width: 20, cell: (row) => row.campaignName },
    { header: '지도 주소', width: 30, cell: (row) => row.mapAddress },
    { header: '초대장 번호', cell: (row) => row.publicNum },
  ];
}

type OrderRow = SharedCells & Record<string, unknown>;

type OrderEndpoints = AnyAdminResource & {
  list: { query: z.ZodType<OrderListQuery>; responses: { 200: z.ZodType<Page<OrderRow>> } };
};

/** /api/admin/invitation/{wedding|funeral}: one kind's order list (list and Excel), read only. */
export function orderAdminRoutes(name: AdminOrderKind) {
  const kind: Kind = kinds[name];
  // Either kind's endpoints, as what both have: a search and rows with the shared cells.
  const endpoints = contract.admin.invitation[name] as OrderEndpoints;
  return adminResourceRoutes(endpoints, {
    key: `${name}-order`,
    list: { load: loadOrders(kind), sort: { columns: { eventDate: kind.eventDate, orderNum: kind.orderNum, createdAt: kind.createDate }, key: kind.seq } },
    excel: {
      fileName: kind.excel.fileName,
      sheet: endpoints.label,
      search: { searchTypes: kind.excel.searchTypes, period: { label: '행사일', from: 'eventFrom', to: 'eventTo' } },
      columns: excelColumns(kind.excel.columns as ExcelColumn<OrderRow>[]),
    },
  });
}
