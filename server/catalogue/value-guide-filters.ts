import { detailFiltersOf, type ParsedValueGuideParams } from '../../schemas/requests/value-guide';
import type { Db } from '../db/db';

/**
 * The category-detail filters (`flex[]`) that are no detail of the categories or models asked
 * about — of one of them, an ancestor or a descendant (migration 109) — so a misspelt or foreign
 * detail is refused rather than pricing without its filter.
 */
export async function unknownDetailFilters(db: Db, params: ParsedValueGuideParams): Promise<string[]> {
  const slugs = Object.keys(detailFiltersOf(params));
  if (slugs.length === 0) return [];
  const known = await db.query<{ slug: string }>(
    `SELECT DISTINCT d.slug
     FROM categories c
     JOIN categories related ON related.id = ANY (c.lineage) OR c.id = ANY (related.lineage)
     JOIN category_details d ON d.category_id = related.id
     WHERE (c.id = ANY ($1::int[]) OR c.id IN (SELECT category_id FROM models WHERE id = ANY ($2::int[])))
       AND d.slug = ANY ($3::text[])`,
    [params['category[]'] ?? [], params['model[]'] ?? [], slugs],
  );
  return slugs.filter((slug) => !known.some((row) => row.slug === slug));
}
