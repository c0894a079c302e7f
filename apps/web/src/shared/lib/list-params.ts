import { useSearchParams } from 'react-router';

/**
 * A list's filters and page live in the URL query, so a list can be shared and
 * the back button returns to the same page. Numbers that are missing or not
 * positive integers read as undefined (page as 1).
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [searchParams] = useSearchParams();
  const readNumber = (key: string) => {
    const value = Number(searchParams.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? undefined])) as Record<K, string | undefined>;

  /** The address of this list with some parameters changed; changing a filter goes back to page 1. */
  const hrefWith = (changes: Partial<Record<K | 'page', string | number | undefined>>) => {
    const next = new URLSearchParams(searchParams);
    const changesFilter = Object.keys(changes).some((key) => key !== 'page');
    if (changesFilter) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  return { page: readNumber('page') ?? 1, values, readNumber, hrefWith };
}
