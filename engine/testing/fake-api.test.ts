import { describe, expect, it } from 'vitest';
import { requestCookieJar } from '../session/cookies';
import { createSession } from '../session/session';
import { fakeApi, json } from './fake-api';

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

  it('signs calls with the session it is given, as the host wires one session to the client and the engine', async () => {
    const access = `h.${btoa(JSON.stringify({ sub: '7', uuid: 'u-7', exp: Math.floor(Date.now() / 1000) + 900 }))}.s`;
    const session = createSession({
      cookies: requestCookieJar(`access_token=${access}; refresh_token=r`),
      refresh: () => Promise.reject(new Error('no refresh')),
    });
    const { api, calls } = fakeApi({ 'GET /v1/account': { data: {} } }, { session });
    await api.get('/v1/account');
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${access}`);
  });
});
