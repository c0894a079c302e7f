/** Whether PostgreSQL refused with this SQLSTATE, however the driver wraps the error. */
function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** True when a unique index refused a row (PostgreSQL's unique_violation, 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** True when a foreign key refused a change (foreign_key_violation, 23503): a delete of a row others still name. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, '23503');
}
