import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import {
  campaigns,
  categories,
  funeralInvitationAttachments,
  funeralInvitations,
  orderNumbers,
  reviews,
  weddingInvitationAttachments,
  weddingInvitations,
} from '@server/db/schema';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { within, type Period } from '@server/lib/period';
import { publicCategoryJoin } from '@server/lib/public-category';

/** Whose orders a list shows: a member's account, or the one order of a non-member's session. */
export type OrderOwner = { accountSeq: number } | { nonMemberOrderNum: string };

type InvitationTable = typeof weddingInvitations | typeof funeralInvitations;

// Both walk {wedding,funeral}_invitation_account_create_idx (or the order number's unique index).
function ownedBy(table: InvitationTable, owner: OrderOwner, period: Period | null): SQL | undefined {
  const whose = 'accountSeq' in owner ? eq(table.accountSeq, owner.accountSeq) : and(eq(table.orderNum, owner.nonMemberOrderNum), isNull(table.accountSeq));
  return and(whose, within(table.createDate, period));
}

const weddingMain = alias(weddingInvitationAttachments, 'main_photo');
const funeralMain = alias(funeralInvitationAttachments, 'main_photo');

/** Each kind's table, its key, its main photo joined by that key, and where and when its event is. */
const kinds = {
  wedding: {
    table: weddingInvitations,
    seq: weddingInvitations.weddingInvitationSeq,
    main: weddingMain,
    mainOf: weddingMain.weddingInvitationSeq,
    event: { place: weddingInvitations.eventLocationName, placeDetail: weddingInvitations.eventLocationDetail, date: weddingInvitations.eventDate },
  },
  funeral: {
    table: funeralInvitations,
    seq: funeralInvitations.funeralInvitationSeq,
    main: funeralMain,
    mainOf: funeralMain.funeralInvitationSeq,
    event: { place: funeralInvitations.funeralLocationName, placeDetail: funeralInvitations.funeralLocationDtl, date: funeralInvitations.funeralDate },
  },
};
type OrderKind = keyof typeof kinds;

/** The fields every order row shows; the campaign's public category only when it is in use. */
function orderFields(kind: OrderKind) {
  const { table, seq, main, event } = kinds[kind];
  return {
    isWedding: sql<boolean>`${kind === 'wedding'}::boolean`.as('is_wedding'),
    invitationSeq: sql<number>`${seq}`.as('invitation_seq'),
    orderNum: table.orderNum,
    publicNum: orderNumbers.publicNum,
    createDate: table.createDate,
    filePath: main.path,
    useCampaign: table.useCampaign,
    campaignSeq: table.campaignSeq,
    categoryName: categories.name,
    campaignName: campaigns.campaignName,
    campaignAmount: campaigns.campaignAmount,
    eventLocationName: event.place,
    eventLocationDtl: event.placeDetail,
    eventDate: event.date,
    // review_order_num_key: one probe per row.
    hasReview: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.orderNum} = ${table.orderNum})`.as('has_review'),
  };
}

// The page's place in the list comes first: each kind's orders newest first
// from its account_create index alone (kind, number, time: no row is read),
// as many as the page can need, merged and cut to the page. Only the page's
// orders are then read in full, by primary key, with their joins (at most one
// main photo: *_attach_main_key; the review by review_order_num_key).
function orderKeysOf(kind: OrderKind, db: Database, owner: OrderOwner, period: Period | null, rows: number) {
  const { table, seq } = kinds[kind];
  return db
    .select({
      isWedding: sql<boolean>`${kind === 'wedding'}::boolean`.as('is_wedding'),
      invitationSeq: sql<number>`${seq}`.as('invitation_seq'),
      createDate: table.createDate,
    })
    .from(table)
    .where(ownedBy(table, owner, period))
    .orderBy(desc(table.createDate), desc(seq))
    .limit(rows);
}

type OrderKey = { isWedding: boolean; invitationSeq: number };

/** The orders of these keys, in the keys' order. */
async function ordersOf(db: Database, keys: OrderKey[]) {
  const read = (kind: OrderKind) => {
    const { table, seq, main, mainOf } = kinds[kind];
    const seqs = keys.filter((key) => key.isWedding === (kind === 'wedding')).map((key) => key.invitationSeq);
    if (seqs.length === 0) return Promise.resolve([]);
    return db
      .select(orderFields(kind))
      .from(table)
      .innerJoin(orderNumbers, eq(orderNumbers.orderNum, table.orderNum))
      .leftJoin(main, and(eq(mainOf, seq), eq(main.attachType, 'main')))
      .leftJoin(campaigns, eq(campaigns.campaignSeq, table.campaignSeq))
      .leftJoin(categories, publicCategoryJoin(campaigns.categorySeq, 'campaign'))
      .where(inArray(seq, seqs));
  };
  const rows = [...(await read('wedding')), ...(await read('funeral'))];
  const byKey = new Map(rows.map((row) => [`${row.isWedding}:${row.invitationSeq}`, row]));
  return keys.flatMap((key) => byKey.get(`${key.isWedding}:${key.invitationSeq}`) ?? []);
}

/** How many orders the owner has in the period, wedding and funeral together (two index counts). */
async function countOrders(db: Database, owner: OrderOwner, period: Period | null): Promise<number> {
  const [weddings, funerals] = await Promise.all([
    db.$count(weddingInvitations, ownedBy(weddingInvitations, owner, period)),
    db.$count(funeralInvitations, ownedBy(funeralInvitations, owner, period)),
  ]);
  return weddings + funerals;
}

/** One page of orders, wedding and funeral together, newest first. */
export async function listOrderPage(db: Database, owner: OrderOwner, period: Period | null, request: PageRequest) {
  const rows = request.page * request.size;
  const keys = orderKeysOf('wedding', db, owner, period, rows)
    .unionAll(orderKeysOf('funeral', db, owner, period, rows))
    .$dynamic();
  const page = await paginate(db, keys, request, {
    orderBy: [sql`create_date desc, is_wedding desc, invitation_seq desc`],
    total: () => countOrders(db, owner, period),
  });
  return { ...page, content: await ordersOf(db, page.content) };
}
