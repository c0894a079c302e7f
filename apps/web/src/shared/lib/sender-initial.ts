import { anonymousSender } from '@ongi/shared';

// A company's legal form written before its name: '(주)한결상사' reads as 한결상사.
const legalForm = /^(?:\([^)]{1,4}\)|[㈜㈔㈕]|주식회사|유한회사|사단법인|재단법인)\s*/u;

/**
 * The letter a sender's round badge shows: the first letter of a name that
 * can be read ('(주)한결상사 임직원 일동' → '한', '대학 동기 일동' → '대').
 * A masked person ('김*수') or '익명' has none: the badge shows an icon, not
 * a letter that means nothing.
 */
export function senderInitial(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed === anonymousSender || trimmed.includes('*')) return null;
  return /[\p{L}\p{N}]/u.exec(trimmed.replace(legalForm, ''))?.[0] ?? null;
}
