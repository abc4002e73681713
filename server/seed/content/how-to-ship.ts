import { seedNowIso } from '../clock';
import { idsFor } from './ids';
import type { LanderContent } from './types';

/** Lander and page view id of the 'How to Ship' navigation page (spec §2.1 /nav/{...shop}). */
const HOW_TO_SHIP_ID = 70;

const faq = (title: string, content: string, action?: { label: string; url: string }) => ({
  title,
  content,
  ...(action ? { action_label: action.label, action_url: action.url } : {}),
});

/**
 * /nav/how-to-ship: the seller's shipping guide, a navigation lander (no filters, no prefill) that
 * the header's Selling menu and the predictive search lead to. Facts from design/domain.md.
 */
export function buildHowToShip(): LanderContent {
  const ids = idsFor(HOW_TO_SHIP_ID);
  return {
    lander: {
      id: HOW_TO_SHIP_ID,
      slug: 'how-to-ship',
      path: '/nav/how-to-ship',
      title: 'How to Ship',
      query: {},
      show_categories: false,
      category_id: null,
      page_view_id: HOW_TO_SHIP_ID,
    },
    pageView: {
      id: HOW_TO_SHIP_ID,
      slug: 'nav-how-to-ship',
      title: 'How to Ship',
      updated_at: seedNowIso(),
      blocks: [
        {
          id: ids.block(),
          layout: 'lander-header',
          title: 'How to Ship',
          description:
            'Sold something? The buyer has paid for postage: print the prepaid label, pack the gear well and drop it off within 3 days.',
          cta: 'Open your swaps',
          destination: '/swaps',
        },
        {
          id: ids.block(),
          layout: 'text-paragraph',
          title: '1. Print the prepaid label',
          description:
            'Open the swap from your inbox and choose Print Label. In the US the label is for USPS, FedEx or UPS; in Canada, Canada Post. The buyer paid the postage, so it costs you nothing.\n\nShipping with your own carrier? Add the tracking number to the swap instead, so the buyer can follow the parcel.',
        },
        {
          id: ids.block(),
          layout: 'text-paragraph',
          title: '2. Pack it to arrive as listed',
          description:
            'Wrap blades, shafts and club heads; stuff skates and boots with paper; use a box that fits the gear snugly. Put a note with the Swap ID inside: it is what support asks for if anything goes wrong.',
        },
        {
          id: ids.block(),
          layout: 'text-paragraph',
          title: '3. Ship within 3 days',
          description:
            'We remind you after 2, 4 and 7 days. After 7 days without shipping the buyer can be refunded. Tracking shows on the swap page as soon as the label is printed.',
        },
        {
          id: ids.block(),
          layout: 'collapsable-content-butter',
          title: 'Shipping questions',
          sections: [
            faq(
              'When do I get paid?',
              '<p>Your payment waits as <strong>Pending</strong> while the parcel travels and becomes <strong>Available</strong> when the buyer accepts the item, or automatically 72 hours after delivery.</p>',
            ),
            faq(
              'What if the buyer says the item is not as described?',
              '<p>Within 72 hours of delivery the buyer can reject an item as not as advertised. Support looks at the swap and settles it, with a full or partial refund. After that the sale is final.</p>',
            ),
            faq(
              'I sell from Canada. Can US buyers buy my gear?',
              '<p>Some items are not available for US buyers because of tariffs, and a banner tells you which. Switch them to <em>Use Your Own Label</em> and ship them with your own carrier and tracking number.</p>',
            ),
            faq(
              'I missed the 3 days. What now?',
              '<p>Ship as soon as you can and message the buyer from the swap. After 7 days without shipping the buyer can ask for a refund.</p>',
              { label: 'How to Sell', url: '/sell-now' },
            ),
          ],
        },
      ],
    },
  };
}
