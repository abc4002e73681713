import { describe, expect, it } from 'vitest';
import { encodeQuery, withQuery } from './query-string';

describe('encodeQuery', () => {
  it('encodes arrays with brackets and skips null and undefined, also inside arrays', () => {
    expect(encodeQuery({ category: [1, 2], brand: null, seller: undefined, size: ['S', null, 'M'] })).toBe(
      'category[]=1&category[]=2&size[]=S&size[]=M',
    );
  });

  it('writes booleans as true/false and nests plain objects with brackets', () => {
    expect(
      encodeQuery({ sale: true, recently_sold: false, facets: { brand: ['x', 'y'], colour: { primary: 'red' } } }),
    ).toBe('sale=true&recently_sold=false&facets[brand][]=x&facets[brand][]=y&facets[colour][primary]=red');
  });

  it('percent-encodes keys and values but keeps brackets readable', () => {
    expect(encodeQuery({ q: 'ski & snow/boots?', 'a b': 'é', empty: '' })).toBe(
      'q=ski%20%26%20snow%2Fboots%3F&a%20b=%C3%A9&empty=',
    );
  });

  it('gives an empty string for no parameters, and dates as ISO strings', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({ a: null, b: [] })).toBe('');
    expect(encodeQuery({ since: new Date('2024-01-02T03:04:05.000Z') })).toBe('since=2024-01-02T03%3A04%3A05.000Z');
  });
});

describe('withQuery', () => {
  it('appends with ? or &, and leaves the path alone when nothing is left', () => {
    expect(withQuery('/v1/items', { page: 2 })).toBe('/v1/items?page=2');
    expect(withQuery('/v1/items?track=false', { page: 2 })).toBe('/v1/items?track=false&page=2');
    expect(withQuery('/v1/items', { page: null })).toBe('/v1/items');
  });
});
