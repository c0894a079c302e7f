import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DonationReceiptState, adminDonationReceiptSearchTypes } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { donationGroups, donationReceiptRequests, payments } from '@server/db/schema';
import { paginate, type PageRequest } from '@server/lib/paginate';
import type { Period } from '@server/lib/period';
import type { SealedValue } from './sealed';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/** The organisation (donation group) a payment's donated part is for: the one fixed on the payment when it was paid (decision 021). */
export async function organisationOfPayment(db: Executor, paymentSeq: number) {
  const [row] = await db
    .select({
      donationGroupSeq: donationGroups.donationGroupSeq,
      groupName: donationGroups.groupName,
      receiptResidentNumber: donationGroups.receiptResidentNumber,
    })
    .from(payments)
    .innerJoin(donationGroups, eq(donationGroups.donationGroupSeq, payments.donationGroupSeq))
    .where(eq(payments.paymentSeq, paymentSeq));
  return row;
}

/** The payment a lookup names, with what a request checks. */
export async function findPaymentForReceipt(db: Database, paymentId: string) {
  const [row] = await db
    .select({
      paymentSeq: payments.paymentSeq,
      name: payments.name,
      phoneNum: payments.phoneNum,
      status: payments.status,
      purpose: payments.purpose,
      amount: payments.amount,
      cancelledAmount: payments.cancelledAmount,
    })
    .from(payments)
    .where(eq(payments.paymentId, paymentId))
    .limit(1);
  return row;
}

const requestColumns = {
  donationReceiptSeq: donationReceiptRequests.donationReceiptSeq,
  donationGroupSeq: donationReceiptRequests.donationGroupSeq,
  state: donationReceiptRequests.state,
  donorType: donationReceiptRequests.donorType,
  donorName: donationReceiptRequests.donorName,
  birthDate: donationReceiptRequests.donorBirthDate,
  businessNumber: donationReceiptRequests.donorBusinessNumber,
  address: donationReceiptRequests.donorAddress,
  phoneNum: donationReceiptRequests.deliveryPhone,
  email: donationReceiptRequests.deliveryEmail,
  hasResidentNumber: sql<boolean>`${donationReceiptRequests.residentNumberCipher} is not null`,
  requestedAt: donationReceiptRequests.createDate,
  exportedAt: donationReceiptRequests.exportedAt,
};
export type RequestRow = Awaited<ReturnType<typeof findRequestOfPayment>>;

export async function findRequestOfPayment(db: Database, paymentSeq: number) {
  const [row] = await db.select(requestColumns).from(donationReceiptRequests).where(eq(donationReceiptRequests.paymentSeq, paymentSeq)).limit(1);
  return row;
}

export interface RequestValues {
  donorType: 'PERSON' | 'BUSINESS';
  donorName: string;
  donorBirthDate: string | null;
  donorBusinessNumber: string | null;
  donorAddress: string;
  deliveryPhone: string | null;
  deliveryEmail: string | null;
}

const sealedColumns = (sealed: SealedValue | null) => ({
  residentNumberKeyId: sealed?.keyId ?? null,
  residentNumberIv: sealed?.iv ?? null,
  residentNumberTag: sealed?.tag ?? null,
  residentNumberCipher: sealed?.cipher ?? null,
});

/** A new request; undefined when the payment has one already (donation_receipt_request_payment_key). */
export async function insertRequest(db: Database, row: { paymentSeq: number; donationGroupSeq: number; sealed: SealedValue | null } & RequestValues) {
  const { sealed, ...values } = row;
  const [saved] = await db
    .insert(donationReceiptRequests)
    .values({ ...values, ...sealedColumns(sealed) })
    .onConflictDoNothing()
    .returning({ donationReceiptSeq: donationReceiptRequests.donationReceiptSeq });
  return saved;
}

/**
 * Changes a request still waiting for its export; undefined when it was
 * exported meanwhile (the check is in the statement that writes). `sealed`
 * undefined keeps the stored number, null removes it.
 */
export async function updateWaitingRequest(db: Database, paymentSeq: number, values: RequestValues, sealed: SealedValue | null | undefined) {
  const [saved] = await db
    .update(donationReceiptRequests)
    .set({ ...values, ...(sealed === undefined ? {} : sealedColumns(sealed)), updateDate: new Date() })
    .where(and(eq(donationReceiptRequests.paymentSeq, paymentSeq), eq(donationReceiptRequests.state, 'REQUESTED')))
    .returning({ donationReceiptSeq: donationReceiptRequests.donationReceiptSeq });
  return saved;
}

// ---- Back office ----

const adminColumns = {
  donationReceiptSeq: donationReceiptRequests.donationReceiptSeq,
  paymentSeq: payments.paymentSeq,
  paymentId: payments.paymentId,
  paidAt: payments.paidAt,
  payerName: payments.name,
  donatedAmount: payments.donatedAmount,
  donationGroupSeq: donationReceiptRequests.donationGroupSeq,
  groupName: donationGroups.groupName,
  residentNumberAsked: donationGroups.receiptResidentNumber,
  donorType: donationReceiptRequests.donorType,
  donorName: donationReceiptRequests.donorName,
  birthDate: donationReceiptRequests.donorBirthDate,
  businessNumber: donationReceiptRequests.donorBusinessNumber,
  address: donationReceiptRequests.donorAddress,
  phoneNum: donationReceiptRequests.deliveryPhone,
  email: donationReceiptRequests.deliveryEmail,
  hasResidentNumber: sql<boolean>`${donationReceiptRequests.residentNumberCipher} is not null`,
  state: donationReceiptRequests.state,
  requestedAt: donationReceiptRequests.createDate,
  exportedAt: donationReceiptRequests.exportedAt,
};
export type AdminRequestRow = Awaited<ReturnType<typeof findAdminRequest>> & object;

export interface AdminRequestFilter {
  searchType?: (typeof adminDonationReceiptSearchTypes)[number];
  searchWord?: string;
  state?: DonationReceiptState;
  donationGroupSeq?: number;
  /** Of the payment's paid time. */
  period: Period | null;
}

function searchOf({ searchType = 'all', searchWord }: AdminRequestFilter): SQL | undefined {
  if (!searchWord) return undefined;
  const contains = `%${searchWord.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const byPayment = ilike(payments.paymentId, contains);
  const byDonor = or(ilike(donationReceiptRequests.donorName, contains), ilike(payments.name, contains));
  if (searchType === 'paymentId') return byPayment;
  if (searchType === 'donor') return byDonor;
  return or(byPayment, byDonor);
}

const paidWithin = (period: Period | null) =>
  period ? and(gte(payments.paidAt, period.from), period.until ? lt(payments.paidAt, period.until) : undefined) : undefined;

/** What the receipt requests sort by (adminDonationReceiptSorts), ties by number. */
export const adminRequestSort = {
  columns: {
    paidAt: payments.paidAt,
    group: donationGroups.groupName,
    name: donationReceiptRequests.donorName,
    amount: payments.donatedAmount,
    status: donationReceiptRequests.state,
    createdAt: donationReceiptRequests.createDate,
  },
  key: donationReceiptRequests.donationReceiptSeq,
};

/** The back office's list, newest request first. */
export function listAdminRequests(db: Database, filter: AdminRequestFilter, request: PageRequest) {
  const query = db
    .select(adminColumns)
    .from(donationReceiptRequests)
    .innerJoin(payments, eq(payments.paymentSeq, donationReceiptRequests.paymentSeq))
    .innerJoin(donationGroups, eq(donationGroups.donationGroupSeq, donationReceiptRequests.donationGroupSeq))
    .where(
      and(
        filter.state ? eq(donationReceiptRequests.state, filter.state) : undefined,
        filter.donationGroupSeq ? eq(donationReceiptRequests.donationGroupSeq, filter.donationGroupSeq) : undefined,
        paidWithin(filter.period),
        searchOf(filter),
      ),
    )
    .$dynamic();
  return paginate(db, query, request, { orderBy: [desc(donationReceiptRequests.donationReceiptSeq)] });
}

export async function findAdminRequest(db: Database, donationReceiptSeq: number) {
  const [row] = await db
    .select(adminColumns)
    .from(donationReceiptRequests)
    .innerJoin(payments, eq(payments.paymentSeq, donationReceiptRequests.paymentSeq))
    .innerJoin(donationGroups, eq(donationGroups.donationGroupSeq, donationReceiptRequests.donationGroupSeq))
    .where(eq(donationReceiptRequests.donationReceiptSeq, donationReceiptSeq))
    .limit(1);
  return row;
}

/** The sealed number of a request, for its reveal. */
export async function findSealedNumber(db: Database, donationReceiptSeq: number) {
  const [row] = await db
    .select({
      paymentSeq: donationReceiptRequests.paymentSeq,
      paymentId: payments.paymentId,
      keyId: donationReceiptRequests.residentNumberKeyId,
      iv: donationReceiptRequests.residentNumberIv,
      tag: donationReceiptRequests.residentNumberTag,
      cipher: donationReceiptRequests.residentNumberCipher,
    })
    .from(donationReceiptRequests)
    .innerJoin(payments, eq(payments.paymentSeq, donationReceiptRequests.paymentSeq))
    .where(eq(donationReceiptRequests.donationReceiptSeq, donationReceiptSeq))
    .limit(1);
  return row;
}

export async function findOrganisation(db: Executor, donationGroupSeq: number) {
  const [row] = await db
    .select({ donationGroupSeq: donationGroups.donationGroupSeq, groupName: donationGroups.groupName })
    .from(donationGroups)
    .where(eq(donationGroups.donationGroupSeq, donationGroupSeq))
    .limit(1);
  return row;
}

/** Which payments an export takes: a settlement batch's own, or those paid in a period. */
export type ExportScope = { paymentSeqs: readonly number[] } | { period: Period };

/** The organisation's requests in the scope that wait for their export (none of no payments: a batch of adjustments alone). */
const waitingIn = (donationGroupSeq: number, scope: ExportScope) =>
  and(
    eq(donationReceiptRequests.donationGroupSeq, donationGroupSeq),
    eq(donationReceiptRequests.state, 'REQUESTED'),
    'paymentSeqs' in scope
      ? scope.paymentSeqs.length > 0
        ? inArray(donationReceiptRequests.paymentSeq, [...scope.paymentSeqs])
        : sql`false`
      : paidWithin(scope.period),
  );

/** How many of the organisation's requests in the scope wait for their export: what the settlement screen's button says. */
export async function countWaitingRequests(db: Executor, donationGroupSeq: number, scope: ExportScope): Promise<number> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::int`.mapWith(Number) })
    .from(donationReceiptRequests)
    .innerJoin(payments, eq(payments.paymentSeq, donationReceiptRequests.paymentSeq))
    .where(waitingIn(donationGroupSeq, scope));
  return row?.waiting ?? 0;
}

/**
 * The organisation's waiting requests in the scope, locked until the export's
 * transaction ends (a second export at the same moment waits, then finds them
 * exported), in the order of their payments.
 */
export async function lockWaitingRequests(tx: Executor, donationGroupSeq: number, scope: ExportScope) {
  return tx
    .select({ ...adminColumns, sealedKeyId: donationReceiptRequests.residentNumberKeyId })
    .from(donationReceiptRequests)
    .innerJoin(payments, eq(payments.paymentSeq, donationReceiptRequests.paymentSeq))
    .innerJoin(donationGroups, eq(donationGroups.donationGroupSeq, donationReceiptRequests.donationGroupSeq))
    .where(waitingIn(donationGroupSeq, scope))
    .orderBy(asc(payments.paidAt), asc(payments.paymentSeq))
    .for('update', { of: donationReceiptRequests });
}

export async function sealedNumbersOf(tx: Executor, seqs: number[]) {
  if (seqs.length === 0) return [];
  return tx
    .select({
      donationReceiptSeq: donationReceiptRequests.donationReceiptSeq,
      paymentSeq: donationReceiptRequests.paymentSeq,
      keyId: donationReceiptRequests.residentNumberKeyId,
      iv: donationReceiptRequests.residentNumberIv,
      tag: donationReceiptRequests.residentNumberTag,
      cipher: donationReceiptRequests.residentNumberCipher,
    })
    .from(donationReceiptRequests)
    .where(and(inArray(donationReceiptRequests.donationReceiptSeq, seqs), isNotNull(donationReceiptRequests.residentNumberCipher)));
}

/** Marks them exported and drops every sealed number with them. */
export async function markExported(tx: Executor, seqs: number[], at: Date) {
  if (seqs.length === 0) return 0;
  const rows = await tx
    .update(donationReceiptRequests)
    .set({ state: 'EXPORTED', exportedAt: at, updateDate: at, ...sealedColumns(null) })
    .where(and(inArray(donationReceiptRequests.donationReceiptSeq, seqs), eq(donationReceiptRequests.state, 'REQUESTED')))
    .returning({ donationReceiptSeq: donationReceiptRequests.donationReceiptSeq });
  return rows.length;
}
