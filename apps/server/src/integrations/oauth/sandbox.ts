import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { OAuthProvider } from '@ongi/shared';
import { OAuthProviderError, type OAuthClient, type OAuthProfile } from './types';

/** A sandbox code works this long, like a provider's short-lived authorization code. */
export const sandboxCodeMinutes = 5;

/** What the person typed on the sandbox consent page, and where the code may be used. */
export interface SandboxConsent {
  name: string;
  email: string;
  state: string;
  redirectUri: string;
}

interface CodePayload {
  provider: OAuthProvider;
  name: string;
  email: string;
  state: string;
  redirectUri: string;
  expiresAt: number;
}

/** Stable per e-mail, so consenting again with the same address finds the same link. */
export function sandboxUserId(email: string): string {
  return `sandbox-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

/**
 * Stands in for a provider when no client id is configured. The consent page
 * (/sandbox/oauth/{provider}) asks the server for a code; the code is the
 * consented profile signed with the server's secret, bound to the state and the
 * return page, and valid for five minutes. Exchanging it runs the same login and
 * linking rules as a real provider's code.
 */
export class SandboxOAuthClient implements OAuthClient {
  readonly mode = 'sandbox' as const;

  constructor(
    readonly provider: OAuthProvider,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'sandbox', redirect_uri: redirectUri, state });
    return `/sandbox/oauth/${this.provider}?${query}`;
  }

  issueCode(consent: SandboxConsent): string {
    const payload: CodePayload = {
      provider: this.provider,
      name: consent.name,
      email: consent.email,
      state: consent.state,
      redirectUri: consent.redirectUri,
      expiresAt: this.now() + sandboxCodeMinutes * 60_000,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  async exchange(code: string, state: string, redirectUri: string): Promise<OAuthProfile> {
    const payload = this.verify(code);
    if (payload.provider !== this.provider || payload.state !== state || payload.redirectUri !== redirectUri) {
      throw new OAuthProviderError('sandbox code issued for another request', { refused: true });
    }
    if (payload.expiresAt < this.now()) throw new OAuthProviderError('sandbox code expired', { refused: true });
    return { providerUserId: sandboxUserId(payload.email), name: payload.name, email: payload.email, mobile: null };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`oauth-sandbox-code:${body}`).digest('base64url');
  }

  private verify(code: string): CodePayload {
    const [body, signature, extra] = code.split('.');
    if (!body || !signature || extra !== undefined) throw new OAuthProviderError('malformed sandbox code', { refused: true });
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new OAuthProviderError('sandbox code signature mismatch', { refused: true });
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CodePayload;
  }
}
