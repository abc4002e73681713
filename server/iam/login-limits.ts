import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** Failed sign-ins counted over the last 15 minutes. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** At most 5 failures per account and 20 per address within the window; then 429 until they age out. */
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

export interface LoginKeys {
  account: string;
  address: string;
}

export function loginKeys(usernameOrEmail: string, address: string): LoginKeys {
  return { account: `account:${usernameOrEmail.trim().toLowerCase()}`, address: `address:${address}` };
}

/** Refuses (429) when the account or the address has failed too often lately. */
export async function assertLoginAllowed(db: Db, keys: LoginKeys): Promise<void> {
  const [counts] = await db.query<{ account: number; address: number }>(
    `SELECT count(*) FILTER (WHERE key = $1)::int AS account, count(*) FILTER (WHERE key = $2)::int AS address
     FROM login_failures WHERE key IN ($1, $2) AND failed_at > now() - make_interval(secs => $3)`,
    [keys.account, keys.address, LOGIN_WINDOW_SECONDS],
  );
  if ((counts?.account ?? 0) >= MAX_FAILURES_PER_ACCOUNT || (counts?.address ?? 0) >= MAX_FAILURES_PER_ADDRESS) {
    throw new ApiError(429, [{ message: 'Too many sign-in attempts. Please wait a few minutes and try again.', code: 'rate_limited' }]);
  }
}

export async function recordLoginFailure(db: Db, keys: LoginKeys): Promise<void> {
  await db.query(
    `WITH old AS (DELETE FROM login_failures WHERE failed_at < now() - make_interval(secs => $3))
     INSERT INTO login_failures (key) VALUES ($1), ($2)`,
    [keys.account, keys.address, LOGIN_WINDOW_SECONDS],
  );
}

/** A successful sign-in forgets the account's failures (not the address's). */
export async function clearAccountFailures(db: Db, keys: LoginKeys): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [keys.account]);
}
