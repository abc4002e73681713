import sharp from 'sharp';
import type { Db } from '../db/db';
import { itemImageSvg } from '../media/item-image';
import type { OwnImage } from './image-uri';

/** An image's bytes, and for an uploaded photo who uploaded it. */
export interface ImageBytes {
  bytes: Uint8Array;
  ownerId: number | null;
}

/**
 * The bytes of one of our images: an uploaded photo's large rendition, or an item's generated photo
 * as /media/items draws it, rasterised by sharp to PNG; null when there is no such image.
 * A stand-in until the photos work's `loadImageBytes(db, uri)` (server/images) is merged.
 */
export async function loadOwnImage(db: Db, image: OwnImage): Promise<ImageBytes | null> {
  if (image.kind === 'upload') {
    const [row] = await db.query<{ large: Uint8Array; owner_id: number }>(
      'SELECT large, owner_id FROM uploaded_images WHERE id = $1',
      [image.id],
    );
    return row ? { bytes: row.large, ownerId: row.owner_id } : null;
  }
  const [item] = await db.query<{
    name: string;
    brand: string | null;
    model: string | null;
    color: string;
    glyph: string;
    image_count: number;
  }>(
    `SELECT i.name, b.name AS brand, m.name AS model, c.color, c.glyph, i.image_count
     FROM items i JOIN categories c ON c.id = i.category_id
     LEFT JOIN brands b ON b.id = i.brand_id LEFT JOIN models m ON m.id = i.model_id
     WHERE i.id = $1`,
    [image.id],
  );
  if (!item || image.photo > item.image_count) return null;
  const svg = Buffer.from(itemImageSvg({ ...item, photo: image.photo }));
  return { bytes: await sharp(svg).png().toBuffer(), ownerId: null };
}
