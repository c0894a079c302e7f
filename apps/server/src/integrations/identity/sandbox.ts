import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { identityVerifications } from '@server/db/schema';
import type { IdentityLookup, IdentityVerifier } from './types';

/**
 * The sandbox's connecting information: derived from what the person typed, so
 * one sandbox person gets the same CI every time, as a real one would.
 */
export function sandboxCi(name: string, phoneNumber: string, birthDate: string | null): string {
  return `sandbox-${createHash('sha256')
    .update(`${name}\n${phoneNumber}\n${birthDate ?? ''}`)
    .digest('base64url')}`;
}

/**
 * Without PortOne keys the sandbox window answers instead of the provider
 * (POST /api/sandbox/identity-verifications/:id writes the row); asking the
 * provider then means reading that row.
 */
export function createSandboxVerifier(db: Database): IdentityVerifier {
  return {
    provider: 'sandbox',
    storeId: null,
    channelKey: null,
    async lookup(identityVerificationId): Promise<IdentityLookup> {
      const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.identityVerificationId, identityVerificationId)).limit(1);
      if (!row || row.provider !== 'sandbox') return { status: 'NOT_VERIFIED' };
      if (row.status === 'VERIFIED' && row.name) {
        return {
          status: 'VERIFIED',
          customer: { name: row.name, phoneNumber: row.phoneNumber ?? '', birthDate: row.birthDate, ci: row.ci },
        };
      }
      // The table has no column for the window's failure reason; the window shows it itself.
      if (row.status === 'FAILED') return { status: 'FAILED', reason: null };
      return { status: 'NOT_VERIFIED' };
    },
  };
}
