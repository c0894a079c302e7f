import { digitsOnly, splitPhone } from '@ongi/shared';

/** The longest each box takes: 010 · 1234 · 5678. */
export const phonePartLengths = [3, 4, 4] as const;

export type PhoneParts = [string, string, string];

/** A stored number in its three boxes; one that cannot be split stays whole in the first box to be corrected. */
export function phonePartsOf(phone: string | null | undefined): PhoneParts {
  const digits = digitsOnly(phone);
  if (digits === '') return ['', '', ''];
  const parts = splitPhone(digits);
  return parts.length === 3 ? [parts[0], parts[1], parts[2]] : [digits, '', ''];
}

/**
 * What a paste into one box means: a whole number ('010-4827-3916') is
 * spread over the three boxes; anything else is left to the box (null).
 */
export function pastedPhone(text: string): PhoneParts | null {
  const parts = splitPhone(text);
  return parts.length === 3 ? [parts[0], parts[1], parts[2]] : null;
}

/** One box's digits as typed: digits only, at most its length. */
export const phonePartDigits = (text: string, index: number) => digitsOnly(text, phonePartLengths[index] ?? 4);
