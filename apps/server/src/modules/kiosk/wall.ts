import { kioskNameWallLimit, messages, senderDisplayName, type KioskNameWall, type KioskSettings, type KioskSettingsAnswer } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import { closedError, hostOrder } from '../invitation';
import { orderLedger } from '../payment';
import { listSenders, readShowTotal, wallInvitation, writeShowTotal } from './queries';

/**
 * The kiosk's name wall (issue 24 §6): every sender, newest first, named as
 * they chose on the payment (the same rule as the payment list, so a name
 * reads alike in the wall and under its message), the count from the
 * invitation's kept figures, and the running total when the host chose to
 * show it. A private invitation answers 410 like the kiosk's data.
 */
export async function kioskNameWall(db: Database, publicNum: string): Promise<KioskNameWall> {
  const invitation = await wallInvitation(db, publicNum);
  if (!invitation) throw new HttpError(404, messages.invitation.notFound);
  if (invitation.unpublished) throw closedError(invitation.type);
  const [ledger, senders] = await Promise.all([orderLedger(db, invitation.orderNum), listSenders(db, invitation.orderNum, kioskNameWallLimit)]);
  return {
    names: senders.map((row) => ({ paymentSeq: row.paymentSeq, name: senderDisplayName(row.name, row.senderDisplay) })),
    totalElements: ledger.paidCount,
    total: invitation.showTotal ? { paidCount: ledger.paidCount, donatedAmount: ledger.donatedAmount } : null,
  };
}

/** The host's kiosk choices: 404 unknown, 401 without a session, 403 someone else's (as 공개·보관 설정). */
export async function readKioskSettings(db: Database, orderNum: string, user: SessionUser | undefined): Promise<KioskSettingsAnswer> {
  const order = await hostOrder(db, orderNum, user);
  return { orderNum: order.orderNum, invitationType: order.type, showTotal: await readShowTotal(db, order.type, order.orderNum) };
}

export async function saveKioskSettings(db: Database, orderNum: string, user: SessionUser | undefined, settings: KioskSettings): Promise<KioskSettingsAnswer> {
  const order = await hostOrder(db, orderNum, user);
  await writeShowTotal(db, order.type, order.orderNum, settings.showTotal);
  return { orderNum: order.orderNum, invitationType: order.type, showTotal: settings.showTotal };
}
