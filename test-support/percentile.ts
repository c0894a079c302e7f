/** The value at quantile `q` (0.5 the median, 0.99 the p99) of unsorted values: the nearest rank, NaN for none. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  // No values, no percentile: the index is then -1.
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
