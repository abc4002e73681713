import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

export interface ContactVerification {
  phone_verified: boolean;
  email_verified: boolean;
}

/** Whether the user has a verified phone number (user_phones) or e-mail address (user_logins). */
export async function contactVerification(db: Db, userId: number): Promise<ContactVerification> {
  const [row] = await db.query<ContactVerification>(
    `SELECT EXISTS (SELECT 1 FROM user_phones WHERE user_id = $1) AS phone_verified,
       coalesce((SELECT email_verified FROM user_logins WHERE user_id = $1), false) AS email_verified`,
    [userId],
  );
  return row ?? { phone_verified: false, email_verified: false };
}

/** Messaging a seller needs a verified phone number or e-mail address (spec §5, §6); 403 `unverified` otherwise. */
export async function assertMayMessageSellers(db: Db, userId: number): Promise<void> {
  const { phone_verified, email_verified } = await contactVerification(db, userId);
  if (!phone_verified && !email_verified) {
    throw new ApiError(403, [{ message: 'Verify your phone number to message sellers', code: 'unverified' }]);
  }
}
