import type { BlockOf } from '../../../schemas/blocks';
import type { Catalogue, CategoryRow } from '../catalogue';
import { seedNowIso } from '../clock';
import type { ItemRow } from '../items';
import { sports } from '../sports';
import { idsFor } from './ids';
import type { LanderContent } from './types';

/** Lander and page view id of /shop/all-sports (apart from the sport and guide landers). */
const SHOWCASE_ID = 61;

/**
 * /shop/all-sports: a lander across every sport, holding the header, banner, text, category and
 * collection layouts. What it lists comes from the catalogue and the seeded items: the busiest
 * categories, the most favorited models as trending searches, the brands with the most listings.
 */
export function buildShowcaseLander(catalogue: Catalogue, items: ItemRow[]): LanderContent {
  const ids = idsFor(SHOWCASE_ID);
  const available = items.filter((item) => item.state === 'available');
  const hockey = catalogue.category('hockey');
  const hockeyChildren = catalogue.categories.filter((row) => row.parent_id === hockey.id);
  const sportRows = sports.map((sport) => catalogue.category(sport.slug));
  const groups = catalogue.categories.filter((row) => row.lineage.length === 2);
  const categoryTile = (row: CategoryRow, name = row.name) => ({
    id: ids.tile(),
    title: name,
    destination: `/shop/${row.slug}`,
    background_image_url: `/media/categories/${row.slug}.svg`,
  });

  const microBanner: BlockOf<'micro-banner'> = {
    id: ids.block(),
    layout: 'micro-banner',
    title: 'Kitswap news',
    tiles: [
      { id: ids.tile(), title: 'Listing is free: sell the gear you outgrew', destination: '/sell-now' },
      {
        id: ids.tile(),
        title: `${available.length.toLocaleString('en-US')} items from athletes in ${sports.length} sports`,
        destination: '/search',
      },
      { id: ids.tile(), title: 'Kitswap Pro: lower fees and weekly bumps', destination: '/settings/kitswap-pro' },
    ],
  };
  const header: BlockOf<'lander-header'> = {
    id: ids.block(),
    layout: 'lander-header',
    title: 'Gear for Every Sport',
    description:
      'New and used equipment from athletes who moved up a size, a level or a sport. Every listing is graded by its seller and paid out when it ships.',
    cta: 'Sell your gear',
    destination: '/sell-now',
    tiles: [{ id: ids.tile(), background_image_url: '/media/tiles/all-sports.svg' }],
  };
  const shortHero: BlockOf<'short-hero-carousel'> = {
    id: ids.block(),
    layout: 'short-hero-carousel',
    title: 'This season',
    tiles: ['baseball', 'golf', 'skiing'].map((slug) => {
      const sport = sports.find((candidate) => candidate.slug === slug)!;
      return {
        id: ids.tile(),
        title: `${sport.name} season starts here`,
        subtitle: sport.tagline,
        destination: `/shop/${slug}`,
        background_image_url: `/media/tiles/${slug}.svg`,
        text_color: '#ffffff',
        versions: [
          { platform: 'web' as const, button_text: `Shop ${sport.name.toLowerCase()}`, button_color: '#02c874' },
        ],
      };
    }),
  };
  const busiestGroups = mostListed(groups, available, catalogue).slice(0, 8);
  const pills: BlockOf<'text-pills'> = {
    id: ids.block(),
    layout: 'text-pills',
    title: 'Most listed right now',
    tiles: busiestGroups.map((row) => ({
      id: ids.tile(),
      title: fullName(row, catalogue),
      destination: `/shop/${row.slug}`,
    })),
  };
  const featured: BlockOf<'lander-featured-categories'> = {
    id: ids.block(),
    layout: 'lander-featured-categories',
    title: 'Hockey by category',
    destination: `/shop/${hockey.slug}`,
    tiles: hockeyChildren.map((row) => categoryTile(row)),
  };
  const mostWanted: BlockOf<'item-grid-1-row'> = {
    id: ids.block(),
    layout: 'item-grid-1-row',
    title: 'Most wanted hockey gear',
    query: { category_id: hockey.id, sort: 'popular' },
  };
  const trending: BlockOf<'trending-searches'> = {
    id: ids.block(),
    layout: 'trending-searches',
    title: 'Trending Searches',
    tiles: mostFavoritedModels(available, catalogue)
      .slice(0, 8)
      .map((title) => ({ id: ids.tile(), title })),
  };
  const groupCategories: BlockOf<'group-categories'> = {
    id: ids.block(),
    layout: 'group-categories',
    title: 'Shop by category',
    tiles: [...sportRows, ...busiestGroups].map((row) =>
      categoryTile(row, row.lineage.length === 1 ? row.name : fullName(row, catalogue)),
    ),
  };
  const collections: BlockOf<'lander-collections-light'> = {
    id: ids.block(),
    layout: 'lander-collections-light',
    title: 'Collections',
    // Collection cards crop their image to 3:2, so they take the sport's wide banner, not the round icon.
    tiles: busiestGroups.slice(0, 6).map((row) => ({
      ...categoryTile(row, fullName(row, catalogue)),
      subtitle: `${countIn(row, available, catalogue)} listed`,
      background_image_url: `/media/tiles/${row.slug.split('/')[0]}.svg`,
    })),
  };
  const explore: BlockOf<'explore-collection'> = {
    id: ids.block(),
    layout: 'explore-collection',
    title: 'Explore every sport',
    tiles: sportRows.map((row) => ({
      id: ids.tile(),
      title: row.name,
      destination: `/shop/${row.slug}`,
      background_image_url: `/media/tiles/${row.slug}.svg`,
    })),
  };
  const brands: BlockOf<'brand-collection'> = {
    id: ids.block(),
    layout: 'brand-collection',
    title: 'Shop by brand',
    destination: '/search',
    tiles: brandsByListings(available, catalogue)
      .slice(0, 12)
      .map((brand) => ({ id: ids.tile(), title: brand.name, destination: `/search?brand=${brand.slug}` })),
  };

  return {
    lander: {
      id: SHOWCASE_ID,
      slug: 'all-sports',
      path: '/shop/all-sports',
      title: 'Gear for Every Sport',
      query: {},
      show_categories: false,
      category_id: null,
      page_view_id: SHOWCASE_ID,
    },
    prefill: { blockId: mostWanted.id, categoryId: hockey.id },
    pageView: {
      id: SHOWCASE_ID,
      slug: 'lander-all-sports',
      title: 'Gear for Every Sport',
      updated_at: seedNowIso(),
      blocks: [
        microBanner,
        header,
        shortHero,
        pills,
        featured,
        mostWanted,
        trending,
        groupCategories,
        collections,
        explore,
        brands,
      ],
    },
  };
}

/**
 * 'Hockey Sticks' for hockey/sticks: the sport's name before the group's, unless the group already
 * says it ('Mountain Bikes', 'Snowboards').
 */
function fullName(row: CategoryRow, catalogue: Catalogue): string {
  const sport = catalogue.categories.find((candidate) => candidate.id === row.lineage[0])!.name;
  const [group, lower] = [row.name.toLowerCase(), sport.toLowerCase()];
  return group.includes(lower) || group.startsWith(lower.slice(0, 5)) ? row.name : `${sport} ${row.name}`;
}

function countIn(row: CategoryRow, items: ItemRow[], catalogue: Catalogue): number {
  const inside = new Set(
    catalogue.categories.filter((candidate) => candidate.lineage.includes(row.id)).map((candidate) => candidate.id),
  );
  return items.filter((item) => inside.has(item.category_id)).length;
}

/** Categories by available listings, most first (ties by id, so the seed stays deterministic). */
function mostListed(rows: CategoryRow[], items: ItemRow[], catalogue: Catalogue): CategoryRow[] {
  const counts = new Map(rows.map((row) => [row.id, countIn(row, items, catalogue)]));
  return [...rows].sort((a, b) => counts.get(b.id)! - counts.get(a.id)! || a.id - b.id);
}

/** 'Brand Model' of the models whose available items hold the most favorites. */
function mostFavoritedModels(items: ItemRow[], catalogue: Catalogue): string[] {
  const favorites = new Map<number, number>();
  for (const item of items) favorites.set(item.model_id, (favorites.get(item.model_id) ?? 0) + item.favoriters_count);
  const brandName = new Map(catalogue.brands.map((brand) => [brand.id, brand.name]));
  return catalogue.models
    .filter((model) => favorites.has(model.id))
    .sort((a, b) => favorites.get(b.id)! - favorites.get(a.id)! || a.id - b.id)
    .map((model) => `${brandName.get(model.brand_id)} ${model.name}`);
}

function brandsByListings(items: ItemRow[], catalogue: Catalogue) {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(item.brand_id, (counts.get(item.brand_id) ?? 0) + 1);
  return catalogue.brands
    .filter((brand) => counts.has(brand.id))
    .sort((a, b) => counts.get(b.id)! - counts.get(a.id)! || a.id - b.id);
}
