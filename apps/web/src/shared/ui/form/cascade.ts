/** The empty value of the kind a field holds: null for a chosen seq, '' for text, [] for rows, false for a flag. */
export function emptyLike(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (typeof value === 'string') return '';
  if (typeof value === 'boolean') return false;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, emptyLike(inner)]));
  }
  return null;
}
