import type { BlockQuery } from '../../schemas/block';
import type { Lander, LanderV2 } from '../../schemas/entities/lander';
import type { Db } from '../db/db';
import { findItemsByIds } from './item-search';
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
