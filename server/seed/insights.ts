import { daysBeforeSeedNow } from './clock';
import { demoAccount } from './demo-accounts';
import type { ItemPageRow } from './item-page';
import { cents } from './money';

const PRO = demoAccount('pro').id;
const ORG = demoAccount('organisation').id;

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

/**
 * The insights demo (spec §2.10): demo_pro's items carry a cost, a warehouse location and the event
 * they were bought at, and its newest available item has offers from three more buyers (read, so no
 * badge moves); demo_org's first available item (its stock and figures come from
 * organisation-items.ts) gets a buyer's offer, so the legacy modal's Offer Details are real. Runs
 * after withOrganisationItems: every row already has the three columns. Pure.
 */
export function withInsightsData<Item extends ItemPageRow & WarehouseFields>(
  items: Item[],
  swaps: SeedSwap[],
  offers: SeedOffer[],
) {
  const proItems = items.filter((item) => item.seller_id === PRO);
  const proOffered = proItems.filter((item) => item.state === 'available').at(-1);
  const orgOffered = items.find((item) => item.seller_id === ORG && item.state === 'available');
  const fields = new Map<number, WarehouseFields>(
    proItems.map((item, index) => [
      item.id,
      {
        cost: cents(item.list_price * (0.45 + 0.05 * index)),
        location_id: `A-${String(index + 1).padStart(2, '0')}-${(item.id % 4) + 1}`,
        event_name: 'Fall Gear Swap Meet 2026',
      },
    ]),
  );

  const nextSwaps = [...swaps];
  const nextOffers = [...offers];
  const addSwap = (item: Item, plan: (typeof EXTRA_OFFERS)[number]) => {
    const id = nextSwaps.length + 1;
    const days = plan.offers.map((offer) => offer.daysAgo);
    nextSwaps.push({
      id,
      item_id: item.id,
      buyer_id: plan.buyerId,
      seller_id: item.seller_id,
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
  if (proOffered) for (const plan of EXTRA_OFFERS) addSwap(proOffered, plan);
  if (orgOffered) addSwap(orgOffered, ORG_OFFER);

  return {
    items: items.map((item) => ({ ...item, ...fields.get(item.id) })),
    swaps: nextSwaps,
    offers: nextOffers,
  };
}
