import type { Insights, SellThroughRating } from '../../../schemas/entities/insights';
import { formatCount } from '../../../ui/format/numbers';

const DAY_MS = 86_400_000;

/** Margin % = round((price − seller_total_cost) / price × 100) (spec §9); null without a cost or a price. */
export function marginPercent(price: number | null | undefined, cost: number | null | undefined): number | null {
  if (price === null || price === undefined || price <= 0 || cost === null || cost === undefined) return null;
  return Math.round(((price - cost) / price) * 100);
}

/** Sell-through % = round(recent_sales / recently_published_items × 100), 0 if none were published (spec §9). */
export function sellThroughPercent(recentSales: number, recentlyPublished: number): number {
  return recentlyPublished > 0 ? Math.round((recentSales / recentlyPublished) * 100) : 0;
}

/** Legacy suggested price = median + shipping discount (spec §9); null without sales. */
export function legacySuggestedPrice(median: number | null, shippingDiscount: number): number | null {
  return median === null ? null : median + shippingDiscount;
}

/**
 * Time-to-sell % = bucket / total_items × 100 for <30, 30–90 and 90+ days (spec §9), in whole per
 * cent; null without sales.
 */
export function timeToSellPercents(
  buckets: Insights['value_guide']['time_to_sell'],
): { under30: number; from30to90: number; over90: number } | null {
  const { dom_0_30, dom_30_90, dom_90, total_items } = buckets;
  if (total_items === 0) return null;
  const share = (count: number) => Math.round((count / total_items) * 100);
  return { under30: share(dom_0_30), from30to90: share(dom_30_90), over90: share(dom_90) };
}

export type SignalColour = 'green' | 'yellow' | 'red';

/** A recent sale's days-to-sell chip: green under 30 days, yellow under 60, red otherwise (spec §9). */
export function timeToSellColour(days: number): SignalColour {
  if (days < 30) return 'green';
  if (days < 60) return 'yellow';
  return 'red';
}

/** The sell-through badge: high green, medium yellow, low red (spec §9). */
export const SELL_THROUGH_COLOURS: Record<SellThroughRating, SignalColour> = {
  high: 'green',
  medium: 'yellow',
  low: 'red',
};

/** Whole days from `iso` to `now` (never negative). */
export function daysSince(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS));
}

/** 'today', '1 day ago', '12 days ago' ('Published N days ago', spec §2.10). */
export function daysAgoText(iso: string, now: Date = new Date()): string {
  const days = daysSince(iso, now);
  if (days === 0) return 'today';
  return days === 1 ? '1 day ago' : `${formatCount(days)} days ago`;
}
