import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { clearAttempts, countAttempt, uncountAttempt } from '../limits/attempt-counters';

/**
 * Sign-in attempts allowed per 15-minute window: 5 for one account from one address (so strangers
 * cannot lock a victim out everywhere), 50 for one account from anywhere, 20 from one address.
 */
export const MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_ATTEMPTS_PER_ACCOUNT = 50;
export const MAX_ATTEMPTS_PER_ADDRESS = 20;

/** The counters one sign-in attempt counts on. */
export interface SignInKeys {
  accountAndAddress: string;
  account: string;
  address: string;
}

/**
 * An existing account is counted by its user id, so its username and its e-mail address are one
 * account; an unknown name by its normalised text.
 */
export function signInKeys(account: { userId: number } | { name: string }, address: string): SignInKeys {
  const accountKey =
    'userId' in account ? `account:user:${account.userId}` : `account:name:${account.name.trim().toLowerCase()}`;
  return { accountAndAddress: `${accountKey}@${address}`, account: accountKey, address: `address:${address}` };
}

const tooMany = () =>
  new ApiError(429, [
    { message: 'Too many sign-in attempts. Please wait a few minutes and try again.', code: 'rate_limited' },
  ]);

/** Counts a sign-in attempt before its password is checked; 429 when any of its limits is used up. */
export async function countSignInAttempt(db: Db, keys: SignInKeys): Promise<void> {
  await countAttempt(
    db,
    [
      { key: keys.accountAndAddress, max: MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS },
      { key: keys.account, max: MAX_ATTEMPTS_PER_ACCOUNT },
      { key: keys.address, max: MAX_ATTEMPTS_PER_ADDRESS },
    ],
    tooMany,
  );
}

/**
 * A right password: that account-and-address starts afresh, and the attempt is no failure of the account or the
 * address.
 */
export async function signInSucceeded(db: Db, keys: SignInKeys): Promise<void> {
  await clearAttempts(db, [keys.accountAndAddress]);
  await uncountAttempt(db, [keys.account, keys.address]);
}
