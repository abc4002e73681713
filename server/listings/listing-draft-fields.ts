import type { ApiErrorEntry } from '../../schemas/api-error';
import type { ItemDraft } from '../../schemas/requests/item-draft';
import { CONDITION_VALUES } from '../catalogue/conditions';
import type { Db } from '../db/db';
import { MAX_DB_ID } from '../http/params';

/** The item's columns a save may change (undefined: left as it is). */
export interface DraftColumns {
  category_id?: number | null;
  model_id?: number | null;
  brand_id?: number | null;
  condition?: 'new' | 'used' | null;
  parcel_id?: number | null;
  /** Category detail values to set, by detail id (null clears that detail). */
  detailValues: Map<number, number | null>;
  /** The category changed: values of details that are not the new category's go. */
  categoryChanged: boolean;
}

interface CurrentItem {
  category_id: number | null;
  model_id: number | null;
  brand_id: number | null;
}

const storable = (id: number) => id <= MAX_DB_ID;

/**
 * Checks the ids of a save against the database and the caller, collecting every problem at once:
 * the category path (each id known, each an ancestor of the last), the model (known, of the
 * category; it brings its brand, and its category when the item has none), the brand, condition
 * and category details, and the parcel (the caller's). Answers the columns to write, or the errors.
 */
export async function resolveDraftFields(
  db: Db,
  draft: ItemDraft,
  current: CurrentItem,
  sellerId: number,
): Promise<{ columns: DraftColumns; errors: ApiErrorEntry[] }> {
  const errors: ApiErrorEntry[] = [];
  const fail = (field: string, message: string) => errors.push({ message, code: 'invalid', field });
  const columns: DraftColumns = { detailValues: new Map(), categoryChanged: false };

  let categoryLineage: number[] | null = null;
  if (draft.category_ids !== undefined) {
    const ids = draft.category_ids;
    const last = ids.at(-1);
    if (last === undefined) columns.category_id = null;
    else {
      const [category] = storable(last)
        ? await db.query<{ id: number; lineage: number[] }>('SELECT id, lineage FROM categories WHERE id = $1', [last])
        : [];
      if (!category || !ids.every((id) => category.lineage.includes(id)))
        fail('item.category_ids', 'Choose a category from the list');
      else {
        columns.category_id = category.id;
        categoryLineage = category.lineage;
      }
    }
  }
  if (columns.category_id !== undefined && columns.category_id !== current.category_id) {
    columns.categoryChanged = true;
    // A model of another category no longer describes the item, unless the save names one.
    if (draft.model_id === undefined && current.model_id !== null) columns.model_id = null;
  }

  const categoryId = columns.category_id !== undefined ? columns.category_id : current.category_id;
  if (categoryLineage === null && categoryId !== null)
    categoryLineage =
      (await db.query<{ lineage: number[] }>('SELECT lineage FROM categories WHERE id = $1', [categoryId]))[0]
        ?.lineage ?? null;

  if (draft.model_id !== undefined) {
    if (draft.model_id === null) columns.model_id = null;
    else {
      const [model] = storable(draft.model_id)
        ? await db.query<{ id: number; brand_id: number; category_id: number; lineage: number[] }>(
            `SELECT m.id, m.brand_id, m.category_id, c.lineage FROM models m JOIN categories c ON c.id = m.category_id WHERE m.id = $1`,
            [draft.model_id],
          )
        : [];
      if (!model) fail('item.model_id', 'Choose a model from the list');
      else if (categoryId !== null && !model.lineage.includes(categoryId))
        fail('item.model_id', 'This model is not of the chosen category');
      else {
        columns.model_id = model.id;
        columns.brand_id = model.brand_id;
        if (categoryId === null && !errors.some((error) => error.field === 'item.category_ids')) {
          columns.category_id = model.category_id;
          columns.categoryChanged = true;
          categoryLineage = model.lineage;
        }
      }
    }
  }

  for (const detail of draft.details ?? []) {
    const field = `item.details.${detail.slug}`;
    const valueId = detail.values[0]?.id ?? null;
    if (detail.values.length > 1) {
      fail(field, 'Choose one value');
      continue;
    }
    if (detail.slug === 'condition') {
      const condition = valueId === null ? null : CONDITION_VALUES.find((value) => value.id === valueId);
      if (condition === undefined) fail(field, 'Choose New or Used');
      else columns.condition = condition?.slug ?? null;
    } else if (detail.slug === 'brand') {
      const [brand] =
        valueId !== null && storable(valueId)
          ? await db.query<{ id: number }>('SELECT id FROM brands WHERE id = $1', [valueId])
          : [];
      // A model named in this save brings its brand; one saved before goes when the brand changes.
      const modelBrand = columns.brand_id;
      const brandId = brand?.id ?? null;
      if (valueId !== null && !brand) fail(field, 'Choose a brand from the list');
      else if (modelBrand !== undefined && modelBrand !== null && modelBrand !== brandId)
        fail('item.model_id', 'This model is not of the chosen brand');
      else {
        columns.brand_id = brandId;
        if (draft.model_id === undefined && current.model_id !== null && brandId !== current.brand_id)
          columns.model_id = null;
      }
    } else {
      const [definition] =
        categoryLineage === null
          ? []
          : await db.query<{ id: number; value_id: number | null }>(
              `SELECT d.id, v.id AS value_id FROM category_details d
               LEFT JOIN category_detail_values v ON v.detail_id = d.id AND v.id = $3::bigint
               WHERE d.slug = $1 AND d.category_id = ANY ($2::int[])`,
              [detail.slug, categoryLineage, valueId ?? 0],
            );
      if (!definition) fail(field, 'Not a detail of this category');
      else if (valueId !== null && definition.value_id === null) fail(field, 'Choose a value from the list');
      else columns.detailValues.set(definition.id, valueId);
    }
  }

  if (draft.parcel_id !== undefined) {
    if (draft.parcel_id === null) columns.parcel_id = null;
    else {
      const [parcel] = storable(draft.parcel_id)
        ? await db.query<{ id: number }>('SELECT id FROM parcels WHERE id = $1 AND owner_id = $2', [
            draft.parcel_id,
            sellerId,
          ])
        : [];
      if (!parcel) fail('item.parcel_id', 'Choose one of your parcels');
      else columns.parcel_id = parcel.id;
    }
  }
  if (draft.images?.some((image) => !storable(image.id)))
    fail('item.images', 'One of these photos is not yours to use');
  return { columns, errors };
}
