import type { OAuthProvider } from '@ongi/shared';

/** What a provider tells us about the person who consented. */
export interface OAuthProfile {
  /** The provider's own id of the person: links are keyed by (provider, providerUserId). */
  providerUserId: string;
  /** '' when the person did not share a name. */
  name: string;
  email: string | null;
  /** Domestic digits ('01012345678') or null. */
  mobile: string | null;
}

export interface OAuthClient {
  readonly provider: OAuthProvider;
  /**
   * 'real' talks to the provider; 'sandbox' is the local consent page used when
   * no client id is configured; 'off' refuses (production without keys).
   */
  readonly mode: 'real' | 'sandbox' | 'off';
  /** Where the browser goes to consent; the provider then sends it to redirectUri with code and state. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Trades the code for the person's profile. Throws OAuthProviderError when the provider refuses or fails. */
  exchange(code: string, state: string, redirectUri: string): Promise<OAuthProfile>;
}

/**
 * The provider refused the code (`refused`: a tampered, used or expired code,
 * the person's mistake or an attacker's, answered 400), or answered something
 * unusable or could not be reached (the provider's fault, answered 502).
 */
export class OAuthProviderError extends Error {
  readonly refused: boolean;

  constructor(message: string, options?: { cause?: unknown; refused?: boolean }) {
    super(message, options);
    this.name = 'OAuthProviderError';
    this.refused = options?.refused ?? false;
  }
}
