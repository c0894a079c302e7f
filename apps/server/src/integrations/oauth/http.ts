import { OAuthProviderError } from './types';

// A provider that hangs must not hold a login page open forever.
const timeoutMs = 10_000;

export const trimBase = (base: string) => base.replace(/\/+$/, '');

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new OAuthProviderError(`${url} could not be reached`, { cause: error });
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: response.status, body: null };
  }
}

/**
 * POSTs an OAuth2 token request (form-encoded, RFC 6749 section 4.1.3) and
 * returns the access token. Naver answers errors with status 200, so the
 * answer counts only when it carries an access_token, whatever its status.
 */
export async function requestAccessToken(url: string, form: Record<string, string | undefined>): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value !== undefined) params.set(key, value);
  const { status, body } = await call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
    body: params,
  });
  const answer = (body ?? {}) as { access_token?: unknown; error?: unknown };
  if (typeof answer.access_token !== 'string' || answer.access_token === '') {
    // An OAuth error answer (invalid_grant: a tampered, used or expired code) is a refusal of the
    // request; a 5xx or an answer without an error code is the provider failing.
    const refused = status < 500 && typeof answer.error === 'string' && answer.error !== '';
    throw new OAuthProviderError(`token endpoint answered ${status} without access_token (error: ${String(answer.error ?? 'none')})`, { refused });
  }
  return answer.access_token;
}

/** GETs a profile with the bearer token; anything but 200 is the provider's refusal. */
export async function requestProfile(url: string, accessToken: string): Promise<unknown> {
  const { status, body } = await call(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  if (status !== 200) throw new OAuthProviderError(`profile endpoint answered ${status}`);
  return body;
}

/** '010-1234-5678', '+82 10-1234-5678' or '+821012345678' → '01012345678'; null when not a mobile number. */
export function domesticMobile(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+82')) digits = `0${digits.slice(2)}`;
  return /^01\d{8,9}$/.test(digits) ? digits : null;
}
