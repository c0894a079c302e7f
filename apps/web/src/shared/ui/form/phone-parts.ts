import { digitsOnly, splitPhone } from '@ongi/shared';

/** The longest each box takes: 010 · 1234 · 5678. */
export const phonePartLengths = [3, 4, 4] as const;

export type PhoneParts = [string, string, string];

/** A stored number in its three boxes; one that cannot be split stays whole in the first box to be corrected. */
export function phonePartsOf(phone: string | null | undefined): PhoneParts {
  const digits = digitsOnly(phone);
  if (digits === '') return ['', '', ''];
  return threeParts(splitPhone(digits)) ?? [digits, '', ''];
}

/**
 * What a paste into one box means: a whole number ('010-4827-3916') is
 * spread over the three boxes; anything else is left to the box (null).
 */
export function pastedPhone(text: string): PhoneParts | null {
  return threeParts(splitPhone(text));
}

/** A split number as its three boxes, or null when it did not split in three. */
function threeParts(parts: readonly string[]): PhoneParts | null {
  const [area, middle, last, ...more] = parts;
  return area !== undefined && middle !== undefined && last !== undefined && more.length === 0 ? [area, middle, last] : null;
}

/** One box's digits as typed: digits only, at most its length. */
export const phonePartDigits = (text: string, index: number) => digitsOnly(text, phonePartLengths[index] ?? 4);
