import { IdentityVerification, IdentityVerificationClient } from '@portone/server-sdk';
import { IdentityProviderError, type IdentityLookup, type IdentityVerifier } from './types';

export interface PortOneIdentityOptions {
  apiSecret: string;
  storeId: string;
  /** The identity verification channel the browser SDK opens. */
  channelKey: string;
  /** https://api.portone.io, or a fake in tests. */
  apiBase: string;
}

const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

/**
 * PortOne V2 identity verification: GET /identity-verifications/{id} with the
 * API secret. Only VERIFIED proves anything (INTEGRATIONS.md); its
 * verifiedCustomer carries name, phone, birth date and CI.
 */
export function createPortOneVerifier(options: PortOneIdentityOptions): IdentityVerifier {
  const client = IdentityVerificationClient({ secret: options.apiSecret, baseUrl: options.apiBase, storeId: options.storeId });
  return {
    provider: 'portone',
    storeId: options.storeId,
    channelKey: options.channelKey,
    async lookup(identityVerificationId): Promise<IdentityLookup> {
      let verification: IdentityVerification.IdentityVerification;
      try {
        verification = await client.getIdentityVerification({ identityVerificationId, storeId: options.storeId });
      } catch (error) {
        if (error instanceof IdentityVerification.IdentityVerificationError && error.data.type === 'IDENTITY_VERIFICATION_NOT_FOUND') {
          return { status: 'NOT_VERIFIED' };
        }
        throw new IdentityProviderError('PortOne identity verification lookup failed', { cause: error });
      }
      if (verification.status === 'VERIFIED') {
        const customer = (verification as IdentityVerification.VerifiedIdentityVerification).verifiedCustomer;
        return {
          status: 'VERIFIED',
          customer: {
            name: customer.name.trim(),
            phoneNumber: digits(customer.phoneNumber),
            birthDate: customer.birthDate ?? null,
            ci: customer.ci ?? null,
          },
        };
      }
      if (verification.status === 'FAILED') {
        const failure = (verification as IdentityVerification.FailedIdentityVerification).failure;
        return { status: 'FAILED', reason: failure.reason ?? failure.pgMessage ?? null };
      }
      return { status: 'NOT_VERIFIED' };
    },
  };
}
