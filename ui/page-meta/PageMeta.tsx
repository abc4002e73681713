import { useLocation } from 'wouter';
import { DEFAULT_META_DESCRIPTION, pageTitle } from '../brand';

export interface PageMetaProps {
  title?: string | null;
  description?: string | null;
  /** The canonical link: a path or URL given by the page, false to leave it out, or (default) the current path. */
  canonical?: string | false;
}

/**
 * A page's title, meta description and canonical link (spec §2.2). React hoists them into
 * <head>, on the server and in the browser. Every screen renders exactly one.
 */
export function PageMeta({ title, description, canonical }: PageMetaProps) {
  const [path] = useLocation();
  const href = canonical === false ? null : (canonical ?? path);
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description || DEFAULT_META_DESCRIPTION} />
      {href ? <link rel="canonical" href={href} /> : null}
    </>
  );
}
