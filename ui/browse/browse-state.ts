import { normalise, parseFilters, toSearchString, type BrowseContext, type FilterState } from './filter-state';

/** Where a browse runs and what it starts from. */
export interface BrowseSetup {
  context: BrowseContext;
  /** A lander's or category's own filters (browse), or the locker's seller (locker). */
  baseFilters?: FilterState;
}

/** Keys that do not choose results, so a lander URL holding only these still shows the lander's query. */
const NOT_FILTERS = new Set([
  'page',
  'sort',
  'src',
  'stid',
  'track',
  'gclid',
  'fbclid',
  'utm_campaign',
  'utm_content',
  'utm_medium',
  'utm_source',
]);

/**
 * The filters a browse shows for the URL's query: on a lander or category the lander's query until
 * the URL chooses filters of its own; on a locker always the locker's seller; on a search the URL.
 */
export function browseState({ context, baseFilters = {} }: BrowseSetup, search: string): FilterState {
  const url = parseFilters(search);
  if (context === 'locker') return normalise({ ...url, ...baseFilters });
  if (context === 'browse' && !Object.keys(url).some((key) => !NOT_FILTERS.has(key)))
    return normalise({ ...baseFilters, ...url });
  return url;
}

/** What goes into the URL for a state: the locker's seller is its path; a lander's own query is its path. */
export function urlFilters({ context, baseFilters = {} }: BrowseSetup, state: FilterState): FilterState {
  if (context === 'locker') {
    const { seller: _seller, ...rest } = state;
    return rest;
  }
  if (context === 'browse') {
    const { page, sort, ...filters } = normalise(state);
    if (toSearchString(filters) === toSearchString(baseFilters))
      return normalise({ ...(page ? { page } : {}), ...(sort ? { sort } : {}) });
  }
  return state;
}
