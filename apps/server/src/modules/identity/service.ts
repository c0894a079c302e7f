import { randomUUID } from 'node:crypto';
import { messages, type IdentityConfirmResult, type IdentityPrepare } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { sandboxCi, type IdentityVerifier, type VerifiedCustomer } from '@server/integrations/identity';
import { HttpError } from '@server/lib/http-error';
import {
  deleteVerificationsCreatedBefore,
  findVerification,
  insertVerification,
  markFailed,
  markUsed,
  markVerified,
  recordSandboxAnswer,
  type IdentityVerificationRow,
} from './queries';

/** A verification proves something once, within this long after it was confirmed. */
export const identityProofMinutes = 30;
/** Rows older than this are deleted: past any use, and they hold personal data. */
const keepRowsHours = 24;

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');
const notVerified = () => new HttpError(400, messages.identity.notVerified);

function isFresh(row: IdentityVerificationRow, now = Date.now()): boolean {
  return row.verifiedAt !== null && now - row.verifiedAt.getTime() <= identityProofMinutes * 60_000;
}

/** Makes the id the provider's window verifies under (POST /identity/prepare). */
/** The configured verifier, or 503 when verification is off here. */
function available(verifier: IdentityVerifier | null): IdentityVerifier {
  if (!verifier) throw new HttpError(503, messages.common.serviceOff);
  return verifier;
}

export async function prepareVerification(db: Database, configured: IdentityVerifier | null): Promise<IdentityPrepare> {
  const verifier = available(configured);
  // PortOne's own examples name verifications this way; any unique string up to its limit works.
  const identityVerificationId = `identity-verification-${randomUUID()}`;
  // Housekeeping rides on new verifications, which are rare next to reads.
  await deleteVerificationsCreatedBefore(db, new Date(Date.now() - keepRowsHours * 3_600_000));
  await insertVerification(db, identityVerificationId, verifier.provider);
  return { identityVerificationId, provider: verifier.provider, storeId: verifier.storeId, channelKey: verifier.channelKey };
}

export interface SandboxAnswer {
  name: string;
  phoneNum: string;
  birthDate?: string | null;
  outcome: 'VERIFIED' | 'FAILED';
}

/** The sandbox window's answer for a prepared verification (sandbox mode only). */
export async function answerSandbox(db: Database, verifier: IdentityVerifier | null, identityVerificationId: string, answer: SandboxAnswer) {
  // A server without the sandbox has no such path, as far as anyone can tell.
  if (verifier?.provider !== 'sandbox') throw new HttpError(404, messages.common.notFound);
  const row = await findVerification(db, identityVerificationId);
  if (!row || row.provider !== 'sandbox') throw new HttpError(404, messages.common.notFound);
  const birthDate = answer.birthDate ?? null;
  const recorded = await recordSandboxAnswer(db, identityVerificationId, {
    status: answer.outcome,
    name: answer.name,
    phoneNumber: answer.phoneNum,
    birthDate,
    ci: answer.outcome === 'VERIFIED' ? sandboxCi(answer.name, answer.phoneNum, birthDate) : null,
  });
  // A verification is answered once, as a provider's window would be.
  if (!recorded) throw notVerified();
  return { identityVerificationId, status: answer.outcome };
}

/**
 * Asks the provider what became of a verification and, when it is VERIFIED,
 * records the verified person and the time (POST /identity/confirm). Only
 * this sets verifiedAt. The provider being unreachable surfaces as an
 * IdentityProviderError for the route to answer 502.
 */
export async function confirmVerification(db: Database, configured: IdentityVerifier | null, identityVerificationId: string): Promise<IdentityConfirmResult> {
  const verifier = available(configured);
  const row = await findVerification(db, identityVerificationId);
  // Only ids this server prepared, with the provider it runs now, unused and not stale.
  if (!row || row.provider !== verifier.provider || row.usedAt || (row.verifiedAt && !isFresh(row))) throw notVerified();

  const lookup = await verifier.lookup(identityVerificationId);
  if (lookup.status === 'FAILED') {
    await markFailed(db, identityVerificationId);
    throw new HttpError(400, messages.identity.failedPrefix + (lookup.reason ?? messages.identity.error));
  }
  if (lookup.status !== 'VERIFIED') throw notVerified();

  const verified = await markVerified(db, identityVerificationId, lookup.customer);
  if (!verified) throw notVerified();
  return { verified: true, identityVerificationId, name: lookup.customer.name, phoneNum: lookup.customer.phoneNumber };
}

export interface ExpectedPerson {
  name?: string;
  phoneNum?: string;
}

/**
 * Spends a confirmed verification: it must be VERIFIED, confirmed within 30
 * minutes, never used, and (when given) be of this name and mobile number.
 * Call it inside the transaction that acts on it, so a failure later in that
 * transaction leaves the verification unspent.
 */
export async function useVerification(tx: Database, identityVerificationId: string, expected: ExpectedPerson = {}): Promise<VerifiedCustomer> {
  const row = await findVerification(tx, identityVerificationId, { forUpdate: true });
  if (!row || row.status !== 'VERIFIED' || row.usedAt || !isFresh(row) || !row.name) throw notVerified();
  if (expected.name !== undefined && row.name !== expected.name.trim()) throw new HttpError(400, messages.identity.mismatch);
  if (expected.phoneNum !== undefined && digits(row.phoneNumber) !== digits(expected.phoneNum)) {
    throw new HttpError(400, messages.identity.mismatch);
  }
  if (!(await markUsed(tx, identityVerificationId))) throw notVerified();
  return { name: row.name, phoneNumber: digits(row.phoneNumber), birthDate: row.birthDate, ci: row.ci };
}
