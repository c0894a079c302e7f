import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { paymentIntents, payments, type PaymentStatus } from '@server/db/schema';
import { fromStatesOf, type FromStatesOf } from '../states';

// The one way a status is written, for the intent and for the payment row:
// one conditional UPDATE whose WHERE holds the states the move is allowed from
// (states.ts). Two writers at once (the browser's verify and the webhook, two
// cancels) both run it; the row lock makes the second wait, PostgreSQL then
// reads the row again, finds it moved and the guard false, and that writer
// changes nothing and is told so. A refused move writes nothing at all.

/** A transaction's handle, or the database itself. */
type Executor = Pick<Database, 'update'>;

type Intent = typeof paymentIntents.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export interface Move<To extends PaymentStatus, Row> {
  /** What the move writes beside the status. */
  set?: Omit<Partial<Row>, 'status'>;
  /** Fewer from-states than the table allows, when the caller's change only makes sense from those (a whole refund from PAID). */
  from?: FromStatesOf<To>[];
}

function guard<To extends PaymentStatus>(to: To, from: FromStatesOf<To>[] | undefined): PaymentStatus[] {
  // READY is where an intent starts; nothing moves to it.
  const allowed: PaymentStatus[] = fromStatesOf(to);
  if (!from) return allowed;
  const refused = from.filter((state) => !allowed.includes(state));
  if (refused.length) throw new Error(`payment status: ${refused.join(', ')} → ${to} is not a transition`);
  return from;
}

/** Moves an intent to `to`: the intent as it is afterwards, or undefined when its state does not allow the move (nothing written). */
export async function moveIntent<To extends PaymentStatus>(
  tx: Executor,
  paymentIntentSeq: number,
  to: To,
  move: Move<To, Intent> = {},
): Promise<Intent | undefined> {
  const states = guard(to, move.from);
  if (states.length === 0) return undefined;
  const [row] = await tx
    .update(paymentIntents)
    .set({ ...move.set, status: to })
    .where(and(eq(paymentIntents.paymentIntentSeq, paymentIntentSeq), inArray(paymentIntents.status, states)))
    .returning();
  return row;
}

/** Moves a payment row to `to`: the row as it is afterwards, or undefined when its state does not allow the move (nothing written). */
export async function movePayment<To extends PaymentStatus>(
  tx: Executor,
  paymentSeq: number,
  to: To,
  move: Move<To, PaymentRow> = {},
): Promise<PaymentRow | undefined> {
  const states = guard(to, move.from);
  if (states.length === 0) return undefined;
  const [row] = await tx
    .update(payments)
    .set({ ...move.set, status: to })
    .where(and(eq(payments.paymentSeq, paymentSeq), inArray(payments.status, states)))
    .returning();
  return row;
}
