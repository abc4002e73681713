import type { Catalogue } from '../catalogue';
import { seedNowIso } from '../clock';
import { sports } from '../sports';
import { idsFor } from './ids';
import { joinHero } from './join-hero';
import type { PageViewRow } from './types';

const BRAND_GREEN = '#02c874';

/** The home page: carousel, sport tiles, item rows, a word about Kitswap and the join prompt. */
export function buildHome(catalogue: Catalogue, pageViewId: number): PageViewRow {
  const ids = idsFor(pageViewId);
  return {
    id: pageViewId,
    slug: 'home',
    title: 'Where Athletes Buy and Sell Their Gear',
    updated_at: seedNowIso(),
    blocks: [
      {
        id: ids.block(),
        layout: 'carousel',
        tiles: [
          {
            id: ids.tile(),
            name: 'empower-athletes',
            title: 'Where Athletes Buy and Sell Their Gear',
            subtitle: 'New and used gear from athletes who have been there.',
            destination: '/search',
            image_type: 'empower_athletes',
            text_color: '#ffffff',
            background_image_url: '/media/tiles/empower-athletes.svg',
            versions: [
              {
                platform: 'web',
                image_type: 'empower_athletes',
                halignment: 'left',
                button_text: 'Shop gear',
                button_color: BRAND_GREEN,
              },
              {
                platform: 'mobile',
                image_type: 'empower_athletes',
                halignment: 'center',
                button_text: 'Shop',
                button_color: BRAND_GREEN,
              },
            ],
          },
          {
            id: ids.tile(),
            name: 'sell-your-gear',
            title: 'Sell your gear in seconds',
            subtitle: 'Listing is free. Snap a few photos, set your price and get paid when it sells.',
            destination: '/sell-now',
            image_type: 'blank',
            text_color: '#ffffff',
            background_image_url: '/media/tiles/sell-your-gear.svg',
            versions: [
              { platform: 'web', halignment: 'left', button_text: 'Start selling', button_color: BRAND_GREEN },
            ],
          },
          {
            id: ids.tile(),
            name: 'hockey',
            title: 'Hockey season is here',
            subtitle: 'Game-ready sticks from Bauer, CCM and Warrior, many used for a single season.',
            destination: '/shop/hockey/sticks',
            image_type: 'blank',
            text_color: '#ffffff',
            background_image_url: '/media/tiles/hockey.svg',
            versions: [{ platform: 'web', halignment: 'right', button_text: 'Shop sticks', button_color: BRAND_GREEN }],
          },
        ],
      },
      {
        id: ids.block(),
        layout: 'text-title',
        title: 'Shop by sport',
        description: 'Fourteen sports, thousands of listings, and new gear going up every day.',
      },
      {
        id: ids.block(),
        layout: 'home-featured-categories',
        tiles: sports.map((sport) => ({
          id: ids.tile(),
          title: sport.name,
          destination: `/shop/${sport.slug}`,
          background_image_url: `/media/categories/${sport.slug}.svg`,
        })),
      },
      {
        id: ids.block(),
        layout: 'item-grid-horizontal-scroll',
        title: 'Fresh off the bench',
        description: 'The newest listings from sellers across the country.',
        cta: 'See all',
        destination: '/search?sort=newest',
        query: { sort: 'newest' },
      },
      {
        id: ids.block(),
        layout: 'item-grid-1-row',
        title: 'Drivers with distance left in them',
        cta: 'Shop drivers',
        destination: '/shop/golf/clubs/drivers',
        query: { category_id: catalogue.category('golf/clubs/drivers').id, sort: 'popular' },
      },
      {
        id: ids.block(),
        layout: 'item-grid-2-rows',
        title: 'Bauer hockey for less',
        description: 'Sticks, skates and protective from one of the best-known names on the ice.',
        cta: 'Shop hockey',
        destination: '/shop/hockey',
        query: {
          category_id: catalogue.category('hockey').id,
          brand_id: catalogue.brand('Bauer').id,
          sort: 'price_asc',
        },
      },
      {
        id: ids.block(),
        layout: 'item-grid-1-row',
        title: 'Broken-in gloves, ready to play',
        description: 'Somebody else did the break-in. You get the pocket.',
        cta: 'See all gloves',
        destination: '/search?q=baseball%20glove',
        query: { q: 'baseball glove', sort: 'popular' },
      },
      {
        id: ids.block(),
        layout: 'text-paragraph',
        title: 'Gear that keeps playing',
        description: [
          'Kitswap is where athletes buy and sell their gear. Every season, good equipment gets outgrown, upgraded or left in the garage. We help it find the next player, at a price that works for both sides.',
          'Listing is free and takes seconds. Payment is held until the buyer has the item in hand, and every swap happens in one place, from the first offer to the shipping label.',
        ].join('\n\n'),
      },
      joinHero(ids),
    ],
  };
}
