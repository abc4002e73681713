import { describe, expect, it } from 'vitest';
import { blogListing } from './blog-queries';

describe('blogListing', () => {
  it.each([
    ['', { tag: undefined, page: 1 }],
    ['tag=hockey', { tag: 'hockey', page: 1 }],
    ['tag=hockey&page=3', { tag: 'hockey', page: 3 }],
    ['page=0', { tag: undefined, page: 1 }],
    ['page=-2', { tag: undefined, page: 1 }],
    ['page=2.5', { tag: undefined, page: 1 }],
    ['page=two', { tag: undefined, page: 1 }],
    ['tag=', { tag: undefined, page: 1 }],
  ])('reads ?%s', (query, expected) => {
    expect(blogListing(new URLSearchParams(query))).toEqual(expected);
  });
});
