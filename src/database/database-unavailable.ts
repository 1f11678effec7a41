/** Seconds a client is told to wait (Retry-After) when the database cannot be reached: a restart or
 *  failover of PostgreSQL takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of a server that is going away or not back yet: shut down by an administrator or a
 *  crash, starting up or shutting down, out of connection slots. Class 08 (connection exception) too. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** The socket's errors when the server cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** node-postgres's own errors for a connection that broke or never came; they carry no code. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** TypeORM lets go of a transaction's connection when the connection fails between two statements
 *  (the server ended the session); the transaction's next statement then fails with one of these.
 *  (So does a statement on a transaction's manager after the transaction ended: a bug tests meet.) */
const RELEASED_BY_CONNECTION_ERROR = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

/**
 * True when a query failed because PostgreSQL could not be reached or dropped the connection (a
 * restart, a failover, a network cut), not because of the query: the request may succeed again
 * in a moment, so it is a 503, not a 500. TypeORM's QueryFailedError keeps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = (error as { driverError?: unknown } | null)?.driverError ?? error;
  // Duck-typed: errors made by Node's sockets need not be instances of this realm's Error.
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, message, errors, name } = cause as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    name?: unknown;
  };
  if (typeof name === 'string' && RELEASED_BY_CONNECTION_ERROR.has(name)) return true;
  // A host name with several addresses fails with an AggregateError, one error per address.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}
