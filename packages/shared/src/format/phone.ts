// Korean phone numbers, for the mobile and landline inputs (three boxes) and
// for display.
//
// Split rules (spec 001 section 9, plus Seoul landlines):
// - 11 digits: 3-4-4          01012345678 → 010-1234-5678
// - 10 digits beginning 02: 2-4-4   0212345678 → 02-1234-5678 (Seoul)
// - other 10 digits: 3-3-4    0311234567 → 031-123-4567, 0161234567 → 016-123-4567
// - 9 digits beginning 02: 2-3-4    021234567 → 02-123-4567 (Seoul)
// - anything else (too short, too long, 9 digits not beginning 02,
//   8-digit numbers such as 1588-xxxx): cannot be split, [].
//
// Decision on Seoul: Seoul's area code 02 is followed by a 3- or 4-digit
// exchange, so Seoul numbers have 9 or 10 digits and both are split. Every
// other area code (031, 051, 070, ...) has 3 digits, giving 10 or 11 digits,
// which the general 3-3-4 / 3-4-4 rules already cover.
//
// The input may already contain separators ('010-1234-5678'); only its digits
// count, so splitting or formatting a formatted number gives the same result.

/** Longest phone number a person can type (spec: phone max 11 digits). */
export const phoneMaxDigits = 11;

/**
 * Keeps digits only and at most `max` of them (default 11), for the phone
 * inputs as the person types. Full-width digits count as digits.
 */
export function digitsOnly(text: string | null | undefined, max: number = phoneMaxDigits): string {
  return (text ?? '').normalize('NFKC').replace(/\D/g, '').slice(0, Math.max(0, max));
}

/** The three parts of a phone number, or [] when it cannot be split. */
export function splitPhone(phone: string | null | undefined): string[] {
  const digits = (phone ?? '').normalize('NFKC').replace(/\D/g, '');
  const cut = (a: number, b: number) => [digits.slice(0, a), digits.slice(a, a + b), digits.slice(a + b)];
  const seoul = digits.startsWith('02');
  switch (digits.length) {
    case 11:
      return cut(3, 4);
    case 10:
      return seoul ? cut(2, 4) : cut(3, 3);
    case 9:
      return seoul ? cut(2, 3) : [];
    default:
      return [];
  }
}

/** '01012345678' → '010-1234-5678'; returns the input unchanged when it cannot be split. */
export function formatPhone(phone: string | null | undefined): string {
  const parts = splitPhone(phone);
  return parts.length === 3 ? parts.join('-') : (phone ?? '');
}

/** Joins the three input boxes back into the digits the server stores. */
export function joinPhone(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => digitsOnly(part, phoneMaxDigits))
    .join('')
    .slice(0, phoneMaxDigits);
}
