// How the screen's wreath list changes as wreaths arrive, apart from React so
// the rules can be tested on their own.
import type { KioskPayment } from '@ongi/shared';

export interface KioskWreaths {
  /** Newest first, as the list answers. */
  payments: KioskPayment[];
  totalElements: number;
}

export const noWreaths: KioskWreaths = { payments: [], totalElements: 0 };

/**
 * A list read replaces what is shown (it is the truth, and it bounds the list
 * to one page however long the screen runs); the wreaths it does not have yet
 * but the stream already brought stay on top until a read includes them.
 */
export function withListRead(shown: KioskWreaths, read: { content: KioskPayment[]; totalElements: number }, streamedSince: ReadonlySet<number>): KioskWreaths {
  const inRead = new Set(read.content.map((payment) => payment.paymentSeq));
  const pending = shown.payments.filter((payment) => streamedSince.has(payment.paymentSeq) && !inRead.has(payment.paymentSeq));
  return { payments: [...pending, ...read.content], totalElements: read.totalElements + pending.length };
}

/** A wreath from the stream goes on top once; a repeat (the list read it already) changes nothing. */
export function withStreamed(shown: KioskWreaths, wreath: KioskPayment): KioskWreaths {
  if (shown.payments.some((payment) => payment.paymentSeq === wreath.paymentSeq)) return shown;
  return { payments: [wreath, ...shown.payments], totalElements: shown.totalElements + 1 };
}

/** The wreaths of `next` that `previous` did not show: the ones to highlight. */
export function arrivals(previous: KioskWreaths, next: KioskWreaths): number[] {
  const known = new Set(previous.payments.map((payment) => payment.paymentSeq));
  return next.payments.filter((payment) => !known.has(payment.paymentSeq)).map((payment) => payment.paymentSeq);
}

/** The stream's data, or null when it is not a wreath (never trust a line off the network). */
export function parseWreath(data: unknown): KioskPayment | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<KioskPayment> | null;
    if (!value || typeof value.paymentSeq !== 'number' || typeof value.name !== 'string' || typeof value.message !== 'string') return null;
    return { paymentSeq: value.paymentSeq, name: value.name, message: value.message, paidAt: typeof value.paidAt === 'string' ? value.paidAt : '' };
  } catch {
    return null;
  }
}
