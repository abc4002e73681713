import type { Db } from '../db/db';
import { ITEM_PHOTO_FRAMING_COUNT, itemImageSvg } from '../images/stand-ins/item-image';
import { rasteriseDrawing } from './decode';
import { describePixels, type ImageDescriptor } from './descriptors';

/** A model of the catalogue with what its generated photos are drawn from. */
export interface CatalogueModel {
  id: number;
  name: string;
  brand_id: number;
  brand: string;
  category_id: number;
  category: string;
  color: string;
  glyph: string;
}

/** One reference picture: a model's generated photo in one of its framings, described. */
export interface IndexEntry {
  model: CatalogueModel;
  photo: number;
  descriptor: ImageDescriptor;
}

/** Renders this many reference pictures at a time (sharp works on its own threads meanwhile). */
const RENDER_BATCH = 8;

/** The models with an id above `afterId`, oldest first (all of them for 0). */
export function loadCatalogueModels(db: Db, afterId = 0): Promise<CatalogueModel[]> {
  return db.query<CatalogueModel>(
    `SELECT m.id, m.name, m.brand_id, b.name AS brand, c.id AS category_id, c.name AS category, c.color, c.glyph
     FROM models m JOIN brands b ON b.id = m.brand_id JOIN categories c ON c.id = m.category_id
     WHERE m.id > $1 ORDER BY m.id`,
    [afterId],
  );
}

/**
 * Each model's generated photo in every framing /media/items draws (an item of that model's photo
 * 1 to 4), rasterised by sharp and described: what the local detector compares a seller's photo with.
 * Models drawn alike (same brand, name, colour and glyph in sibling categories) share one description.
 */
export async function describeCatalogue(models: CatalogueModel[]): Promise<IndexEntry[]> {
  const jobs = models.flatMap((model) =>
    Array.from({ length: ITEM_PHOTO_FRAMING_COUNT }, (_, index) => ({ model, photo: index + 1 })),
  );
  const described = new Map<string, Promise<ImageDescriptor>>();
  const describe = (model: CatalogueModel, photo: number) => {
    const drawing = [model.brand, model.name, model.color, model.glyph, photo].join('\u0000');
    if (!described.has(drawing))
      described.set(drawing, rasteriseDrawing(modelImageSvg(model, photo)).then(describePixels));
    return described.get(drawing)!;
  };
  const entries: IndexEntry[] = [];
  for (let start = 0; start < jobs.length; start += RENDER_BATCH) {
    const batch = jobs.slice(start, start + RENDER_BATCH);
    entries.push(
      ...(await Promise.all(
        batch.map(async ({ model, photo }) => ({ model, photo, descriptor: await describe(model, photo) })),
      )),
    );
  }
  return entries;
}

/** The model's generated photo as /media/items draws it for an item of that model. */
export function modelImageSvg(model: CatalogueModel, photo: number): string {
  return itemImageSvg({
    brand: model.brand,
    model: model.name,
    name: `${model.brand} ${model.name}`,
    color: model.color,
    glyph: model.glyph,
    photo,
  });
}
