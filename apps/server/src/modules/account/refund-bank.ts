import { isRefundBank, refundBankRetentionDays, type RefundBankInfo, type refundBankSchema, type z } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { deleteRefundBank, deleteRefundBanksCollectedBefore, findRefundBank, upsertRefundBank } from './queries';

// A refund account is kept one year from when it was collected (spec 000,
// account-management notices). Reads drop an expired row before answering;
// a periodic sweep (see my-account-routes) deletes the rest.

const retentionCutoff = (now = new Date()) => new Date(now.getTime() - refundBankRetentionDays * 24 * 3_600_000);

/** One refund account per member: registering again replaces it. */
export async function registerRefundBank(db: Database, accountSeq: number, input: z.output<typeof refundBankSchema>) {
  await upsertRefundBank(db, { accountSeq, bankName: input.bankName, bankOwner: input.bankOwner, bankNumber: input.bankNumber });
}

export async function getRefundBank(db: Database, accountSeq: number): Promise<RefundBankInfo> {
  await deleteRefundBanksCollectedBefore(db, retentionCutoff(), accountSeq);
  const row = await findRefundBank(db, accountSeq);
  if (!row || !isRefundBank(row.bankName)) return null;
  return {
    bankName: row.bankName,
    bankOwner: row.bankOwner,
    bankNumber: row.bankNumber,
    createDate: row.createDate.toISOString(),
  };
}

export async function removeRefundBank(db: Database, accountSeq: number) {
  await deleteRefundBank(db, accountSeq);
}

/** Deletes every refund account past its year; returns how many went. */
export async function purgeExpiredRefundBanks(db: Database, now = new Date()): Promise<number> {
  return deleteRefundBanksCollectedBefore(db, retentionCutoff(now));
}
