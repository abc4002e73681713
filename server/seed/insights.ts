import { daysBeforeSeedNow, SEED_NOW } from './clock';
import { demoAccount } from './demo-accounts';
import type { ItemPageRow } from './item-page';
import { CONTENT_ITEM_COUNT } from './items';

const DAY_MS = 86_400_000;
const PRO = demoAccount('pro').id;
const ORG = demoAccount('organisation').id;
/** demo_org's stock: this many items, each of a model with sales in the past year. */
const ORG_ITEM_COUNT = 3;

/** What a trade-in or warehouse seller records about a unit (migration 113), null for everyone else. */
interface WarehouseFields {
  cost: number | null;
  location_id: string | null;
  event_name: string | null;
}

interface SeedSwap {
  id: number;
  item_id: number;
  buyer_id: number;
  seller_id: number;
  order_id: number | null;
  created_at: string;
  updated_at: string;
  unread_by: number[];
}

interface SeedOffer {
  id: number;
  swap_id: number;
  item_id: number;
  amount: number;
  item_variation_id: null;
  state: 'pending' | 'accepted' | 'declined';
  seller_offer: boolean;
  counter_offer: boolean;
  created_at: string;
}

/** Offers by generated buyers on an item (share of its price, state, days ago), read by nobody yet unread. */
const EXTRA_OFFERS: { buyerId: number; offers: { share: number; state: SeedOffer['state']; daysAgo: number }[] }[] = [
  {
    buyerId: 153,
    offers: [
      { share: 0.7, state: 'declined', daysAgo: 12 },
      { share: 0.78, state: 'pending', daysAgo: 6 },
    ],
  },
  { buyerId: 161, offers: [{ share: 0.65, state: 'declined', daysAgo: 20 }] },
  { buyerId: 172, offers: [{ share: 0.9, state: 'pending', daysAgo: 3 }] },
];
const ORG_OFFER = { buyerId: 154, offers: [{ share: 0.8, state: 'pending' as const, daysAgo: 2 }] };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The insights demo (spec §2.10): demo_pro's items carry a cost, a warehouse location and the event
 * they were bought at, and its newest available item has offers from three more buyers (read, so no
 * badge moves); demo_org, the trade-in account, gets three items (moved from generated sellers: content
 * items, available, one unit, no options, no auction, no swap, not favourited) of the models with
 * the most sales in the seed's past year, with the same fields and one buyer's offer, so its legacy
 * modal shows real figures. Every item row gets the three fields (null elsewhere). Pure.
 */
export function withInsightsData<Item extends ItemPageRow & { sold_at: string | null }>(
  items: Item[],
  swaps: SeedSwap[],
  offers: SeedOffer[],
  { variationItemIds, favoriteItemIds }: { variationItemIds: number[]; favoriteItemIds: number[] },
) {
  const yearAgo = new Date(SEED_NOW - 365 * DAY_MS).toISOString();
  const salesByModel = new Map<number, number>();
  for (const item of items)
    if (item.state === 'sold' && item.sold_at && item.sold_at >= yearAgo)
      salesByModel.set(item.model_id, (salesByModel.get(item.model_id) ?? 0) + 1);

  const excluded = new Set([...variationItemIds, ...favoriteItemIds, ...swaps.map((swap) => swap.item_id)]);
  const candidates = items
    .slice(0, CONTENT_ITEM_COUNT)
    .filter(
      (item) =>
        item.state === 'available' &&
        item.quantity === 1 &&
        !item.auction &&
        item.accepts_offers &&
        item.image_count > 0 &&
        item.seller_id < 1000 &&
        !excluded.has(item.id),
    )
    .sort((a, b) => (salesByModel.get(b.model_id) ?? 0) - (salesByModel.get(a.model_id) ?? 0) || a.id - b.id);
  const orgItems: Item[] = [];
  for (const item of candidates) {
    if (orgItems.length === ORG_ITEM_COUNT) break;
    if (!orgItems.some((picked) => picked.model_id === item.model_id)) orgItems.push(item);
  }
  const orgIds = new Set(orgItems.map((item) => item.id));

  const proAvailable = items.filter((item) => item.seller_id === PRO && item.state === 'available');
  const proOffered = proAvailable.at(-1);
  const warehouse = (item: Item, index: number, event: string, aisle: string): WarehouseFields => ({
    cost: cents(item.list_price * (0.45 + 0.05 * index)),
    location_id: `${aisle}-${String(index + 1).padStart(2, '0')}-${(item.id % 4) + 1}`,
    event_name: event,
  });
  const fields = new Map<number, WarehouseFields>();
  items
    .filter((item) => item.seller_id === PRO)
    .forEach((item, index) => fields.set(item.id, warehouse(item, index, 'Fall Gear Swap Meet 2026', 'A')));
  orgItems.forEach((item, index) => fields.set(item.id, warehouse(item, index, 'Denver Trade-In Event', 'W')));

  const nextSwaps = [...swaps];
  const nextOffers = [...offers];
  const addSwap = (item: Item, sellerId: number, plan: (typeof EXTRA_OFFERS)[number]) => {
    const id = nextSwaps.length + 1;
    const days = plan.offers.map((offer) => offer.daysAgo);
    nextSwaps.push({
      id,
      item_id: item.id,
      buyer_id: plan.buyerId,
      seller_id: sellerId,
      order_id: null,
      created_at: daysBeforeSeedNow(Math.max(...days)),
      updated_at: daysBeforeSeedNow(Math.min(...days)),
      unread_by: [],
    });
    for (const offer of plan.offers)
      nextOffers.push({
        id: nextOffers.length + 1,
        swap_id: id,
        item_id: item.id,
        amount: cents(item.price * offer.share),
        item_variation_id: null,
        state: offer.state,
        seller_offer: false,
        counter_offer: false,
        created_at: daysBeforeSeedNow(offer.daysAgo),
      });
  };
  if (proOffered) for (const plan of EXTRA_OFFERS) addSwap(proOffered, PRO, plan);
  if (orgItems[0]) addSwap(orgItems[0], ORG, ORG_OFFER);

  return {
    items: items.map((item) => ({
      ...item,
      seller_id: orgIds.has(item.id) ? ORG : item.seller_id,
      ...(fields.get(item.id) ?? { cost: null, location_id: null, event_name: null }),
    })),
    swaps: nextSwaps,
    offers: nextOffers,
  };
}
