import { emailDirectInput, emailDomains } from '@ongi/shared';

export const isPresetDomain = (domain: string) => (emailDomains as readonly string[]).includes(domain);

/** What the domain select shows: the preset the domain is, or 직접 입력 (also once chosen, whatever is typed). */
export function domainChoiceOf(domain: string, directChosen: boolean): string {
  return !directChosen && isPresetDomain(domain) ? domain : emailDirectInput.value;
}

/** 'a@b.c' → ['a', 'b.c']: an address typed or pasted whole into the first box is split at its first '@'. */
export function splitEmail(text: string): [string, string] | null {
  const at = text.indexOf('@');
  if (at < 0) return null;
  return [text.slice(0, at), text.slice(at + 1).replace(/@/g, '')];
}

/** A stored address in its two halves, split at the last '@'. */
export function emailPartsOf(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at < 0 ? [email, ''] : [email.slice(0, at), email.slice(at + 1)];
}
