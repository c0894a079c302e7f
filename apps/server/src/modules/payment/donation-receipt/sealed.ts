import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { messages } from '@ongi/shared';
import type { ReceiptDataKey } from '@server/config';
import { HttpError } from '@server/lib/http-error';

// The resident number at rest: AES-256-GCM with a fresh 12-byte IV each
// time, the key's id beside it so a rotated key still opens what it sealed,
// and the request's payment as associated data, so a sealed number copied
// onto another request fails to open instead of showing someone else's.

export interface SealedValue {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  cipher: Buffer;
}

const context = (paymentSeq: number) => Buffer.from(`donation_receipt_request:${paymentSeq}`);

/** Without keys (production without RECEIPT_DATA_KEY, which main.ts refuses) nothing sensitive is taken. */
function currentKey(keys: readonly ReceiptDataKey[]): ReceiptDataKey {
  const key = keys[0];
  if (!key) throw new HttpError(503, messages.donationReceipt.keyUnavailable);
  return key;
}

export function seal(keys: readonly ReceiptDataKey[], paymentSeq: number, plaintext: string): SealedValue {
  const { id, key } = currentKey(keys);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(context(paymentSeq));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { keyId: id, iv, tag: cipher.getAuthTag(), cipher: sealed };
}

/** The plaintext; a key no longer configured, or a value altered or moved, is the 503 of a missing key (never a wrong number). */
export function open(keys: readonly ReceiptDataKey[], paymentSeq: number, sealed: SealedValue): string {
  const found = keys.find((candidate) => candidate.id === sealed.keyId);
  if (!found) throw new HttpError(503, messages.donationReceipt.keyUnavailable);
  const decipher = createDecipheriv('aes-256-gcm', found.key, sealed.iv);
  decipher.setAAD(context(paymentSeq));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.cipher), decipher.final()]).toString('utf8');
}
