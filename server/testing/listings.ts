import type { Hono } from 'hono';
import { listingSchema, type Listing } from '../../schemas/entities/listing';
import type { Db } from '../db/db';
import { uploadUrl, type RenditionSize } from '../images/image-paths';
import { requestAs } from './requests';

/** Where upload `id`'s rendition is served: its URL key's address (GET /media/uploads/{key}/{size}.webp). */
export async function uploadUrlOf(db: Db, id: number, size: RenditionSize = 'large'): Promise<string> {
  const [row] = await db.query<{ url_key: string }>('SELECT url_key FROM uploaded_images WHERE id = $1', [id]);
  return uploadUrl(row!.url_key, size);
}

/** A loose uploaded photo of `ownerId` (a few bytes: the list flow never reads them). */
export async function insertPhoto(db: Db, ownerId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO uploaded_images (owner_id, content_type, width, height, large, small)
     VALUES ($1, 'image/webp', 4, 3, '\\x00010203'::bytea, '\\x00'::bytea) RETURNING id`,
    [ownerId],
  );
  return row!.id;
}

/** The ids a publishable senior hockey stick needs: its category path, a model, and its required detail values. */
export async function hockeyStickIds(db: Db) {
  const [row] = await db.query<{
    lineage: number[];
    model_id: number;
    other_model_id: number;
    hand: number;
    curve: number;
    flex: number;
  }>(
    `SELECT c.lineage,
       (SELECT id FROM models WHERE category_id = c.id ORDER BY id LIMIT 1) AS model_id,
       (SELECT m.id FROM models m JOIN categories mc ON mc.id = m.category_id WHERE mc.slug = 'golf/clubs/drivers' ORDER BY m.id LIMIT 1) AS other_model_id,
       (SELECT v.id FROM category_detail_values v JOIN category_details d ON d.id = v.detail_id WHERE d.slug = 'hand' AND d.category_id = c.parent_id AND v.slug = 'left') AS hand,
       (SELECT v.id FROM category_detail_values v JOIN category_details d ON d.id = v.detail_id WHERE d.slug = 'curve' AND d.category_id = c.parent_id AND v.slug = 'p92') AS curve,
       (SELECT v.id FROM category_detail_values v JOIN category_details d ON d.id = v.detail_id WHERE d.slug = 'flex' AND d.category_id = c.id AND v.slug = '87-flex') AS flex
     FROM categories c WHERE c.slug = 'hockey/sticks/senior'`,
  );
  return row!;
}

/** The list-flow calls of one seller: create, save, and everything a complete listing needs. */
export function listFlowCalls(app: () => Hono, db: () => Db) {
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(app(), method, path, userId, body);
  const listing = (answer: { status: number; body: unknown }) =>
    listingSchema.parse((answer.body as { data: unknown }).data);
  return {
    call,
    listing,
    /** A draft with every field publishing needs (one photo, a parcel), not yet published. */
    async completeDraft(sellerId: number, name = 'Used Bauer Senior Hockey Stick'): Promise<Listing> {
      const ids = await hockeyStickIds(db());
      const parcel = await call('POST', '/v1/parcels', sellerId, {
        parcel: { length: 62, width: 6, height: 4, weight: 1.5 },
      });
      const answer = await call('POST', '/v1/items', sellerId, {
        item: {
          name,
          category_ids: ids.lineage,
          model_id: ids.model_id,
          details: [
            { slug: 'condition', values: [{ id: 2 }] },
            { slug: 'hand', values: [{ id: ids.hand }] },
            { slug: 'curve', values: [{ id: ids.curve }] },
            { slug: 'flex', values: [{ id: ids.flex }] },
          ],
          description: 'One season, no cracks.',
          list_price: 149.5,
          images: [{ id: await insertPhoto(db(), sellerId) }],
          parcel_id: (parcel.body as { data: { id: number } }).data.id,
        },
      });
      if (answer.status !== 201)
        throw new Error(`POST /v1/items answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return listing(answer);
    },
  };
}
