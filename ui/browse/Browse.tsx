import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useEngine } from '../../engine';
import type { Facet } from '../../schemas/entities/facet';
import { Button } from '../button/Button';
import { formatCount } from '../format/numbers';
import { ItemCard } from '../item/ItemCard';
import { Stylesheet } from '../stylesheet/Stylesheet';
import { useFeatures } from './browse-features';
import {
  browseFacetsQuery,
  browseResultsQuery,
  categoryPath,
  categoryTreeQuery,
  findLanderRefs,
} from './browse-queries';
import { browseState, urlFilters, type BrowseSetup } from './browse-state';
import css from './Browse.css?url';
import {
  changeFilters,
  clearAll,
  DEFAULT_SORT,
  filterCount,
  selectedValues,
  setPriceRange,
  SORTS,
  toggleFacetValue,
  toggleFlagFilter,
  toSearchString,
  visibleFlagFilters,
  type FilterState,
  type FlagFilter,
} from './filter-state';

export interface BrowseProps extends BrowseSetup {
  /** The heading above the results. */
  title: string;
  /** Its level: h1 on a page of its own, h2 below a lander's blocks. */
  titleAs?: 'h1' | 'h2';
  /** The placement, for item links' ?src=. */
  src: string;
}

/**
 * The one browse of spec §2.8 for all three contexts (search, a lander or category, a locker):
 * facets, price range, sort, breadcrumbs, results and paging, all kept in the URL of the page it
 * is on, so back/forward and shared links give the same results.
 */
export function Browse({ title, titleAs: Title = 'h1', src, ...setup }: BrowseProps) {
  const { api, track } = useEngine();
  const [path, navigate] = useLocation();
  const state = browseState(setup, useSearch());
  // The URL changes at once on a filter change; the last results stay on screen (busy) until the new ones come.
  const resultsQuery = useQuery({ ...browseResultsQuery(api, state), placeholderData: keepPreviousData });
  const { data: tree } = useSuspenseQuery(categoryTreeQuery(api));
  // A failed facet refresh is ignored: the last facets that arrived stay.
  const facetsResult = useQuery(browseFacetsQuery(api, state));
  const lastFacets = useRef<Facet[]>([]);
  if (facetsResult.data) lastFacets.current = facetsResult.data.facets;
  const facets = lastFacets.current;
  const flagFilters = visibleFlagFilters(useFeatures(), state);

  const go = async (next: FilterState) => {
    const search = toSearchString(urlFilters(setup, next));
    // A search whose filters name just one category that has a lander goes to the lander.
    if (setup.context === 'search') {
      const { category: _category, sort, ...rest } = next;
      const categories = selectedValues(next, 'category');
      const categoryId = categories[0];
      const only = categoryId !== undefined && categories.length === 1 && Object.keys(rest).length === 0;
      const slug = only
        ? categoryPath(tree, (candidate) => String(candidate.id) === categoryId).at(-1)?.slug
        : undefined;
      const [lander] = slug ? await findLanderRefs(api, slug) : [];
      if (lander) {
        navigate(sort ? `${lander.path}?sort=${encodeURIComponent(String(sort))}` : lander.path);
        return;
      }
    }
    navigate(search ? `${path}?${search}` : path);
  };

  const results = resultsQuery.data;
  const paging = results?.meta.paging;
  const count = filterCount(state);
  const crumbs = breadcrumbs(state, tree, facets);

  return (
    <section className="ks-browse" aria-labelledby="ks-browse-title">
      <Stylesheet href={css} precedence="ui" />
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumbs" className="ks-browse__crumbs">
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={crumb.label}>
                {crumb.href && index < crumbs.length - 1 ? (
                  <Link href={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <header className="ks-browse__header">
        <Title id="ks-browse-title">{title}</Title>
        <p className="ks-browse__count" role="status">
          {paging
            ? `${countText(paging.total_count, paging.total_is_lower_bound)} ${paging.total_count === 1 ? 'result' : 'results'}`
            : 'Loading results…'}
        </p>
      </header>
      <div className="ks-browse__layout">
        <aside className="ks-browse__filters" aria-label="Filters">
          <div className="ks-browse__filters-head">
            <h2>Filters{count > 0 ? ` (${count})` : ''}</h2>
            <Button
              variant="link"
              className="ks-browse__clear"
              onClick={() => void go(clearAll(state, setup.context, setup.baseFilters))}
            >
              Clear all
            </Button>
          </div>
          {facets.map((facet) => (
            <FacetGroup
              key={facet.slug}
              facet={facet}
              state={state}
              onToggle={(value) => void go(toggleFacetValue(state, facet.slug, value))}
            />
          ))}
          <FlagFilters
            filters={flagFilters}
            state={state}
            onToggle={(key) => {
              // The flag filters' analytics names are their keys (spec §2.8: fast_shipping, canadian_seller_only).
              track('Filter Applied', { filter: key, enabled: state[key] !== '1', context: setup.context });
              void go(toggleFlagFilter(state, key));
            }}
          />
          <PriceRange state={state} onApply={(min, max) => void go(setPriceRange(state, min, max))} />
        </aside>
        <div className="ks-browse__results">
          <label className="ks-browse__sort">
            Sort by{' '}
            <select
              value={typeof state.sort === 'string' ? state.sort : DEFAULT_SORT}
              onChange={(event) => void go(changeFilters(state, { sort: event.target.value }))}
            >
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </label>
          {!results ? (
            resultsQuery.isError && <p role="alert">The results could not be loaded. Please try again.</p>
          ) : results.data.length === 0 ? (
            <div className="ks-browse__empty">
              <h2>No results</h2>
              <p>Nothing matches these filters. Try fewer filters or other words.</p>
            </div>
          ) : (
            <ul className="ks-browse__grid" aria-busy={resultsQuery.isPlaceholderData}>
              {results.data.map((item, index) => (
                <li key={item.id}>
                  <ItemCard item={item} src={src} priority={index < 4} />
                </li>
              ))}
            </ul>
          )}
          {paging && paging.total_pages > 1 && (
            <nav aria-label="Pages" className="ks-browse__pages">
              {paging.page > 1 && <Link href={pageHref(path, setup, state, paging.page - 1)}>Previous</Link>}
              <span>
                Page {paging.page} of {paging.total_pages}
              </span>
              {paging.page < paging.total_pages && (
                <Link href={pageHref(path, setup, state, paging.page + 1)}>Next</Link>
              )}
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * A count as shown: '5,000+' when the server stopped counting there (a lower bound, issue 20 item 6: its pages
 * end there too, as eBay's and Amazon's do).
 */
const countText = (count: number, lowerBound = false) => `${formatCount(count)}${lowerBound ? '+' : ''}`;

function pageHref(path: string, setup: BrowseSetup, state: FilterState, page: number): string {
  const search = toSearchString(urlFilters(setup, { ...state, page: page > 1 ? String(page) : '' }));
  return search ? `${path}?${search}` : path;
}

function FacetGroup({
  facet,
  state,
  onToggle,
}: {
  facet: Facet;
  state: FilterState;
  onToggle: (value: string) => void;
}) {
  const headingId = useId();
  if (facet.children.length === 0) return null;
  const selected = selectedValues(state, facet.slug);
  return (
    <fieldset className="ks-browse__facet" aria-labelledby={headingId}>
      <legend id={headingId}>{facet.name}</legend>
      <ul>
        {facet.children.map((value) => (
          <li key={value.reference}>
            <label>
              <input
                type={facet.slug === 'category' ? 'radio' : 'checkbox'}
                name={facet.slug}
                checked={selected.includes(value.reference)}
                onChange={() => onToggle(value.reference)}
                onClick={
                  facet.slug === 'category' && selected.includes(value.reference)
                    ? () => onToggle(value.reference)
                    : undefined
                }
              />
              {value.name}{' '}
              <span className="ks-browse__facet-count">({countText(value.count, facet.counts_are_lower_bounds)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The on/off filters whose feature flags are on (spec §2.8): fast shipping, Canadian sellers. */
function FlagFilters({
  filters,
  state,
  onToggle,
}: {
  filters: FlagFilter[];
  state: FilterState;
  onToggle: (key: FlagFilter['key']) => void;
}) {
  const headingId = useId();
  if (filters.length === 0) return null;
  return (
    <fieldset className="ks-browse__facet" aria-labelledby={headingId}>
      <legend id={headingId}>Shipping</legend>
      <ul>
        {filters.map((filter) => (
          <li key={filter.key}>
            <label>
              <input
                type="checkbox"
                name={filter.key}
                checked={state[filter.key] === '1'}
                onChange={() => onToggle(filter.key)}
              />
              {filter.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceRange({ state, onApply }: { state: FilterState; onApply: (min: string, max: string) => void }) {
  const min = typeof state.min_price === 'string' ? state.min_price : '';
  const max = typeof state.max_price === 'string' ? state.max_price : '';
  return (
    <form
      key={`${min}-${max}`}
      className="ks-browse__price"
      aria-label="Price range"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onApply(String(data.get('min_price') ?? ''), String(data.get('max_price') ?? ''));
      }}
    >
      <fieldset>
        <legend>Price</legend>
        <label>
          Min price <input name="min_price" type="number" min={0} step={1} inputMode="numeric" defaultValue={min} />
        </label>
        <label>
          Max price <input name="max_price" type="number" min={0} step={1} inputMode="numeric" defaultValue={max} />
        </label>
        <button type="submit">Apply</button>
      </fieldset>
    </form>
  );
}

interface Crumb {
  label: string;
  href?: string;
}

/** Spec §2.8: the category path, then '{brand} {model}', then the single selected facet value. */
function breadcrumbs(state: FilterState, tree: Parameters<typeof categoryPath>[0], facets: readonly Facet[]): Crumb[] {
  const [categoryId] = selectedValues(state, 'category');
  const crumbs: Crumb[] = categoryId
    ? categoryPath(tree, (category) => String(category.id) === categoryId).map((category) => ({
        label: category.name,
        href: `/shop/${category.slug}`,
      }))
    : [];
  const nameOf = (slug: string, reference: string) =>
    facets.find((facet) => facet.slug === slug)?.children.find((child) => child.reference === reference)?.name;
  const models = selectedValues(state, 'model');
  const model = models.length === 1 ? nameOf('model', models[0]!) : undefined;
  if (model) crumbs.push({ label: model });
  const others = facets
    .filter((facet) => facet.slug !== 'category' && facet.slug !== 'model')
    .flatMap((facet) => selectedValues(state, facet.slug).map((value) => nameOf(facet.slug, value)));
  if (others.length === 1 && others[0]) crumbs.push({ label: others[0] });
  return crumbs;
}
