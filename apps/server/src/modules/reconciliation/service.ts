import type { FastifyBaseLogger } from 'fastify';
import { messages, seoulDayRange, todayInSeoul, type GatewayCheckDay } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { PaymentProviderError, type GatewayRecord, type PaymentGateway } from '@server/integrations/payment';
import { HttpError } from '@server/lib/http-error';
import { chargedStatuses, dayCheck, paymentsOfIds, paymentsPaidBetween, saveDayCheck, type FoundDifference, type OurPayment } from './queries';

// 일별 대사, the daily gateway check (docs/decisions/022-daily-reconciliation.md).
// Unlike the payment-reconciliation job (modules/payment/settlement), which
// asks the gateway about intents still READY so that no approved payment is
// left unrecorded, this compares a whole Korean day of charged payments with
// the gateway's own books afterwards and keeps what differs for a person.

export interface GatewayCheckDeps {
  db: Database;
  gateway: PaymentGateway | null;
  log: FastifyBaseLogger;
}

/**
 * How long before the day its payments may have been created at the gateway:
 * PortOne lists by creation, and a window opened before midnight can be paid
 * after it. Later than this, our side still finds it (each of our payments the
 * list missed is asked for by id); only a gateway payment unknown here and
 * opened earlier would go unseen.
 */
const openedBeforeDayMs = 3 * 60 * 60 * 1000;

const charged = new Set<string>(chargedStatuses);
const standing = (amount: number, cancelled: number) => amount - cancelled;

/** What differs between our payment and the gateway's record of it (no record: missing at the gateway). */
export function differencesOf(ours: OurPayment | undefined, theirs: GatewayRecord | null | undefined, paymentId: string): FoundDifference[] {
  const figures = {
    paymentId,
    ourStatus: ours?.status ?? null,
    ourAmount: ours?.amount ?? null,
    ourCancelledAmount: ours?.cancelledAmount ?? null,
    gatewayStatus: theirs?.status ?? null,
    gatewayAmount: theirs?.amount ?? null,
    gatewayCancelledAmount: theirs?.cancelledAmount ?? null,
  };
  if (!ours) return [{ ...figures, kind: 'MISSING_HERE' }];
  if (!theirs) return [{ ...figures, kind: 'MISSING_AT_GATEWAY' }];
  const found: FoundDifference[] = [];
  if (ours.amount !== theirs.amount) found.push({ ...figures, kind: 'AMOUNT' });
  if (ours.status !== theirs.status) found.push({ ...figures, kind: 'STATUS' });
  if (ours.cancelledAmount !== theirs.cancelledAmount) found.push({ ...figures, kind: 'CANCELLED_AMOUNT' });
  return found;
}

/** The day must be a real one that has begun in Korea. */
export function checkableDay(day: string, now = new Date()): { from: Date; until: Date } {
  const range = seoulDayRange(day, day);
  if (!range?.until) throw new HttpError(400, messages.reconciliation.dayInvalid);
  if (day > todayInSeoul(now)) throw new HttpError(400, messages.reconciliation.dayInFuture);
  return { from: range.from, until: range.until };
}

/**
 * Checks one Korean day: our payments of the gateway's provider paid that
 * day (paid, partly or wholly cancelled) against the gateway's records of
 * payments paid that day, stored as the day's totals and one row per
 * difference. Re-running a day updates the same rows.
 */
export async function checkDay(deps: GatewayCheckDeps, day: string, now = new Date()): Promise<GatewayCheckDay> {
  const { db, gateway } = deps;
  if (!gateway) throw new HttpError(503, messages.reconciliation.gatewayOff);
  const { from, until } = checkableDay(day, now);
  const ours = await paymentsPaidBetween(db, gateway.provider, from, until);
  const amountHere = ours.reduce((sum, payment) => sum + standing(payment.amount, payment.cancelledAmount), 0);
  const records = gateway.records;
  if (!records) {
    const totals = { provider: gateway.provider, supported: false, paymentsHere: ours.length, amountHere, paymentsAtGateway: 0, amountAtGateway: 0 };
    await saveDayCheck(db, day, totals, [], messages.reconciliation.clearedOnRecheck, now);
    return summaryOf(db, day);
  }

  const theirs = new Map<string, GatewayRecord>();
  try {
    for await (const record of records.createdBetween(new Date(from.getTime() - openedBeforeDayMs), until)) {
      const paidThatDay = record.paidAt !== null && record.paidAt >= from && record.paidAt < until;
      if (charged.has(record.status) && paidThatDay) theirs.set(record.paymentId, record);
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log.warn({ err: error, day }, 'daily gateway check: the gateway list could not be read');
      throw new HttpError(502, messages.reconciliation.gatewayFailed);
    }
    throw error;
  }

  const found: FoundDifference[] = [];
  const oursById = new Map(ours.map((payment) => [payment.paymentId, payment]));
  for (const payment of ours) {
    // Not in the day's list (created long before, or paid a moment apart across midnight): asked by id.
    let record: GatewayRecord | null | undefined = theirs.get(payment.paymentId);
    if (!record) {
      try {
        record = await records.one(payment.paymentId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.warn({ err: error, day, paymentId: payment.paymentId }, 'daily gateway check: a payment could not be asked');
        throw new HttpError(502, messages.reconciliation.gatewayFailed);
      }
    }
    found.push(...differencesOf(payment, record, payment.paymentId));
  }
  const unknownHere = [...theirs.keys()].filter((paymentId) => !oursById.has(paymentId));
  // The gateway's payments of that day we have under another day or status are compared as they are.
  const elsewhere = new Map((await paymentsOfIds(db, unknownHere)).map((payment) => [payment.paymentId, payment]));
  for (const paymentId of unknownHere) found.push(...differencesOf(elsewhere.get(paymentId), theirs.get(paymentId), paymentId));

  const atGateway = [...theirs.values()];
  await saveDayCheck(
    db,
    day,
    {
      provider: gateway.provider,
      supported: true,
      paymentsHere: ours.length,
      amountHere,
      paymentsAtGateway: atGateway.length,
      amountAtGateway: atGateway.reduce((sum, record) => sum + standing(record.amount, record.cancelledAmount), 0),
    },
    found,
    messages.reconciliation.clearedOnRecheck,
    now,
  );
  if (found.length > 0) deps.log.warn({ day, differences: found.length }, 'daily gateway check found differences');
  return summaryOf(db, day);
}

async function summaryOf(db: Database, day: string): Promise<GatewayCheckDay> {
  const row = await dayCheck(db, day);
  if (!row) throw new Error(`the check of ${day} was not saved`);
  return { ...row, checkedAt: row.checkedAt.toISOString() };
}

/** The Korean day before `now`'s: what the scheduled run checks, once it is over. */
export function yesterdayInSeoul(now = new Date()): string {
  return todayInSeoul(new Date(now.getTime() - 24 * 60 * 60 * 1000));
}
