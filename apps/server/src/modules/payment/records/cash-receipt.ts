import { eq, ne, sql } from 'drizzle-orm';
import { messages, receiptStatuses, type AdminCashReceipt, type CashReceipt, type CashReceiptRequest } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { cashReceipts, payments } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';
import { ledgerStatuses } from './ledger';
import { isPayerOf } from './public-service';

// The payer's 'cash receipt edit': what their cash receipt is issued to.
// Reached only with the payment's own number and the name and phone it was
// paid with (as the receipt is), so a guess learns nothing more than the
// receipt lookup would. A 기부금 영수증 is asked for through its own request
// (donation-receipt/); the donor columns the older editor wrote here are only
// read, for administrators.

type LookupParams = { paymentId: string; name: string; phoneNum: string };

const receiptStatusSet = new Set<string>(receiptStatuses);
const standingStatuses = new Set<string>(ledgerStatuses);

/** The payment the lookup names, if the name and phone are the payer's; otherwise the receipt's 404. */
async function payersPayment(db: Database, params: LookupParams) {
  const [row] = await db
    .select({ paymentSeq: payments.paymentSeq, name: payments.name, phoneNum: payments.phoneNum, status: payments.status })
    .from(payments)
    .where(eq(payments.paymentId, params.paymentId))
    .limit(1);
  if (!row || !receiptStatusSet.has(row.status) || !isPayerOf(row, params)) throw new HttpError(404, messages.receipt.notFound);
  return row;
}

type CashReceiptRow = typeof cashReceipts.$inferSelect;

function toCashReceipt(row: CashReceiptRow): CashReceipt {
  return {
    usageType: row.usageType,
    identityNumber: row.identityNumber,
    status: row.status,
    approvalNo: row.approvalNo,
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

async function findRow(db: Database, paymentSeq: number): Promise<CashReceiptRow | undefined> {
  const [row] = await db.select().from(cashReceipts).where(eq(cashReceipts.paymentSeq, paymentSeq)).limit(1);
  return row;
}

/** A payment's kept details as administrators read them, with the 기부금 영수증 details a payer gave the older editor. */
export async function findCashReceiptForAdmin(db: Database, paymentSeq: number): Promise<AdminCashReceipt | null> {
  const row = await findRow(db, paymentSeq);
  if (!row) return null;
  return {
    ...toCashReceipt(row),
    earlierDonationReceipt: row.donorType
      ? {
          donorType: row.donorType,
          donorName: row.donorName ?? '',
          birthDate: row.donorBirthDate,
          businessNumber: row.donorBusinessNumber,
          address: row.donorAddress ?? '',
        }
      : null,
  };
}

export async function readCashReceipt(db: Database, params: LookupParams): Promise<{ cashReceipt: CashReceipt | null }> {
  const payment = await payersPayment(db, params);
  const row = await findRow(db, payment.paymentSeq);
  return { cashReceipt: row ? toCashReceipt(row) : null };
}

/**
 * Saves what the cash receipt is issued to. Changing it asks for issuing
 * again (REQUESTED); once issued it is locked, and the lock is checked in the
 * same statement that writes, so an administrator issuing at that moment
 * wins. The older donor columns are left as they are.
 */
export async function saveCashReceipt(db: Database, params: LookupParams, input: CashReceiptRequest): Promise<{ message: string; cashReceipt: CashReceipt }> {
  const payment = await payersPayment(db, params);
  if (!standingStatuses.has(payment.status)) throw new HttpError(409, messages.payment.cashReceipt.notPaid);
  const fields = { usageType: input.usageType, identityNumber: input.identityNumber, status: 'REQUESTED' as const, approvalNo: null, issuedAt: null };
  const [row] = await db
    .insert(cashReceipts)
    .values({ paymentSeq: payment.paymentSeq, ...fields })
    .onConflictDoUpdate({
      target: cashReceipts.paymentSeq,
      set: { ...fields, updateDate: sql`now()` },
      setWhere: ne(cashReceipts.status, 'ISSUED'),
    })
    .returning();
  if (!row) throw new HttpError(409, messages.payment.cashReceipt.issuedLocked);
  return { message: messages.payment.cashReceipt.saved, cashReceipt: toCashReceipt(row) };
}
