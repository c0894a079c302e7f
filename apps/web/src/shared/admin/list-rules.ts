import { formatNumber } from '@ongi/shared';

/**
 * Where a list goes after a delete (spec 002 §4): back one page when the
 * page it was on is left empty; to the unsearched first page when nothing
 * is left or it was on page 1; otherwise it stays and reloads.
 */
export function afterDelete(state: { page: number; rowsOnPage: number; deleted: number; totalBefore: number }): 'stay' | 'reset' | { page: number } {
  const { page, rowsOnPage, deleted, totalBefore } = state;
  if (page > 1 && deleted >= rowsOnPage) return { page: page - 1 };
  if (totalBefore - deleted <= 0 || page === 1) return 'reset';
  return 'stay';
}

/** The count above a list: 'first-last / total' (spec 002 §2), '0 / 0' when empty. */
export function rangeLabel(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 / ${formatNumber(total)}`;
  const first = (page - 1) * pageSize + 1;
  return `${formatNumber(first)}-${formatNumber(first + shown - 1)} / ${formatNumber(total)}`;
}

export type SortState = { sort: string; direction: 'asc' | 'desc' } | undefined;

/** The list's sort as the address has it; no sort when absent. */
export function sortStateOf(sort: string | undefined, direction: string | undefined): SortState {
  if (!sort) return undefined;
  return { sort, direction: direction === 'desc' ? 'desc' : 'asc' };
}

/**
 * The address change of a sortable header's click: another column sorts by
 * its first direction; the sorted one turns around.
 */
export function nextSort(current: SortState, sort: string, first: 'asc' | 'desc' = 'asc'): { sort: string; direction: 'asc' | 'desc' } {
  if (current?.sort === sort) return { sort, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort, direction: first };
}
