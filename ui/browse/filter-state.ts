/**
 * The browse filter state of spec §3 ('Filter state'), §4.7 and §5 ('Filters'), kept in the URL.
 *
 * A state maps a parameter name to one value or to a list of values: `category[]=5&category[]=7`
 * is `{category: ['5', '7']}`, `q=bat` is `{q: 'bat'}`. Any key the spec does not name counts as a
 * detail filter and is kept as it came. Pure functions only: the screens read and write
 * `location.search` through them.
 */
export type FilterValue = string | readonly string[];
export type FilterState = Readonly<Record<string, FilterValue>>;

/** Where the browse runs (spec §2.8): the catalogue (a lander or category), a search, a seller's locker. */
export type BrowseContext = 'browse' | 'search' | 'locker';

/** The sort an empty `sort` means: left out of URLs (spec §4.7). */
export const DEFAULT_SORT = 'relevance';
/** The state an empty `state` means: left out of URLs (spec §4.7). */
export const DEFAULT_STATE = 'available';

export const SORTS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'popular', label: 'Most popular' },
] as const;

/** Dropped whenever the filters change (spec §5). */
export const DROPPED_ON_CHANGE = [
  'gclid',
  'fbclid',
  'min_published_at',
  'page',
  'saved_search_id',
  'state',
  'src',
  'stid',
  'track',
  'item_unavailable',
  'utm_campaign',
  'utm_content',
  'utm_medium',
  'utm_source',
] as const;

/** Counted as one filter each when present (spec §5); the prices only when ≥ 0. */
const COUNTED_SCALARS = ['q', 'recently_sold', 'price_drop', 'min_price', 'max_price', 'similar_to'] as const;
/** Lists whose values are not counted (spec §5). */
const UNCOUNTED_LISTS = new Set(['state', 'seller', 'facets', 'category', 'sort']);
/** Free text, never normalised as numbers: a query, a username, tracking tokens, a zip code. */
const TEXT_KEYS = new Set(['q', 'seller', 'src', 'stid', 'close_to', 'sort', 'state']);
/** What Clear all keeps on a locker (spec §4.7). */
const LOCKER_KEPT = ['seller', 'sort', 'state'] as const;

/** A key's order in URLs: the named filters first, in the spec's order, then the rest by name. */
const KEY_ORDER = [
  'q',
  'category',
  'brand',
  'model',
  'seller',
  'sort',
  'state',
  'sale',
  'recently_sold',
  'price_drop',
  'fast_shipping',
  'canadian_seller_only',
  'min_price',
  'max_price',
  'similar_to',
  'facets',
  'page',
  'saved_search_id',
  'id',
  'close_to',
  'src',
  'stid',
  'reported',
];

const NUMERIC = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/;

/** A numeric value as an integer ('12.0', '012', '12.7' → '12'); anything else as it is. */
function normaliseValue(key: string, value: string): string {
  if (TEXT_KEYS.has(key) || !NUMERIC.test(value)) return value;
  return String(Math.trunc(Number(value)));
}

/** One key's values normalised, without duplicates or empties, in first-seen order. */
function normaliseList(key: string, values: readonly string[]): string[] {
  return [...new Set(values.map((value) => normaliseValue(key, value)).filter((value) => value !== ''))];
}

/** Defaults and empty values left out; numeric values as integers, lists de-duplicated. */
export function normalise(state: FilterState): FilterState {
  const result: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(state)) {
    if (typeof value === 'string') {
      const normalised = normaliseValue(key, value.trim() === '' ? '' : value);
      if (
        normalised === '' ||
        (key === 'state' && normalised === DEFAULT_STATE) ||
        (key === 'sort' && normalised === DEFAULT_SORT)
      )
        continue;
      result[key] = normalised;
    } else {
      const list = normaliseList(key, value).filter((item) => !(key === 'state' && item === DEFAULT_STATE));
      if (list.length > 0) result[key] = list;
    }
  }
  return result;
}

/** The state a URL's query string holds (`?` optional). */
export function parseFilters(search: string | URLSearchParams): FilterState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = state[key];
      state[key] = Array.isArray(list) ? [...list, value] : [value];
    } else if (!(rawKey in state)) {
      state[rawKey] = value;
    }
  }
  return normalise(state);
}

function keyRank(key: string): number {
  const index = KEY_ORDER.indexOf(key);
  return index === -1 ? KEY_ORDER.length : index;
}

/** The query string (without `?`) of a state: keys in a stable order, lists as `key[]=`. */
export function toSearchString(state: FilterState): string {
  const params = new URLSearchParams();
  const normalised = normalise(state);
  const keys = Object.keys(normalised).sort((a, b) => keyRank(a) - keyRank(b) || a.localeCompare(b));
  for (const key of keys) {
    const value = normalised[key]!;
    if (typeof value === 'string') params.append(key, value);
    else for (const item of value) params.append(`${key}[]`, item);
  }
  return params.toString().replace(/%5B%5D=/g, '[]=');
}

/** The filter count of spec §5. */
export function filterCount(state: FilterState): number {
  let count = 0;
  for (const key of COUNTED_SCALARS) {
    const value = state[key];
    if (typeof value !== 'string' || value === '') continue;
    if ((key === 'min_price' || key === 'max_price') && !(Number(value) >= 0)) continue;
    count += 1;
  }
  for (const [key, value] of Object.entries(state)) {
    if (typeof value !== 'string' && !UNCOUNTED_LISTS.has(key)) count += value.length;
  }
  return count;
}

/** A filter change: the patch applied (undefined removes a key), then the params of §5 dropped. */
export function changeFilters(
  state: FilterState,
  patch: Readonly<Record<string, FilterValue | undefined>>,
): FilterState {
  const next: Record<string, FilterValue> = { ...state };
  for (const key of DROPPED_ON_CHANGE) delete next[key];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return normalise(next);
}

/** The values selected for a facet. */
export function selectedValues(state: FilterState, facet: string): readonly string[] {
  const value = state[facet];
  return value === undefined ? [] : typeof value === 'string' ? [value] : value;
}

/**
 * Toggles one facet value (spec §4.7): on if off, off if on. Category is single-valued: choosing
 * one replaces the other, choosing the selected one clears it.
 */
export function toggleFacetValue(state: FilterState, facet: string, value: string): FilterState {
  const selected = selectedValues(state, facet);
  const on = selected.includes(value);
  if (facet === 'category') return changeFilters(state, { category: on ? undefined : [value] });
  return changeFilters(state, { [facet]: on ? selected.filter((item) => item !== value) : [...selected, value] });
}

/**
 * The on/off filters of spec §2.8 that feature flags show (spec §6: a feature is on when the
 * user's features list holds its slug). The key is the API parameter and the analytics name.
 */
export const FLAG_FILTERS = [
  { key: 'fast_shipping', label: 'Fast shipping', feature: 'fast_shipping_filter_enabled' },
  { key: 'canadian_seller_only', label: 'Canadian sellers only', feature: 'canadian_sellers_filter_enabled' },
] as const;

export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** The flag filters a browse shows: those whose feature is on, and any set in the URL (so it can be cleared). */
export function visibleFlagFilters(features: readonly string[], state: FilterState): FlagFilter[] {
  return FLAG_FILTERS.filter((filter) => features.includes(filter.feature) || state[filter.key] === '1');
}

/** Turns a flag filter on (`key=1`) or off. */
export function toggleFlagFilter(state: FilterState, key: FlagFilter['key']): FilterState {
  return changeFilters(state, { [key]: state[key] === '1' ? undefined : '1' });
}

/** Sets or clears the price range (whole dollars; a blank bound clears it). */
export function setPriceRange(state: FilterState, min: string, max: string): FilterState {
  return changeFilters(state, { min_price: min.trim() || undefined, max_price: max.trim() || undefined });
}

/**
 * Clear all (spec §4.7): on a locker, seller, sort and state stay; on a lander, the lander's own
 * query comes back; on a search, the words searched for stay (clearing them would leave no search).
 */
export function clearAll(state: FilterState, context: BrowseContext, landerFilters: FilterState = {}): FilterState {
  if (context === 'locker')
    return normalise(
      Object.fromEntries(LOCKER_KEPT.flatMap((key) => (state[key] === undefined ? [] : [[key, state[key]!]]))),
    );
  if (context === 'search') return normalise(state.q === undefined ? {} : { q: state.q });
  return normalise(landerFilters);
}

/** The filters of a lander's or block's query (category_id, brand_id, model_id, sort, state, others). */
export function filtersFromQuery(query: Readonly<Record<string, unknown>>): FilterState {
  const state: Record<string, FilterValue> = {};
  const list: Record<string, string> = { category_id: 'category', brand_id: 'brand', model_id: 'model' };
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || key === 'tag_slug') continue;
    const target = list[key];
    if (target) state[target] = [String(value)];
    else if (Array.isArray(value)) state[key.replace(/\[\]$/, '')] = value.map(String);
    else state[key] = String(value);
  }
  return normalise(state);
}
