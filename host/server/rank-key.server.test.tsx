import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type Db } from '../../server';
import { openSeededPglite } from '../../server/testing/test-databases';
import { createHost } from './create-host';
import { withRankKey } from './rank-key';
import { upstreamFetch } from './upstream';

const rankBody = JSON.stringify({ user_id: 'ks-rec-demo_buyer', config: { limit: 5 } });

describe('the rank key is the server’s, added by the host', () => {
  it('replaces whatever key a browser sends, leaves other calls alone, and sends none when the server has none', async () => {
    const seen: { path: string; key: string | null }[] = [];
    const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({ path: new URL(request.url).pathname, key: request.headers.get('x-api-key') });
      return new Response('{}');
    }) as typeof fetch;
    const keyed = withRankKey(recording, 'server-secret');
    await keyed('http://api.internal/v1/models/for_you_feed/rank', {
      method: 'POST',
      headers: { 'x-api-key': 'ks-web-recommendations' },
      body: rankBody,
    });
    await keyed('http://api.internal/v1/items?x-api-key=1', { headers: { 'x-api-key': 'kept' } });
    await withRankKey(recording, null)('http://api.internal/v1/models/m/rank', {
      method: 'POST',
      headers: { 'x-api-key': 'guess' },
      body: rankBody,
    });
    expect(seen).toEqual([
      { path: '/v1/models/for_you_feed/rank', key: 'server-secret' },
      { path: '/v1/items', key: 'kept' },
      { path: '/v1/models/m/rank', key: null },
    ]);
  });

  describe('through the host', () => {
    // A copy of the run's seeded database (server/testing/seeded-templates.ts): seeding anew took over a
    // minute under load.
    let db: Db;
    beforeAll(async () => {
      db = await openSeededPglite();
    });
    afterAll(() => db.close());

    it("lets the browser's keyless rank call through the proxy of a production API that holds KS_RANK_KEY, and refuses a direct keyless call", async () => {
      const api = createApp({ db, rankApiKey: 'a-production-rank-key' });
      const host = createHost({
        api,
        apiFetch: withRankKey(upstreamFetch(api), 'a-production-rank-key'),
        render: async () => new Response('page'),
      });
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: rankBody };
      const proxied = await host.request('/api/proxy/main/v1/models/for_you_feed/rank', init);
      expect(proxied.status).toBe(200);
      expect(((await proxied.json()) as { ids: string[] }).ids.length).toBeGreaterThan(0);
      expect((await api.request('/v1/models/for_you_feed/rank', init)).status).toBe(403);
    });
  });
});
