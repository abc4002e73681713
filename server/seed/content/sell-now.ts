import { seedNowIso } from '../clock';
import { idsFor } from './ids';
import type { PageViewRow } from './types';

/** Page view id of /sell-now, apart from the landers' ids. */
export const SELL_NOW_PAGE_VIEW_ID = 95;

const step = (title: string, ...paragraphs: string[]) => ({ title, description: paragraphs.join('\n\n') });

const STEPS = [
  step(
    '1. List it for free',
    'Take a few clear photos in daylight, pick the model and condition, and set your price. Listing costs nothing: a small fee comes off only when the item sells.',
    'Price to sell: lightly used gear usually goes at least 50 % below retail, new gear at least 25 % below. Buyers can make offers, and you can accept, counter or decline them.',
  ),
  step(
    '2. Ship it with a prepaid label',
    'When your item sells, print the prepaid label from the swap page (USPS, FedEx or UPS in the US, Canada Post in Canada) or add your own tracking number. The buyer pays the postage.',
    'Ship within 3 days. We remind you after 2, 4 and 7 days; after 7 days without shipping the buyer can be refunded.',
  ),
  step(
    '3. Get paid',
    'The payment waits safely as Pending in your seller dashboard while the item travels. It becomes Available to cash out as soon as the buyer accepts the item, or automatically 72 hours after delivery.',
  ),
  step(
    'Auctions',
    'Prefer to let buyers set the price? An auction runs for 7 days, shows the highest offer on the item page, and the highest offer at the end wins. You get the prepaid label as soon as it ends.',
  ),
  step(
    'Selling safely',
    'Keep every message and offer on Kitswap: our protection covers what happens in the swap. Once a buyer pays with Buy Now, or you accept an offer, the sale is yours to complete.',
    'If a buyer reports an item as not as described within 72 hours of delivery, support looks at the swap and settles it with both of you.',
  ),
];

/** 'How to Sell' (/sell-now): the hero, the three steps, auctions, safety and selling tips. */
export function buildSellNow(): PageViewRow {
  const ids = idsFor(SELL_NOW_PAGE_VIEW_ID);
  return {
    id: SELL_NOW_PAGE_VIEW_ID,
    slug: 'sell-now',
    title: 'How to Sell',
    updated_at: seedNowIso(),
    blocks: [
      {
        id: ids.block(),
        layout: 'hero',
        title: 'Sell the gear you have outgrown',
        description:
          'Free to list, paid when it sells. Athletes across every sport are looking for what is in your garage.',
        // Signed-in sellers get this button; guests get the hero's Join buttons (spec §2.7).
        cta: 'List an item',
        destination: '/items/new',
        text_color: '#ffffff',
        background_color: '#0b2a1d',
        tiles: [{ id: ids.tile(), name: 'sell-your-gear', background_image_url: '/media/tiles/sell-your-gear.svg' }],
      },
      {
        id: ids.block(),
        layout: 'text-title',
        title: 'How selling works',
        description: 'From listing to payout in three steps.',
      },
      ...STEPS.map((entry) => ({ id: ids.block(), layout: 'text-paragraph' as const, ...entry })),
      {
        id: ids.block(),
        layout: 'blog-post-grid-3',
        title: 'Selling tips',
        query: { tag_slug: 'selling-tips' },
        cta: 'All selling tips',
        destination: '/blog?tag=selling-tips',
      },
    ],
  };
}
