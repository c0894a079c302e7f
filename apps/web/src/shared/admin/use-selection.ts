import { useCallback, useMemo, useState } from 'react';

/**
 * The checked rows of a list page. Only rows on the page count: a new page,
 * search or reload leaves nothing checked that is not shown.
 */
export function useSelection(keys: readonly number[]) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const signature = keys.join(',');
  const [seenSignature, setSeenSignature] = useState(signature);
  if (seenSignature !== signature) {
    setSeenSignature(signature);
    setChecked(new Set());
  }
  const selected = useMemo(() => keys.filter((key) => checked.has(key)), [keys, checked]);
  const toggle = useCallback((key: number) => {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const allChecked = keys.length > 0 && selected.length === keys.length;
  const toggleAll = useCallback(() => setChecked(allChecked ? new Set() : new Set(keys)), [allChecked, keys]);
  const clear = useCallback(() => setChecked(new Set()), []);
  return { selected, isChecked: (key: number) => checked.has(key), toggle, allChecked, someChecked: selected.length > 0 && !allChecked, toggleAll, clear };
}
