import { itemDraftSchema, listPriceSchema, type ItemDraft } from '../../schemas/requests/item-draft';

const ID = /^[1-9]\d{0,9}$/;
const DETAIL_KEY = /^details\[([a-z0-9_-]{1,40})\]\[\]$/;

const ids = (values: string[]) => values.filter((value) => ID.test(value)).map(Number);

/**
 * The draft `/items/new?prefill_data=1&…` starts from (spec §2.1 'prefill_data=1 plus prefill fields'): `name`,
 * `category_ids[]` (the category path, top first), `model_id`, `list_price` and `details[{slug}][]={value id}`, as
 * the value guide's 'List yours' sends them. A malformed field is left out, never an error: the seller fills it in.
 */
export function prefilledDraft(params: URLSearchParams): ItemDraft {
  const draft: ItemDraft = {};
  const name = params.get('name')?.trim().slice(0, 80);
  if (name) draft.name = name;
  const categoryIds = ids(params.getAll('category_ids[]')).slice(0, 3);
  if (categoryIds.length > 0) draft.category_ids = categoryIds;
  const model = params.get('model_id') ?? '';
  if (ID.test(model)) draft.model_id = Number(model);
  const price = listPriceSchema.safeParse(Number(params.get('list_price') ?? ''));
  if (params.get('list_price') && price.success) draft.list_price = price.data;
  const details = new Map<string, number[]>();
  for (const key of new Set(params.keys())) {
    const slug = DETAIL_KEY.exec(key)?.[1];
    const values = slug ? ids(params.getAll(key)) : [];
    if (slug && values.length > 0) details.set(slug, values);
  }
  if (details.size > 0)
    draft.details = [...details].map(([slug, values]) => ({ slug, values: values.map((id) => ({ id })) }));
  return itemDraftSchema.parse(draft);
}

/** The `src` of a list-flow URL (spec §2.1: kept for analytics), as the draft's `src`. */
export function sourceOf(params: URLSearchParams): string | undefined {
  const src = params.get('src')?.trim();
  return src ? src.slice(0, 100) : undefined;
}
