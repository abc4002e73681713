import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  clearAll,
  filterCount,
  filtersFromQuery,
  parseFilters,
  setPriceRange,
  toggleFacetValue,
  toggleFlagFilter,
  toSearchString,
  visibleFlagFilters,
  type BrowseContext,
  type FilterState,
} from './filter-state';

describe('URL ⇄ filter state', () => {
  it.each([
    ['q=bat', { q: 'bat' }],
    ['category[]=5&brand[]=3&brand[]=4', { category: ['5'], brand: ['3', '4'] }],
    ['brand[]=3&brand[]=3.0&brand[]=03', { brand: ['3'] }],
    ['min_price=10.75&max_price=200', { min_price: '10', max_price: '200' }],
    ['state=available&sort=relevance', {}],
    ['state=sold&sort=newest', { state: 'sold', sort: 'newest' }],
    ['close_to=02134&q=2024', { close_to: '02134', q: '2024' }],
    ['flex[]=stiff&flex[]=stiff&q=', { flex: ['stiff'] }],
    ['model=12.0', { model: '12' }],
  ])('%s → %j', (search, state) => {
    expect(parseFilters(search)).toEqual(state);
  });

  it.each<[FilterState, string]>([
    [{ q: 'bat', category: ['5'] }, 'q=bat&category[]=5'],
    [{ sort: 'relevance', state: 'available', brand: ['2', '2'] }, 'brand[]=2'],
    [{ zeta: ['b'], alpha: 'x', q: 'glove' }, 'q=glove&alpha=x&zeta[]=b'],
    [{ min_price: '5.5' }, 'min_price=5'],
  ])('%j → %s', (state, search) => {
    expect(toSearchString(state)).toBe(search);
    expect(parseFilters(search)).toEqual(parseFilters(toSearchString(state)));
  });
});

describe('the filter count (spec §5)', () => {
  it.each<[string, number]>([
    ['', 0],
    ['q=bat', 1],
    ['q=bat&recently_sold=1&price_drop=1&similar_to=4', 4],
    ['min_price=0&max_price=100', 2],
    ['min_price=-5', 0],
    ['category[]=5', 0],
    ['state[]=sold&seller[]=x&facets[]=a&sort[]=newest', 0],
    ['brand[]=1&brand[]=2&model[]=9', 3],
    ['condition[]=new&flex[]=stiff&flex[]=regular', 3],
    ['brand[]=1&brand[]=1.0', 1],
    ['seller=bob&sort=newest&state=sold&page=3&sale=1', 0],
  ])('%s counts %i', (search, count) => {
    expect(filterCount(parseFilters(search))).toBe(count);
  });
});

describe('a filter change', () => {
  it('drops the params of spec §5', () => {
    const before = parseFilters(
      'q=bat&page=3&gclid=g&fbclid=f&min_published_at=1&saved_search_id=2&state=sold&src=home&stid=9&track=1&item_unavailable=1&utm_campaign=a&utm_content=b&utm_medium=c&utm_source=d&seller=bob',
    );
    expect(changeFilters(before, { brand: ['4'] })).toEqual({ q: 'bat', seller: 'bob', brand: ['4'] });
  });

  it.each<[string, string, string, string]>([
    ['', 'brand', '4', 'brand[]=4'],
    ['brand[]=4', 'brand', '4', ''],
    ['brand[]=4', 'brand', '5', 'brand[]=4&brand[]=5'],
    ['category[]=4', 'category', '5', 'category[]=5'],
    ['category[]=4', 'category', '4', ''],
    ['q=bat&page=2', 'condition', 'new', 'q=bat&condition[]=new'],
  ])('%s: toggling %s %s gives %s', (search, facet, value, expected) => {
    expect(toSearchString(toggleFacetValue(parseFilters(search), facet, value))).toBe(expected);
  });

  it.each<[string, string, string, string]>([
    ['q=bat', '10', '100.5', 'q=bat&min_price=10&max_price=100'],
    ['min_price=10&max_price=20', '', '30', 'max_price=30'],
    ['min_price=10&page=4', ' ', '', ''],
  ])('%s with price %s–%s gives %s', (search, min, max, expected) => {
    expect(toSearchString(setPriceRange(parseFilters(search), min, max))).toBe(expected);
  });
});

describe('the flag filters behind feature flags (spec §2.8, §6)', () => {
  it.each<[string[], string, string[]]>([
    [[], '', []],
    [['import_items'], 'q=bat', []],
    [['fast_shipping_filter_enabled'], '', ['fast_shipping']],
    [['canadian_sellers_filter_enabled'], '', ['canadian_seller_only']],
    [
      ['canadian_sellers_filter_enabled', 'fast_shipping_filter_enabled'],
      '',
      ['fast_shipping', 'canadian_seller_only'],
    ],
    [[], 'fast_shipping=1', ['fast_shipping']],
    [[], 'fast_shipping=0&canadian_seller_only=1', ['canadian_seller_only']],
  ])('features %j with %s show %j', (features, search, keys) => {
    expect(visibleFlagFilters(features, parseFilters(search)).map((filter) => filter.key)).toEqual(keys);
  });

  it.each<[string, 'fast_shipping' | 'canadian_seller_only', string]>([
    ['q=bat&page=2', 'fast_shipping', 'q=bat&fast_shipping=1'],
    ['q=bat&fast_shipping=1', 'fast_shipping', 'q=bat'],
    ['fast_shipping=0', 'fast_shipping', 'fast_shipping=1'],
    ['min_price=5&fast_shipping=1', 'canadian_seller_only', 'fast_shipping=1&canadian_seller_only=1&min_price=5'],
    ['canadian_seller_only=1&brand[]=4', 'canadian_seller_only', 'brand[]=4'],
  ])('%s: toggling %s gives %s', (search, key, expected) => {
    expect(toSearchString(toggleFlagFilter(parseFilters(search), key))).toBe(expected);
  });

  it.each<[string, number]>([
    ['fast_shipping=1', 0],
    ['fast_shipping=1&canadian_seller_only=1&q=bat', 1],
  ])('%s counts %i (spec §5 counts neither, like sale)', (search, count) => {
    expect(filterCount(parseFilters(search))).toBe(count);
  });
});

describe('Clear all per context (spec §4.7)', () => {
  const state = parseFilters('q=bat&seller=bob&sort=newest&state=sold&brand[]=4&min_price=5');
  it.each<[BrowseContext, FilterState, string]>([
    ['locker', {}, 'seller=bob&sort=newest&state=sold'],
    ['search', {}, 'q=bat'],
    ['browse', { category: ['12'], sort: 'popular' }, 'category[]=12&sort=popular'],
    ['browse', {}, ''],
  ])('%s (lander query %j) → %s', (context, lander, expected) => {
    expect(toSearchString(clearAll(state, context, lander))).toBe(expected);
  });
});

describe('a lander query as filters', () => {
  it.each<[Record<string, unknown>, FilterState]>([
    [{ category_id: 12 }, { category: ['12'] }],
    [
      { category_id: 12, brand_id: 3, model_id: 7, sort: 'newest', state: 'available', tag_slug: 'golf' },
      { category: ['12'], brand: ['3'], model: ['7'], sort: 'newest' },
    ],
    [
      { 'flex[]': ['stiff'], q: 'driver' },
      { flex: ['stiff'], q: 'driver' },
    ],
  ])('%j → %j', (query, state) => {
    expect(filtersFromQuery(query)).toEqual(state);
  });
});
