import type { BlockQuery } from '../../schemas/block';
import type { Item } from '../../schemas/entities/item';
import type { Lander, LanderV2 } from '../../schemas/entities/lander';
import { itemSearchParamsSchema } from '../../schemas/requests/item-search';
import type { Db } from '../db/db';
import { findItemsByIds, searchItems } from '../search/item-search';
import { toPageView } from './page-views';

interface LanderRow {
  id: number;
  slug: string;
  path: string;
  title: string;
  query: BlockQuery;
  show_categories: boolean;
  category_id: number | null;
  model: Lander['model'];
}

interface LanderV2Row extends LanderRow {
  page_view_id: number;
  page_view_slug: string;
  page_view_title: string | null;
  page_view_updated_at: Date;
  page_view_blocks: unknown[];
  prefills: { block_id: number; item_ids: number[] }[];
}

/** A model lander's query names its model: the lander carries it (its url is the lander's path). */
const LANDER_COLUMNS = `l.id, l.slug, l.path, l.title, l.query, l.show_categories, l.category_id,
  (SELECT json_build_object('id', m.id, 'url', l.path, 'name', m.name, 'brand_name', b.name, 'description', NULL, 'category_id', m.category_id)
   FROM models m JOIN brands b ON b.id = m.brand_id
   WHERE l.query->>'model_id' ~ '^[0-9]{1,9}$' AND m.id = (l.query->>'model_id')::int) AS model`;

function toLander(row: LanderRow): Lander {
  return {
    id: row.id,
    slug: row.slug,
    path: row.path,
    title: row.title,
    query: row.query,
    show_categories: row.show_categories,
    model: row.model ?? null,
    category: row.category_id === null ? null : { id: row.category_id },
    models_category: null,
  };
}

/** Landers matching a slug ('golf', 'hockey/sticks'), or all of them without one. */
export async function listLanderRefs(
  db: Db,
  slug: string | undefined,
): Promise<{ id: number; slug: string; path: string; title: string }[]> {
  return slug === undefined
    ? db.query('SELECT id, slug, path, title FROM landers ORDER BY id')
    : db.query('SELECT id, slug, path, title FROM landers WHERE slug = $1 ORDER BY id', [slug]);
}

/**
 * `featured_item=1` (spec §7.7): the lander's featured item, the most favourited available item its query
 * (category, brand, model) finds; null for a lander whose query names none of them (a navigation lander).
 */
export async function featuredItem(db: Db, lander: Lander): Promise<Item | null> {
  const { category_id, brand_id, model_id } = lander.query;
  if (category_id === undefined && brand_id === undefined && model_id === undefined) return null;
  const params = itemSearchParamsSchema.parse({
    category_id,
    brand_id,
    model_id,
    sort: 'popular',
    page_size: 1,
    include_meta: '0',
  });
  return (await searchItems(db, params)).items[0] ?? null;
}

/**
 * The lander suggested after this one (GET /v1/landers/{id}/suggested_lander, spec §7.7), among landers of the
 * same kind (/shop or /nav): its next sibling by slug (same parent, wrapping to the first), else its nearest
 * ancestor, else its nearest descendant; null when there is none.
 */
export async function findSuggestedLander(db: Db, id: number): Promise<Lander | null> {
  const [row] = await db.query<LanderRow>(
    `WITH current AS (
       SELECT slug, path, regexp_replace(slug, '/?[^/]+$', '') AS parent FROM landers WHERE id = $1
     ), candidates AS (
       SELECT l.*, regexp_replace(l.slug, '/?[^/]+$', '') AS parent,
              CASE WHEN regexp_replace(l.slug, '/?[^/]+$', '') = current.parent THEN 0
                   WHEN starts_with(current.slug, l.slug || '/') THEN 1
                   WHEN starts_with(l.slug, current.slug || '/') THEN 2 END AS kinship,
              l.slug > current.slug AS after_current,
              length(l.slug) AS depth
         FROM landers l, current
        WHERE l.id <> $1 AND split_part(l.path, '/', 2) = split_part(current.path, '/', 2)
     )
     SELECT ${LANDER_COLUMNS}
       FROM candidates l
      WHERE l.kinship IS NOT NULL
      ORDER BY l.kinship,
               CASE WHEN l.kinship = 0 AND l.after_current THEN 0 ELSE 1 END,
               CASE l.kinship WHEN 0 THEN 0 WHEN 1 THEN -l.depth ELSE l.depth END,
               l.slug
      LIMIT 1`,
    [id],
  );
  return row ? toLander(row) : null;
}

export async function findLander(db: Db, id: number): Promise<Lander | null> {
  const [row] = await db.query<LanderRow>(`SELECT ${LANDER_COLUMNS} FROM landers l WHERE l.id = $1`, [id]);
  return row ? toLander(row) : null;
}

/** The lander with its page view and v2 meta: each pre-filled block's items, in the stored order. */
export async function findLanderV2(db: Db, id: number): Promise<LanderV2 | null> {
  const [row] = await db.query<LanderV2Row>(
    `SELECT ${LANDER_COLUMNS},
       pv.id AS page_view_id, pv.slug AS page_view_slug, pv.title AS page_view_title,
       pv.updated_at AS page_view_updated_at, pv.blocks AS page_view_blocks,
       coalesce((SELECT json_agg(json_build_object('block_id', p.block_id, 'item_ids', p.item_ids) ORDER BY p.block_id)
                 FROM lander_block_prefills p WHERE p.lander_id = l.id), '[]') AS prefills
     FROM landers l JOIN page_views pv ON pv.id = l.page_view_id
     WHERE l.id = $1`,
    [id],
  );
  if (!row) return null;
  const itemIds = [...new Set(row.prefills.flatMap((prefill) => prefill.item_ids))];
  const items = new Map((await findItemsByIds(db, itemIds)).map((item) => [item.id, item]));
  return {
    ...toLander(row),
    page_view: toPageView({
      id: row.page_view_id,
      slug: row.page_view_slug,
      title: row.page_view_title,
      updated_at: row.page_view_updated_at,
      blocks: row.page_view_blocks,
    }),
    meta: row.prefills.map((prefill) => ({
      block_id: prefill.block_id,
      objects: prefill.item_ids.flatMap((itemId) => items.get(itemId) ?? []),
    })),
  };
}
