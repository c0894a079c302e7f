import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import {
  funeralInvitationAttachments,
  funeralInvitations,
  funeralMournerAccounts,
  guestbookMessages,
  orderNumbers,
  paymentOrderSummaries,
  weddingCongratAccounts,
  weddingInvitationAttachments,
  weddingInvitations,
  type AttachType,
  type InvitationType,
} from '@server/db/schema';

// What both kinds of invitation store alike: the order row's owner and
// numbers, and the photos (main and gallery). The kind-specific columns are
// written by wedding.ts and funeral.ts.

export interface AttachmentRow {
  attachSeq: number;
  attachType: AttachType;
  path: string;
  originalName: string;
  sortOrder: number;
}

export interface OrderRow {
  invitationSeq: number;
  orderNum: string;
  publicNum: string;
  accountSeq: number | null;
  /** The host's archive date (공개·보관 설정): past it, no edit is taken. */
  archiveDate: string | null;
}

/** The tables and columns of one kind, so the shared steps are written once. */
export interface KindTables {
  type: InvitationType;
  table: typeof weddingInvitations | typeof funeralInvitations;
  seq: AnyPgColumn;
  attach: {
    table: typeof weddingInvitationAttachments | typeof funeralInvitationAttachments;
    seq: AnyPgColumn;
    owner: AnyPgColumn;
  };
  accounts: { table: PgTable; owner: AnyPgColumn };
  /** The event's day and time as typed: the wedding, or the 발인. */
  event: { date: AnyPgColumn; time: AnyPgColumn };
}

export const weddingTables: KindTables = {
  type: 'W',
  table: weddingInvitations,
  seq: weddingInvitations.weddingInvitationSeq,
  attach: {
    table: weddingInvitationAttachments,
    seq: weddingInvitationAttachments.weddingInvitationAttachSeq,
    owner: weddingInvitationAttachments.weddingInvitationSeq,
  },
  accounts: { table: weddingCongratAccounts, owner: weddingCongratAccounts.weddingInvitationSeq },
  event: { date: weddingInvitations.eventDate, time: weddingInvitations.eventTime },
};

export const funeralTables: KindTables = {
  type: 'F',
  table: funeralInvitations,
  seq: funeralInvitations.funeralInvitationSeq,
  attach: {
    table: funeralInvitationAttachments,
    seq: funeralInvitationAttachments.funeralInvitationAttachSeq,
    owner: funeralInvitationAttachments.funeralInvitationSeq,
  },
  accounts: { table: funeralMournerAccounts, owner: funeralMournerAccounts.funeralInvitationSeq },
  event: { date: funeralInvitations.funeralDate, time: funeralInvitations.funeralTime },
};

/** The order of an invitation: its numbers and its member owner (null for a non-member's). */
/** The partner and campaign an invitation holds now. */
export async function heldReferences(
  db: Database,
  kind: KindTables,
  invitationSeq: number,
): Promise<{ partnerSeq: number | null; campaignSeq: number | null }> {
  const [row] = await db
    .select({ partnerSeq: kind.table.partnerSeq, campaignSeq: kind.table.campaignSeq })
    .from(kind.table)
    .where(eq(kind.seq, invitationSeq))
    .limit(1);
  return row ?? { partnerSeq: null, campaignSeq: null };
}

export async function findOrder(db: Database, kind: KindTables, invitationSeq: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select({
      invitationSeq: sql<number>`${kind.seq}`,
      orderNum: kind.table.orderNum,
      publicNum: orderNumbers.publicNum,
      accountSeq: kind.table.accountSeq,
      archiveDate: kind.table.archiveDate,
    })
    .from(kind.table)
    .innerJoin(orderNumbers, eq(orderNumbers.orderNum, kind.table.orderNum))
    .where(eq(kind.seq, invitationSeq))
    .limit(1);
  return row;
}

/** The order a public number names: its kind and the invitation's id (order_number_public_num_key). */
export async function findByPublicNum(db: Database, publicNum: string): Promise<{ type: InvitationType; orderNum: string } | undefined> {
  const [row] = await db
    .select({ type: orderNumbers.invitationType, orderNum: orderNumbers.orderNum })
    .from(orderNumbers)
    .where(eq(orderNumbers.publicNum, publicNum))
    .limit(1);
  return row;
}

/**
 * 모인 기부금: the donated part of the invitation's wreaths that stay paid, as
 * the ledger keeps it per order (payment_order_summary, written by the payment
 * trigger), so the guest page costs one keyed read at any number of wreaths.
 */
export async function raisedThrough(db: Database, orderNum: string): Promise<number> {
  const [row] = await db
    .select({ donatedAmount: paymentOrderSummaries.donatedAmount })
    .from(paymentOrderSummaries)
    .where(eq(paymentOrderSummaries.orderNum, orderNum))
    .limit(1);
  return row?.donatedAmount ?? 0;
}

/** The host's lifecycle choices and the event's moment, as every guest-facing read needs them. */
function lifecycleOf(kind: KindTables) {
  // Either kind's table: each column typed as both have it.
  return {
    accountsHidden: sql<boolean>`${kind.table.accountsHidden}`,
    wreathsStopAfterEvent: sql<boolean>`${kind.table.wreathsStopAfterEvent}`,
    unpublished: sql<boolean>`${kind.table.unpublished}`,
    archiveDate: sql<string | null>`${kind.table.archiveDate}`,
    eventDate: sql<string>`${kind.event.date}`,
    eventTime: sql<string>`${kind.event.time}`,
    guestbookEnabled: sql<boolean>`${kind.table.guestbookEnabled}`,
    guestbookHostOnly: sql<boolean>`${kind.table.guestbookHostOnly}`,
    guestbookOnKiosk: sql<boolean>`${kind.table.guestbookOnKiosk}`,
  };
}

export interface LifecycleRow {
  accountsHidden: boolean;
  wreathsStopAfterEvent: boolean;
  unpublished: boolean;
  archiveDate: string | null;
  /** The wedding's or the 발인's day and time, as typed. */
  eventDate: string;
  eventTime: string;
  /** The guestbook's choices (modules/guestbook): on, read by the host alone, shown on the kiosk. */
  guestbookEnabled: boolean;
  guestbookHostOnly: boolean;
  guestbookOnKiosk: boolean;
}

/** The invitation of an order with the host's lifecycle choices, in the one lookup the guest page already makes ({kind}_order_num_key). */
export async function invitationOfOrder(db: Database, kind: KindTables, orderNum: string): Promise<({ seq: number } & LifecycleRow) | undefined> {
  const [row] = await db
    .select({ seq: sql<number>`${kind.seq}`, ...lifecycleOf(kind) })
    .from(kind.table)
    .where(eq(kind.table.orderNum, orderNum))
    .limit(1);
  return row;
}

/** An order by the host's order number, with its owner, numbers and lifecycle choices (the settings screen's key). */
export async function findOrderByNum(db: Database, orderNum: string): Promise<(OrderRow & { type: InvitationType } & LifecycleRow) | undefined> {
  const [number] = await db.select({ type: orderNumbers.invitationType }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)).limit(1);
  if (!number) return undefined;
  const kind = number.type === 'W' ? weddingTables : funeralTables;
  const [row] = await db
    .select({
      invitationSeq: sql<number>`${kind.seq}`,
      orderNum: kind.table.orderNum,
      publicNum: orderNumbers.publicNum,
      accountSeq: kind.table.accountSeq,
      ...lifecycleOf(kind),
    })
    .from(kind.table)
    .innerJoin(orderNumbers, eq(orderNumbers.orderNum, kind.table.orderNum))
    .where(eq(kind.table.orderNum, orderNum))
    .limit(1);
  return row ? { ...row, type: number.type } : undefined;
}

/** Writes the host's lifecycle choices. */
export async function updateLifecycle(
  db: Database,
  kind: KindTables,
  invitationSeq: number,
  settings: { accountsHidden: boolean; wreathsStopAfterEvent: boolean; unpublished: boolean; archiveDate: string | null },
): Promise<void> {
  await db.update(kind.table).set(settings).where(eq(kind.seq, invitationSeq));
}

/**
 * Deletes the invitation's row; its photos' and accounts' rows go with it
 * (cascade), and its guestbook's messages. The order number stays: the payments name it, and keep their
 * amounts, payers and dates for the accounts and settlement.
 */
export async function deleteInvitationRow(db: Database, kind: KindTables, invitationSeq: number): Promise<void> {
  const [deleted] = await db.delete(kind.table).where(eq(kind.seq, invitationSeq)).returning({ orderNum: kind.table.orderNum });
  // The guests' guestbook messages hang on the order number, which stays: they go with the invitation.
  if (deleted) await db.delete(guestbookMessages).where(eq(guestbookMessages.orderNum, deleted.orderNum));
}

/** The photos of an invitation: the main photo first, then the gallery in order. */
export function listAttachments(db: Database, kind: KindTables, invitationSeq: number): Promise<AttachmentRow[]> {
  const { attach } = kind;
  return db
    .select({
      attachSeq: sql<number>`${attach.seq}`,
      attachType: attach.table.attachType,
      path: attach.table.path,
      originalName: attach.table.originalName,
      sortOrder: attach.table.sortOrder,
    })
    .from(attach.table)
    .where(eq(attach.owner, invitationSeq))
    .orderBy(sql`${attach.table.attachType} = 'gallery'`, asc(attach.table.sortOrder), asc(attach.seq)) as Promise<AttachmentRow[]>;
}

export async function insertAttachments(
  db: Database,
  kind: KindTables,
  invitationSeq: number,
  rows: ReadonlyArray<Omit<AttachmentRow, 'attachSeq'>>,
): Promise<void> {
  if (rows.length === 0) return;
  const ownerKey = kind.type === 'W' ? 'weddingInvitationSeq' : 'funeralInvitationSeq';
  await db.insert(kind.attach.table).values(
    rows.map((row) => ({
      [ownerKey]: invitationSeq,
      path: row.path,
      originalName: row.originalName,
      attachType: row.attachType,
      sortOrder: row.sortOrder,
    })) as never,
  );
}

/** Removes the invitation's attachments with these ids (ids of another invitation are left alone). */
export async function deleteAttachments(db: Database, kind: KindTables, invitationSeq: number, attachSeqs: readonly number[]): Promise<void> {
  if (attachSeqs.length === 0) return;
  await db.delete(kind.attach.table).where(and(eq(kind.attach.owner, invitationSeq), inArray(kind.attach.seq, [...attachSeqs])));
}

/** Replaces the invitation's account rows (gift money or condolence money) with these, in order. */
export async function replaceAccounts(db: Database, kind: KindTables, invitationSeq: number, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  await db.delete(kind.accounts.table).where(eq(kind.accounts.owner, invitationSeq));
  if (rows.length === 0) return;
  const ownerKey = kind.type === 'W' ? 'weddingInvitationSeq' : 'funeralInvitationSeq';
  await db.insert(kind.accounts.table).values(rows.map((row, sortOrder) => ({ ...row, sortOrder, [ownerKey]: invitationSeq })) as never);
}
