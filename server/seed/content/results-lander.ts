import type { Catalogue } from '../catalogue';
import { seedNowIso } from '../clock';
import { idsFor } from './ids';
import type { LanderContent } from './types';

/** Lander and page view id of /shop/hockey/helmets (60, apart from the other seeded content). */
const ID = 60;

/** /shop/hockey/helmets: a lander of result blocks (results-grid, results) around a pre-filled row. */
export function buildResultsLander(catalogue: Catalogue): LanderContent {
  const ids = idsFor(ID);
  const helmets = catalogue.category('hockey/helmets');
  const popular = ids.block();
  return {
    lander: {
      id: ID,
      slug: 'hockey/helmets',
      path: '/shop/hockey/helmets',
      title: 'Hockey Helmets',
      query: { category_id: helmets.id },
      show_categories: false,
      category_id: helmets.id,
      page_view_id: ID,
    },
    prefill: { blockId: popular, categoryId: helmets.id },
    pageView: {
      id: ID,
      slug: 'lander-hockey-helmets',
      title: 'Hockey Helmets',
      updated_at: seedNowIso(),
      blocks: [
        // A results block counts as the page's hero (spec §2.7 headings): the first one holds the h1.
        {
          id: ids.block(),
          layout: 'results-grid',
          title: 'Hockey Helmets',
          query: { category_id: helmets.id, sort: 'price_asc' },
        },
        {
          id: popular,
          layout: 'item-grid-1-row',
          title: 'Most watched helmets',
          query: { category_id: helmets.id, sort: 'popular' },
        },
        {
          id: ids.block(),
          layout: 'results',
          title: 'Newest hockey gloves',
          query: { category_id: catalogue.category('hockey/gloves').id, sort: 'newest' },
        },
      ],
    },
  };
}
