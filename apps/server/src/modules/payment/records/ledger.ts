import type { AdminLedgerRow, DonationLedger, Page } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { PageRequest } from '@server/lib/paginate';
import {
  campaignLedgerSums,
  ledgerGroupPage,
  ledgerTotalSums,
  orderLedgerSums,
  organisationLedgerSums,
  type LedgerQuery,
  rebuildPaymentSummaries,
  recipientLedgerSums,
} from './ledger-queries';

// The donation ledger: what paid wreaths owe their recipients. A payment
// counts while any of it stays paid (PAID, PARTIAL_CANCELLED); cancelled,
// failed and waiting ones never do, nor the payment test page's 1,000 won;
// each payment's donated amount (its share, rounded down) is added, so a
// receipt's share and the ledger agree to the won. The sums are kept per
// month by the database as payments change (ledger-queries.ts), so a read
// costs the same at a thousand payments or a million.

export { ledgerStatuses, standingWreath, unassignedLedgerName } from './ledger-queries';

/** A campaign's wreaths. */
export function campaignLedger(db: Database, campaignSeq: number): Promise<DonationLedger> {
  return campaignLedgerSums(db, campaignSeq);
}

/** A donation recipient's (기부처) share, whatever campaign or invitation the wreaths came through. */
export function recipientLedger(db: Database, categoryDonationSeq: number): Promise<DonationLedger> {
  return recipientLedgerSums(db, categoryDonationSeq);
}

/** One invitation's wreaths, for its host. */
export function orderLedger(db: Database, orderNum: string): Promise<DonationLedger> {
  return orderLedgerSums(db, orderNum);
}

/**
 * A donation group's figures: the wreaths paid to it, as each payment fixed
 * its organisation when it was made (docs/decisions/021-settlements.md).
 */
export function donationGroupLedger(db: Database, donationGroupSeq: number): Promise<DonationLedger> {
  return organisationLedgerSums(db, donationGroupSeq);
}

/**
 * The ledger per donation recipient or per campaign, largest total first, for
 * a Korean month ('YYYY-MM') or all time: the same fields and rule as the
 * public pages' figures, only grouped, so a row for all time equals its
 * public page to the won.
 */
/** The ledger list's query: a month 'YYYY-MM' or all time. */
type LedgerListQuery = Omit<LedgerQuery, 'month'> & { month?: string };

const monthOf = (query: LedgerListQuery) => ({ ...query, month: query.month ? `${query.month}-01` : null });

export function ledgerPage(db: Database, query: LedgerListQuery, request: PageRequest): Promise<Page<AdminLedgerRow>> {
  return ledgerGroupPage(db, monthOf(query), request);
}

/** The ledger list's total row, over every row of its month and search. */
export function ledgerTotals(db: Database, query: LedgerListQuery): Promise<DonationLedger> {
  return ledgerTotalSums(db, monthOf(query));
}

/**
 * Recomputes the ledger (and the payment lists' day totals kept beside it)
 * from the payments themselves: for a bulk load that bypassed the trigger
 * (npm run seed:scale) and for repair. Exact whatever else is running.
 */
export function rebuildLedgerSummary(db: Database): Promise<void> {
  return rebuildPaymentSummaries(db);
}
