import { ApiError } from '../http/api-error';
import type { Db } from './db';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Runs a write of one user's rows that keep a single default (addresses' ship_to, payment_methods' is_default) in a
 * transaction that first locks the user's row: two such writes of the same user (two tabs making different
 * defaults) run one after the other, and each sees what the other did. Should a second default still slip through,
 * the table's unique partial index refuses it, answered as 409 `default_conflict` with nothing written.
 */
export async function writeOneDefault<T>(db: Db, userId: number, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
      return write(tx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, [
      { message: 'Another change to your default came first; try again', code: 'default_conflict' },
    ]);
  }
}
