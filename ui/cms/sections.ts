import type { CmsSection } from '../../schemas/cms/cms';
import { sanitizeHtml, type SafeHtml } from './sanitize-html';

/** A CMS section ready to render: its HTML sanitised. */
export interface SafeSection {
  title: string;
  html: SafeHtml;
  action_label?: string | null;
  action_url?: string | null;
}

/** Sanitises the HTML of every section (in a query function, so SSR prefetches the result). */
export function sanitizeSections(sections: readonly CmsSection[]): Promise<SafeSection[]> {
  return Promise.all(
    sections.map(async ({ content, ...section }) => ({ ...section, html: await sanitizeHtml(content) })),
  );
}
