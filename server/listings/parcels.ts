import type { Parcel } from '../../schemas/entities/listing';
import type { ParcelInput } from '../../schemas/requests/item-draft';
import type { Db } from '../db/db';

/** POST /v1/parcels: a parcel of the caller's, for their items' `parcel_id`. */
export async function createParcel(db: Db, ownerId: number, parcel: ParcelInput): Promise<Parcel> {
  const [row] = await db.query<Parcel>(
    `INSERT INTO parcels (owner_id, length, width, height, weight) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, length, width, height, weight`,
    [ownerId, parcel.length, parcel.width, parcel.height, parcel.weight],
  );
  return row!;
}
