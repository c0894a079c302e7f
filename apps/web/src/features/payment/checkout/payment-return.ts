// The redirect flow (issue 24): on phones and in KakaoTalk's browser the
// provider's checkout replaces the page and comes back to the return page
// with the outcome in the query. What the guest typed, and where they came
// from, wait in sessionStorage (the same tab survives the trip), so the
// return page can show the receipt and a failure can bring the form back.
import type { PaymentIntent, PaymentIntentRequestInput } from '@ongi/shared';

/** The return page's address; app/paths.ts has the same pattern (paymentReturn). */
export const paymentReturnPattern = '/payment/return';

/** Our own part of the return address; the provider adds paymentId (and code and message on failure). */
export const paymentReturnParams = { invitationSeq: 'invitationSeq' } as const;

/** The full address the provider sends the guest back to. */
export function paymentReturnUrl(intent: Pick<PaymentIntent, 'invitationSeq'>): string {
  return `${window.location.origin}${paymentReturnPattern}?${paymentReturnParams.invitationSeq}=${intent.invitationSeq}`;
}

/** The payment modal's inputs (its WreathPaymentProps, written here so this file needs nothing of the modal's). */
export interface RedirectedWreath {
  target: { publicNum: string } | { campaignSeq: number };
  campaignName: string;
  baseAmount: number;
  donatedPercent?: number;
  kind: 'W' | 'F' | 'WEDDING' | 'FUNERAL' | null;
}

/** What is kept across the trip to the provider. */
export interface RedirectedPayment {
  paymentId: string;
  invitationSeq: number;
  /** Where the guest started (the invitation's address, or the page that opened the modal). */
  returnTo: string;
  payer: { name: string; phoneNum: string };
  /** The modal's inputs and what was typed into it, to open it again after a failure. */
  wreath?: RedirectedWreath;
  values?: PaymentIntentRequestInput;
  /** Set by the return page after a failure: the page it leads back to opens the form again, once. */
  resume?: boolean;
}

const storageKey = 'ongi-redirected-payment';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a private window's policy): the return page still verifies, from the query alone.
    return null;
  }
}

export function rememberRedirectedPayment(payment: RedirectedPayment) {
  try {
    storage()?.setItem(storageKey, JSON.stringify(payment));
  } catch {
    // Full or refused: nothing to keep, the payment itself goes on.
  }
}

/** The payment kept before the trip, when it is this one (or any, without a number). */
export function redirectedPayment(paymentId?: string | null): RedirectedPayment | null {
  const raw = storage()?.getItem(storageKey);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as RedirectedPayment;
    return !paymentId || kept.paymentId === paymentId ? kept : null;
  } catch {
    return null;
  }
}

export function forgetRedirectedPayment() {
  storage()?.removeItem(storageKey);
}

/** After a failure: the page the guest goes back to opens the form again with what they typed. */
export function resumeRedirectedPayment(payment: RedirectedPayment) {
  rememberRedirectedPayment({ ...payment, resume: true });
}

/** The form to open again on this page, once: taken out of storage as it is read. */
export function takeResumedPayment(pathname: string): RedirectedPayment | null {
  const kept = redirectedPayment();
  if (!kept?.resume || kept.returnTo.split('?')[0] !== pathname || !kept.wreath) return null;
  forgetRedirectedPayment();
  return kept;
}
