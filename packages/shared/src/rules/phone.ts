import { phoneMaxDigits } from '../format/phone';

// What counts as a complete phone number in the forms (signup, profile,
// identity verification, payment): only the digits count, so '010-1234-5678'
// and '01012345678' are the same number.

/** A mobile number has 10 or 11 digits (010-123-4567 or 010-1234-5678). */
export const mobileMinDigits = 10;
/** A landline has at least 9 digits (Seoul 02-123-4567). */
export const landlineMinDigits = 9;

export const phoneDigits = (text: string | null | undefined) => (text ?? '').normalize('NFKC').replace(/\D/g, '');

export function isCompleteMobile(text: string | null | undefined): boolean {
  const digits = phoneDigits(text);
  return digits.length >= mobileMinDigits && digits.length <= phoneMaxDigits;
}

export function isCompleteLandline(text: string | null | undefined): boolean {
  const digits = phoneDigits(text);
  return digits.length >= landlineMinDigits && digits.length <= phoneMaxDigits;
}
