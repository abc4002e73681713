import type { ValueGuideDetailsResponse } from '../../schemas/entities/value-guide';
import type { ItemCreatePayload } from '../../schemas/requests/item-create';
import { chosenValues, type GuideSelection } from './selection';

/** Where 'List yours' goes: the list flow, prefilled (spec §2.1 `prefill_data=1` plus prefill fields). */
export const LIST_YOURS_PATH = '/items/new';

/**
 * The item create payload of spec §2.12 from the guide's answer: named '{brand} {model} {category
 * title_name}', the category path's ids, the chosen brand and condition, the model, and the median
 * sold price as the list price (null when nothing sold).
 */
export function listingPayload(
  selection: GuideSelection,
  details: ValueGuideDetailsResponse,
  model: { id: number; name: string } | null,
  median: number | null,
): ItemCreatePayload {
  const chosen = chosenValues(selection, details.data);
  const brand = chosen.find(({ detail }) => detail.slug === 'brand')?.value;
  return {
    item: {
      name: [brand?.name, model?.name, details.meta.category.title_name].filter(Boolean).join(' '),
      category_ids: details.meta.category.category_ids,
      details: chosen
        .filter(({ detail }) => detail.slug === 'brand' || detail.slug === 'condition')
        .map(({ detail, value }) => ({ slug: detail.slug, values: [value] })),
      model_id: model?.id ?? selection.model,
      list_price: median,
    },
  };
}

/**
 * 'List yours': the list flow starting from the payload: `prefill_data=1`, `name`, `category_ids[]`, `model_id`,
 * `list_price` (left out when nothing sold), `details[{slug}][]={value id}`, and `src=value_guide`.
 */
export function listYoursHref(payload: ItemCreatePayload): string {
  const { item } = payload;
  const params = new URLSearchParams({ prefill_data: '1', name: item.name });
  for (const id of item.category_ids) params.append('category_ids[]', String(id));
  if (item.model_id !== null) params.set('model_id', String(item.model_id));
  if (item.list_price !== null) params.set('list_price', String(item.list_price));
  for (const detail of item.details)
    for (const value of detail.values) params.append(`details[${detail.slug}][]`, String(value.id));
  params.set('src', 'value_guide');
  return `${LIST_YOURS_PATH}?${params.toString()}`;
}
