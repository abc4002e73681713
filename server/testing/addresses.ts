import type { Db } from '../db/db';

/**
 * Gives a user a default shipping address when they have none (checkout refuses without one, 422
 * address_required): the generated users of the seed have none; the demo accounts and every party of a seeded sale do.
 */
export async function giveShipTo(db: Db, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO addresses (user_id, name, street1, city, region, postal_code, country, ship_to)
     SELECT $1, 'Test Buyer', '1 Main St', 'Boston', 'MA', '02116', 'US', true
     WHERE NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND ship_to)
     ON CONFLICT DO NOTHING`,
    [userId],
  );
}
