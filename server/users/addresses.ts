import type { z } from 'zod';
import type { Address, addressBodySchema } from '../../schemas/requests/addresses';
import type { Db } from '../db/db';
import { writeOneDefault } from '../db/user-write';
import { ApiError } from '../http/api-error';

type AddressInput = z.output<typeof addressBodySchema>;
type AddressRow = Omit<Address, 'created_at'> & { created_at: Date };

const COLUMNS = 'id, name, street1, street2, city, region, postal_code, country, ship_to, created_at';

const notFound = () => ApiError.notFound('Address not found');

/** The user's addresses: the default shipping address first, then the newest first. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY ship_to DESC, created_at DESC, id DESC`,
    [userId],
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** Adds an address; the user's first one becomes their default shipping address. */
export async function createAddress(db: Db, userId: number, address: AddressInput): Promise<void> {
  await writeOneDefault(db, userId, async (tx) => {
    await tx.query(
      `INSERT INTO addresses (user_id, name, street1, street2, city, region, postal_code, country, ship_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND ship_to))`,
      [userId, address.name, address.street1, address.street2, address.city, address.region, address.postal_code,
        address.country], // prettier-ignore
    );
  });
}

/** Changes one of the user's addresses; another user's (or a missing) one is 404. */
export async function updateAddress(db: Db, userId: number, id: number, address: AddressInput): Promise<void> {
  await writeOneDefault(db, userId, async (tx) => {
    const changed = await tx.query(
      `UPDATE addresses SET name = $3, street1 = $4, street2 = $5, city = $6, region = $7, postal_code = $8, country = $9
       WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId, address.name, address.street1, address.street2, address.city, address.region, address.postal_code,
        address.country], // prettier-ignore
    );
    if (changed.length === 0) throw notFound();
  });
}

/** Makes one of the user's addresses the default shipping address, unsetting the other in the same transaction. */
export async function makeDefaultAddress(db: Db, userId: number, id: number): Promise<void> {
  await writeOneDefault(db, userId, async (tx) => {
    const [target] = await tx.query('SELECT id FROM addresses WHERE id = $1 AND user_id = $2', [id, userId]);
    if (!target) throw notFound();
    await tx.query('UPDATE addresses SET ship_to = false WHERE user_id = $1 AND ship_to AND id <> $2', [userId, id]);
    await tx.query('UPDATE addresses SET ship_to = true WHERE id = $1', [id]);
  });
}

/**
 * Deletes one of the user's addresses. Deleting the default makes the newest remaining address the default, so a
 * user with addresses always has one to ship to. Orders keep their own copy (orders.ship_to), so none is lost.
 */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await writeOneDefault(db, userId, async (tx) => {
    const [deleted] = await tx.query<{ ship_to: boolean }>(
      'DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING ship_to',
      [id, userId],
    );
    if (!deleted) throw notFound();
    if (deleted.ship_to)
      await tx.query(
        `UPDATE addresses SET ship_to = true WHERE id = (
           SELECT id FROM addresses WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
        [userId],
      );
  });
}
