import { saleFeeCents, SWAP_TIMING, type SwapEvent, type SwapStage } from '../../schemas/entities/swap-lifecycle';
import { sumUsd, unitShipping } from '../checkout/buying-rules';
import type { Db } from '../db/db';
import { postLedgerTransaction } from '../ledger/ledger';
import { addressFor, type SeedAddress } from './addresses';
import { minutesAfterSeedNow, seedNow } from './clock';
import { demoAccount } from './demo-accounts';

/**
 * The life of a swap after the talk (issue 18), seeded for the demo accounts (server/seed/README.md):
 * demo_seller's and demo_buyer's swaps in every inbox folder — a live auction ending within the hour, an
 * accepted offer awaiting payment, paid, label printed, shipped, delivered, final with feedback, refunded,
 * one dispute, archived ones, recent favourites and stars — with their orders, parcels, tracking events,
 * notices and (after the rows are in, `postSeedLedger`) their money.
 * Pure apart from the seed's now; items are picked by rule from the end of the item list.
 */

const HOUR_MS = 3_600_000;
const SELLER = demoAccount('seller').id;
const BUYER = demoAccount('buyer').id;
const PRO = demoAccount('pro').id;
const ORG = demoAccount('organisation').id;
const DEMO_IDS = new Set<number>([SELLER, BUYER, PRO, ORG]);

/** A moment `hours` before the seed's now (negative: after it), to the second. */
const hoursAgo = (hours: number) => new Date(Math.round((seedNow() - hours * HOUR_MS) / 1000) * 1000).toISOString();
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** Who sells in a plan: demo_seller (an item moved to it) or a generated seller (its own item). */
type Seller = 'demo_seller' | 'other' | 'other_canadian';

/** One step of a swap's story, `hours` before the seed's now. */
interface Step {
  event: SwapEvent;
  hours: number;
}

interface AfterSalePlan {
  name: string;
  seller: Seller;
  buyerId: number;
  stage: SwapStage;
  /** Hours before the seed's now: paid, label printed (own tracking when `ownCarrier`), scanned, delivered… */
  paid?: number;
  label?: number;
  ownCarrier?: 'ups';
  inTransit?: number;
  delivered?: number;
  accepted?: number;
  final?: number;
  refunded?: number;
  dispute?: number;
  feedback?: { hours: number; rating: 'positive' | 'neutral' | 'negative'; comment: string };
  /** An accepted offer (share of the price, hours ago) holding the item until its payment window ends. */
  accepted_offer?: { share: number; hours: number };
  archivedBy?: ('seller' | 'buyer')[];
  starredBy?: ('seller' | 'buyer')[];
  /** The buyer favourited the item this many days ago (recent favourites: within 30). */
  favouritedDaysAgo?: number;
  unreadBy: ('seller' | 'buyer')[];
}

/** Generated buyers (ids above the 150 sellers) not in the other seeded swaps. */
const [BUYER_A, BUYER_B, BUYER_C, BUYER_D, BUYER_E] = [162, 166, 168, 177, 179];

const PLANS: AfterSalePlan[] = [
  {
    name: 'awaiting payment',
    seller: 'demo_seller',
    buyerId: BUYER,
    stage: 'awaiting_payment',
    accepted_offer: { share: 0.85, hours: 10 },
    favouritedDaysAgo: 6,
    unreadBy: ['buyer'],
  },
  { name: 'paid, to ship', seller: 'demo_seller', buyerId: BUYER_B, stage: 'paid', paid: 20, unreadBy: ['seller'] },
  { name: 'paid by demo_buyer', seller: 'other', buyerId: BUYER, stage: 'paid', paid: 26, unreadBy: [] },
  {
    name: 'label printed',
    seller: 'demo_seller',
    buyerId: BUYER,
    stage: 'label_printed',
    paid: 40,
    label: 20,
    starredBy: ['seller'],
    unreadBy: ['buyer'],
  },
  {
    name: 'shipped',
    seller: 'demo_seller',
    buyerId: BUYER_C,
    stage: 'shipped',
    paid: 96,
    label: 72,
    inTransit: 48,
    unreadBy: [],
  },
  {
    name: 'shipped to demo_buyer, own tracking',
    seller: 'other',
    buyerId: BUYER,
    stage: 'shipped',
    paid: 70,
    label: 50,
    ownCarrier: 'ups',
    inTransit: 50,
    unreadBy: ['buyer'],
  },
  {
    name: 'delivered from Canada',
    seller: 'other_canadian',
    buyerId: BUYER,
    stage: 'delivered',
    paid: 120,
    label: 100,
    inTransit: 72,
    delivered: 24,
    starredBy: ['buyer'],
    unreadBy: ['buyer'],
  },
  {
    name: 'final with feedback',
    seller: 'demo_seller',
    buyerId: BUYER,
    stage: 'final',
    paid: 14 * 24,
    label: 13 * 24,
    inTransit: 12 * 24,
    delivered: 10 * 24,
    accepted: 9 * 24,
    final: 9 * 24,
    feedback: { hours: 9 * 24 - 1, rating: 'positive', comment: 'Exactly as described and shipped fast. Thanks!' },
    unreadBy: [],
  },
  {
    name: 'refunded, never shipped',
    seller: 'demo_seller',
    buyerId: BUYER_D,
    stage: 'refunded',
    paid: 10 * 24,
    refunded: 2 * 24,
    unreadBy: [],
  },
  {
    name: 'the dispute',
    seller: 'demo_seller',
    buyerId: BUYER,
    stage: 'disputed',
    paid: 6 * 24,
    label: 5 * 24 + 12,
    inTransit: 5 * 24,
    delivered: 2 * 24,
    dispute: 20,
    unreadBy: ['seller'],
  },
  {
    name: 'archived by demo_seller',
    seller: 'demo_seller',
    buyerId: BUYER_E,
    stage: 'final',
    paid: 40 * 24,
    label: 39 * 24,
    inTransit: 38 * 24,
    delivered: 36 * 24,
    final: 33 * 24,
    archivedBy: ['seller'],
    unreadBy: [],
  },
  {
    name: 'archived by demo_buyer',
    seller: 'other',
    buyerId: BUYER,
    stage: 'final',
    paid: 30 * 24,
    label: 29 * 24,
    inTransit: 28 * 24,
    delivered: 26 * 24,
    accepted: 26 * 24 - 3,
    final: 26 * 24 - 3,
    archivedBy: ['buyer'],
    unreadBy: [],
  },
];

/** The live auction: demo_seller's, ending 45 minutes after the seed's now, demo_buyer leading user 162. */
const AUCTION = {
  endsInMinutes: 45,
  offers: [
    { buyerId: BUYER_A, share: 0.7, hours: 30 },
    { buyerId: BUYER, share: 0.8, hours: 20 },
  ],
  favouritedDaysAgo: 3,
};

interface ItemRow {
  id: number;
  name: string;
  state: string;
  seller_id: number;
  price: number;
  quantity: number;
  auction: boolean;
  accepts_offers: boolean;
  image_count: number;
  shipping_discount_amount: number;
  favoriters_count: number;
  category_id: number;
  sale_id: number | null;
  last_bumped_at: string | null;
  last_price_dropped_at: string | null;
  sold_at?: string | null;
  cost: number | null;
}

interface UserRow {
  id: number;
  username: string;
  country: string;
  purchase_count: number;
}

interface SwapRow {
  id: number;
  item_id: number;
  buyer_id: number;
  seller_id: number;
  order_id: number | null;
  created_at: string;
  updated_at: string;
  unread_by: number[];
}

interface OfferRow {
  id: number;
  swap_id: number;
  item_id: number;
  amount: number;
  item_variation_id: null;
  state: 'pending' | 'accepted' | 'declined' | 'outbid' | 'expired';
  seller_offer: boolean;
  counter_offer: boolean;
  created_at: string;
  expires_at?: string | null;
}

interface OrderRow {
  id: number;
  buyer_id: number;
  state: string;
  subtotal: number;
  shipping: number;
  total: number;
  currency: string;
  payment_gateway: string;
  payment_transaction_id: string;
  beta_checkout: boolean;
  created_at: string;
  ship_to?: SeedAddress | null;
}

interface OrderItemRow {
  id: number;
  order_id: number;
  item_id: number;
  item_variation_id: number | null;
  seller_id: number;
  swap_id: number;
  price: number;
  shipping: number;
}

interface MessageRow {
  id: number;
  swap_id: number;
  sender_id: number | null;
  body: string;
  created_at: string;
  event?: SwapEvent | null;
}

interface FeedbackRow {
  id: number;
  seller_id: number;
  author_id: number;
  positive: boolean;
  rating: string;
  created_at: string;
  comment?: string | null;
  swap_id?: number | null;
}

interface Input<Item, User> {
  items: Item[];
  users: User[];
  swaps: readonly SwapRow[];
  offers: readonly OfferRow[];
  orders: readonly OrderRow[];
  order_items: readonly OrderItemRow[];
  swap_messages: readonly MessageRow[];
  favorites: readonly { user_id: number; item_id: number; created_at: string }[];
  feedback: readonly FeedbackRow[];
  /** Items other seeded content relies on (reports, variations…): never picked. */
  reservedItemIds: ReadonlySet<number>;
  /** The categories demo_buyer favourites: the items it favourites here are of them (its feed's sports stay). */
  buyerFavouriteCategoryIds: ReadonlySet<number>;
}

/** Every row of a table with the same columns (the seed inserts the first row's). */
const withDefaults = <Row extends object, Defaults extends object>(rows: readonly Row[], defaults: Defaults) =>
  rows.map((row) => ({ ...defaults, ...row }));

const SWAP_LIFECYCLE_DEFAULTS = {
  stage: 'open' as SwapStage,
  pay_by: null as string | null,
  paid_at: null as string | null,
  ship_by: null as string | null,
  ship_reminders_sent: 0,
  shipped_at: null as string | null,
  delivered_at: null as string | null,
  accept_by: null as string | null,
  accepted_at: null as string | null,
  final_at: null as string | null,
  refunded_at: null as string | null,
  archived_by: [] as number[],
};

/** How many of the ship-by reminders fall between payment and `untilMs` (or the seed's now). */
const remindersDue = (paidAt: string, untilMs = seedNow()) =>
  SWAP_TIMING.shipReminders.filter((after) => Date.parse(paidAt) + after <= untilMs).length;

/** A tracking number in the carrier's format: USPS 22 digits (94…), UPS 1Z + 16, Canada Post 16 digits. */
function trackingNumber(carrier: 'usps' | 'ups' | 'canada_post', swapId: number): string {
  const digits = (length: number) =>
    String(7_301_000 + swapId * 7919)
      .padEnd(length, String(swapId % 10))
      .slice(0, length);
  if (carrier === 'ups') return `1Z${String(swapId).padStart(6, '0')}${digits(10)}`;
  if (carrier === 'canada_post') return digits(16);
  return `9400${digits(18)}`;
}

/**
 * The after-sale rows: the input's, plus a live auction and a swap per plan (`PLANS`, the place to add a demo
 * sale for a new page), then the auctions' ends and every party's address.
 */
export function withAfterSale<Item extends ItemRow, User extends UserRow>(input: Input<Item, User>) {
  const rows = startRows(input);
  markEarlierPurchasesPaid(rows, input.orders);
  const auction = seedLiveAuction(rows);
  for (const plan of PLANS) seedPlannedSale(rows, plan);
  return {
    items: withAuctionEnds(input.items, rows.changed, auction?.id),
    users: withPurchaseCounts(input.users, rows.orders),
    swaps: rows.swaps,
    offers: rows.offers,
    orders: withShipTo(rows),
    order_items: rows.orderItems,
    swap_messages: rows.messages,
    favorites: rows.favorites,
    feedback: rows.feedback,
    addresses: partyAddresses(rows),
    shipments: rows.shipments,
    shipment_events: rows.shipmentEvents,
    disputes: rows.disputes,
    swap_stars: rows.stars,
  };
}

type Rows<Item extends ItemRow, User extends UserRow> = ReturnType<typeof startRows<Item, User>>;
type LifecycleSwap = SwapRow & typeof SWAP_LIFECYCLE_DEFAULTS;

/** The tables the after-sale seed adds to (the input's rows first), and the helpers that add to them. */
function startRows<Item extends ItemRow, User extends UserRow>(input: Input<Item, User>) {
  const users = new Map(input.users.map((user) => [user.id, user]));
  const used = new Set([
    ...input.reservedItemIds,
    ...input.swaps.map((swap) => swap.item_id),
    ...input.favorites.map((favorite) => favorite.item_id),
  ]);
  // From the end of the item list: the content items and the older demos keep theirs, and
  // demo_seller's first available items (the eBay demo's) stay its first.
  const eligible = input.items
    .filter(
      (item) =>
        item.state === 'available' &&
        item.quantity === 1 &&
        item.accepts_offers &&
        item.image_count > 0 &&
        item.sale_id === null &&
        item.last_bumped_at === null &&
        item.last_price_dropped_at === null &&
        item.cost === null &&
        !DEMO_IDS.has(item.seller_id) &&
        !used.has(item.id),
    )
    .reverse();
  const sellersTaken = new Set<number>([BUYER_A, BUYER_B, BUYER_C, BUYER_D, BUYER_E]);
  const rows = {
    users,
    changed: new Map<number, Item>(),
    swaps: withDefaults(input.swaps, SWAP_LIFECYCLE_DEFAULTS) as LifecycleSwap[],
    offers: withDefaults(input.offers, { expires_at: null }) as OfferRow[],
    orders: withDefaults(input.orders, { ship_to: null }) as OrderRow[],
    orderItems: [...input.order_items] as OrderItemRow[],
    messages: withDefaults(input.swap_messages, { event: null }) as MessageRow[],
    favorites: [...input.favorites],
    feedback: withDefaults(input.feedback, { comment: null, swap_id: null }) as FeedbackRow[],
    shipments: [] as object[],
    shipmentEvents: [] as object[],
    disputes: [] as object[],
    stars: [] as object[],
    parties: new Set<number>([SELLER, BUYER]),
    countryOf: (userId: number) => (users.get(userId)?.country === 'CA' ? 'CA' : 'US'),
    nameOf: (userId: number, fallback: string) => users.get(userId)?.username ?? fallback,
    likedCategory: (item: Item) => input.buyerFavouriteCategoryIds.has(item.category_id),
    /** The next eligible item matching `rule`, of a seller no other plan has used. */
    take(rule: (item: Item) => boolean): Item | undefined {
      const item = eligible.find(
        (candidate) => !used.has(candidate.id) && !sellersTaken.has(candidate.seller_id) && rule(candidate),
      );
      if (item) {
        used.add(item.id);
        sellersTaken.add(item.seller_id);
      }
      return item;
    },
    notice(swapId: number, event: SwapEvent, body: string, at: string) {
      rows.messages.push({
        id: rows.messages.length + 1,
        swap_id: swapId,
        sender_id: null,
        body,
        event,
        created_at: at,
      });
    },
    favourite(userId: number, item: Item, daysAgo: number) {
      rows.favorites.push({ user_id: userId, item_id: item.id, created_at: hoursAgo(daysAgo * 24) });
      rows.changed.set(item.id, {
        ...(rows.changed.get(item.id) ?? item),
        favoriters_count: item.favoriters_count + 1,
      });
    },
    newSwap(item: Item, buyerId: number, sellerId: number, createdAt: string): LifecycleSwap {
      const swap: LifecycleSwap = {
        ...SWAP_LIFECYCLE_DEFAULTS,
        id: rows.swaps.length + 1,
        item_id: item.id,
        buyer_id: buyerId,
        seller_id: sellerId,
        order_id: null,
        created_at: createdAt,
        updated_at: createdAt,
        unread_by: [],
        archived_by: [],
      };
      rows.swaps.push(swap);
      rows.parties.add(buyerId).add(sellerId);
      return swap;
    },
  };
  return rows;
}

/** The purchases seeded before the after-sale work (swaps.ts) were paid: stage paid, with the reminders due. */
function markEarlierPurchasesPaid<Item extends ItemRow>(rows: Rows<Item, UserRow>, orders: readonly OrderRow[]): void {
  for (const swap of rows.swaps)
    if (swap.order_id !== null) {
      const paidAt = orders.find((order) => order.id === swap.order_id)!.created_at;
      Object.assign(swap, {
        stage: 'paid',
        paid_at: paidAt,
        ship_by: plus(paidAt, SWAP_TIMING.shipBy),
        ship_reminders_sent: remindersDue(paidAt),
      });
      rows.parties.add(swap.buyer_id).add(swap.seller_id);
    }
}

/** demo_seller's live auction: two buyers' offers, the first outbid, demo_buyer's the highest. */
function seedLiveAuction<Item extends ItemRow>(rows: Rows<Item, UserRow>): Item | undefined {
  const auctionItem =
    rows.take((item) => item.auction && rows.likedCategory(item)) ?? rows.take((item) => item.auction);
  if (!auctionItem) return undefined;
  const item = { ...auctionItem, seller_id: SELLER };
  rows.changed.set(item.id, item);
  let lead: { swapId: number; amount: number; buyerId: number } | null = null;
  for (const offer of AUCTION.offers) {
    const at = hoursAgo(offer.hours);
    const swap = rows.newSwap(item, offer.buyerId, SELLER, at);
    const amount = Math.round(item.price * offer.share * 100) / 100;
    rows.offers.push({
      id: rows.offers.length + 1,
      swap_id: swap.id,
      item_id: item.id,
      amount,
      item_variation_id: null,
      state: 'pending',
      seller_offer: false,
      counter_offer: false,
      created_at: at,
      expires_at: null,
    });
    swap.unread_by = [SELLER];
    if (lead && amount > lead.amount) {
      const outbid = rows.offers.find((row) => row.swap_id === lead!.swapId)!;
      outbid.state = 'outbid';
      rows.notice(
        lead.swapId,
        'outbid',
        `You were outbid on ${item.name}: the highest offer is now higher than yours.`,
        at,
      );
      const outbidSwap = rows.swaps.find((row) => row.id === lead!.swapId)!;
      outbidSwap.unread_by = [lead.buyerId];
      outbidSwap.updated_at = at;
    }
    if (!lead || amount > lead.amount) lead = { swapId: swap.id, amount, buyerId: offer.buyerId };
  }
  rows.favourite(BUYER, rows.changed.get(item.id)!, AUCTION.favouritedDaysAgo);
  return auctionItem;
}

/** What one plan's sale is made of: its item (moved to demo_seller when the plan says), its swap and parties. */
interface PlannedSale<Item extends ItemRow> {
  plan: AfterSalePlan;
  item: Item;
  swap: LifecycleSwap;
  sellerId: number;
  buyerName: string;
  sellerName: string;
  /** The steps taken so far, each becoming a notice. */
  steps: Step[];
}

/** One plan's swap, from the offer or the payment to where the plan stops, with its notices. */
function seedPlannedSale<Item extends ItemRow>(rows: Rows<Item, UserRow>, plan: AfterSalePlan): void {
  const picked = rows.take((item) =>
    plan.favouritedDaysAgo !== undefined && !rows.likedCategory(item)
      ? false
      : plan.seller === 'other_canadian'
        ? !item.auction && rows.countryOf(item.seller_id) === 'CA'
        : !item.auction && (plan.seller === 'demo_seller' || rows.countryOf(item.seller_id) === 'US'),
  );
  if (!picked) return;
  const sellerId = plan.seller === 'demo_seller' ? SELLER : picked.seller_id;
  const item = { ...picked, seller_id: sellerId };
  rows.changed.set(item.id, item);
  const startHours = Math.max(plan.paid ?? 0, plan.accepted_offer?.hours ?? 0) + 2;
  const sale: PlannedSale<Item> = {
    plan,
    item,
    swap: rows.newSwap(item, plan.buyerId, sellerId, hoursAgo(startHours)),
    sellerId,
    buyerName: rows.nameOf(plan.buyerId, 'the buyer'),
    sellerName: rows.nameOf(sellerId, 'the seller'),
    steps: [],
  };
  if (plan.favouritedDaysAgo !== undefined) rows.favourite(plan.buyerId, item, plan.favouritedDaysAgo);
  seedAcceptedOffer(rows, sale);
  seedPayment(rows, sale);
  seedParcel(rows, sale);
  seedOutcome(rows, sale);
  seedNotices(rows, sale);
  const { swap, steps } = sale;
  const sideId = (side: 'seller' | 'buyer') => (side === 'seller' ? sellerId : plan.buyerId);
  Object.assign(swap, {
    stage: plan.stage,
    updated_at: hoursAgo(
      Math.min(startHours, ...steps.map((step) => step.hours), plan.accepted_offer?.hours ?? Infinity),
    ),
    unread_by: plan.unreadBy.map(sideId),
    archived_by: (plan.archivedBy ?? []).map(sideId),
  });
  for (const side of plan.starredBy ?? [])
    rows.stars.push({ user_id: sideId(side), swap_id: swap.id, created_at: swap.updated_at });
}

/** The plan's accepted offer, holding the item for the payment window. */
function seedAcceptedOffer<Item extends ItemRow>(
  rows: Rows<Item, UserRow>,
  { plan, item, swap, sellerName }: PlannedSale<Item>,
) {
  if (!plan.accepted_offer) return;
  const at = hoursAgo(plan.accepted_offer.hours);
  const payBy = plus(at, SWAP_TIMING.paymentWindow);
  rows.offers.push({
    id: rows.offers.length + 1,
    swap_id: swap.id,
    item_id: item.id,
    amount: Math.round(item.price * plan.accepted_offer.share * 100) / 100,
    item_variation_id: null,
    state: 'accepted',
    seller_offer: false,
    counter_offer: false,
    created_at: hoursAgo(plan.accepted_offer.hours + 2),
    expires_at: payBy,
  });
  Object.assign(swap, { stage: 'awaiting_payment', pay_by: payBy });
  rows.notice(swap.id, 'offer_accepted', `@${sellerName} accepted your offer: pay within 48 hours to buy it.`, at);
}

/** The plan's order (the item sold), with the ship-by reminders and the refund offer due before it shipped. */
function seedPayment<Item extends ItemRow>(
  rows: Rows<Item, UserRow>,
  { plan, item, swap, sellerId, steps }: PlannedSale<Item>,
) {
  if (plan.paid === undefined) return;
  const paidAt = hoursAgo(plan.paid);
  const shipping = unitShipping(item.shipping_discount_amount);
  const orderId = rows.orders.length + 1;
  rows.orders.push({
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
    created_at: paidAt,
    ship_to: addressFor(plan.buyerId, rows.nameOf(plan.buyerId, 'buyer'), rows.countryOf(plan.buyerId)),
  });
  rows.orderItems.push({
    id: rows.orderItems.length + 1,
    order_id: orderId,
    item_id: item.id,
    item_variation_id: null,
    seller_id: sellerId,
    swap_id: swap.id,
    price: item.price,
    shipping,
  });
  rows.changed.set(item.id, { ...rows.changed.get(item.id)!, state: 'sold', quantity: 0, sold_at: paidAt });
  const shippedHours = plan.ownCarrier ? plan.label : plan.inTransit;
  const unshippedUntil =
    shippedHours !== undefined
      ? seedNow() - shippedHours * HOUR_MS
      : plan.refunded !== undefined
        ? seedNow() - plan.refunded * HOUR_MS
        : seedNow();
  Object.assign(swap, {
    order_id: orderId,
    paid_at: paidAt,
    ship_by: plus(paidAt, SWAP_TIMING.shipBy),
    ship_reminders_sent: remindersDue(paidAt, unshippedUntil),
  });
  steps.push({ event: 'paid', hours: plan.paid });
  SWAP_TIMING.shipReminders.forEach((after, index) => {
    if (index < remindersDue(paidAt, unshippedUntil))
      steps.push({ event: 'ship_reminder', hours: plan.paid! - after / HOUR_MS });
  });
  if (Date.parse(paidAt) + SWAP_TIMING.refundOffer <= unshippedUntil)
    steps.push({ event: 'refund_offered', hours: plan.paid - SWAP_TIMING.refundOffer / HOUR_MS });
}

/** The plan's parcel: the label (or own tracking), its scans, shipped and delivered. */
function seedParcel<Item extends ItemRow>(rows: Rows<Item, UserRow>, sale: PlannedSale<Item>) {
  const { plan, item, swap, sellerId, steps } = sale;
  if (plan.label === undefined) return;
  const from = addressFor(sellerId, sale.sellerName, rows.countryOf(sellerId));
  const to = addressFor(plan.buyerId, sale.buyerName, rows.countryOf(plan.buyerId));
  const carrier = plan.ownCarrier ?? (from.country === 'CA' ? 'canada_post' : 'usps');
  const status =
    plan.delivered !== undefined ? 'delivered' : plan.inTransit !== undefined ? 'in_transit' : 'label_created';
  const shipmentId = rows.shipments.length + 1;
  rows.shipments.push({
    id: shipmentId,
    swap_id: swap.id,
    order_id: swap.order_id,
    purpose: 'sale',
    source: plan.ownCarrier ? 'own' : 'label',
    carrier,
    tracking_number: trackingNumber(carrier, swap.id),
    status,
    postage_cents: plan.ownCarrier ? null : Math.round(unitShipping(item.shipping_discount_amount) * 100),
    from_address: from,
    to_address: to,
    country_of_manufacture_detail_id: null,
    created_at: hoursAgo(plan.label),
    updated_at: hoursAgo(plan.delivered ?? plan.inTransit ?? plan.label),
  });
  const scan = (scanStatus: string, description: string, location: string | null, hours: number) =>
    rows.shipmentEvents.push({
      id: rows.shipmentEvents.length + 1,
      shipment_id: shipmentId,
      status: scanStatus,
      description,
      location,
      occurred_at: hoursAgo(hours),
    });
  if (!plan.ownCarrier) scan('label_created', 'Shipping label created', `${from.city}, ${from.region}`, plan.label);
  if (plan.inTransit !== undefined)
    scan('in_transit', 'In transit to the destination', `${from.city}, ${from.region}`, plan.inTransit);
  if (plan.delivered !== undefined) scan('delivered', 'Delivered', `${to.city}, ${to.region}`, plan.delivered);
  if (plan.ownCarrier) steps.push({ event: 'tracking_added', hours: plan.label });
  else steps.push({ event: 'label_printed', hours: plan.label });
  if (plan.inTransit !== undefined) {
    swap.shipped_at = hoursAgo(plan.inTransit);
    if (!plan.ownCarrier) steps.push({ event: 'in_transit', hours: plan.inTransit });
  }
  if (plan.ownCarrier) swap.shipped_at = hoursAgo(plan.label);
  if (plan.delivered !== undefined) {
    swap.delivered_at = hoursAgo(plan.delivered);
    swap.accept_by = plus(swap.delivered_at, SWAP_TIMING.acceptWindow);
    steps.push({ event: 'delivered', hours: plan.delivered });
  }
}

/** How the plan's sale ended: accepted, final, refunded, disputed, and the buyer's feedback. */
function seedOutcome<Item extends ItemRow>(
  rows: Rows<Item, UserRow>,
  { plan, swap, sellerId, steps }: PlannedSale<Item>,
) {
  if (plan.accepted !== undefined) {
    swap.accepted_at = hoursAgo(plan.accepted);
    steps.push({ event: 'item_accepted', hours: plan.accepted });
  }
  if (plan.final !== undefined) {
    swap.final_at = hoursAgo(plan.final);
    steps.push({ event: 'sale_final', hours: plan.final });
  }
  if (plan.refunded !== undefined) {
    swap.refunded_at = hoursAgo(plan.refunded);
    steps.push({ event: 'refunded', hours: plan.refunded });
  }
  if (plan.dispute !== undefined) {
    rows.disputes.push({
      id: rows.disputes.length + 1,
      swap_id: swap.id,
      order_id: swap.order_id,
      opened_by: plan.buyerId,
      reason: 'not_as_described',
      description: 'The listing said no cracks, but the blade has a crack along the heel.',
      photos: [],
      state: 'open',
      created_at: hoursAgo(plan.dispute),
    });
    steps.push({ event: 'dispute_opened', hours: plan.dispute });
  }
  if (plan.feedback) {
    rows.feedback.push({
      id: rows.feedback.length + 1,
      seller_id: sellerId,
      author_id: plan.buyerId,
      positive: plan.feedback.rating === 'positive',
      rating: plan.feedback.rating,
      comment: plan.feedback.comment,
      swap_id: swap.id,
      created_at: hoursAgo(plan.feedback.hours),
    });
    steps.push({ event: 'feedback_left', hours: plan.feedback.hours });
  }
}

/** The notices of the steps the sale took, oldest first (the auction's and the offer's are written with them). */
function seedNotices<Item extends ItemRow>(
  rows: Rows<Item, UserRow>,
  { plan, item, swap, buyerName, sellerName, steps }: PlannedSale<Item>,
) {
  const bodies: Partial<Record<SwapEvent, string>> = {
    paid: `@${buyerName} paid for ${item.name}. Ship it within 3 days.`,
    label_printed: `@${sellerName} printed the shipping label.`,
    tracking_added: `@${sellerName} shipped it with ${plan.ownCarrier?.toUpperCase() ?? 'their carrier'}.`,
    ship_reminder: `A reminder to ship ${item.name} to @${buyerName}.`,
    refund_offered: `Not shipped after 7 days: @${buyerName} may take a full refund.`,
    in_transit: 'The parcel is on its way.',
    delivered: 'The parcel was delivered. Accept the item or report a problem within 72 hours.',
    item_accepted: `@${buyerName} accepted the item.`,
    dispute_opened: `@${buyerName} reported the item as not as described. Kitswap will review it.`,
    sale_final: `The sale is final: @${sellerName}'s proceeds are available.`,
    refunded: `@${buyerName} was refunded in full.`,
    feedback_left: `@${buyerName} left feedback.`,
  };
  for (const step of steps.toSorted((a, b) => b.hours - a.hours))
    rows.notice(swap.id, step.event, bodies[step.event]!, hoursAgo(step.hours));
}

/**
 * Every item with the plans' changes, and `ends_at`: every seeded auction still running ends within the next 7 days,
 * spread (none already due), the live one within the hour; other items carry the column empty.
 */
function withAuctionEnds<Item extends ItemRow>(items: Item[], changed: Map<number, Item>, liveAuction?: number) {
  const auctionLengthMinutes = SWAP_TIMING.auctionLength / 60_000;
  return items.map((original) => {
    const item = changed.get(original.id) ?? original;
    const running = item.auction && item.state === 'available';
    const ends_at = !running
      ? null
      : item.id === liveAuction
        ? minutesAfterSeedNow(AUCTION.endsInMinutes)
        : minutesAfterSeedNow(90 + ((item.id * 7919) % (auctionLengthMinutes - 120)));
    return { ...item, ends_at };
  });
}

/** Every user with the number of seeded orders they placed. */
function withPurchaseCounts<User extends UserRow>(users: User[], orders: readonly OrderRow[]) {
  const purchases = new Map<number, number>();
  for (const order of orders) purchases.set(order.buyer_id, (purchases.get(order.buyer_id) ?? 0) + 1);
  return users.map((user) => ({ ...user, purchase_count: purchases.get(user.id) ?? 0 }));
}

/** Every party of a sale (and every demo account) has its default shipping address: the label's from and to. */
function partyAddresses<Item extends ItemRow>(rows: Rows<Item, UserRow>) {
  for (const demo of ['buyer', 'seller', 'pro', 'admin', 'organisation'] as const)
    rows.parties.add(demoAccount(demo).id);
  return [...rows.parties]
    .toSorted((a, b) => a - b)
    .map((userId, index) => ({
      id: index + 1,
      user_id: userId,
      ...addressFor(userId, rows.nameOf(userId, `user${userId}`), rows.countryOf(userId)),
      phone: null,
      ship_to: true,
      created_at: hoursAgo(400 * 24),
    }));
}

/** Every order with the address it ships to (the earlier purchases': the buyer's default). */
function withShipTo<Item extends ItemRow>(rows: Rows<Item, UserRow>) {
  for (const order of rows.orders)
    if (!order.ship_to)
      order.ship_to = addressFor(order.buyer_id, rows.nameOf(order.buyer_id, 'buyer'), rows.countryOf(order.buyer_id));
  return rows.orders;
}

/**
 * The money of the seeded sales, posted after their rows (the ledger convention in server/ledger/README.md):
 * every paid swap's `sale`; a final one's `release`; a refunded one's full `refund`. The items held by
 * an accepted offer point at its swap (`reserved_swap_id`, set here: the items load before the swaps).
 */
export async function finishAfterSale(tx: Db): Promise<void> {
  await tx.query(
    `UPDATE items i SET reserved_swap_id = s.id FROM swaps s WHERE s.item_id = i.id AND s.stage = 'awaiting_payment'`,
  );
  const sales = await tx.query<{
    id: number;
    order_id: number;
    seller_id: number;
    stage: SwapStage;
    price: string;
    shipping: string;
  }>(
    `SELECT s.id, oi.order_id, s.seller_id, s.stage, oi.price, oi.shipping FROM swaps s JOIN order_items oi ON oi.swap_id = s.id
     ORDER BY s.id`,
  );
  for (const sale of sales) {
    const price = Math.round(Number(sale.price) * 100);
    const shipping = Math.round(Number(sale.shipping) * 100);
    const fee = saleFeeCents(price);
    const seller = sale.seller_id;
    await postLedgerTransaction(tx, {
      kind: 'sale',
      swapId: sale.id,
      orderId: sale.order_id,
      idempotencyKey: `sale:${sale.id}`,
      legs: [
        { owner: null, account: 'buyer_payments', cents: -(price + shipping) },
        { owner: seller, account: 'pending', cents: price - fee },
        { owner: null, account: 'fees', cents: fee },
        { owner: null, account: 'postage', cents: shipping },
      ],
    });
    if (sale.stage === 'final')
      await postLedgerTransaction(tx, {
        kind: 'release',
        swapId: sale.id,
        orderId: sale.order_id,
        idempotencyKey: `release:${sale.id}`,
        legs: [
          { owner: seller, account: 'pending', cents: -(price - fee) },
          { owner: seller, account: 'available', cents: price - fee },
        ],
      });
    if (sale.stage === 'refunded')
      await postLedgerTransaction(tx, {
        kind: 'refund',
        swapId: sale.id,
        orderId: sale.order_id,
        idempotencyKey: `refund:${sale.id}`,
        legs: [
          { owner: seller, account: 'pending', cents: -(price - fee) },
          { owner: null, account: 'fees', cents: -fee },
          { owner: null, account: 'postage', cents: -shipping },
          { owner: null, account: 'buyer_payments', cents: price + shipping },
        ],
      });
  }
}
