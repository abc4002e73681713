import { describe, expect, it } from 'vitest';
import { json } from '../testing';
import { refreshTokens } from './client';
import { ApiError } from './errors';
import { inSeconds, makeToken, recordingFetch, testBaseUrls, wiredClient } from './test-support';

const isRefresh = (request: Request) => request.url === 'http://api.test/iam/iam/v1/auth/token';
const newAccess = makeToken({ uuid: 'u-1', exp: inSeconds(3600) });

/** Answers the refresh call with a new pair (after `delayMs`), anything else with {data: 'ok'}. */
function iam(delayMs = 0, status = 200) {
  return async (request: Request) => {
    if (!isRefresh(request)) return json({ data: 'ok' });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return status === 200
      ? json({ data: { access_token: newAccess, refresh_token: 'r-2' } })
      : json({ errors: [{ code: 'invalid_grant' }] }, status);
  };
}

const cookieWith = (access: string) => `access_token=${access}; refresh_token=r-1; ks_client_id=client-1`;

describe('token refresh through the API client', () => {
  it('refreshes first when the access token expires within 30 seconds', async () => {
    const { api, requests, cookies } = wiredClient({
      cookie: cookieWith(makeToken({ uuid: 'u-1', exp: inSeconds(20) })),
      answer: iam(),
    });
    await api.get('/v1/me');
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/iam/iam/v1/auth/token', 'http://api.test/main/v1/me']);
    const [refresh, call] = requests;
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers.has('authorization')).toBe(false);
    expect(await refresh?.json()).toEqual({ grant_type: 'refresh_token', token: 'r-1', client_id: 'client-1' });
    expect(call?.headers.get('authorization')).toBe(`Bearer ${newAccess}`);
    expect(cookies.get('refresh_token')).toBe('r-2');
    expect(cookies.setCookieHeaders()).toContain(`access_token=${newAccess}; Max-Age=2592000; Path=/; SameSite=Lax`);
  });

  it('refreshes when the access token cannot be decoded', async () => {
    const { api, requests } = wiredClient({ cookie: cookieWith('not-a-jwt'), answer: iam() });
    await api.get('/v1/me');
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests[1]?.headers.get('authorization')).toBe(`Bearer ${newAccess}`);
  });

  it('does not refresh a token that is still fresh', async () => {
    const fresh = makeToken({ uuid: 'u-1', exp: inSeconds(31) });
    const { api, requests } = wiredClient({ cookie: cookieWith(fresh), answer: iam() });
    await api.get('/v1/me');
    expect(requests.filter(isRefresh)).toHaveLength(0);
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${fresh}`);
  });

  it('clears the session when the refresh fails, and calls without a token', async () => {
    const { api, requests, session } = wiredClient({
      cookie: cookieWith(makeToken({ uuid: 'u-1', exp: inSeconds(-10) })),
      answer: iam(0, 400),
    });
    await api.get('/v1/items');
    expect(session.state().status).toBe('anonymous');
    expect(requests[1]?.headers.has('authorization')).toBe(false);
  });

  it('runs a single refresh for 50 concurrent calls, and every call carries the new token', async () => {
    const { api, requests } = wiredClient({
      cookie: cookieWith(makeToken({ uuid: 'u-1', exp: inSeconds(5) })),
      answer: iam(20),
    });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => api.get(`/v1/items/${i}`)));
    expect(results).toHaveLength(50);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    const calls = requests.filter((r) => !isRefresh(r));
    expect(calls).toHaveLength(50);
    expect(calls.every((r) => r.headers.get('authorization') === `Bearer ${newAccess}`)).toBe(true);
  });
});

describe('refreshTokens', () => {
  it('returns the pair unwrapped from data', async () => {
    const { fetch } = recordingFetch(() => json({ data: { access_token: 'a', refresh_token: 'b' } }));
    await expect(refreshTokens(fetch, testBaseUrls.iam, 'r', 'c')).resolves.toEqual({
      access_token: 'a',
      refresh_token: 'b',
    });
  });

  it('rejects with an ApiError on a non-OK answer or an answer without tokens', async () => {
    const failing = recordingFetch(() => json({ errors: [{ message: 'Refresh token expired' }] }, 400));
    await expect(refreshTokens(failing.fetch, testBaseUrls.iam, 'r', 'c')).rejects.toMatchObject({
      status: 400,
      message: 'Refresh token expired',
    });
    const empty = recordingFetch(() => json({ data: {} }));
    await expect(refreshTokens(empty.fetch, testBaseUrls.iam, 'r', 'c')).rejects.toBeInstanceOf(ApiError);
  });
});
