import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { IdentityProvider } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { identityVerifications } from '@server/db/schema';
import type { VerifiedCustomer } from '@server/integrations/identity';

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;

const byId = (identityVerificationId: string) => eq(identityVerifications.identityVerificationId, identityVerificationId);

export async function insertVerification(db: Database, identityVerificationId: string, provider: IdentityProvider) {
  await db.insert(identityVerifications).values({ identityVerificationId, provider });
}

/** Verifications carry personal data (name, phone, CI) and are useless after their window. */
export async function deleteVerificationsCreatedBefore(db: Database, before: Date) {
  await db.delete(identityVerifications).where(lt(identityVerifications.createDate, before));
}

export async function findVerification(db: Database, identityVerificationId: string, { forUpdate = false } = {}) {
  const query = db.select().from(identityVerifications).where(byId(identityVerificationId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as IdentityVerificationRow | undefined;
}

/** The sandbox window's answer, written once onto a READY sandbox row. */
export async function recordSandboxAnswer(
  db: Database,
  identityVerificationId: string,
  answer: { status: 'VERIFIED' | 'FAILED'; name: string; phoneNumber: string; birthDate: string | null; ci: string | null },
) {
  const rows = await db
    .update(identityVerifications)
    .set(answer)
    .where(and(byId(identityVerificationId), eq(identityVerifications.provider, 'sandbox'), eq(identityVerifications.status, 'READY')))
    .returning({ identityVerificationId: identityVerifications.identityVerificationId });
  return rows.length > 0;
}

/**
 * Stores what the provider verified. verifiedAt is set by the first
 * confirmation only, so asking again does not stretch the 30 minutes.
 */
export async function markVerified(db: Database, identityVerificationId: string, customer: VerifiedCustomer) {
  const [row] = await db
    .update(identityVerifications)
    .set({
      status: 'VERIFIED',
      name: customer.name,
      phoneNumber: customer.phoneNumber,
      birthDate: customer.birthDate,
      ci: customer.ci,
      verifiedAt: sql`coalesce(${identityVerifications.verifiedAt}, ${new Date().toISOString()}::timestamptz)`,
    })
    .where(and(byId(identityVerificationId), isNull(identityVerifications.usedAt)))
    .returning();
  return row as IdentityVerificationRow | undefined;
}

export async function markFailed(db: Database, identityVerificationId: string) {
  await db
    .update(identityVerifications)
    .set({ status: 'FAILED' })
    .where(and(byId(identityVerificationId), isNull(identityVerifications.verifiedAt)));
}

/** Marks a verification used; false when another request used it first. */
export async function markUsed(db: Database, identityVerificationId: string) {
  const rows = await db
    .update(identityVerifications)
    .set({ usedAt: new Date() })
    .where(and(byId(identityVerificationId), isNull(identityVerifications.usedAt)))
    .returning({ identityVerificationId: identityVerifications.identityVerificationId });
  return rows.length > 0;
}
