import { ApiError } from '../http/api-error';

/**
 * The database cannot be reached (stopped, restarting, unreachable, or not answering in time): the
 * API answers 503 `unavailable` rather than 500, so clients and load balancers retry instead of
 * reporting a bug. The pool reconnects by itself once the database is back.
 */
export class DatabaseUnavailableError extends ApiError {
  constructor(override readonly cause: unknown) {
    super(503, [{ message: 'Kitswap is briefly unavailable. Please try again in a moment.', code: 'unavailable' }]);
  }
}

/** SQLSTATE classes and socket errors that mean "no database", not "bad query". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
/** node-postgres reports its own time-outs and dropped connections by message only. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error and is not queryable|Client was closed and is not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) ||
    UNAVAILABLE_MESSAGES.test(error.message)
  );
}

/** Rethrows a lost-database error as {@link DatabaseUnavailableError}, anything else as it is. */
export function unavailableOr(error: unknown): never {
  throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
}
