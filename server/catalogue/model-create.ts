import type { GuideModel } from '../../schemas/cms/buying-guide';
import type { ModelCreatePayload } from '../../schemas/requests/model-search';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { MAX_DB_ID } from '../http/params';
import { findGuideModels } from './guide-models';

/**
 * POST /v1/models: the seller's 'my model is not listed' — the model of that brand and leaf
 * category named so (any case) if there is one (`created` false), else a new one priced like the
 * category's other models until it has sales. 422 on an unknown brand or category, or a category
 * that has sub-categories. The brand's row is locked meanwhile, so two sellers adding one model
 * at once make one.
 */
export function createModel(
  db: Db,
  { name, brand_id, category_id }: ModelCreatePayload['model'],
): Promise<{ model: GuideModel; created: boolean }> {
  return db.transaction(async (tx) => {
    const known = (id: number) => id <= MAX_DB_ID;
    const [brand] = known(brand_id)
      ? await tx.query<{ id: number }>('SELECT id FROM brands WHERE id = $1 FOR UPDATE', [brand_id])
      : [];
    const [category] = known(category_id)
      ? await tx.query<{ id: number; leaf: boolean }>(
          `SELECT id, NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id) AS leaf FROM categories c WHERE id = $1`,
          [category_id],
        )
      : [];
    const errors = [
      ...(brand ? [] : [{ message: 'Choose a brand from the list', code: 'invalid', field: 'model.brand_id' }]),
      ...(!category
        ? [{ message: 'Choose a category from the list', code: 'invalid', field: 'model.category_id' }]
        : category.leaf
          ? []
          : [{ message: 'Choose a more specific category', code: 'invalid', field: 'model.category_id' }]),
    ];
    if (errors.length > 0) throw new ApiError(422, errors);
    const [existing] = await tx.query<{ id: number }>(
      'SELECT id FROM models WHERE brand_id = $1 AND category_id = $2 AND lower(name) = lower($3) ORDER BY id LIMIT 1',
      [brand_id, category_id, name],
    );
    const id =
      existing?.id ??
      (
        await tx.query<{ id: number }>(
          `INSERT INTO models (brand_id, category_id, name, used_p30, used_p70, new_p30, new_p70)
           SELECT $1, $2, $3, coalesce(avg(used_p30), 0), coalesce(avg(used_p70), 0), coalesce(avg(new_p30), 0), coalesce(avg(new_p70), 0)
           FROM models WHERE category_id = $2
           RETURNING id`,
          [brand_id, category_id, name],
        )
      )[0]!.id;
    const [model] = await findGuideModels(tx, [id]);
    return { model: model!, created: !existing };
  });
}
