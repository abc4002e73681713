import type { Db } from '../db/db';
import { itemImageSvg } from './stand-ins/item-image';

/**
 * The generated stand-in photo `photo` (1-based) of an item, as SVG: its category's drawing on the
 * sport's colour with brand and model. Null for an unknown item or a photo past its image_count.
 */
export async function generatedItemImageSvg(db: Db, itemId: number, photo: number): Promise<string | null> {
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
    [itemId],
  );
  if (!item || photo > item.image_count) return null;
  return itemImageSvg({ ...item, photo });
}
