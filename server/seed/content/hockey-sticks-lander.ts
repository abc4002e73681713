import type { BlockOf } from '../../../schemas/blocks';
import type { Catalogue } from '../catalogue';
import { seedNowIso } from '../clock';
import { idsFor } from './ids';
import type { LanderContent } from './types';

/** /shop/hockey/sticks: a hand-made lander for one subcategory, rows by stick size and brand. */
export function buildHockeySticksLander(catalogue: Catalogue, landerId: number, pageViewId: number): LanderContent {
  const ids = idsFor(pageViewId);
  const sticks = catalogue.category('hockey/sticks');
  const senior = catalogue.category('hockey/sticks/senior');
  const title: BlockOf<'text-title'> = {
    id: ids.block(),
    layout: 'text-title',
    title: 'Hockey Sticks',
    description: 'Composite sticks from Bauer, CCM, Warrior and True, in every flex, curve and hand.',
  };
  const topSenior: BlockOf<'item-grid-2-rows'> = {
    id: ids.block(),
    layout: 'item-grid-2-rows',
    title: 'Top senior sticks',
    query: { category_id: senior.id, sort: 'popular' },
  };
  return {
    lander: {
      id: landerId,
      slug: 'hockey/sticks',
      path: '/shop/hockey/sticks',
      title: 'Hockey Sticks',
      query: { category_id: sticks.id },
      show_categories: false,
      category_id: sticks.id,
      page_view_id: pageViewId,
    },
    prefill: { blockId: topSenior.id, categoryId: senior.id },
    pageView: {
      id: pageViewId,
      slug: 'lander-hockey-sticks',
      title: 'Hockey Sticks',
      updated_at: seedNowIso(),
      blocks: [
        title,
        topSenior,
        {
          id: ids.block(),
          layout: 'item-grid-1-row',
          title: 'Intermediate sticks',
          query: { category_id: catalogue.category('hockey/sticks/intermediate').id, sort: 'newest' },
        },
        {
          id: ids.block(),
          layout: 'item-grid-1-row',
          title: 'Junior sticks',
          description: 'Kids grow out of sticks long before they wear them out.',
          query: { category_id: catalogue.category('hockey/sticks/junior').id, sort: 'newest' },
        },
        {
          id: ids.block(),
          layout: 'item-grid-horizontal-scroll',
          title: 'Bauer sticks',
          query: { category_id: sticks.id, brand_id: catalogue.brand('Bauer').id, sort: 'popular' },
        },
        {
          id: ids.block(),
          layout: 'item-grid-horizontal-scroll',
          title: 'CCM sticks',
          query: { category_id: sticks.id, brand_id: catalogue.brand('CCM').id, sort: 'popular' },
        },
        {
          id: ids.block(),
          layout: 'text-paragraph',
          title: 'Picking a flex and a curve',
          description: [
            'Start with flex: a common rule is about half your body weight in pounds. Cutting a stick down makes it stiffer, and adding an extension softens it.',
            'Curves come down to feel. A P92 or P28 suits most forwards who shoot off the heel or mid-blade; a P88 is a forgiving first curve. Check the hand, too: a left-handed shot holds the stick with the right hand on top.',
          ].join('\n\n'),
        },
      ],
    },
  };
}
