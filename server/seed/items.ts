import type { ItemState } from '../../schemas/entities/item';
import type { Catalogue } from './catalogue';
import { daysBeforeSeedNow } from './clock';
import { askingPrice, cents } from './money';
import type { Random } from './random';
import type { UserRow } from './users';

export interface ItemRow {
  id: number;
  name: string;
  state: ItemState;
  /** What a buyer pays now: the asking price, less a sale discount on a few items. */
  price: number;
  /** The seller's asking price. */
  list_price: number;
  /** The asking price before the seller's last price drop, when there was one. */
  original_list_price: number | null;
  shipping_discount_amount: number;
  quantity: number;
  auction: boolean;
  favoriters_count: number;
  image_count: number;
  seller_id: number;
  category_id: number;
  brand_id: number;
  model_id: number;
  published_at: string | null;
}

/** Items in a seeded database unless `npm run seed -- --items N` says otherwise. */
export const DEFAULT_ITEM_COUNT = 20_000;
/**
 * The hand-made content (landers, home) draws on the first 2,400 items only, so it is the same whatever the item
 * count.
 */
export const CONTENT_ITEM_COUNT = 2400;

const states: [ItemState, number][] = [
  ['available', 78],
  ['sold', 14],
  ['draft', 3],
  ['removed', 3],
  ['archived', 2],
];

/** Listings: a model of a random category, new or used, priced from the model's statistics. */
export function buildItems(
  random: Random,
  catalogue: Catalogue,
  sellersBySport: Map<string, UserRow[]>,
  count = DEFAULT_ITEM_COUNT,
): ItemRow[] {
  const items: ItemRow[] = [];
  for (let id = 1; id <= count; id++) {
    const leaf = random.pick(catalogue.leaves);
    const { row: model, brand } = random.pick(leaf.models);
    const isNew = random.chance(0.28);
    const specs = (leaf.seed.specs ?? []).map((choices) => random.pick(choices));
    const [low, high] = isNew
      ? [model.new_p30 * 0.95, model.new_p70 * 1.05]
      : [model.used_p30 * 0.8, model.used_p70 * 1.15];
    const listPrice = askingPrice(random, random.between(low, high));
    const state = random.weighted(states);
    const sellers = sellersBySport.get(leaf.sport.slug) ?? [];
    // A few sellers list most of a sport's gear: skew the pick towards the front of the list.
    const seller = sellers[Math.floor(sellers.length * random.next() ** 1.6)]!;
    items.push({
      id,
      name: [isNew ? 'New' : 'Used', brand.name, model.name, leaf.seed.noun, ...specs].join(' '),
      state,
      price: random.chance(0.07) ? cents(listPrice * 0.85) : listPrice,
      list_price: listPrice,
      original_list_price: random.chance(0.18) ? askingPrice(random, listPrice * random.between(1.08, 1.3)) : null,
      shipping_discount_amount: random.chance(0.2) ? random.pick([5, 10, 15]) : 0,
      quantity: state === 'sold' ? 0 : isNew && random.chance(0.15) ? random.int(2, 6) : 1,
      auction: !isNew && random.chance(0.05),
      favoriters_count: Math.floor(random.next() ** 3 * 90),
      image_count: random.int(1, 4),
      seller_id: seller.id,
      category_id: leaf.category.id,
      brand_id: brand.id,
      model_id: model.id,
      published_at: state === 'draft' ? null : daysBeforeSeedNow(random.between(0, 240)),
    });
  }
  return items;
}
