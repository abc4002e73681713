import { defineBlock } from '../../engine';

/** content-preview: the opening of a guide and a 'Read Full Guide' link to the rest. */
export const contentPreviewBlock = defineBlock({ layout: 'content-preview', load: () => import('./ContentPreview') });
