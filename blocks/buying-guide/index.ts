import { defineBlock } from '../../engine';

/** buying-guide: a buying-guide CMS page, every section its editor left visible, and popular models. */
export const buyingGuideBlock = defineBlock({
  layout: 'buying-guide',
  load: () => import('./BuyingGuide'),
});
