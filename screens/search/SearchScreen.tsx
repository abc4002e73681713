import { useSearch } from 'wouter';
import { Browse } from '../../ui/browse/Browse';
import { parseFilters } from '../../ui/browse/filter-state';
import { PageMeta } from '../../ui/page-meta/PageMeta';

/**
 * /search?{filters}: results for the words searched and the filters chosen, all in the URL. The header's search box
 * holds the words, to refine them.
 */
export default function SearchScreen() {
  const search = useSearch();
  const state = parseFilters(search);
  const q = typeof state.q === 'string' ? state.q : '';
  const title = q ? `Results for “${q}”` : 'Search results';
  return (
    <div className="ks-page">
      <PageMeta title={title} canonical={search ? `/search?${search}` : '/search'} />
      <Browse context="search" title={title} src="search" />
    </div>
  );
}
