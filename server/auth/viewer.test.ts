import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { bearer } from '../testing/requests';
import { createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from './access-token';
import { optionalViewer, requireViewer, viewerMiddleware } from './viewer';

const signer = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET);

function app() {
  const hono = new Hono();
  hono.use('*', viewerMiddleware(signer));
  hono.get('/who', (c) => c.json({ viewer: optionalViewer(c) }));
  hono.get('/mine', (c) => c.json({ id: requireViewer(c).userId }));
  hono.onError((error, c) =>
    error instanceof ApiError ? c.json({ errors: error.errors }, error.status) : c.text('boom', 500),
  );
  return hono;
}

describe('the caller behind a bearer token', () => {
  it('is a guest without a token, and guests get 401 from guarded routes', async () => {
    expect(await (await app().request('/who')).json()).toEqual({ viewer: null });
    const guarded = await app().request('/mine');
    expect(guarded.status).toBe(401);
    expect(await guarded.json()).toEqual({ errors: [{ message: 'Unauthorized', code: 'unauthorized' }] });
  });

  it('is the token’s user when the signature holds', async () => {
    const response = await app().request('/mine', { headers: bearer(42) });
    expect(await response.json()).toEqual({ id: 42 });
  });

  it('answers 401 for a tampered, foreign or expired token', async () => {
    const good = bearer(42).authorization.slice('Bearer '.length);
    const [header, , signature] = good.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1', uuid: 'x', exp: 9e9 })).toString('base64url')}.${signature}`;
    const foreign = createAccessTokenSigner('another-secret-of-enough-length').sign({ sub: '42', uuid: 'u' }, 60);
    const expired = signer.sign({ sub: '42', uuid: 'u' }, 60, Date.now() - 120_000);
    for (const token of [forged, foreign, expired, 'not-a-token']) {
      expect((await app().request('/who', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    }
  });

  it("answers 401 to a write (not a read) when the token's account is gone", async () => {
    const asked: number[] = [];
    const hono = new Hono();
    hono.use('*', viewerMiddleware(signer, { accountExists: async (userId) => (asked.push(userId), userId !== 42) }));
    hono.on(['GET', 'POST', 'PUT', 'DELETE'], '/mine', (c) => c.json({ id: requireViewer(c).userId }));
    hono.onError((error, c) =>
      error instanceof ApiError ? c.json({ errors: error.errors }, error.status) : c.text('boom', 500),
    );
    const statuses = async (userId: number) =>
      Promise.all(
        ['GET', 'POST', 'PUT', 'DELETE'].map(
          async (method) => (await hono.request('/mine', { method, headers: bearer(userId) })).status,
        ),
      );
    expect(await statuses(42)).toEqual([200, 401, 401, 401]);
    expect(await statuses(7)).toEqual([200, 200, 200, 200]);
    // Reads stay token-only: one question per write.
    expect(asked).toEqual([42, 42, 42, 7, 7, 7]);
  });

  it('carries org_id for organisation users', async () => {
    const token = signer.sign({ sub: '7', uuid: 'u7', org_id: 3 }, 60);
    const response = await app().request('/who', { headers: { authorization: `Bearer ${token}` } });
    expect(await response.json()).toEqual({ viewer: { userId: 7, uuid: 'u7', orgId: 3 } });
  });
});
