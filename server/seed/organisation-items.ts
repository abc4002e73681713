import type { Catalogue } from './catalogue';
import { daysBeforeSeedNow } from './clock';
import { demoAccount } from './demo-accounts';
import { CONTENT_ITEM_COUNT, type ItemRow } from './items';
import { cents } from './money';

/** What a trade-in organisation records about a unit (migration 113): its cost, shelf and buying event. */
export interface OrganisationColumns {
  cost: number | null;
  location_id: string | null;
  event_name: string | null;
}

/** demo_org's stock: where each unit sits in its warehouse and the event it was traded in at. */
const UNITS = [
  { location_id: 'A-03-12', event_name: 'Minnesota Hockey Expo 2026' },
  { location_id: 'A-03-13', event_name: 'Minnesota Hockey Expo 2026' },
  { location_id: 'A-04-01', event_name: 'Minnesota Hockey Expo 2026' },
  { location_id: 'B-01-07', event_name: 'Boston Pro Hockey Swap 2026' },
  { location_id: 'B-01-08', event_name: 'Boston Pro Hockey Swap 2026' },
  { location_id: 'B-02-02', event_name: null },
];
/** A trade-in pays about 45 % of what the unit then lists for. */
const TRADE_IN_SHARE = 0.45;
const FEEDBACK_COUNT = 60;

/**
 * demo_org, the trade-in organisation (spec §1, §6): six available hockey items moved to it from
 * generated sellers, each with its cost, warehouse location and (all but one) event name, so its
 * staff can print warehouse labels; and its 60 feedback entries, one negative and older than the
 * last 50 ('98% positive (60)', a Top Seller). Items are picked by rule from the middle of the content
 * items, away from those the swaps demo takes (the end) and from favourited, optioned or swapped ones;
 * every item row gets the three columns (null on the rest), since the first row names the columns.
 */
export function withOrganisationItems<Item extends ItemRow>(
  items: Item[],
  catalogue: Catalogue,
  {
    excludedItemIds,
    buyerIds,
    firstFeedbackId,
  }: { excludedItemIds: Set<number>; buyerIds: number[]; firstFeedbackId: number },
) {
  const organisation = demoAccount('organisation').id;
  const hockey = catalogue.category('hockey').id;
  const inHockey = new Set(catalogue.categories.filter((row) => row.lineage.includes(hockey)).map((row) => row.id));
  const picked = items
    .slice(CONTENT_ITEM_COUNT / 2, CONTENT_ITEM_COUNT)
    .filter(
      (item) =>
        item.state === 'available' &&
        item.quantity === 1 &&
        !item.auction &&
        inHockey.has(item.category_id) &&
        item.seller_id < demoAccount('buyer').id &&
        !excludedItemIds.has(item.id),
    )
    .slice(0, UNITS.length);
  const unitOf = new Map(picked.map((item, index) => [item.id, UNITS[index]!]));
  const withColumns = items.map((item): Item & OrganisationColumns => {
    const unit = unitOf.get(item.id);
    return unit
      ? { ...item, seller_id: organisation, cost: cents(item.price * TRADE_IN_SHARE), ...unit }
      : { ...item, cost: null, location_id: null, event_name: null };
  });
  const feedback = Array.from({ length: FEEDBACK_COUNT }, (_, index) => ({
    id: firstFeedbackId + index,
    seller_id: organisation,
    author_id: buyerIds[index % buyerIds.length]!,
    positive: index !== FEEDBACK_COUNT - 1,
    rating: index !== FEEDBACK_COUNT - 1 ? 'positive' : 'negative',
    created_at: daysBeforeSeedNow(2 + index * 4),
  }));
  return { items: withColumns, feedback };
}
