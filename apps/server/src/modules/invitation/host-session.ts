import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InvitationSaved } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { AnyKind } from './kinds';

/**
 * A host who made an invitation without an account stays logged in to that
 * order (the non-member session), as if they had logged in with their name,
 * phone and the new order number: the order number is their only key, and a
 * family that closes the alert without writing it down can still fix a wrong
 * 발인 time from this browser (issue 26). A member's session is left as it is.
 */
export async function keepHostLoggedIn(
  app: FastifyInstance,
  db: Database,
  kind: Pick<AnyKind, 'tables'>,
  request: FastifyRequest,
  reply: FastifyReply,
  saved: InvitationSaved,
): Promise<void> {
  const user = request.session?.user;
  if (user && user.roleType !== 'NON_MEMBER' && user.accountSeq !== null) return;
  const { table, seq } = kind.tables;
  const [row] = await db.select({ nonMemberName: table.nonMemberName, accountSeq: table.accountSeq }).from(table).where(eq(seq, saved.invitationSeq)).limit(1);
  if (!row || row.accountSeq !== null || !row.nonMemberName) return;
  await app.sessions.start(request, reply, { roleType: 'NON_MEMBER', nonMemberOrderNum: saved.orderNum, nonMemberName: row.nonMemberName });
}
