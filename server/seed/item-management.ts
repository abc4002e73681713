import { daysBeforeSeedNow } from './clock';
import { demoAccount } from './demo-accounts';

/** The seeded sale that is live from the 19th of November to the 5th of January (seed/chrome.ts). */
export const LIVE_SALE = { id: 1, discount_percent: 20 };

/** A price less a sale's discount, to the cent as PostgreSQL's round() gives it (sales/sales.ts). */
export const salePrice = (listPrice: number, discountPercent: number) =>
  Math.round((Math.round(listPrice * 100) * (100 - discountPercent)) / 100) / 100;

interface SeedItem {
  id: number;
  state: string;
  price: number | null;
  list_price: number | null;
  original_list_price: number | null;
  seller_id: number;
  category_id: number;
  favoriters_count: number;
}

/**
 * The ids whose item the seed has users report when it is available and a generated seller's (ids under 1000): the
 * multiples of 97 up to 97 × 24, in the first 2,400 items (the same at any seed size). They fall into
 * `REPORT_SLOTS` slots, id 97·k into slot (k − 1) mod 8: each copy of e2e/item-manage.spec.ts's unreport test (a
 * `--repeat-each` copy or a retry) unreports an item of its own slot, so copies that run at once never take the same
 * one, and none finds them used up (a slot holds two or three; `build/seed.test.ts`).
 */
export const REPORTED_ITEM_IDS = Array.from({ length: 24 }, (_, index) => 97 * (index + 1));
export const REPORT_SLOTS = 8;

/** The ids of `REPORTED_ITEM_IDS` in slot `slot` (0 to REPORT_SLOTS − 1). */
export const reportSlotIds = (slot: number) => REPORTED_ITEM_IDS.filter((_, index) => index % REPORT_SLOTS === slot);

/** The bump packs (spec §3 'Catalog of type bump'): more bumps, less per bump. */
export const BUMP_PACKS = [
  { id: 1, type: 'bump', name: '5 Bumps', quantity: 5, price: 4.99, position: 1, active: true },
  { id: 2, type: 'bump', name: '15 Bumps', quantity: 15, price: 12.99, position: 2, active: true },
  { id: 3, type: 'bump', name: '40 Bumps', quantity: 40, price: 29.99, position: 3, active: true },
];

/**
 * Selling part 2's seed (migration 114), from the items as the other parts left them:
 * - every available item that costs less than it asks is in the live sale, at its discount (the
 *   search's sale=1 is 'in a live sale'), and so is demo_seller's last available item; its other
 *   available items are in no sale (to join one);
 * - demo_seller has 2 bumps left and bumped one item 3 days before the seed's now (items_bumped 1);
 * - demo_buyer favourited demo_seller's item of a category it already favourites (so its feed's
 *   sports stay hockey and golf), price-dropped 6 days before the seed's now (the /feed strikes the
 *   old price through);
 * - demo_seller's remaining available item is reported by users, and so is every available item of a
 *   generated seller among `REPORTED_ITEM_IDS` (two open reports each).
 * Items get `sale_id`, `last_bumped_at` and `last_price_dropped_at` (every row, so the seed's insert
 * has the columns).
 */
export function withItemManagement<T extends SeedItem>(
  items: T[],
  favorites: { user_id: number; item_id: number; created_at: string }[],
) {
  const seller = demoAccount('seller').id;
  const buyer = demoAccount('buyer').id;
  const sellersAvailable = items.filter((item) => item.seller_id === seller && item.state === 'available');
  const inSale = sellersAvailable.at(-1)!;
  const rest = sellersAvailable.filter((item) => item.id !== inSale.id);
  // demo_buyer favourites one in a category it already favourites (its feed ranks by them), price-dropped.
  const favouriteCategories = new Set(
    favorites
      .filter((favorite) => favorite.user_id === buyer)
      .map((favorite) => items.find((item) => item.id === favorite.item_id)?.category_id),
  );
  const favourited = rest.find((item) => favouriteCategories.has(item.category_id)) ?? rest[0]!;
  const bumped = rest.find((item) => item.id !== favourited.id)!;
  const reportedOwn = rest.find((item) => item.id !== favourited.id && item.id !== bumped.id)!;
  const bumpedAt = daysBeforeSeedNow(3);
  const droppedAt = daysBeforeSeedNow(6);

  const favoritedNow = !favorites.some((favorite) => favorite.user_id === buyer && favorite.item_id === favourited.id);
  const withSale = items.map((item) => {
    const discounted =
      item.state === 'available' && item.price !== null && item.list_price !== null && item.price < item.list_price;
    const joins = discounted || item.id === inSale.id;
    const drop = item.id === favourited.id && !((item.original_list_price ?? 0) > (item.list_price ?? 0));
    return {
      ...item,
      price: joins ? salePrice(item.list_price!, LIVE_SALE.discount_percent) : item.price,
      // Its asking price before the drop: 15 % more, in whole dollars.
      original_list_price: drop ? Math.ceil(item.list_price! * 1.15) : item.original_list_price,
      last_price_dropped_at: item.id === favourited.id ? droppedAt : null,
      sale_id: joins ? LIVE_SALE.id : null,
      last_bumped_at: item.id === bumped.id ? bumpedAt : null,
      favoriters_count: item.favoriters_count + (favoritedNow && item.id === favourited.id ? 1 : 0),
    };
  });

  // Reported: demo_seller's remaining available item, and generated sellers' items of REPORTED_ITEM_IDS.
  const reportable = new Set(REPORTED_ITEM_IDS);
  const others = items.filter((item) => item.state === 'available' && item.seller_id < 1000 && reportable.has(item.id));
  const reasons = ['Looks counterfeit', 'Wrong category', 'Prohibited item'];
  const item_reports = [reportedOwn, ...others].flatMap((item, index) => [
    {
      id: index * 2 + 1,
      item_id: item.id,
      reporter_id: 100 + index,
      reason: reasons[index % reasons.length]!,
      created_at: daysBeforeSeedNow(2 + index),
      resolved_at: null,
      resolved_by: null,
    },
    {
      id: index * 2 + 2,
      item_id: item.id,
      reporter_id: 120 + index,
      reason: 'Misleading photos',
      created_at: daysBeforeSeedNow(1),
      resolved_at: null,
      resolved_by: null,
    },
  ]);

  return {
    items: withSale,
    favorites: favoritedNow
      ? [...favorites, { user_id: buyer, item_id: favourited.id, created_at: daysBeforeSeedNow(4) }]
      : favorites,
    catalog_entries: BUMP_PACKS,
    bump_balances: [{ user_id: seller, available_bumps: 2 }],
    bumps: [{ id: 1, item_id: bumped.id, user_id: seller, kind: 'bump', created_at: bumpedAt }],
    item_reports,
  };
}
