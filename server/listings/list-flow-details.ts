import type { ListFlowDetail } from '../../schemas/entities/listing';
import { valueGuideDetails } from '../catalogue/value-guide';
import type { Db } from '../db/db';

interface CategoryDetailRow {
  slug: string;
  name: string;
  required: boolean;
  value_guides_required: boolean;
  values: { id: number; slug: string; name: string }[];
}

/**
 * GET /v1/details?category_id&context=list-flow: what the list flow asks in a category — brand
 * (brands with a model in it or below) and condition, both required, as the value guide lists them,
 * then the category's own details and its ancestors' (migration 109), top category first. Null for
 * an unknown category.
 */
export async function listFlowDetails(db: Db, categoryId: number): Promise<ListFlowDetail[] | null> {
  const guide = await valueGuideDetails(db, categoryId);
  if (!guide) return null;
  const own = await db.query<CategoryDetailRow>(
    `SELECT d.slug, d.name, d.required, d.value_guides_required,
       (SELECT json_agg(json_build_object('id', v.id, 'slug', v.slug, 'name', v.name) ORDER BY v.position, v.id)
          FROM category_detail_values v WHERE v.detail_id = d.id) AS values
     FROM categories c JOIN category_details d ON d.category_id = ANY (c.lineage)
     WHERE c.id = $1
     ORDER BY array_position(c.lineage, d.category_id), d.position, d.id`,
    [categoryId],
  );
  return [
    ...guide.data.map((detail) => ({ ...detail, required: true })),
    ...own.map((detail) => ({ ...detail, values: detail.values ?? [] })),
  ];
}
