import type { AnyBlock } from '../../../schemas/blocks';
import type { Catalogue } from '../catalogue';
import { seedNowIso } from '../clock';
import { idsFor } from './ids';
import type { LanderContent } from './types';

/** Lander and page view ids of the guide landers (40–49, apart from the other seeded content). */
const FIRST_ID = 40;

interface GuideLanderSpec {
  slug: string;
  title: string;
  description: string;
  blocks: (ids: ReturnType<typeof idsFor>, categoryId: number) => AnyBlock[];
}

const SPECS: GuideLanderSpec[] = [
  {
    slug: 'golf/clubs/drivers',
    title: 'Golf Drivers',
    description: 'Used and new drivers from every major brand, with our guide to choosing one.',
    blocks: (ids, categoryId) => [
      {
        id: ids.block(),
        layout: 'item-grid-1-row',
        title: 'Popular drivers',
        query: { category_id: categoryId, sort: 'popular' },
      },
      { id: ids.block(), layout: 'buying-guide', guide_slug: 'golf-drivers' },
      {
        id: ids.block(),
        layout: 'blog-post-grid-3',
        title: 'From the blog',
        query: { tag_slug: 'golf' },
        cta: 'All golf articles',
        destination: '/blog?tag=golf',
      },
    ],
  },
  {
    slug: 'golf/clubs',
    title: 'Golf Clubs',
    description: 'Drivers, irons, wedges and putters from golfers who upgraded.',
    blocks: (ids, categoryId) => [
      {
        id: ids.block(),
        layout: 'item-grid-1-row',
        title: 'Most wanted clubs',
        query: { category_id: categoryId, sort: 'popular' },
      },
      {
        id: ids.block(),
        layout: 'content-preview',
        title: 'How to Buy a Used Driver',
        description:
          'A two-year-old tour driver costs about half of this season’s model and loses almost nothing off the tee. Loft, shaft flex and the condition of the face matter far more than the year on the sole plate. Our guide walks through what to look for, the drivers athletes compare most, and a fitter’s verdict.',
        destination: '/shop/golf/clubs/drivers',
        tiles: [{ id: ids.tile(), background_image_url: '/media/tiles/golf.svg' }],
      },
      {
        id: ids.block(),
        layout: 'collapsable-content-butter',
        title: 'Golf club FAQ',
        sections: [
          {
            title: 'How many clubs can I carry?',
            content:
              '<p>The rules allow <strong>14 clubs</strong>. Most golfers carry a driver, two fairway woods or hybrids, seven irons, two wedges and a putter.</p>',
          },
          {
            title: 'Should I buy a full set or single clubs?',
            content: '<p>Single clubs let you fill gaps; a matched iron set keeps shaft and feel consistent.</p>',
            action_label: 'Shop iron sets',
            action_url: '/shop/golf',
          },
          {
            title: 'How are used clubs graded?',
            content:
              '<p>Sellers grade each item from <em>Like new</em> to <em>Fair</em> and show the real club in their photos.</p>',
          },
          {
            title: 'Do left-handed clubs cost more?',
            content: '<p>No, but there are fewer of them: save a search to hear about new listings first.</p>',
          },
        ],
      },
      { id: ids.block(), layout: 'blog-post-grid-3', title: 'Golf reads', query: { tag_slug: 'golf' } },
    ],
  },
  {
    slug: 'baseball/bats/bbcor-bats',
    title: 'BBCOR Bats',
    description: 'BBCOR .50 certified bats for high school and college, alloy and composite.',
    blocks: (ids, categoryId) => [
      {
        id: ids.block(),
        layout: 'item-grid-1-row',
        title: 'BBCOR bats for sale',
        query: { category_id: categoryId, sort: 'newest' },
      },
      { id: ids.block(), layout: 'buying-guide', guide_slug: 'bbcor-bats' },
      { id: ids.block(), layout: 'blog-post-grid-3', title: 'Baseball tips', query: { tag_slug: 'baseball' } },
    ],
  },
];

/** Category landers that carry buying guides, guide previews, FAQs and blog posts. */
export function buildGuideLanders(catalogue: Catalogue): LanderContent[] {
  return SPECS.map((spec, index) => {
    const id = FIRST_ID + index;
    const ids = idsFor(id);
    const category = catalogue.category(spec.slug);
    const title: AnyBlock = { id: ids.block(), layout: 'text-title', title: spec.title, description: spec.description };
    const blocks = [title, ...spec.blocks(ids, category.id)];
    return {
      lander: {
        id,
        slug: spec.slug,
        path: `/shop/${spec.slug}`,
        title: spec.title,
        query: { category_id: category.id },
        show_categories: false,
        category_id: category.id,
        page_view_id: id,
      },
      prefill: { blockId: blocks[1]!.id, categoryId: category.id },
      pageView: {
        id,
        slug: `lander-${spec.slug.replaceAll('/', '-')}`,
        title: spec.title,
        updated_at: seedNowIso(),
        blocks,
      },
    };
  });
}
