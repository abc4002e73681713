import type { SafeHtml } from './sanitize-html';

/** Renders CMS HTML that `sanitizeHtml` cleaned (its type proves it). */
export function CmsHtml({ html, className }: { html: SafeHtml; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
