// The wreaths an invitation's guests sent, as its page lists them: the
// kiosk's list (50 a page, newest first, each sender as they chose to be
// shown; never cached, so a new wreath shows at once).
import type { contract, InputOf, KioskPayment } from '@ongi/shared';

// Written out rather than through urlOf(contract…): the contract carries its
// schemas, and zod would weigh more than the guest's whole page. The types are
// the contract's (erased from the build), so a changed path or parameter
// still fails the typecheck here.
type KioskList = typeof contract.payment.kioskList;
const kioskListPath: KioskList['path'] = '/payment/get-payment-list-for-kiosk/:publicNum/:page';

/** The address of one page of the list, by the invitation's public number. */
export function sendersAddress(publicNum: string, page: number): string {
  const params: InputOf<KioskList>['params'] = { publicNum, page };
  return `/api${kioskListPath.replace(':publicNum', () => encodeURIComponent(params.publicNum)).replace(':page', () => String(params.page))}`;
}

export interface SenderPage {
  content: KioskPayment[];
  totalElements: number;
}

/** What the page shows so far: the pages read, in order. */
export interface Senders extends SenderPage {
  /** The last page read (1-based); 0 before the first. */
  page: number;
}

export const noSenders: Senders = { content: [], totalElements: 0, page: 0 };

export async function fetchSenders(publicNum: string, page: number): Promise<SenderPage> {
  const response = await fetch(sendersAddress(publicNum, page), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`senders ${response.status}`);
  return (await response.json()) as SenderPage;
}

/**
 * Adds a page read to what is shown. The first page starts over (a new
 * wreath is always on it); a later one is appended without the wreaths
 * already shown, since a wreath paid meanwhile pushes the rest one place on.
 */
export function withPage(shown: Senders, next: SenderPage, page: number): Senders {
  if (page === 1) return { ...next, page };
  const seen = new Set(shown.content.map((sender) => sender.paymentSeq));
  return { content: [...shown.content, ...next.content.filter((sender) => !seen.has(sender.paymentSeq))], totalElements: next.totalElements, page };
}

/** Whether '더 보기' has anything left to bring. */
export function hasMoreSenders(senders: Senders): boolean {
  return senders.content.length < senders.totalElements;
}
