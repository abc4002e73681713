import type { PaymentMethod } from '../../schemas/requests/payment-methods';
import type { Db } from '../db/db';
import { writeOneDefault } from '../db/user-write';
import { ApiError } from '../http/api-error';
import type { PaymentGateway } from './gateway';
import { requirePayments } from './unavailable';

type PaymentMethodRow = Omit<PaymentMethod, 'created_at'> & { created_at: Date };

const notFound = () => ApiError.notFound('Saved card not found');

/** The user's saved cards: the default first, then the newest first. Their tokens stay here. */
export async function listPaymentMethods(db: Db, userId: number): Promise<PaymentMethod[]> {
  const rows = await db.query<PaymentMethodRow>(
    `SELECT id, gateway, brand, last4, exp_month, exp_year, is_default, created_at FROM payment_methods
     WHERE user_id = $1 ORDER BY is_default DESC, created_at DESC, id DESC`,
    [userId],
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/**
 * Saves the card a payment form's nonce stands for: the gateway's vault keeps it and answers a token, brand, last
 * four digits and expiry, which are stored (never a number). The user's first card becomes the default. Without a
 * payment provider 503 before anything; a nonce the vault refuses 422 with nothing written.
 */
export async function addPaymentMethod(db: Db, gateway: PaymentGateway, userId: number, nonce: string): Promise<void> {
  requirePayments(gateway);
  const vaulted = await gateway.vaultCard(nonce);
  if (!vaulted.ok) throw new ApiError(422, [{ message: vaulted.message, code: vaulted.reason, field: 'nonce' }]);
  const { card } = vaulted;
  await writeOneDefault(db, userId, (tx) =>
    tx.query(
      `INSERT INTO payment_methods (user_id, gateway, token, brand, last4, exp_month, exp_year, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $1 AND is_default))`,
      [userId, gateway.name, card.token, card.brand, card.last4, card.exp_month, card.exp_year],
    ),
  );
}

/** Makes one of the user's saved cards the default, unsetting the other in the same transaction; else 404. */
export async function makeDefaultPaymentMethod(db: Db, userId: number, id: number): Promise<void> {
  await writeOneDefault(db, userId, async (tx) => {
    const [target] = await tx.query('SELECT id FROM payment_methods WHERE id = $1 AND user_id = $2', [id, userId]);
    if (!target) throw notFound();
    await tx.query('UPDATE payment_methods SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [
      userId,
      id,
    ]);
    await tx.query('UPDATE payment_methods SET is_default = true WHERE id = $1', [id]);
  });
}

/**
 * Removes one of the user's saved cards, and the vault lets go of it in the same transaction (its refusal rolls the
 * removal back). Removing the default makes the newest remaining card the default. Another user's card is 404.
 */
export async function removePaymentMethod(db: Db, gateway: PaymentGateway, userId: number, id: number): Promise<void> {
  requirePayments(gateway);
  await writeOneDefault(db, userId, async (tx) => {
    const [removed] = await tx.query<{ token: string; is_default: boolean }>(
      'DELETE FROM payment_methods WHERE id = $1 AND user_id = $2 RETURNING token, is_default',
      [id, userId],
    );
    if (!removed) throw notFound();
    if (removed.is_default)
      await tx.query(
        `UPDATE payment_methods SET is_default = true WHERE id = (
           SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
        [userId],
      );
    await gateway.forgetCard(removed.token);
  });
}

/**
 * The token of one of the user's saved cards, to charge at checkout: another user's (or a missing) card is 404, one
 * saved with another gateway 422 (it cannot be charged here).
 */
export async function savedCardToken(db: Db, gateway: PaymentGateway, userId: number, id: number): Promise<string> {
  const [card] = await db.query<{ token: string; gateway: string }>(
    'SELECT token, gateway FROM payment_methods WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  const field = 'checkout.payment_method_id';
  if (!card) throw new ApiError(404, [{ message: 'Saved card not found', code: 'not_found', field }]);
  if (card.gateway !== gateway.name)
    throw new ApiError(422, [
      { message: 'This saved card cannot be charged here; add it again', code: 'invalid_nonce', field },
    ]);
  return card.token;
}
