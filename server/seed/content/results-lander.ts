import type { Catalogue } from '../catalogue';
import { SEED_NOW } from '../clock';
import { idsFor } from './ids';
import type { LanderContent } from './types';

/** Lander and page view id of /shop/hockey/skates (60, apart from the other seeded content). */
const ID = 60;

/** /shop/hockey/skates: a lander of result blocks (results-grid, results) around a pre-filled row. */
export function buildResultsLander(catalogue: Catalogue): LanderContent {
  const ids = idsFor(ID);
  const skates = catalogue.category('hockey/skates');
  const popular = ids.block();
  return {
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
    prefill: { blockId: popular, categoryId: skates.id },
    pageView: {
      id: ID,
      slug: 'lander-hockey-skates',
      title: 'Hockey Skates',
      updated_at: new Date(SEED_NOW).toISOString(),
      blocks: [
        // A results block counts as the page's hero (spec §2.7 headings): the first one holds the h1.
        { id: ids.block(), layout: 'results-grid', title: 'Hockey Skates', query: { category_id: skates.id, sort: 'price_asc' } },
        { id: popular, layout: 'item-grid-1-row', title: 'Most watched skates', query: { category_id: skates.id, sort: 'popular' } },
        { id: ids.block(), layout: 'results', title: 'Newest goalie skates', query: { category_id: catalogue.category('hockey/skates/goalie').id, sort: 'newest' } },
      ],
    },
  };
}
