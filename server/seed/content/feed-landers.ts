import type { AnyBlock } from '../../../schemas/blocks';
import type { Catalogue } from '../catalogue';
import { seedNowIso } from '../clock';
import { idsFor } from './ids';
import type { LanderContent } from './types';

/** Lander and page view id of the feed lander (30–39 belong to the feed and grid blocks). */
const ID = 30;

/**
 * /shop/hockey/skates: the personalised feed (signed-in users with an external_id, e.g.
 * demo_buyer), a pre-filled row of skates, an ad slot with a house ad, the top skate models, active
 * hockey sellers to follow, recently viewed items, and an item-grid-3-rows (which renders nothing).
 */
export function buildFeedLanders(catalogue: Catalogue): LanderContent[] {
  const ids = idsFor(ID);
  const skates = catalogue.category('hockey/skates');
  const hockey = catalogue.category('hockey');
  const popular: AnyBlock = {
    id: ids.block(),
    layout: 'item-grid-1-row',
    title: 'Popular skates',
    query: { category_id: skates.id, sort: 'popular' },
  };
  const blocks: AnyBlock[] = [
    {
      id: ids.block(),
      layout: 'text-title',
      title: 'Hockey Skates',
      description: 'Player and goalie skates from Bauer, CCM and True, many skated for a single season.',
    },
    { id: ids.block(), layout: 'item-grid-shaped-v1', title: 'Picked for You', model_name: 'for_you_feed' },
    popular,
    {
      id: ids.block(),
      layout: 'ad-slot',
      ad_unit: 'shop/hockey/leaderboard',
      tiles: [
        {
          id: ids.tile(),
          title: 'Sell your gear on Kitswap: listing is free',
          destination: '/sell-now',
          background_image_url: '/media/tiles/hockey.svg',
          versions: [
            { platform: 'web', background_image_url: '/media/tiles/sell-your-gear.svg' },
            { platform: 'mobile', background_image_url: '/media/tiles/hockey.svg' },
          ],
        },
      ],
    },
    {
      id: ids.block(),
      layout: 'top-models',
      title: 'Top skate models',
      cta: 'All skates',
      destination: '/shop/hockey/skates',
      query: { category_id: skates.id },
    },
    { id: ids.block(), layout: 'user-feed', title: 'Hockey sellers to follow', query: { category_id: hockey.id } },
    { id: ids.block(), layout: 'item-grid-recently-viewed', title: 'Recently Viewed' },
    { id: ids.block(), layout: 'item-grid-3-rows', title: 'More skates', query: { category_id: skates.id } },
  ];
  return [
    {
      lander: {
        id: ID,
        slug: 'hockey/skates',
        path: '/shop/hockey/skates',
        title: 'Hockey Skates',
        query: { category_id: skates.id },
        show_categories: false,
        category_id: skates.id,
        page_view_id: ID,
      },
      pageView: {
        id: ID,
        slug: 'lander-hockey-skates',
        title: 'Hockey Skates',
        updated_at: seedNowIso(),
        blocks,
      },
      prefill: { blockId: popular.id, categoryId: skates.id },
    },
  ];
}
