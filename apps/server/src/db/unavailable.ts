// Errors that mean the database did not answer at all (stopped, restarting,
// unreachable, out of connections), as opposed to a query it refused. Drizzle
// wraps a driver's error in its own (`cause`), so the whole chain is read.

/** Network failures of the connection itself. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** SQLSTATEs: 57P01–57P03 the server is shutting down or starting, 53300 too many connections (class 08, connection exceptions, below). */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres, its pool and PGlite say when there is no connection to use. */
const unavailableMessages = /^(Cannot use a pool after calling end on the pool|Connection terminated|timeout exceeded when trying to connect|PGlite is closed)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (unavailableMessages.test(current.message)) return true;
    // Connecting to every address of a host failed.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
