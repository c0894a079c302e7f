import type { InvitationView } from '@ongi/shared';

/** Opens the payment modal for an invitation's wreath campaign; resolves true once a payment is verified PAID. */
export type WreathPaymentOpener = (view: InvitationView) => unknown;

// Who wants to know that a wreath sent from this page was paid (the list of senders).
const paidListeners = new Set<() => void>();

/** Calls back after each payment made on this page is verified PAID; returns the unsubscribe function. */
export function onWreathPaid(listener: () => void): () => void {
  paidListeners.add(listener);
  return () => {
    paidListeners.delete(listener);
  };
}

// Until the page's entry provides the modal, the guest reads about the campaign in a new tab.
let opener: WreathPaymentOpener = (view) => {
  if (view.campaign) window.open(`/campaign/campaign-dtl/${view.campaign.campaignSeq}`, '_blank', 'noopener');
};

/**
 * The page's entry gives the payment modal here: it lives in the payment
 * feature and is loaded only when a guest asks for it, so the invitation's
 * first load stays light.
 */
export function provideWreathPayment(next: WreathPaymentOpener) {
  opener = next;
}

/** '디지털 기부화환 보내기' (spec 001 §4): the payment modal with the campaign's name and amount and this invitation. */
export function openWreathPayment(view: InvitationView) {
  if (!view.campaign) return;
  void Promise.resolve(opener(view)).then((paid) => {
    if (paid === true) for (const listener of paidListeners) listener();
  });
}
