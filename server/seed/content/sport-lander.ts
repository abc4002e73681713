import type { BlockOf } from '../../../schemas/blocks';
import type { Catalogue } from '../catalogue';
import { seedNowIso } from '../clock';
import type { SportSeed } from '../sports/types';
import { idsFor } from './ids';
import type { LanderContent } from './types';

/** The brand with the most models in a sport: it gets its own row on the sport's lander. */
function leadingBrand(catalogue: Catalogue, sport: SportSeed): string {
  const counts = new Map<string, number>();
  for (const leaf of catalogue.leaves.filter((candidate) => candidate.sport === sport)) {
    for (const { brand } of leaf.models) counts.set(brand.name, (counts.get(brand.name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

/** /shop/{sport}: the sport's categories, item rows (the first pre-filled), buying advice, join prompt. */
export function buildSportLander(
  catalogue: Catalogue,
  sport: SportSeed,
  landerId: number,
  pageViewId: number,
): LanderContent {
  const ids = idsFor(pageViewId);
  const category = catalogue.category(sport.slug);
  const children = catalogue.categories.filter((row) => row.parent_id === category.id);
  const brand = catalogue.brand(leadingBrand(catalogue, sport));
  const title: BlockOf<'text-title'> = {
    id: ids.block(),
    layout: 'text-title',
    title: `${sport.name} Gear`,
    description: sport.tagline,
  };
  const categories: BlockOf<'home-featured-categories'> = {
    id: ids.block(),
    layout: 'home-featured-categories',
    tiles: children.map((child) => ({
      id: ids.tile(),
      title: child.name,
      destination: `/shop/${child.slug}`,
      background_image_url: `/media/categories/${child.slug}.svg`,
    })),
  };
  const mostWanted: BlockOf<'item-grid-2-rows'> = {
    id: ids.block(),
    layout: 'item-grid-2-rows',
    title: 'Most wanted',
    description: `The ${sport.name.toLowerCase()} listings athletes are favoriting right now.`,
    query: { category_id: category.id, sort: 'popular' },
  };
  return {
    lander: {
      id: landerId,
      slug: sport.slug,
      path: `/shop/${sport.slug}`,
      title: `${sport.name} Gear`,
      query: { category_id: category.id },
      show_categories: true,
      category_id: category.id,
      page_view_id: pageViewId,
    },
    prefill: { blockId: mostWanted.id, categoryId: category.id },
    pageView: {
      id: pageViewId,
      slug: `lander-${sport.slug}`,
      title: `${sport.name} Gear`,
      updated_at: seedNowIso(),
      blocks: [
        title,
        categories,
        mostWanted,
        {
          id: ids.block(),
          layout: 'item-grid-horizontal-scroll',
          title: 'Just listed',
          query: { category_id: category.id, sort: 'newest' },
        },
        {
          id: ids.block(),
          layout: 'item-grid-1-row',
          title: `${brand.name} ${sport.name.toLowerCase()} gear`,
          query: { category_id: category.id, brand_id: brand.id, sort: 'newest' },
        },
        {
          id: ids.block(),
          layout: 'item-grid-1-row',
          title: 'Best prices',
          description: 'Lowest asking prices first.',
          query: { category_id: category.id, sort: 'price_asc' },
        },
        {
          id: ids.block(),
          layout: 'text-paragraph',
          title: `Buying used ${sport.name.toLowerCase()} gear`,
          description: sport.advice,
        },
      ],
    },
  };
}
