import { defineBlock } from '../../engine';
import { buyingGuideQuery } from './guide-query';

/** buying-guide: a buying-guide CMS page, every section its editor left visible, and popular models. */
export const buyingGuideBlock = defineBlock({
  layout: 'buying-guide',
  load: () => import('./BuyingGuide'),
  data: (block, { api }) => buyingGuideQuery(api, block.guide_slug),
});
