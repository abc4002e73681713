import type { ApiErrorEntry } from '../../schemas/api-error';
import { publishableItemSchema } from '../../schemas/requests/item-draft';
import type { Db } from '../db/db';

interface PublishFactsRow {
  name: string;
  category_ids: number[];
  description: string;
  list_price: number | null;
  image_ids: number[];
  parcel_id: number | null;
  brand_id: number | null;
  condition: string | null;
  category_is_leaf: boolean | null;
  model_fits: boolean | null;
  missing_details: { slug: string; name: string }[];
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Every reason the item cannot be published, at once (POST /v1/items/{id}/validate, publish, and a
 * published item's save): the database-free rules of publishableItemSchema, then the category is a
 * leaf, the model is of it, brand, condition and the category's required details are set, and a
 * parcel is chosen. Missing values are `required`, wrong ones `invalid`; fields are payload paths.
 */
export async function publishErrors(db: Db, itemId: number): Promise<ApiErrorEntry[]> {
  const [facts] = await db.query<PublishFactsRow>(
    `SELECT i.name, coalesce(c.lineage, '{}') AS category_ids, i.description, i.list_price,
       array(SELECT u.id FROM uploaded_images u WHERE u.item_id = i.id ORDER BY u.position, u.id) AS image_ids,
       i.parcel_id, i.brand_id, i.condition,
       NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = i.category_id) AS category_is_leaf,
       (SELECT i.category_id = ANY (mc.lineage) FROM models m JOIN categories mc ON mc.id = m.category_id
        WHERE m.id = i.model_id) AS model_fits,
       coalesce((SELECT json_agg(json_build_object('slug', d.slug, 'name', d.name) ORDER BY array_position(c.lineage, d.category_id), d.position)
                 FROM category_details d
                 WHERE d.category_id = ANY (c.lineage) AND d.required
                   AND NOT EXISTS (SELECT 1 FROM item_detail_values iv JOIN category_detail_values v ON v.id = iv.value_id
                                   WHERE iv.item_id = i.id AND v.detail_id = d.id)), '[]'::json) AS missing_details
     FROM items i LEFT JOIN categories c ON c.id = i.category_id
     WHERE i.id = $1`,
    [itemId],
  );
  if (!facts) return [];
  const candidate = {
    name: facts.name,
    category_ids: facts.category_ids,
    description: facts.description,
    list_price: facts.list_price,
    images: facts.image_ids.map((id) => ({ id })),
  };
  const errors: ApiErrorEntry[] = [];
  const parsed = publishableItemSchema.safeParse(candidate);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = String(issue.path[0]) as keyof typeof candidate;
    if (errors.some((error) => error.field === `item.${key}`)) continue;
    errors.push({
      message: issue.message,
      code: isEmpty(candidate[key]) ? 'required' : 'invalid',
      field: `item.${key}`,
    });
  }
  if (facts.category_ids.length > 0 && facts.category_is_leaf === false)
    errors.push({ message: 'Choose a more specific category', code: 'invalid', field: 'item.category_ids' });
  if (facts.model_fits === false)
    errors.push({ message: 'This model is not of the chosen category', code: 'invalid', field: 'item.model_id' });
  if (facts.brand_id === null)
    errors.push({ message: 'Choose a brand', code: 'required', field: 'item.details.brand' });
  if (facts.condition === null)
    errors.push({ message: 'Choose a condition', code: 'required', field: 'item.details.condition' });
  for (const detail of facts.missing_details)
    errors.push({
      message: `Choose a ${detail.name.toLowerCase()}`,
      code: 'required',
      field: `item.details.${detail.slug}`,
    });
  if (facts.parcel_id === null)
    errors.push({ message: 'Enter the parcel’s size and weight', code: 'required', field: 'item.parcel_id' });
  return errors;
}
