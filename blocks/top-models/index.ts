import { defineBlock } from '../../engine';

/** top-models: the 8 top models of the block's category (and brand). */
export const topModelsBlock = defineBlock({
  layout: 'top-models',
  load: () => import('./TopModels'),
});
