import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findLoginByUserId } from './accounts';
import { countSignInAttempt, signInKeys, signInSucceeded } from './login-limits';
import { verifyPassword } from './passwords';

/**
 * The caller's current password, counted like a sign-in of the account from the caller's address
 * (429 past the limits): a stolen access token cannot try passwords faster than the sign-in form.
 * A wrong one, or an account without a password (social sign-up), is 422 on `current_password`.
 */
export async function checkCurrentPassword(db: Db, userId: number, password: string, address: string): Promise<void> {
  const keys = signInKeys({ userId }, address);
  await countSignInAttempt(db, keys);
  const login = await findLoginByUserId(db, userId);
  if (!login?.password_hash || !(await verifyPassword(password, login.password_hash))) {
    throw new ApiError(422, [
      { message: 'Your current password is not right', code: 'invalid_credentials', field: 'current_password' },
    ]);
  }
  await signInSucceeded(db, keys);
}

/**
 * A change that needs the owner (e-mail change, deleting the account): an account with a password must give
 * it (422 `current_password` when missing or wrong, counted as a sign-in); one without (social sign-up) proves
 * itself by its session alone.
 */
export async function checkOwnerPassword(
  db: Db,
  userId: number,
  password: string | undefined,
  address: string,
): Promise<void> {
  const login = await findLoginByUserId(db, userId);
  if (!login?.password_hash) return;
  if (password === undefined)
    throw new ApiError(422, [{ message: 'Enter your current password', code: 'required', field: 'current_password' }]);
  await checkCurrentPassword(db, userId, password, address);
}
