/** What removing row `index` of `count` does: the only row is emptied in place (spec: one empty row stays), any other goes. */
export function removalOf(count: number, index: number): { kind: 'clear' } | { kind: 'remove'; focusIndex: number } {
  if (count <= 1) return { kind: 'clear' };
  return { kind: 'remove', focusIndex: Math.min(index, count - 2) };
}

/** Whether one more row fits under the limit (no limit: always). */
export const canAddRow = (count: number, max: number | undefined) => max === undefined || count < max;
