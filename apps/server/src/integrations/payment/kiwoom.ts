import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import iconv from 'iconv-lite';
import type { KiwoomDeviceType, PaymentFlow } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { PaymentProviderError, WebhookRefusedError, type PaymentGateway, type ProviderPayment } from './types';

// Kiwoom Pay (키움페이, formerly DaouPay): the browser posts an EUC-KR form
// into the provider's named window; the form's KIWOOM_ENC, which binds the
// amount to the order, comes from the provider's hash endpoint, asked by the
// server with its auth key; the provider tells us the result by an EUC-KR
// form POST. The field names come from public integrations, not an official
// manual, so the adapter stays small and every endpoint is a setting.

export interface KiwoomSettings {
  cpid?: string;
  authKey?: string;
  /** The provider's hash endpoint that answers KIWOOM_ENC. */
  encUrl?: string;
  /** The provider's window page the form posts to. */
  windowUrl?: string;
  /** The notification address's secret segments (KIWOOM_NOTIFICATION_TOKEN); none: one made now, for this run only. */
  notificationTokens?: string[];
  /** Where notifications may come from (KIWOOM_NOTIFICATION_ADDRESSES); none: anywhere. */
  notificationAddresses?: string[];
}

/** What KIWOOM_ENC is computed over, in this order. */
export interface KiwoomEncInput {
  CPID: string;
  PAYMETHOD: string;
  ORDERNO: string;
  TYPE: KiwoomDeviceType;
  AMOUNT: string;
}

export interface KiwoomGateway extends PaymentGateway {
  provider: 'kiwoom';
  cpid: string;
  windowUrl: string;
  /** Asks the provider's hash endpoint for KIWOOM_ENC. Throws PaymentProviderError when it cannot. */
  encrypt(input: KiwoomEncInput): Promise<string>;
  /** The secret last segment of the notification address to register with the provider (the first of KIWOOM_NOTIFICATION_TOKEN). */
  notificationToken: string;
  /** Whether `token` is one of the notification address's current secret segments (an old one still works while it is listed). */
  acceptsToken(token: string): boolean;
  /** Whether a notification may come from this address (the request's, as TRUST_PROXY reads it). */
  acceptsAddress(address: string): boolean;
}

const encTimeoutMs = 10_000;

export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Kiwoom's notification carries no signature, and the contract as we know it
 * offers no transaction inquiry to confirm one (docs/decisions/012-payments.md):
 * a notification is admitted only at the secret address (its own random,
 * changeable token), from the addresses Kiwoom notifies from, for our CPID,
 * and then settles only the amount we registered.
 */
export function createKiwoomGateway(settings: KiwoomSettings, _db?: Database): KiwoomGateway {
  const { cpid, authKey, encUrl, windowUrl } = settings;
  // No guessed defaults: the addresses come with the store's contract (a test store has its own).
  if (!cpid || !authKey || !encUrl || !windowUrl) throw new Error('Kiwoom Pay needs KIWOOM_CPID, KIWOOM_AUTH_KEY, KIWOOM_ENC_URL and KIWOOM_WINDOW_URL');
  // Production refuses to start without a token of its own (config.ts); elsewhere one is made for this run.
  const [firstToken = randomBytes(24).toString('base64url'), ...moreTokens] = settings.notificationTokens ?? [];
  const tokens = [firstToken, ...moreTokens];
  const addresses = settings.notificationAddresses ?? [];
  const listed = proxyAddr.compile(addresses);
  return {
    provider: 'kiwoom',
    cpid,
    windowUrl,
    notificationToken: firstToken,
    acceptsToken: (token) => tokens.some((expected) => sameToken(token, expected)),
    acceptsAddress: (address) => addresses.length === 0 || listed(address, 0),
    // Kiwoom has one browser flow: its window, on every page.
    flowFor: (): PaymentFlow => 'kiwoom',
    browserKeys: null,
    storeId: null,
    liveChannelKey: null,
    async encrypt(input) {
      let response: Response;
      try {
        response = await fetch(encUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json;charset=utf-8', accept: 'application/json', Authorization: authKey },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(encTimeoutMs),
        });
      } catch (error) {
        throw new PaymentProviderError(`Kiwoom hash endpoint unreachable: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as { KIWOOM_ENC?: unknown } | null;
      if (!response.ok || typeof body?.KIWOOM_ENC !== 'string' || body.KIWOOM_ENC === '') {
        throw new PaymentProviderError(`Kiwoom hash endpoint answered ${response.status}`);
      }
      return body.KIWOOM_ENC;
    },
    // The notification is how Kiwoom reports a payment; the adapter has no
    // lookup, so verify and reconciliation find nothing to add (null) and the
    // intent stays as the notification left it.
    async getPayment() {
      return null;
    },
    // INTEGRATIONS.md documents no cancel request for Kiwoom Pay, whole or partial: refunds are made in its merchant admin.
    partialCancel: false,
    async cancelPayment(paymentId) {
      throw new PaymentProviderError(`Kiwoom Pay cancellation is done in the merchant admin (payment ${paymentId})`);
    },
    async verifyWebhook() {
      throw new WebhookRefusedError('Kiwoom Pay sends form notifications, not webhooks');
    },
  };
}

// ---------------------------------------------------------------------------
// The provider's EUC-KR forms

/** Turns '+' and %XX escapes into bytes, so the bytes can be read as EUC-KR rather than UTF-8. */
function percentBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char === '+') bytes.push(0x20);
    else if (char === '%' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(char, 'latin1'));
  }
  return Buffer.from(bytes);
}

/** An application/x-www-form-urlencoded body whose escapes are EUC-KR bytes (as Kiwoom sends it). */
export function parseEucKrForm(body: Buffer | string): Record<string, string> {
  const text = typeof body === 'string' ? body : body.toString('latin1');
  const fields: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const key = iconv.decode(percentBytes(at < 0 ? pair : pair.slice(0, at)), 'euc-kr');
    const value = at < 0 ? '' : iconv.decode(percentBytes(pair.slice(at + 1)), 'euc-kr');
    if (!(key in fields)) fields[key] = value;
  }
  return fields;
}

/** The reverse, for tests and the sandbox: a form as a browser with accept-charset EUC-KR would send it. */
export function encodeEucKrForm(fields: Record<string, string>): string {
  const escape = (text: string) =>
    Array.from(iconv.encode(text, 'euc-kr'))
      .map((byte) => {
        const char = String.fromCharCode(byte);
        if (/[A-Za-z0-9*\-._]/.test(char)) return char;
        return byte === 0x20 ? '+' : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      })
      .join('');
  return Object.entries(fields)
    .map(([key, value]) => `${escape(key)}=${escape(value)}`)
    .join('&');
}

/**
 * The sandbox's stand-in for the hash endpoint: an HMAC of the same fields
 * under the sandbox's own secret, so its window refuses a form whose amount
 * was changed in the browser, as Kiwoom's would.
 */
export function sandboxKiwoomEnc(secret: string, input: KiwoomEncInput): string {
  const text = [input.CPID, input.PAYMETHOD, input.ORDERNO, input.TYPE, input.AMOUNT].join('|');
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** Kiwoom's SETTDATE, yyyyMMddHHmmss in Korean time. */
function settledAt(value: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+09:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Masks a card number to its first six and last four digits whatever the provider sent. */
function maskedCard(value: string | undefined): string | null {
  const digits = (value ?? '').replace(/[^0-9*]/g, '');
  if (digits.length < 10) return value ? value : null;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}**-****-${digits.slice(-4)}`;
}

/**
 * A notification as a provider report for settlement. Kiwoom notifies only
 * approved payments; the amount is the one it charged, which settlement
 * compares with the intent.
 */
export function kiwoomNotificationReport(fields: Record<string, string>): ProviderPayment {
  const amount = /^\d{1,12}$/.test(fields.AMOUNT ?? '') ? Number(fields.AMOUNT) : Number.NaN;
  return {
    paymentId: fields.ORDERNO ?? '',
    status: 'PAID',
    amount,
    currency: 'KRW',
    storeId: null,
    paidAt: settledAt(fields.SETTDATE),
    txId: fields.DAOUTRX || null,
    cardCompany: fields.CARDNAME || null,
    cardNumber: maskedCard(fields.CARDNO),
    approvalNo: fields.AUTHNO || null,
    receiptUrl: null,
    failReason: null,
    channel: null,
    cancelledAmount: 0,
    cancellations: [],
  };
}

/** The answer the provider waits for; anything else makes it notify again. */
export const kiwoomSuccessAnswer = '<html><body><RESULT>SUCCESS</RESULT></body></html>';
