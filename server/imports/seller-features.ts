import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/**
 * The feature check of spec §6 on the server: on when the user's features hold the slug; export_items
 * is also on for trade-in accounts. 403 otherwise.
 */
export async function requireFeature(db: Db, userId: number, slug: 'import_items' | 'export_items'): Promise<void> {
  const [row] = await db.query<{ allowed: boolean }>(
    `SELECT $2 = ANY (features) OR ($2 = 'export_items' AND trade_in_account) AS allowed
       FROM user_configurations WHERE user_id = $1`,
    [userId, slug],
  );
  if (row?.allowed) return;
  const message =
    slug === 'import_items'
      ? 'CSV import is for sellers with the import feature. Contact us to have it turned on.'
      : 'Exporting items is for sellers with the export feature or a trade-in account.';
  throw new ApiError(403, [{ message, code: 'forbidden' }]);
}
