import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { RANK_API_KEY_HEADER } from '../../schemas/requests/rank';
import { createApp, rankApiKeyFromEnvironment, type Db } from '../../server';
import { createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from '../../server/auth/access-token';
import { ANTI_BOT_HEADER } from '../../server/iam/anti-bot';
import { describeEachDriver } from '../../server/testing/test-databases';
import { renderPage } from '../render/render-page';
import { createHost } from './create-host';
import { createGuestPageCache } from './page-cache';
import { invalidateOnChange, PAGE_CACHE_CHANNEL } from './page-invalidation';
import { upstreamFetch } from './upstream';

/**
 * The tables whose writes drop every guest page and public answer (migration 131's triggers, 149's
 * corrections): those a guest page or a public answer reads. A new table goes in one of these two lists.
 */
const WATCHED_TABLES = [
  'blog_posts',
  'brands',
  'bumps',
  'catalog_entries',
  'categories',
  'category_detail_values',
  'category_details',
  'cms_collection_items',
  'cms_pages',
  'detail_definitions',
  'favorites',
  'feedback',
  'following',
  'item_detail_values',
  'item_marketplace_links',
  'item_removals',
  'item_variations',
  'items',
  'lander_block_prefills',
  'landers',
  'locker_profiles',
  'models',
  'offers',
  'order_items',
  'orders',
  'page_views',
  'pro_plans',
  'pro_subscriptions',
  'sales',
  'search_synonyms',
  'server_clock',
  'site_settings',
  'swaps',
  'users',
  'vacations',
];
/**
 * Tables no guest page shows, many written by anyone or all the time (sign-in and request limits,
 * analytics, sessions, jobs), and the counts kept from items by triggers (items notify already).
 */
const UNWATCHED_TABLES = [
  'addresses',
  'analytics_events',
  'attempt_counters',
  'bump_balances',
  'cart_items',
  'carts',
  'catalog_orders',
  'disputes',
  'email_changes',
  'email_verification_requests',
  'inform_act_filings',
  'item_facet_counts',
  'item_import_errors',
  'item_import_mappings',
  'item_imports',
  'item_price_band_counts',
  'item_reports',
  'item_view_days',
  'item_word_counts',
  'jobs',
  'ledger_accounts',
  'ledger_entries',
  'ledger_transactions',
  'login_challenges',
  'marketplace_accounts',
  'newsletter_confirmations',
  'newsletter_subscriptions',
  'notice_outbox',
  'notification_preferences',
  'parcels',
  'payment_methods',
  'payouts',
  'phone_verification_codes',
  'pro_renewals',
  'referral_codes',
  'referrals',
  'refresh_tokens',
  'sandbox_marketplace_listings',
  'schema_migrations',
  'seed_versions',
  'seller_accounts',
  'seller_offer_floors',
  'shipment_events',
  'shipments',
  'social_accounts',
  'spent_anti_bot_tokens',
  'swap_messages',
  'swap_stars',
  'uploaded_images',
  'user_configurations',
  'user_logins',
  'user_phones',
  'w9_forms',
];

// The web server as `npm start` runs it (real render, real API, seeded database), with the guest
// page cache and its invalidation by NOTIFY: a change committed by anyone must reach the cache.
describeEachDriver('guest pages served from memory until what they show changes', (driver) => {
  let db: Db;
  let stopInvalidating: () => Promise<void>;
  let stopCounting: () => Promise<void>;
  const heard: string[] = [];
  const connection: string[] = [];
  const cache = createGuestPageCache();
  let host: ReturnType<typeof createHost>;
  let apiFetch: typeof fetch;

  beforeAll(async () => {
    db = await driver.openSeeded();
    const api = createApp({ db });
    apiFetch = upstreamFetch(api);
    stopInvalidating = await invalidateOnChange(db, cache);
    stopCounting = await db.listen!(PAGE_CACHE_CHANNEL, {
      notified: (payload) => heard.push(payload),
      lost: () => connection.push('lost'),
      listening: () => connection.push('listening'),
    });
    host = createHost({
      api,
      apiFetch,
      pageCache: cache,
      render: (request, caller) =>
        renderPage(request, {
          environment: 'production',
          apiFetch,
          clientEntry: '/assets/entry-client.js',
          nonce: caller.nonce,
        }),
    });
  }, 120_000);
  afterAll(async () => {
    await stopCounting?.();
    await stopInvalidating?.();
    await db?.close();
  });

  const get = (path: string, cookie?: string) => host.request(path, { headers: cookie ? { cookie } : {} });
  const cacheOutcome = async (path: string) => (await get(path)).headers.get('x-ks-page-cache');
  /** Waits for the probe's NOTIFY (in commit order, so every change committed before it has been heard). */
  const heardUntilProbe = async () => {
    await db.query(`SELECT pg_notify($1, 'probe')`, [PAGE_CACHE_CHANNEL]);
    await vi.waitFor(() => expect(heard).toContain('probe'));
    return heard.splice(0).filter((payload) => payload !== 'probe');
  };

  it('keeps pages whose HTML holds no client id: the one a cookieless render makes is in its cookie alone', async () => {
    for (const path of ['/', '/search?q=glove']) {
      const render = await renderPage(new Request(`http://localhost${path}`), {
        environment: 'production',
        apiFetch,
        clientEntry: '/assets/entry-client.js',
      });
      const clientId = /(?:^|\n)ks_client_id=([^;]+)/.exec(render.headers.getSetCookie().join('\n'))?.[1];
      expect(clientId).toBeTruthy();
      expect(await render.text()).not.toContain(clientId);
    }
  });

  it('serves a lander from memory, and renders it again once its CMS entry is edited', async () => {
    const [lander] = await db.query<{ path: string }>("SELECT path FROM landers WHERE path LIKE '/shop/%' LIMIT 1");
    expect(await cacheOutcome(lander!.path)).toBe('miss');
    expect(await cacheOutcome(lander!.path)).toBe('hit');
    await db.query('UPDATE landers SET title = $2 WHERE path = $1', [lander!.path, 'Golf, freshly titled']);
    await vi.waitFor(() => expect(cache.size).toBe(0));
    const edited = await get(lander!.path);
    expect(edited.headers.get('x-ks-page-cache')).toBe('miss');
    expect(await edited.text()).toContain('Golf, freshly titled');
    heard.splice(0);
  });

  it('renders search again once an item it lists changes', async () => {
    const [item] = await db.query<{ id: number; name: string }>(
      "SELECT id, name FROM items WHERE state = 'available' ORDER BY favoriters_count DESC, id LIMIT 1",
    );
    const path = `/search?q=${encodeURIComponent(item!.name)}`;
    await get(path);
    expect(await cacheOutcome(path)).toBe('hit');
    await db.query('UPDATE items SET name = $2 WHERE id = $1', [item!.id, `${item!.name} Renamed Edition`]);
    await vi.waitFor(() => expect(cache.size).toBe(0));
    const changed = await get(path);
    expect(changed.headers.get('x-ks-page-cache')).toBe('miss');
    expect(await changed.text()).toContain('Renamed Edition');
    heard.splice(0);
  });

  it('hears nothing of writes guest pages do not show: an item view, a rolled-back change, a session, a job', async () => {
    const [item] = await db.query<{ id: number }>("SELECT id FROM items WHERE state = 'available' LIMIT 1");
    await db.query('UPDATE items SET views_count = views_count + 1 WHERE id = $1', [item!.id]);
    await db
      .transaction(async (tx) => {
        await tx.query('UPDATE items SET price = price + 1 WHERE id = $1', [item!.id]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.query('DELETE FROM refresh_tokens WHERE false');
    await db.query("UPDATE jobs SET attempts = attempts WHERE state = 'none'");
    expect(await heardUntilProbe()).toEqual([]);
  });

  it('lists exactly the tables whose writes drop the cache: every table is either watched or named as not', async () => {
    const triggers = await db.query<{ table: string; trigger: string }>(
      `SELECT c.relname AS table, t.tgname AS trigger
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE p.proname IN ('page_cache_notify', 'page_cache_notify_update_except') ORDER BY 1, 2`,
    );
    const watched = [...new Set(triggers.map((row) => row.table))];
    expect(watched).toEqual(WATCHED_TABLES);
    // Each watched table hears inserts, updates, deletes and truncates.
    for (const table of watched)
      expect(triggers.filter((row) => row.table === table).map((row) => row.trigger)).toEqual([
        'page_cache_deleted',
        'page_cache_inserted',
        'page_cache_truncated',
        'page_cache_updated',
      ]);
    const tables = await db.query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
    );
    const unwatched = tables.map((row) => row.table).filter((table) => !watched.includes(table));
    expect(unwatched).toEqual(UNWATCHED_TABLES);
  });

  it('keeps a page through a failed sign-in, an analytics event and a rank call', async () => {
    await get('/');
    expect(await cacheOutcome('/')).toBe('hit');
    heard.splice(0);
    const api = createApp({ db });
    const { data } = (await (await api.request('/iam/v1/anti-bot/token?action=login')).json()) as {
      data: { token: string };
    };
    const signIn = await api.request('/iam/v1/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ANTI_BOT_HEADER]: data.token, 'x-forwarded-for': '192.0.2.7' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        username_or_email: 'demo_buyer',
        password: 'not the password',
        client_id: 'c1',
      }),
    });
    expect(signIn.status).toBe(422);
    const event = await host.request('/api/proxy/main/platform-tools/analytics/v1/track/event', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event_type: 'page_view', properties: {} }),
    });
    expect(event.status).toBeLessThan(300);
    const rank = await api.request('/v1/models/for_you/rank', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [RANK_API_KEY_HEADER]: rankApiKeyFromEnvironment()! },
      body: JSON.stringify({ user_id: '1' }),
    });
    expect(rank.status).toBeLessThan(500);
    expect(await cacheOutcome('/')).toBe('hit');
    // None of them notified (the probe, a notification itself, then drops the page: wait for it).
    expect(await heardUntilProbe()).toEqual([]);
    await vi.waitFor(() => expect(cache.size).toBe(0));
  });

  it("never answers a signed-in visitor with the guest page, nor a guest with the signed-in visitor's", async () => {
    const [buyer] = await db.query<{ id: number; uuid: string; username: string }>(
      "SELECT id, uuid::text AS uuid, username FROM users WHERE username = 'demo_buyer'",
    );
    const token = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET).sign(
      { sub: String(buyer!.id), uuid: buyer!.uuid },
      900,
    );
    const guest = await get('/');
    expect(await guest.text()).not.toContain('@demo_buyer');
    const signedIn = await get('/', `access_token=${token}`);
    expect(signedIn.headers.get('x-ks-page-cache')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(await signedIn.text()).toContain('Account menu for @demo_buyer');
    const nextGuest = await get('/');
    expect(nextGuest.headers.get('x-ks-page-cache')).toBe('hit');
    expect(await nextGuest.text()).not.toContain('@demo_buyer');
  });

  it.skipIf(driver.name !== 'postgres')(
    'serves nothing from memory while the LISTEN connection is down, and hears changes again once it is back',
    async () => {
      await get('/');
      expect(await cacheOutcome('/')).toBe('hit');
      await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      await vi.waitFor(() => expect(connection).toContain('lost'), { timeout: 5_000 });
      expect(await cacheOutcome('/')).toBe('miss');
      await vi.waitFor(() => expect(connection).toEqual(['lost', 'listening']), { timeout: 5_000 });
      await vi.waitFor(async () => expect(await cacheOutcome('/')).toBe('hit'), { timeout: 5_000 });
      await db.query("UPDATE landers SET title = title || '.' WHERE path LIKE '/shop/%'");
      await vi.waitFor(() => expect(cache.size).toBe(0));
    },
  );
});
