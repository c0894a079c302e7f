import {
  kiwoomDeviceType,
  messages,
  prefersPaymentRedirect,
  paymentCheckDelayMs,
  paymentWindow,
  type KiwoomWindow,
  type PaymentIntent,
  type PaymentResult,
} from '@ongi/shared';
import { ApiError } from '@web/shared/lib/api';
import { checkoutApi } from '../api';
import { paymentReturnUrl } from './payment-return';
import { windowFeatures } from './provider-window';
import { installPortOneFor } from './sandbox-portone';

/**
 * How a payment ended for the person (spec 001 §8): the provider refused
 * ('결제 실패'), our server could not confirm it ('결제 검증 실패! 고객센터
 * 문의 필요'), or it is PAID ('결제 검증 완료! 주문 처리 진행').
 */
export type PayOutcome =
  | { kind: 'paid'; result: PaymentResult }
  /** notice: the server refused a payment the provider reported paid, and says why (a test channel in production). */
  | { kind: 'failed'; reason: string | null; notice?: string }
  | { kind: 'unverified'; result: PaymentResult | null };

/** The spec's '결제 실패', and on the next line why, when our server refused the payment and said so. */
export function failedMessage(outcome: Extract<PayOutcome, { kind: 'failed' }>): string {
  return outcome.notice ? `${messages.payment.failed}\n${outcome.notice}` : messages.payment.failed;
}

/** What the verify call carries in the modal's flow (spec 000 §7); the guest page's and the test page's send none. */
export type VerifyBody = { name: string; phoneNum: string; message: string } | undefined;

/**
 * The waits before asking again when the confirmation got no answer (the
 * network) or a server error (a database blip, an instance restarting):
 * five tries over about 15 s before the guest is told it was not verified.
 * Asking again is safe: the server settles a payment once, whoever asks
 * (settlePayment is the only way to PAID), and answers PAID to every later ask.
 */
export const verifyRetryDelaysMs = [1000, 2000, 4000, 8000] as const;

export interface VerifyOptions {
  /** Called before each new try: the modal says it is still confirming. */
  onRetry?: () => void;
}

export interface PortOneOptions extends VerifyOptions {
  /**
   * On a phone or in an in-app browser the checkout replaces this page and
   * comes back to the return page (PortOne's redirect mode; popups are
   * unreliable there). Called just before the page is left, to keep what
   * the return page needs. A computer keeps the popup.
   */
  beforeRedirect?: () => void;
}

const worthAskingAgain = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** Asks our server, which asks the provider; anything but PAID, or no answer after the retries, is unverified. */
export async function verifyPayment(
  intent: Pick<PaymentIntent, 'paymentId' | 'invitationSeq'>,
  body?: VerifyBody,
  { onRetry }: VerifyOptions = {},
): Promise<PayOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await checkoutApi.verify(intent.paymentId, intent.invitationSeq, body);
      if (result.status === 'FAILED' && result.notice) return { kind: 'failed', reason: null, notice: result.notice };
      return result.status === 'PAID' ? { kind: 'paid', result } : { kind: 'unverified', result };
    } catch (error) {
      if (attempt < verifyRetryDelaysMs.length && worthAskingAgain(error)) {
        onRetry?.();
        await new Promise((resolve) => window.setTimeout(resolve, verifyRetryDelaysMs[attempt]));
        continue;
      }
      // Spec 001 §8: a failed verify request is logged; the person is told it was not verified.
      console.error('[payment] verify failed', error);
      return { kind: 'unverified', result: null };
    }
  }
}

/**
 * The PortOne flow (the guest page and the test page): the browser SDK pays,
 * a result with a `code` is a failure, otherwise our server verifies.
 */
export async function payWithPortOne(intent: PaymentIntent, body?: VerifyBody, options: PortOneOptions = {}): Promise<PayOutcome> {
  if (!intent.portone) return { kind: 'failed', reason: null };
  installPortOneFor(intent);
  const { requestPayment } = await import('@portone/browser-sdk/v2');
  const redirect = prefersPaymentRedirect(navigator.userAgent);
  if (redirect) options.beforeRedirect?.();
  let response;
  try {
    response = await requestPayment({
      ...(redirect ? { redirectUrl: paymentReturnUrl(intent), windowType: { mobile: 'REDIRECTION' }, forceRedirect: true } : null),
      storeId: intent.portone.storeId,
      channelKey: intent.portone.channelKey,
      paymentId: intent.paymentId,
      orderName: intent.orderName,
      totalAmount: intent.amount,
      currency: 'KRW',
      payMethod: 'CARD',
      customData: { item: intent.orderName, invitationSeq: intent.invitationSeq },
      ...(intent.customer.fullName || intent.customer.phoneNumber
        ? { customer: { fullName: intent.customer.fullName ?? undefined, phoneNumber: intent.customer.phoneNumber ?? undefined } }
        : null),
    });
  } catch (error) {
    console.error('[payment] requestPayment failed', error);
    return { kind: 'failed', reason: null };
  }
  if (!response || response.code !== undefined) {
    // Our server is told too: it asks PortOne, and a decline counts against this address and browser (card testing).
    // What the person hears is still the provider's failure, unless our server has a word of its own (or found it paid).
    const checked = response ? await verifyPayment(intent, body, options) : null;
    if (checked && (checked.kind === 'paid' || (checked.kind === 'failed' && checked.notice))) return checked;
    return { kind: 'failed', reason: response?.message ?? null };
  }
  return verifyPayment(intent, body, options);
}

/**
 * The Kiwoom flow's window (spec 000 §4): a named window at 468 x 750, and an
 * EUC-KR form with the server's fields posted into it. The window is opened
 * first, from the click, so no popup blocker stops it; the form follows.
 */
export function openKiwoomWindow(): Window | null {
  return window.open('about:blank', paymentWindow.name, windowFeatures());
}

/** Asks the server for the form (its amount and KIWOOM_ENC bound there) and posts it into the window. */
export async function postKiwoomForm(intent: PaymentIntent, popup: Window | null): Promise<KiwoomWindow> {
  const answer = await checkoutApi.kiwoomWindow(intent.paymentId, kiwoomDeviceType(navigator.userAgent));
  if (!answer.window) {
    popup?.close();
    return answer;
  }
  const target = answer.window;
  // The window the click opened carries the default name; the provider's is the server's.
  const named = popup && !popup.closed ? popup : window.open('about:blank', target.windowName, windowFeatures(target.width, target.height));
  if (named) named.name = target.windowName;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = target.actionUrl;
  form.target = target.windowName;
  form.acceptCharset = target.acceptCharset;
  form.hidden = true;
  for (const [name, value] of Object.entries(target.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
  return answer;
}

/** Waits the spec's 1.5 s after the window's action, then asks for the result. */
export async function checkAfterWindow(intent: PaymentIntent, body?: VerifyBody, options: VerifyOptions = {}): Promise<PayOutcome> {
  await new Promise((resolve) => window.setTimeout(resolve, paymentCheckDelayMs));
  return verifyPayment(intent, body, options);
}
