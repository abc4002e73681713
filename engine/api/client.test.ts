import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json } from '../testing';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { lazySchema } from './lazy-schema';
import { inSeconds, makeToken, recordingFetch, testBaseUrls, wiredClient } from './test-support';

const freshToken = makeToken({ uuid: 'u-1', sub: '7', exp: inSeconds(3600) });
const signedIn = `access_token=${freshToken}; refresh_token=r-1; ks_client_id=client-1`;

describe('API client headers', () => {
  it('sends the client type and the client id, and no authorization when no token is held', async () => {
    const { api, requests } = wiredClient({ cookie: 'ks_client_id=client-1' });
    await api.get('/v1/items');
    const [request] = requests;
    expect(request?.url).toBe('http://api.test/main/v1/items');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('x-ks-client-type')).toBe('WEB');
    expect(request?.headers.get('x-session-id')).toBe('client-1');
    expect(request?.headers.has('authorization')).toBe(false);
    expect(request?.headers.has('content-type')).toBe(false);
  });

  it('sends the bearer token whenever one is held', async () => {
    const { api, requests } = wiredClient({ cookie: signedIn });
    await api.get('/v1/items');
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${freshToken}`);
  });

  it('leaves the token out for auth: false', async () => {
    const { api, requests } = wiredClient({ cookie: signedIn });
    await api.post('/iam/v1/verify/email', { email: 'a@b.c' }, { service: 'iam', auth: false });
    expect(requests[0]?.url).toBe('http://api.test/iam/iam/v1/verify/email');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it("sends a call's extra headers, but never lets them replace the client's own", async () => {
    const { api, requests } = wiredClient({ cookie: signedIn });
    await api.post(
      '/v1/models/m/rank',
      {},
      { headers: { 'x-api-key': 'k', 'x-ks-client-type': 'EVIL', authorization: 'Bearer forged' } },
    );
    expect(requests[0]?.headers.get('x-api-key')).toBe('k');
    expect(requests[0]?.headers.get('x-ks-client-type')).toBe('WEB');
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${freshToken}`);
  });

  it('sends JSON with content-type for every non-GET method, {} when no body is given', async () => {
    const { api, requests } = wiredClient();
    await api.post('/a', { n: 1 });
    await api.put('/b', [1, 2]);
    await api.patch('/c', { ok: true });
    await api.delete('/d', { body: { id: 3 } });
    await api.request({ method: 'POST', path: '/e' });
    expect(requests.map((r) => [r.method, r.headers.get('content-type')])).toEqual([
      ['POST', 'application/json'],
      ['PUT', 'application/json'],
      ['PATCH', 'application/json'],
      ['DELETE', 'application/json'],
      ['POST', 'application/json'],
    ]);
    expect(await Promise.all(requests.map((r) => r.json()))).toEqual([{ n: 1 }, [1, 2], { ok: true }, { id: 3 }, {}]);
  });

  it('sends a FormData body as multipart, the boundary in its content-type', async () => {
    const { api, requests } = wiredClient();
    const form = new FormData();
    form.set('file', new File(['SKU,Title\n'], 'items.csv', { type: 'text/csv' }));
    await api.post('/v1/item_imports', form);
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await requests[0]?.text()).toContain('name="file"');
  });

  it('forwards x-forwarded-for and user-agent when the host gives them', async () => {
    const { fetch, requests } = recordingFetch();
    const { session } = wiredClient();
    const api = createApiClient({
      baseUrls: testBaseUrls,
      session,
      fetch,
      forwardHeaders: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Test/1.0' },
    });
    await api.get('/v1/x', { service: 'edge' });
    expect(requests[0]?.url).toBe('http://api.test/edge/v1/x');
    expect(requests[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(requests[0]?.headers.get('user-agent')).toBe('Test/1.0');
  });
});

describe('API client queries and results', () => {
  it('encodes arrays with brackets and skips nulls', async () => {
    const { api, requests } = wiredClient();
    await api.get('/v1/items', {
      query: { category: [1, 2], q: 'ski boots', brand: null, page: undefined, sale: true, facets: { size: ['M'] } },
    });
    expect(requests[0]?.url).toBe(
      'http://api.test/main/v1/items?category[]=1&category[]=2&q=ski%20boots&sale=true&facets[size][]=M',
    );
  });

  it('unwraps data, or returns the whole body with full', async () => {
    const { api } = wiredClient({ answer: () => json({ data: [{ id: 1 }], meta: { total: 1 } }) });
    expect(await api.get('/v1/items')).toEqual([{ id: 1 }]);
    expect(await api.get('/v1/items', { full: true })).toEqual({ data: [{ id: 1 }], meta: { total: 1 } });
  });

  it('returns a body without data as it is, and null for an empty body', async () => {
    const answers = [json({ id: 4 }), new Response(null, { status: 204 })];
    const { api } = wiredClient({ answer: () => answers.shift() ?? json(null) });
    expect(await api.get('/v1/a')).toEqual({ id: 4 });
    expect(await api.delete('/v1/a')).toBeNull();
  });

  it('parses the result with a schema, and fails a result that does not match', async () => {
    const { api } = wiredClient({ answer: () => json({ data: { id: '12' } }) });
    const item = await api.get('/v1/items/12', { schema: z.object({ id: z.coerce.number() }) });
    expect(item.id).toBe(12);
    const failure = await api
      .get('/v1/items/12', { schema: z.object({ id: z.array(z.string()) }) })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 200,
      endpoint: '/v1/items/12',
      message: 'Unexpected response from /v1/items/12',
    });
  });

  it('loads a lazy schema once, on the first call, and answers as the schema itself would', async () => {
    const { api } = wiredClient({ answer: () => json({ data: { id: '12' } }) });
    const load = vi.fn(() => Promise.resolve(z.object({ id: z.coerce.number() })));
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    expect(await api.get('/v1/items/12', { schema })).toEqual({ id: 12 });
    expect(await api.get('/v1/items/12', { schema })).toEqual({ id: 12 });
    expect(load).toHaveBeenCalledTimes(1);
    const failure = await api
      .get('/v1/items/12', { schema: lazySchema(() => Promise.resolve(z.object({ id: z.array(z.string()) }))) })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, message: 'Unexpected response from /v1/items/12' });
  });

  it('fails a call whose lazy schema does not load as a network failure, and loads it again next time', async () => {
    const { api } = wiredClient({ answer: () => json({ data: { id: 12 } }) });
    const load = vi
      .fn<() => Promise<z.ZodType<{ id: number }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(z.object({ id: z.number() }));
    const schema = lazySchema(load);
    const failure = await api.get('/v1/items/12', { schema }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 0, endpoint: '/v1/items/12' });
    expect(await api.get('/v1/items/12', { schema })).toEqual({ id: 12 });
  });
});

describe('API client failures', () => {
  const body = { errors: [{ code: 'invalid', field: 'price', message: 'Price is too low' }], meta: { min: 5 } };

  it('fails a non-OK answer with an ApiError carrying status, endpoint, body, errors and meta', async () => {
    const { api } = wiredClient({ answer: () => json(body, 422) });
    const error = await api.post('/v1/items?draft=1', { price: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      endpoint: '/v1/items',
      json: body,
      errors: body.errors,
      meta: { min: 5 },
      message: 'Price is too low',
    });
  });

  it('falls back to "Code: {status}" when the body has no errors', async () => {
    const { api } = wiredClient({ answer: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await api.get('/v1/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, json: null, errors: [], message: 'Code: 502' });
  });

  it('resolves to null with ignoreErrors', async () => {
    const { api } = wiredClient({ answer: () => json(body, 500) });
    await expect(api.get('/v1/balance', { ignoreErrors: true })).resolves.toBeNull();
  });

  it('clears the session on a 401 and fails with "Unauthorized", even with ignoreErrors', async () => {
    const { api, session, cookies } = wiredClient({
      cookie: signedIn,
      answer: () => json({ errors: [{ message: 'Token revoked' }] }, 401),
    });
    const error = await api.get('/v1/me', { ignoreErrors: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(cookies.get('access_token')).toBeUndefined();
    expect(cookies.get('refresh_token')).toBeUndefined();
    expect(session.state().status).toBe('anonymous');
  });

  it('fails with status 0 when the server cannot be reached', async () => {
    const { session } = wiredClient();
    const api = createApiClient({
      baseUrls: testBaseUrls,
      session,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await api.get('/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      endpoint: '/v1/x',
      message: 'Network error: the server could not be reached',
    });
  });

  it('passes an abort through as it is', async () => {
    const { session } = wiredClient();
    const controller = new AbortController();
    const api = createApiClient({
      baseUrls: testBaseUrls,
      session,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          const abort = () => reject(new DOMException('Aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    });
    const pending = api.get('/v1/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});
