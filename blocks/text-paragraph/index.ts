import { defineBlock } from '../../engine';

/** text-paragraph: body copy in paragraphs, with an optional section title. */
export const textParagraphBlock = defineBlock({ layout: 'text-paragraph', load: () => import('./TextParagraph') });
