import type { IdentityProvider } from '@ongi/shared';

/** The person as the provider verified them. */
export interface VerifiedCustomer {
  name: string;
  /** Digits only; '' when the provider did not say. */
  phoneNumber: string;
  /** 'YYYY-MM-DD' or null. */
  birthDate: string | null;
  /** Connecting information: the same for one person at every service. */
  ci: string | null;
}

/** What became of a verification, as its provider tells it. */
export type IdentityLookup =
  | { status: 'VERIFIED'; customer: VerifiedCustomer }
  | { status: 'FAILED'; reason: string | null }
  /** Still waiting, unknown to the provider, or in a state we do not accept. */
  | { status: 'NOT_VERIFIED' };

/** The provider could not be asked (down, refused our key, answered nonsense). */
export class IdentityProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'IdentityProviderError';
  }
}

/**
 * Identity verification (본인인증). The browser runs the provider's window
 * under an id the server made; the server then asks the provider itself
 * instead of trusting what the browser says.
 */
export interface IdentityVerifier {
  readonly provider: IdentityProvider;
  /** PortOne store and channel the browser SDK needs; null for the sandbox. */
  readonly storeId: string | null;
  readonly channelKey: string | null;
  lookup(identityVerificationId: string): Promise<IdentityLookup>;
}
