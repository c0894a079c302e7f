// For the places where a list cannot be short: a row an insert just returned,
// the one row of a count, the element a test has just made. An index into an
// array is `T | undefined` to the compiler (noUncheckedIndexedAccess); these
// say which item is certainly there and fail loudly, naming it, if it is not.

/** The item at `index` (negative counts from the end, as `Array.prototype.at`), which the caller knows exists. */
export function itemAt<T>(items: readonly T[], index: number, what: string): T {
  const item = items.at(index);
  if (item === undefined) throw new Error(`${what}: no item at ${index} of ${items.length}`);
  return item;
}

/** The single item of a list that holds exactly one: the row an insert returned, a count, a lookup by primary key. */
export function only<T>(items: readonly T[], what: string): T {
  if (items.length !== 1) throw new Error(`${what}: expected exactly one, found ${items.length}`);
  return itemAt(items, 0, what);
}
