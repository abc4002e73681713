import { useLocation, useSearch } from 'wouter';
import { Browse } from '../../ui/browse/Browse';
import { changeFilters, parseFilters, toSearchString } from '../../ui/browse/filter-state';
import { PageMeta } from '../../ui/page-meta/PageMeta';

/** /search?{filters}: results for the words searched and the filters chosen, all in the URL. */
export default function SearchScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = parseFilters(search);
  const q = typeof state.q === 'string' ? state.q : '';
  const title = q ? `Results for “${q}”` : 'Search results';
  return (
    <div className="ks-page">
      <PageMeta title={title} canonical={search ? `/search?${search}` : '/search'} />
      {/* Refines the words on this page; the header's predictive box is the way in from elsewhere. */}
      <form
        role="search"
        key={q}
        onSubmit={(event) => {
          event.preventDefault();
          const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          navigate(`/search?${toSearchString(changeFilters(state, { q: words || undefined }))}`);
        }}
      >
        <label>
          Search gear <input type="search" name="q" defaultValue={q} />
        </label>{' '}
        <button type="submit">Search</button>
      </form>
      <Browse context="search" title={title} src="search" />
    </div>
  );
}
