// Money and number display. Amounts are Korean won (KRW), which has no minor
// unit, so every formatter shows whole numbers.
//
// Decisions:
// - A fractional value is rounded half away from zero (1.5 → 2, -1.5 → -2).
// - A negative amount keeps its sign in front: -10000 → '-10,000원'.
//   Negative zero shows as '0'.
// - Values come from the browser and from the database (PostgreSQL numeric and
//   bigint columns arrive as strings), so a numeric string such as '10000' or
//   '10,000' is accepted too. Anything that is not a finite number (null,
//   undefined, NaN, Infinity, 'abc') shows as 0 rather than 'NaN원'.

export type AmountLike = number | string | null | undefined;

function toWholeNumber(value: AmountLike): number {
  let n: number;
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'string') {
    const cleaned = value.trim().replace(/,/g, '');
    n = cleaned === '' ? Number.NaN : Number(cleaned);
  } else {
    n = Number.NaN;
  }
  if (!Number.isFinite(n)) return 0;
  const rounded = Math.sign(n) * Math.round(Math.abs(n));
  return rounded === 0 ? 0 : rounded; // folds -0 into 0
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 10000 → '10,000'; -1234 → '-1,234'; 0 → '0'. */
export function formatNumber(value: AmountLike): string {
  const n = toWholeNumber(value);
  const grouped = groupThousands(String(Math.abs(n)));
  return n < 0 ? `-${grouped}` : grouped;
}

/** 10000 → '10,000원'; 0 → '0원'; -5000 → '-5,000원'. */
export function formatWon(value: AmountLike): string {
  return `${formatNumber(value)}원`;
}

export interface AmountInput {
  /** The amount as a number; 0 when nothing was typed. */
  value: number;
  /** What the input should show: grouped digits, or '' when nothing was typed. */
  display: string;
}

/** Longest amount accepted by parseAmountInput: 15 digits stays below Number.MAX_SAFE_INTEGER. */
export const amountInputMaxDigits = 15;

/**
 * Reads the payment and admin amount inputs as the person types.
 *
 * - Keeps digits only (full-width digits from a Korean IME count as digits;
 *   commas, spaces, '원', '-' and letters are dropped, so amounts are never negative).
 * - Removes leading zeros: '007' → 7 / '7'. An input of only zeros keeps one
 *   '0' on screen so the keystroke is not swallowed: '000' → 0 / '0'.
 * - Nothing typed: '' → 0 / ''.
 * - Keeps at most `maxDigits` digits (default 15) so the value stays exact.
 */
export function parseAmountInput(text: string | null | undefined, maxDigits: number = amountInputMaxDigits): AmountInput {
  const digits = (text ?? '').normalize('NFKC').replace(/\D/g, '');
  if (digits === '') return { value: 0, display: '' };
  const significant = digits.replace(/^0+/, '').slice(0, Math.max(0, maxDigits));
  if (significant === '') return { value: 0, display: '0' };
  return { value: Number(significant), display: groupThousands(significant) };
}
