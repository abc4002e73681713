import type { MarketplaceAccount } from '../../schemas/requests/connected-accounts';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { MarketplaceConnector } from './connector';
import { requireMarketplace } from './unavailable';

/** The vacation cause of a broken marketplace connection (spec §4.3 '{marketplace}_disconnect'). */
export const DISCONNECT_VACATION = 'ebay_disconnect';

/**
 * The user's eBay account as /settings/integrations shows it: connected, disconnected (a connection
 * that ended, or none while a vacation names ebay_disconnect as its cause: the banner's link lands
 * here) or not connected.
 */
export async function readMarketplaceAccount(
  db: Db,
  connector: MarketplaceConnector,
  userId: number,
): Promise<MarketplaceAccount> {
  const [row] = await db.query<{
    username: string | null;
    connected_at: Date | null;
    disconnected_at: Date | null;
    vacation_disconnect: boolean;
  }>(
    `SELECT a.username, a.connected_at, a.disconnected_at,
       EXISTS (SELECT 1 FROM vacations v WHERE v.user_id = $1 AND v.ended_at IS NULL AND v.details = $2)
         AS vacation_disconnect
     FROM (SELECT 1) AS one
     LEFT JOIN marketplace_accounts a ON a.user_id = $1 AND a.marketplace = 'ebay'`,
    [userId, DISCONNECT_VACATION],
  );
  const connected = Boolean(row?.connected_at && !row.disconnected_at && !row.vacation_disconnect);
  const disconnected = !connected && Boolean(row?.disconnected_at || row?.vacation_disconnect);
  return {
    marketplace: 'ebay',
    available: connector.available,
    state: connected ? 'connected' : disconnected ? 'disconnected' : 'not_connected',
    username: row?.username ?? null,
    connected_at: row?.connected_at?.toISOString() ?? null,
    disconnected_at: row?.disconnected_at?.toISOString() ?? null,
  };
}

/**
 * Connects the eBay account behind the consent page's authorization code (503 without a provider,
 * 422 `invalid_authorization` when eBay refuses the code, 409 `already_connected` when that eBay
 * account is another seller's). Reconnecting replaces the user's earlier account and ends a
 * vacation the broken connection started (cause ebay_disconnect, not one an admin made).
 */
export async function connectMarketplaceAccount(
  db: Db,
  connector: MarketplaceConnector,
  userId: number,
  authorizationCode: string,
): Promise<void> {
  requireMarketplace(connector);
  const account = await connector.connectAccount(authorizationCode);
  if (!account)
    throw new ApiError(422, [
      {
        message: 'eBay did not accept the connection. Try again.',
        code: 'invalid_authorization',
        field: 'authorization_code',
      },
    ]);
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO marketplace_accounts (user_id, marketplace, external_user_id, username, connected_at)
         VALUES ($1, 'ebay', $2, $3, ks_now())
         ON CONFLICT (user_id, marketplace) DO UPDATE SET external_user_id = EXCLUDED.external_user_id,
           username = EXCLUDED.username, connected_at = EXCLUDED.connected_at, disconnected_at = NULL`,
        [userId, account.externalUserId, account.username],
      );
      await tx.query(
        `UPDATE vacations SET ended_at = ks_now()
         WHERE user_id = $1 AND ended_at IS NULL AND details = $2 AND generated_by <> 'admin'`,
        [userId, DISCONNECT_VACATION],
      );
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505')
      throw new ApiError(409, [
        { message: 'This eBay account is connected to another Kitswap account', code: 'already_connected' },
      ]);
    throw error;
  }
}

/** Disconnects the user's eBay account (503 without a provider, 409 `not_connected` when none is connected). */
export async function disconnectMarketplaceAccount(
  db: Db,
  connector: MarketplaceConnector,
  userId: number,
): Promise<void> {
  requireMarketplace(connector);
  const [row] = await db.query<{ external_user_id: string }>(
    `SELECT external_user_id FROM marketplace_accounts
     WHERE user_id = $1 AND marketplace = 'ebay' AND disconnected_at IS NULL`,
    [userId],
  );
  if (!row) throw new ApiError(409, [{ message: 'No eBay account is connected', code: 'not_connected' }]);
  await connector.disconnectAccount(row.external_user_id);
  await db.query(
    `UPDATE marketplace_accounts SET disconnected_at = ks_now()
     WHERE user_id = $1 AND marketplace = 'ebay' AND disconnected_at IS NULL`,
    [userId],
  );
}
