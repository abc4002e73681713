import { expect, it, onTestFinished } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../../engine';
import { uploadedImageSchema } from '../../schemas/entities/listing';
import { createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from '../../server/auth/access-token';
import { solidImage } from '../../server/testing/photos';
import { bearer } from '../../server/testing/requests';
import { describeEachDriver, useSeededApp } from '../../server/testing/test-databases';
import { createHost } from './create-host';

const signer = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET);
const ADMIN = 1004;
const STRANGER = 1003;

/** The cookie a signed-in browser sends with every same-origin request, its `<img>` requests included. */
const sessionCookie = (userId: number, ttlSeconds = 900, issuedMs = Date.now()) => ({
  cookie: `ks_client_id=c-1; ${ACCESS_TOKEN_COOKIE}=${signer.sign({ sub: String(userId), uuid: `user-${userId}` }, ttlSeconds, issuedMs)}`,
});

/**
 * A dispute's evidence is its parties' and admins' alone (server/README.md 'Security model'), and the
 * browser asks for it with an `<img>` on the swap page: no Authorization header, only our cookies. The
 * host passes the session's access token on to the API as the bearer of /media requests.
 */
describeEachDriver("images through the web host: the session cookie is the <img>'s viewer", (driver) => {
  const context = useSeededApp(driver);
  const host = () =>
    createHost({
      api: context.app,
      apiFetch: (() => Promise.reject(new Error('no API proxy call expected'))) as typeof fetch,
      render: async () => new Response('page'),
      proxy: { accessTokens: signer },
    });
  const image = (url: string, headers: Record<string, string> = {}) => host().request(url, { headers });

  async function upload(userId: number) {
    const form = new FormData();
    form.set('image', new File([new Uint8Array(await solidImage('png', 60, 40))], 'photo.png', { type: 'image/png' }));
    const response = await context.app.request('/v1/images', { method: 'POST', headers: bearer(userId), body: form });
    expect(response.status).toBe(201);
    return uploadedImageSchema.parse(((await response.json()) as { data: unknown }).data);
  }

  it("shows the evidence to the buyer's, the seller's and an admin's browser, and to no other", async () => {
    const [dispute] = await context.db.query<{ id: number; buyer: number; seller: number }>(
      `SELECT d.id, s.buyer_id AS buyer, s.seller_id AS seller
         FROM disputes d JOIN swaps s ON s.id = d.swap_id ORDER BY d.id LIMIT 1`,
    );
    const { id, buyer, seller } = dispute!;
    expect(new Set([buyer, seller, ADMIN, STRANGER]).size).toBe(4);
    const evidence = await upload(buyer);
    await context.db.query('UPDATE uploaded_images SET dispute_id = $1 WHERE id = $2', [id, evidence.id]);
    onTestFinished(async () => {
      await context.db.query('DELETE FROM uploaded_images WHERE id = $1', [evidence.id]);
    });

    for (const viewer of [buyer, seller, ADMIN]) {
      const seen = await image(evidence.large_url, sessionCookie(viewer));
      expect([viewer, seen.status, seen.headers.get('cache-control')]).toEqual([viewer, 200, 'private, max-age=3600']);
      expect(seen.headers.get('content-type')).toBe('image/webp');
    }
    const expired = sessionCookie(buyer, 900, Date.now() - 901_000);
    const forged = { cookie: `${ACCESS_TOKEN_COOKIE}=${sessionCookie(buyer).cookie.split('=').at(-1)}x` };
    for (const headers of [{}, sessionCookie(STRANGER), expired, forged]) {
      const refused = await image(evidence.large_url, headers);
      expect([headers, refused.status]).toEqual([headers, 404]);
    }
  });

  it('shows a public photo to any browser, one with an expired or forged session cookie too (never 401)', async () => {
    const photo = await upload(1002);
    onTestFinished(async () => {
      await context.db.query('DELETE FROM uploaded_images WHERE id = $1', [photo.id]);
    });
    for (const headers of [
      {},
      sessionCookie(STRANGER),
      sessionCookie(STRANGER, 900, Date.now() - 901_000),
      { cookie: `${ACCESS_TOKEN_COOKIE}=not.a.token` },
    ]) {
      const seen = await image(photo.small_url, headers);
      expect([headers, seen.status, seen.headers.get('cache-control')]).toEqual([
        headers,
        200,
        'public, max-age=31536000, immutable',
      ]);
    }
  });
});

it('passes the API an image request with the session as its bearer and without our cookies; an own bearer stays', async () => {
  const seen: Headers[] = [];
  const host = createHost({
    api: {
      fetch: (request) => {
        seen.push(request.headers);
        return new Response('');
      },
    },
    apiFetch: (() => Promise.reject(new Error('no API proxy call expected'))) as typeof fetch,
    render: async () => new Response('page'),
    proxy: { accessTokens: signer },
  });
  const session = sessionCookie(1001);
  const token = session.cookie.split(`${ACCESS_TOKEN_COOKIE}=`)[1]!;
  await host.request('/media/uploads/key/large.webp', { headers: session });
  await host.request('/media/uploads/key/large.webp', { headers: { ...session, ...bearer(1002) } });
  expect(seen.map((headers) => [headers.get('authorization'), headers.get('cookie')])).toEqual([
    [`Bearer ${token}`, null],
    [bearer(1002).authorization, null],
  ]);
});
