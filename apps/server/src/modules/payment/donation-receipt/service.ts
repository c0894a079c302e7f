import {
  donatedShare,
  messages,
  type DonationReceipt,
  type DonationReceiptRequestBody,
  type DonationReceiptSaved,
  type DonationReceiptView,
} from '@ongi/shared';
import type { ReceiptDataKey } from '@server/config';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import { ledgerStatuses } from '../records/ledger';
import { isPayerOf, receiptStatusSet } from '../records/public-service';
import {
  findPaymentForReceipt,
  findRequestOfPayment,
  insertRequest,
  organisationOfPayment,
  updateWaitingRequest,
  type RequestRow,
  type RequestValues,
} from './queries';
import { seal } from './sealed';

const m = messages.donationReceipt;
const standing = new Set<string>(ledgerStatuses);

type LookupParams = { paymentId: string; name: string; phoneNum: string };
export interface DonationReceiptDeps {
  db: Database;
  receiptDataKeys: readonly ReceiptDataKey[];
}

/** The payment the lookup names, or the receipt's own 404 (a mismatch tells nothing more than the receipt would). */
async function payersPayment(db: Database, params: LookupParams) {
  const payment = await findPaymentForReceipt(db, params.paymentId);
  if (!payment || !receiptStatusSet.has(payment.status) || !isPayerOf(payment, params)) throw new HttpError(404, messages.receipt.notFound);
  return payment;
}

type Payment = Awaited<ReturnType<typeof payersPayment>>;

/** Why this payment takes no request: not standing, the payment test, or no organisation to issue one. */
function refusalOf(payment: Payment, organisation: unknown): string | null {
  if (!standing.has(payment.status)) return m.notStanding;
  if (payment.purpose === 'TEST') return m.testPayment;
  if (!organisation) return m.noOrganisation;
  return null;
}

function toReceipt(row: NonNullable<RequestRow>): DonationReceipt {
  return {
    state: row.state,
    donorType: row.donorType,
    donorName: row.donorName,
    birthDate: row.birthDate,
    businessNumber: row.businessNumber,
    address: row.address,
    phoneNum: row.phoneNum,
    email: row.email,
    hasResidentNumber: row.hasResidentNumber,
    requestedAt: row.requestedAt.toISOString(),
    exportedAt: row.exportedAt?.toISOString() ?? null,
  };
}

export async function viewDonationReceipt(db: Database, params: LookupParams): Promise<DonationReceiptView> {
  const payment = await payersPayment(db, params);
  const organisation = await organisationOfPayment(db, payment.paymentSeq);
  const request = await findRequestOfPayment(db, payment.paymentSeq);
  return {
    donatedAmount: standing.has(payment.status) ? donatedShare(payment.amount, payment.cancelledAmount) : 0,
    organisationName: organisation?.groupName ?? null,
    residentNumberAsked: organisation?.receiptResidentNumber ?? false,
    refusal: request ? null : refusalOf(payment, organisation),
    request: request ? toReceipt(request) : null,
  };
}

const valuesOf = (body: DonationReceiptRequestBody): RequestValues => ({
  donorType: body.donorType,
  donorName: body.donorName,
  donorBirthDate: body.birthDate,
  donorBusinessNumber: body.businessNumber,
  donorAddress: body.address,
  deliveryPhone: body.phoneNum,
  deliveryEmail: body.email,
});

/** The organisation standing behind a request that may be made now, or the refusal's 409. */
async function requestable(db: Database, params: LookupParams) {
  const payment = await payersPayment(db, params);
  const organisation = await organisationOfPayment(db, payment.paymentSeq);
  const refusal = refusalOf(payment, organisation);
  if (refusal || !organisation) throw new HttpError(409, refusal ?? m.noOrganisation);
  return { payment, organisation };
}

/**
 * A resident number is taken only from a person, and only for an
 * organisation that asks for it: one sent to any other is refused rather
 * than quietly kept.
 */
function checkResidentNumber(body: DonationReceiptRequestBody, asked: boolean, stored: boolean) {
  if (body.residentNumber !== null && !asked) throw new HttpError(400, m.residentNumberNotAsked);
  if (asked && body.donorType === 'PERSON' && body.residentNumber === null && !stored) throw new HttpError(400, m.residentNumberRequired);
}

export async function requestDonationReceipt(deps: DonationReceiptDeps, params: LookupParams, body: DonationReceiptRequestBody): Promise<DonationReceiptSaved> {
  const { db } = deps;
  const { payment, organisation } = await requestable(db, params);
  if (await findRequestOfPayment(db, payment.paymentSeq)) throw new HttpError(409, m.alreadyRequested);
  checkResidentNumber(body, organisation.receiptResidentNumber, false);
  const sealed = body.residentNumber === null ? null : seal(deps.receiptDataKeys, payment.paymentSeq, body.residentNumber);
  const created = await insertRequest(db, { paymentSeq: payment.paymentSeq, donationGroupSeq: organisation.donationGroupSeq, sealed, ...valuesOf(body) });
  if (!created) throw new HttpError(409, m.alreadyRequested);
  return { message: m.requested, request: toReceipt(await savedRequest(db, payment.paymentSeq)) };
}

/**
 * An edit before the export. A blank resident number keeps the stored one
 * (the payer never sees it again to retype it); a business drops it.
 */
export async function editDonationReceipt(deps: DonationReceiptDeps, params: LookupParams, body: DonationReceiptRequestBody): Promise<DonationReceiptSaved> {
  const { db } = deps;
  const payment = await payersPayment(db, params);
  const existing = await findRequestOfPayment(db, payment.paymentSeq);
  if (!existing) throw new HttpError(404, m.notRequested);
  if (existing.state !== 'REQUESTED') throw new HttpError(409, m.exportedLocked);
  const { organisation } = await requestable(db, params);
  checkResidentNumber(body, organisation.receiptResidentNumber, existing.hasResidentNumber);
  const sealed =
    body.donorType === 'BUSINESS' ? null : body.residentNumber === null ? undefined : seal(deps.receiptDataKeys, payment.paymentSeq, body.residentNumber);
  const saved = await updateWaitingRequest(db, payment.paymentSeq, valuesOf(body), sealed);
  if (!saved) throw new HttpError(409, m.exportedLocked);
  return { message: m.edited, request: toReceipt(await savedRequest(db, payment.paymentSeq)) };
}

async function savedRequest(db: Database, paymentSeq: number) {
  const row = await findRequestOfPayment(db, paymentSeq);
  if (!row) throw new HttpError(404, m.notRequested);
  return row;
}
