import type { PaymentStatus } from '@server/db/schema';

// A payment's states and the only moves between them (docs/decisions/019-payment-states.md).
// The intent (payment_intent) and the payment row (payment) share them: the
// intent goes READY → PAID or FAILED, and a payment row is written PAID (or
// FAILED, a refused one) as its intent moves and then follows the refunds.
// Every status write goes through settlement/transition.ts, which allows a
// write only from the states listed here, in the UPDATE itself.

/** Where each state may go. */
export const paymentTransitions = {
  /** Registered, the payment window open: settled as paid, or given up (declined, mismatched, refused, expired). */
  READY: ['PAID', 'FAILED'],
  /** Refunded whole, or in part (the back office's partial refund, not built yet). */
  PAID: ['CANCELLED', 'PARTIAL_CANCELLED'],
  /** A further part refunded, or the rest. */
  PARTIAL_CANCELLED: ['PARTIAL_CANCELLED', 'CANCELLED'],
  FAILED: [],
  CANCELLED: [],
} as const satisfies Record<PaymentStatus, readonly PaymentStatus[]>;

/** The states a payment may be in to move to `to`. */
export type FromStatesOf<To extends PaymentStatus> = {
  [From in PaymentStatus]: To extends (typeof paymentTransitions)[From][number] ? From : never;
}[PaymentStatus];

/** Whether a payment in `from` may move to `to`. */
export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return (paymentTransitions[from] as readonly PaymentStatus[]).includes(to);
}

/** Every state a payment may move to `to` from: the guard of a status write. */
export function fromStatesOf<To extends PaymentStatus>(to: To): FromStatesOf<To>[] {
  return (Object.keys(paymentTransitions) as PaymentStatus[]).filter((from) => canMove(from, to)) as FromStatesOf<To>[];
}

/** The states nothing moves out of. */
export const finalStatuses = (Object.keys(paymentTransitions) as PaymentStatus[]).filter((from) => paymentTransitions[from].length === 0);
