import { describe, expect, it } from 'vitest';
import { fakeApi, json } from './fake-api';
import { pageOf } from './page-of';

describe('pageOf', () => {
  it('answers a list call with the page it asks for, as the API pages lists', async () => {
    const { api } = fakeApi({ 'GET /v1/things': ({ query }) => json(pageOf([1, 2, 3, 4, 5], query)) });
    await expect(api.get('/v1/things', { query: { page: 2, page_size: 2 }, full: true })).resolves.toEqual({
      data: [3, 4],
      meta: { paging: { page: 2, page_size: 2, total_count: 5, total_pages: 3 } },
    });
  });
});
