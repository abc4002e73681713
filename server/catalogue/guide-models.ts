import type { GuideModel } from '../../schemas/cms/buying-guide';
import type { ParsedModelSearchParams } from '../../schemas/requests/model-search';
import type { Db } from '../db/db';
import { publicItemSql } from '../items/item-visibility';

/** How many popular models a buying guide lists (spec §9). */
export const GUIDE_POPULAR_MODELS = 10;

const MODEL_SELECT = `
  SELECT m.id, m.name, b.name AS brand_name, c.name AS category_name, c.slug AS category_slug,
         count(i.id) FILTER (WHERE i.state = 'available')::int AS available_count,
         min(i.price) FILTER (WHERE i.state = 'available') AS price_min,
         max(i.price) FILTER (WHERE i.state = 'available') AS price_max,
         -- Pictured by a public item only: a draft's photos are its seller's (and a list-flow draft may have none).
         min(i.id) FILTER (WHERE ${publicItemSql}) AS first_item_id,
         sum(i.favoriters_count) AS popularity
  FROM models m
  JOIN brands b ON b.id = m.brand_id
  JOIN categories c ON c.id = m.category_id
  LEFT JOIN items i ON i.model_id = m.id`;

interface ModelRow {
  id: number;
  name: string;
  brand_name: string;
  category_name: string;
  category_slug: string;
  available_count: number;
  price_min: number | null;
  price_max: number | null;
  first_item_id: number | null;
}

function toGuideModel(row: ModelRow): GuideModel {
  return {
    id: row.id,
    url: `/shop/${row.category_slug}?model=${row.id}`,
    name: row.name,
    display_name: `${row.brand_name} ${row.name}`,
    brand_name: row.brand_name,
    category_name: row.category_name,
    available_count: row.available_count,
    price_min: row.price_min,
    price_max: row.price_max,
    primary_image: {
      edge_url:
        row.first_item_id === null
          ? `/media/categories/${row.category_slug}.svg`
          : `/media/items/${row.first_item_id}/1.svg`,
    },
  };
}

/** Models by id, in the order given (unknown ids left out). */
export async function findGuideModels(db: Db, ids: number[]): Promise<GuideModel[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ModelRow>(
    `${MODEL_SELECT} WHERE m.id = ANY ($1::int[]) GROUP BY m.id, b.name, c.name, c.slug`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, toGuideModel(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The most favourited models of a category (and its descendants), optionally of one brand. */
export function popularGuideModels(db: Db, categoryId: number, brandId: number | null): Promise<GuideModel[]> {
  return searchModels(db, {
    category_id: categoryId,
    brand_id: brandId ?? undefined,
    sort: 'popular_desc',
    page_size: GUIDE_POPULAR_MODELS,
  });
}

const MODEL_ORDER: Record<ParsedModelSearchParams['sort'], string> = {
  popular_desc: 'coalesce(sum(i.favoriters_count), 0) DESC, m.id',
  // Models carry no editor position; the catalogue's order (brand, then name) stands in.
  position_asc: 'b.name, m.name, m.id',
};

/** `q` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * GET /v1/models: the models of a category and its descendants, optionally of one brand, and with
 * `q` those whose '{brand} {model}' name holds it, in any case.
 */
export async function searchModels(db: Db, params: ParsedModelSearchParams): Promise<GuideModel[]> {
  const rows = await db.query<ModelRow>(
    `${MODEL_SELECT}
     WHERE $1 = ANY (c.lineage) AND ($2::int IS NULL OR m.brand_id = $2)
       AND ($4::text IS NULL OR b.name || ' ' || m.name ILIKE $4)
     GROUP BY m.id, b.name, c.name, c.slug
     ORDER BY ${MODEL_ORDER[params.sort]}
     LIMIT $3`,
    [params.category_id, params.brand_id ?? null, params.page_size, params.q ? containing(params.q) : null],
  );
  return rows.map(toGuideModel);
}
