import type { ValueGuideDetailsResponse } from '../../schemas/entities/value-guide';
import type { ItemCreatePayload } from '../../schemas/requests/item-create';
import { chosenValues, type GuideSelection } from './selection';

/** Where 'List yours' goes: How to Sell, until the list flow (/items/new) exists. */
export const LIST_YOURS_PATH = '/sell-now';

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

/** 'List yours': How to Sell with the payload's item as JSON in `item`, for the list flow to start from. */
export function listYoursHref(payload: ItemCreatePayload): string {
  return `${LIST_YOURS_PATH}?${new URLSearchParams({ item: JSON.stringify(payload.item) }).toString()}`;
}
