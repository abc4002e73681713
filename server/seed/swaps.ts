import { sumUsd, unitShipping } from '../checkout/buying-rules';
import { daysBeforeSeedNow } from './clock';
import { demoAccount } from './demo-accounts';
import type { ItemPageRow, ItemVariationRow } from './item-page';
import { CONTENT_ITEM_COUNT } from './items';
import type { UserRow } from './users';

type OfferState = 'pending' | 'accepted' | 'declined';

/**
 * One offer of a seeded swap: who made it (the seller's are counter-offers), its share of the price, its state, how
 * long ago.
 */
interface OfferPlan {
  by: 'buyer' | 'seller';
  share: number;
  state: OfferState;
  daysAgo: number;
}

/** One message of a seeded swap's thread: who wrote it, what, how long ago. */
interface MessagePlan {
  by: 'buyer' | 'seller';
  body: string;
  daysAgo: number;
}

/**
 * One seeded swap: its buyer, whether a demo account sells the item, its offers, a purchase, its thread, and who has
 * not read it.
 */
interface SwapPlan {
  buyerId: number;
  /** A demo seller's item (moved to that account), or another seller's; auction picks an auction item. */
  item: 'demo_seller' | 'demo_pro' | 'other' | 'auction';
  offers: OfferPlan[];
  purchasedDaysAgo?: number;
  messages?: MessagePlan[];
  unreadBy: 'seller' | 'buyer' | 'none';
}

const DEMO_BUYER = demoAccount('buyer').id;
const DEMO_SELLER = demoAccount('seller').id;
const DEMO_PRO = demoAccount('pro').id;
const MOVED_TO: Partial<Record<SwapPlan['item'], number>> = { demo_seller: DEMO_SELLER, demo_pro: DEMO_PRO };

/**
 * The swaps of the inbox demo (spec §2.11): demo_seller sells five items (moved to it from
 * generated sellers) with swaps from demo_buyer and three generated buyers, one of them bought;
 * demo_buyer also buys from three other sellers, one an auction. Unread as the actions left them:
 * a buyer's offer, message or purchase for the seller, a counter-offer for the buyer. demo_pro, the
 * seeded power seller (quick_inbox, spec §6), sells three items to generated buyers and buys one, so
 * the header's quick inbox has rows on both sides; demo_seller's and demo_buyer's inboxes are unchanged.
 */
const PLANS: SwapPlan[] = [
  {
    buyerId: DEMO_BUYER,
    item: 'demo_seller',
    offers: [{ by: 'buyer', share: 0.8, state: 'pending', daysAgo: 2 }],
    messages: [{ by: 'buyer', body: 'Would you take this offer? I can pay today.', daysAgo: 2 }],
    unreadBy: 'seller',
  },
  {
    buyerId: 160,
    item: 'demo_seller',
    offers: [
      { by: 'buyer', share: 0.6, state: 'declined', daysAgo: 8 },
      { by: 'buyer', share: 0.75, state: 'pending', daysAgo: 1 },
    ],
    unreadBy: 'seller',
  },
  {
    buyerId: 170,
    item: 'demo_seller',
    offers: [],
    messages: [
      { by: 'buyer', body: 'Hi! Is this still available? Any scuffs not in the photos?', daysAgo: 21 },
      { by: 'seller', body: 'Still available. Light wear on the edges only, and it ships the next day.', daysAgo: 20 },
    ],
    unreadBy: 'none',
  },
  { buyerId: DEMO_BUYER, item: 'demo_seller', offers: [], purchasedDaysAgo: 5, unreadBy: 'seller' },
  {
    buyerId: 175,
    item: 'demo_seller',
    offers: [
      { by: 'buyer', share: 0.7, state: 'declined', daysAgo: 4 },
      { by: 'seller', share: 0.9, state: 'pending', daysAgo: 3 },
    ],
    unreadBy: 'buyer',
  },
  {
    buyerId: DEMO_BUYER,
    item: 'other',
    offers: [
      { by: 'buyer', share: 0.7, state: 'declined', daysAgo: 5 },
      { by: 'seller', share: 0.85, state: 'pending', daysAgo: 4 },
    ],
    unreadBy: 'buyer',
  },
  {
    buyerId: DEMO_BUYER,
    item: 'other',
    offers: [{ by: 'buyer', share: 0.65, state: 'declined', daysAgo: 12 }],
    unreadBy: 'none',
  },
  {
    buyerId: DEMO_BUYER,
    item: 'auction',
    offers: [{ by: 'buyer', share: 0.9, state: 'pending', daysAgo: 6 }],
    unreadBy: 'seller',
  },
  {
    buyerId: 152,
    item: 'demo_pro',
    offers: [{ by: 'buyer', share: 0.85, state: 'pending', daysAgo: 0 }],
    messages: [{ by: 'buyer', body: 'Could you ship it by Friday? Happy to meet your price.', daysAgo: 0 }],
    unreadBy: 'seller',
  },
  { buyerId: 158, item: 'demo_pro', offers: [], purchasedDaysAgo: 9, unreadBy: 'none' },
  {
    buyerId: 165,
    item: 'demo_pro',
    offers: [
      { by: 'buyer', share: 0.6, state: 'declined', daysAgo: 40 },
      { by: 'seller', share: 0.8, state: 'pending', daysAgo: 39 },
    ],
    unreadBy: 'buyer',
  },
  {
    buyerId: DEMO_PRO,
    item: 'other',
    offers: [
      { by: 'buyer', share: 0.9, state: 'declined', daysAgo: 2 },
      { by: 'seller', share: 0.95, state: 'pending', daysAgo: 1 },
    ],
    unreadBy: 'buyer',
  },
];

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The seeded swaps with their offers, threads and the one order, and the items and users they change:
 * demo_seller's items, the bought item sold, demo_buyer's purchase_count. Pure: items are picked
 * by rule from the end of the content items (available, one unit, no options, takes offers, not
 * favourited), so other seeded content keeps its items.
 */
export function buildDemoSwaps<Item extends ItemPageRow, User extends UserRow>(
  items: Item[],
  variations: ItemVariationRow[],
  favoriteItemIds: number[],
  users: User[],
) {
  const excluded = new Set([...variations.map((variation) => variation.item_id), ...favoriteItemIds]);
  const candidates = items
    .slice(0, CONTENT_ITEM_COUNT)
    .filter(
      (item) =>
        item.state === 'available' &&
        item.quantity === 1 &&
        item.accepts_offers &&
        item.image_count > 0 &&
        !excluded.has(item.id),
    )
    .filter((item) => item.seller_id !== DEMO_BUYER && item.seller_id !== DEMO_PRO)
    .reverse();
  const plain = candidates.filter((item) => !item.auction);
  const auctions = candidates.filter((item) => item.auction);
  const picked = PLANS.map((plan, index) => (plan.item === 'auction' ? auctions[0]! : plain[index]!));

  const changedItems = new Map<number, Item>();
  const swaps = [];
  const offers = [];
  const messages = [];
  const orders = [];
  const orderItems = [];
  for (const [index, plan] of PLANS.entries()) {
    const base = picked[index]!;
    const item = { ...base, seller_id: MOVED_TO[plan.item] ?? base.seller_id };
    const id = index + 1;
    const days = [
      ...plan.offers.map((offer) => offer.daysAgo),
      ...(plan.messages ?? []).map((message) => message.daysAgo),
      plan.purchasedDaysAgo ?? Infinity,
    ];
    const created = Math.max(...days.filter(Number.isFinite));
    const updated = Math.min(...days);
    let orderId: number | null = null;
    if (plan.purchasedDaysAgo !== undefined) {
      orderId = orders.length + 1;
      const shipping = unitShipping(item.shipping_discount_amount);
      const at = daysBeforeSeedNow(plan.purchasedDaysAgo);
      orders.push({
        id: orderId,
        buyer_id: plan.buyerId,
        state: 'paid',
        subtotal: item.price,
        shipping,
        total: sumUsd([item.price, shipping]),
        currency: 'USD',
        payment_gateway: 'sandbox',
        payment_transaction_id: `seed-order-${orderId}`,
        beta_checkout: false,
        created_at: at,
      });
      orderItems.push({
        id: orderItems.length + 1,
        order_id: orderId,
        item_id: item.id,
        item_variation_id: null,
        seller_id: item.seller_id,
        swap_id: id,
        price: item.price,
        shipping,
      });
      Object.assign(item, { state: 'sold', quantity: 0 });
    }
    changedItems.set(item.id, item);
    const unreadBy = plan.unreadBy === 'seller' ? [item.seller_id] : plan.unreadBy === 'buyer' ? [plan.buyerId] : [];
    swaps.push({
      id,
      item_id: item.id,
      buyer_id: plan.buyerId,
      seller_id: item.seller_id,
      order_id: orderId,
      created_at: daysBeforeSeedNow(created),
      updated_at: daysBeforeSeedNow(updated),
      unread_by: unreadBy,
    });
    for (const offer of plan.offers) {
      offers.push({
        id: offers.length + 1,
        swap_id: id,
        item_id: item.id,
        amount: cents(item.price * offer.share),
        item_variation_id: null,
        state: offer.state,
        seller_offer: offer.by === 'seller',
        counter_offer: offer.by === 'seller',
        created_at: daysBeforeSeedNow(offer.daysAgo),
      });
    }
    for (const message of plan.messages ?? []) {
      messages.push({
        id: messages.length + 1,
        swap_id: id,
        sender_id: message.by === 'seller' ? item.seller_id : plan.buyerId,
        body: message.body,
        created_at: daysBeforeSeedNow(message.daysAgo),
      });
    }
  }

  const purchases = new Map<number, number>();
  for (const order of orders) purchases.set(order.buyer_id, (purchases.get(order.buyer_id) ?? 0) + 1);
  return {
    items: items.map((item) => changedItems.get(item.id) ?? item),
    users: users.map((user) => ({ ...user, purchase_count: purchases.get(user.id) ?? 0 })),
    orders,
    swaps,
    order_items: orderItems,
    offers,
    swap_messages: messages,
  };
}
