import { formatWon, messages, type GiftTransfer, type SettlementPeriod, type SettlementPreview, type TransferRecord } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import {
  adjustmentsOwed,
  campaignExists,
  findBatchWreaths,
  findDonationGroupName,
  insertBatch,
  overSettled,
  owedAndUntransferred,
  pendingPerOrganisation,
  transfersOf,
  transfersOfPayments,
  unsettledWreaths,
  type RecordScope,
} from './queries';

// 기부금 정산 (docs/decisions/021-settlements.md). Not to be confused with
// modules/payment/settlement, where a payment becomes PAID: this is what the
// organisations are paid afterwards.

type Period = { donationGroupSeq: number; periodFrom: string; periodTo: string };

async function linesOf(db: Parameters<typeof unsettledWreaths>[0], period: Period) {
  const wreaths = await unsettledWreaths(db, period.donationGroupSeq, period.periodFrom, period.periodTo);
  const adjustments = await adjustmentsOwed(db, period.donationGroupSeq);
  const lines = [...wreaths, ...adjustments];
  return { lines, amount: lines.reduce((sum, line) => sum + line.lineAmount, 0) };
}

/** What closing the period would hold, read without closing anything. */
export async function previewBatch(db: Database, period: Period): Promise<SettlementPreview> {
  const groupName = await findDonationGroupName(db, period.donationGroupSeq);
  if (groupName === undefined) throw new HttpError(404, messages.settlement.groupNotFound);
  const { lines, amount } = await linesOf(db, period);
  return { ...period, groupName, amount, lines };
}

/**
 * Closes a period for an organisation: in one transaction holding the
 * organisation's row lock, the wreaths of the period no batch holds and the
 * adjustments owed become the batch's lines, its amount their sum. The
 * database refuses a second wreath line for a payment (a unique index), and
 * the check after the insert refuses lines that settle more than a payment
 * owes; either rolls the whole close back.
 */
export async function closeBatch(db: Database, period: SettlementPeriod & Period, closedAccountSeq: number | null) {
  return db.transaction(async (tx) => {
    const groupName = await findDonationGroupName(tx, period.donationGroupSeq, true);
    if (groupName === undefined) throw new HttpError(404, messages.settlement.groupNotFound);
    const { lines, amount } = await linesOf(tx, period);
    if (lines.length === 0) throw new HttpError(409, messages.settlement.nothingToSettle);
    const seq = await insertBatch(
      tx,
      { donationGroupSeq: period.donationGroupSeq, periodFrom: period.periodFrom, periodTo: period.periodTo, amount, closedAccountSeq },
      lines,
    );
    const over = await overSettled(
      tx,
      lines.map((line) => line.paymentSeq),
    );
    if (over.length > 0) throw new HttpError(409, messages.settlement.changedMeanwhile);
    return { settlementBatchSeq: seq, amount, groupName, message: messages.settlement.closed(groupName, formatWon(amount)) };
  });
}

/**
 * The donated part of each organisation's standing wreaths that no batch
 * holds yet (every organisation, 0 included): the back office's pending
 * amounts, and the start page's.
 */
export function pendingByOrganisation(db: Database) {
  return pendingPerOrganisation(db);
}

/** The public transfer record of an organisation's or a campaign's wreaths. */
export async function transferRecord(db: Database, scope: RecordScope): Promise<TransferRecord> {
  const exists =
    'donationGroupSeq' in scope ? (await findDonationGroupName(db, scope.donationGroupSeq)) !== undefined : await campaignExists(db, scope.campaignSeq);
  if (!exists) throw new HttpError(404, messages.common.notFound);
  const [transfers, owed] = await Promise.all([transfersOf(db, scope), owedAndUntransferred(db, scope)]);
  const transferred = transfers.reduce((sum, transfer) => sum + transfer.amount, 0);
  return { transfers, pendingAmount: owed.owed - transferred, pendingWreaths: owed.untransferred };
}

/** Each payment's way to its organisation: the transfer's day and the organisation, or null while not transferred. */
export async function giftTransfers(db: Database, paymentSeqs: readonly number[]): Promise<Map<number, GiftTransfer>> {
  const rows = await transfersOfPayments(db, paymentSeqs);
  return new Map(rows.map((row) => [row.paymentSeq, { transferredOn: row.transferredOn, groupName: row.groupName }]));
}

/** A batch's organisation, period and wreath payments: what its 기부금 영수증 export takes (modules/payment/donation-receipt). */
export function batchWreaths(db: Database, settlementBatchSeq: number) {
  return findBatchWreaths(db, settlementBatchSeq);
}
