import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { char, check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const invitationTypes = ['W', 'F'] as const;
export type InvitationType = (typeof invitationTypes)[number];

/** 12 digits, never starting with 0, so it survives being read as a number in a URL. */
export const orderNumPattern = /^[1-9][0-9]{11}$/;

/**
 * A fresh random order number. With the name and phone it is a non-member's
 * password, so it is drawn from a CSPRNG over 9 x 10^11 values, never counted up.
 * The unique constraint of `order_number` decides whether it is really free.
 */
export function newOrderNum(): string {
  return String(randomInt(100_000_000_000, 1_000_000_000_000));
}

/** A fresh public invitation number: drawn the same way, independently of the order number. */
export const newPublicNum = newOrderNum;

// Issues each order number exactly once across wedding and funeral
// invitations; the invitation tables point here, so one number never names two orders.
export const orderNumbers = pgTable(
  'order_number',
  {
    orderNumberSeq: serial().primaryKey(),
    orderNum: text().notNull().unique('order_number_order_num_key'),
    // The guests' number (spec README decision): in /invitation/{n}, the kiosk,
    // share links and QR codes. Random like the order number and unrelated to
    // it, so a link never carries the host's non-member login.
    publicNum: text().notNull().unique('order_number_public_num_key'),
    invitationType: char({ length: 1, enum: invitationTypes }).notNull(),
    // How often guests opened the page: counted in memory per instance and added
    // here every half minute (modules/host/view-counter.ts), never a write per view.
    viewCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // Lets payments reference (orderNum, invitationType) so their type cannot disagree with the order's.
    unique('order_number_num_type_key').on(t.orderNum, t.invitationType),
    check('order_number_format_check', sql`${t.orderNum} ~ '^[1-9][0-9]{11}$'`),
    check('order_number_public_num_format_check', sql`${t.publicNum} ~ '^[1-9][0-9]{11}$'`),
    check('order_number_type_check', sql`${t.invitationType} in ('W', 'F')`),
  ],
);
