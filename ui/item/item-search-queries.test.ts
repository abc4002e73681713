import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../engine';
import { itemSchema } from '../../schemas/entities/item';
import items from '../../stories/fixtures/items.json';
import { itemListSchema, itemSearchQuery } from './item-search-queries';

function fakeApi() {
  const request = vi.fn(async () => itemSchema.array().parse(items));
  return { api: { request } as unknown as ApiClient, request };
}

describe('itemSearchQuery (GET /v1/items)', () => {
  it('asks item search for the params, validating the items', async () => {
    const { api, request } = fakeApi();
    const data = await new QueryClient().fetchQuery(
      itemSearchQuery(api, { category_id: 41, sort: 'popular', page_size: 6, include_meta: 0 }),
    );
    expect(request).toHaveBeenCalledWith({
      path: '/v1/items',
      query: { category_id: 41, sort: 'popular', page_size: 6, include_meta: 0 },
      schema: itemListSchema,
    });
    expect(data).toHaveLength(items.length);
  });

  it('comma-joins include_ids and leaves out absent params', async () => {
    const { api, request } = fakeApi();
    await new QueryClient().fetchQuery(
      itemSearchQuery(api, { include_ids: [3, 1, 2], include_meta: 0, q: undefined, tag_slug: null }),
    );
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ query: { include_ids: '3,1,2', include_meta: 0 } }));
  });

  it('shares one cache entry per parameter set', () => {
    const { api } = fakeApi();
    const hashOf = (params: Parameters<typeof itemSearchQuery>[1]) => hashKey(itemSearchQuery(api, params).queryKey);
    expect(hashOf({ q: 'glove', page_size: 6 })).toBe(hashOf({ page_size: 6, q: 'glove' }));
    expect(hashOf({ q: 'glove' })).not.toBe(hashOf({ q: 'bat' }));
  });
});
