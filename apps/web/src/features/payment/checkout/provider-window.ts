// The provider's own window: opened by name at the size the spec gives, and
// watched until it closes or says how the payment went.

import { paymentWindow } from '@ongi/shared';

/** What the sandbox checkout window tells its opener (contract: type 'ongi-payment'). */
export interface SandboxPaymentMessage {
  type: 'ongi-payment';
  paymentId: string;
  status: 'PAID' | 'FAILED';
  txId?: string | null;
  /** Present when the payment did not go through (PortOne's failure code and sentence). */
  code?: string;
  message?: string;
}

export const sandboxPaymentMessageType = 'ongi-payment';

/** Centred over the opener, at the provider window's size (468 x 750). */
export function windowFeatures(width: number = paymentWindow.width, height: number = paymentWindow.height): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** The sandbox checkout's query parameter naming where to go back to in the redirect mode. */
export const sandboxRedirectParam = 'redirectUrl';

/** The sandbox checkout window's address (a page of this site, bare layout); with `redirectUrl`, the page of the redirect mode. */
export function sandboxCheckoutPath(paymentId: string, redirectUrl?: string): string {
  const path = `/sandbox/payment/${encodeURIComponent(paymentId)}`;
  return redirectUrl ? `${path}?${sandboxRedirectParam}=${encodeURIComponent(redirectUrl)}` : path;
}

/**
 * Where the sandbox checkout sends the payer back in the redirect mode, with
 * PortOne's query: paymentId, and code and message when it did not go
 * through. Only an address of this site: anything else is no redirect (an
 * open redirect would let a link send payers anywhere).
 */
export function sandboxReturnAddress(redirectUrl: string | null, answer: Omit<SandboxPaymentMessage, 'type'>): string | null {
  if (!redirectUrl) return null;
  let target: URL;
  try {
    target = new URL(redirectUrl, window.location.origin);
  } catch {
    return null;
  }
  if (target.origin !== window.location.origin) return null;
  target.searchParams.set('paymentId', answer.paymentId);
  target.searchParams.set('transactionType', 'PAYMENT');
  if (answer.txId) target.searchParams.set('txId', answer.txId);
  if (answer.status !== 'PAID') {
    target.searchParams.set('code', answer.code ?? 'FAILURE_TYPE_PG');
    if (answer.message) target.searchParams.set('message', answer.message);
  }
  return `${target.pathname}${target.search}`;
}

export type WindowAnswer = { kind: 'message'; message: SandboxPaymentMessage } | { kind: 'closed' };

/**
 * The sandbox window also says it on this channel: a window the opener lost
 * its hold on (a redirect without the opener policy of our pages starts a new
 * browsing context group, so `window.opener` is gone) still reaches it.
 */
export const sandboxPaymentChannel = 'ongi-payment';

/**
 * Resolves with the window's message for this payment, or 'closed' when it
 * closes without one (only when `untilClosed`: a provider window reached by a
 * form post may not be watchable, and then looks closed at once). The window
 * posts before it closes; a moment's grace after the close lets that message
 * arrive first. An aborted `signal` ends the wait as 'closed'.
 */
export function watchWindow(
  popup: Window,
  paymentId: string,
  { untilClosed = true, signal }: { untilClosed?: boolean; signal?: AbortSignal } = {},
): Promise<WindowAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(sandboxPaymentChannel);
    const finish = (answer: WindowAnswer) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      channel?.close();
      window.clearInterval(watch);
      resolve(answer);
    };
    const take = (data: Partial<SandboxPaymentMessage> | null) => {
      if (!data || data.type !== sandboxPaymentMessageType || data.paymentId !== paymentId) return;
      finish({ kind: 'message', message: data as SandboxPaymentMessage });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) take(event.data as Partial<SandboxPaymentMessage> | null);
    };
    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => take(event.data as Partial<SandboxPaymentMessage> | null);
    // Whoever asked stopped waiting (the modal closed): let go of the listeners.
    signal?.addEventListener('abort', () => finish({ kind: 'closed' }), { once: true });
    const watch = window.setInterval(() => {
      if (!untilClosed || !popup.closed) return;
      window.clearInterval(watch);
      window.setTimeout(() => finish({ kind: 'closed' }), 300);
    }, 400);
  });
}
