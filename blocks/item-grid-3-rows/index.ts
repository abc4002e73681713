import { defineBlock } from '../../engine';

/** item-grid-3-rows: valid CMS content that renders nothing (spec §2.7); it fetches nothing either. */
export const itemGrid3RowsBlock = defineBlock({ layout: 'item-grid-3-rows', load: () => import('./ItemGrid3Rows') });
