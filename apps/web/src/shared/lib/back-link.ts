import { useLocation } from 'react-router';

/** What a list hands to the detail pages it links to: where to come back to. */
export interface FromListState {
  from: string;
}

/** Link state for a card: this list's address with its filters and page. */
export function useListLinkState(): FromListState {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/**
 * The address of the back-to-list link: the list the visitor came from (with
 * its filters and page) when they came from `listPath`, otherwise the list itself.
 */
export function useBackHref(listPath: string): string {
  const location = useLocation();
  const from = (location.state as Partial<FromListState> | null)?.from;
  if (typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`))) return from;
  return listPath;
}
