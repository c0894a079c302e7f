/** A loose, practical e-mail check: something@domain.tld, no spaces, at most 254 characters (RFC 5321). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailMaxLength = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= emailMaxLength && emailPattern.test(email);
}

/** The same address whatever its case or surrounding spaces, for comparing two of them. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}
