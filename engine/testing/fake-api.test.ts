import { describe, expect, it } from 'vitest';
import { fakeApi, json, pageOf } from './fake-api';

describe('fakeApi', () => {
  it('answers a body with 200, a function with its Response, and records every call', async () => {
    const { api, calls } = fakeApi({
      'GET /v1/swaps/9': { data: { id: 9 } },
      'POST /v1/swaps/:id/read': ({ params, body }) => json({ data: { id: Number(params.id), body } }, 201),
    });
    await expect(api.get('/v1/swaps/9', { query: { page: 2 } })).resolves.toEqual({ id: 9 });
    await expect(api.post('/v1/swaps/9/read', { seen: true })).resolves.toEqual({ id: 9, body: { seen: true } });
    expect(calls.map((call) => call.call)).toEqual(['GET /v1/swaps/9', 'POST /v1/swaps/9/read']);
    expect(calls[0]?.query.get('page')).toBe('2');
    expect(calls[0]?.url).toBe('/v1/swaps/9?page=2');
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/v1/swaps/9/read', params: { id: '9' } });
  });

  it('answers a number with that status and an error body, and an unknown route with 404', async () => {
    const { api } = fakeApi({ 'GET /v1/cart': 500, 'POST /v1/swaps/9': { data: null } });
    await expect(api.get('/v1/cart')).rejects.toMatchObject({ status: 500 });
    await expect(api.get('/v1/swaps/9')).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });

  it('pages a list as the API does', async () => {
    const { api } = fakeApi({ 'GET /v1/things': ({ query }) => json(pageOf([1, 2, 3, 4, 5], query)) });
    await expect(api.get('/v1/things', { query: { page: 2, page_size: 2 }, full: true })).resolves.toEqual({
      data: [3, 4],
      meta: { paging: { page: 2, page_size: 2, total_count: 5, total_pages: 3 } },
    });
  });
});
