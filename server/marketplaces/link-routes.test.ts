import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { JOB_HANDLERS } from '../job-registry';
import { scheduleRecurringJob } from '../jobs/recurring';
import { createJobWorker } from '../jobs/worker';
import { withSeedNow } from '../seed/clock';
import { buildMarketplaceLinks, sandboxEbayId } from '../seed/marketplace-links';
import { PRODUCTION_SECRETS } from '../testing/production-secrets';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { EBAY_AUTO_SYNC_JOB } from './sync-job';

const [BUYER, SELLER, ADMIN] = [1001, 1002, 1004];

/** demo_seller's available items with a price, by id, as seeded: the first four carry the seeded eBay links. */
const sellerItems = (db: Db) =>
  db.query<{ id: number; name: string; state: string; price: number; quantity: number; seller_id: number }>(
    `SELECT id, name, state, price, quantity, seller_id FROM items
     WHERE seller_id = $1 AND state = 'available' AND price IS NOT NULL ORDER BY id`,
    [SELLER],
  );

/** Inserts rows given as objects (the seed's shape) into `table`. */
async function insertRows(db: Db, table: string, rows: Record<string, unknown>[]) {
  for (const row of rows) {
    const columns = Object.keys(row);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  }
}

const sandboxListing = async (db: Db, itemId: number) =>
  (
    await db.query<{ price: number; quantity: number }>(
      `SELECT price, quantity FROM sandbox_marketplace_listings WHERE external_id = $1`,
      [sandboxEbayId(itemId)],
    )
  )[0];
const itemOffer = async (db: Db, itemId: number) =>
  (await db.query<{ price: number; quantity: number }>('SELECT price, quantity FROM items WHERE id = $1', [itemId]))[0];
/** Everything eBay linking and sync write. */
const marketplaceState = async (db: Db) =>
  db.query(
    `SELECT (SELECT json_agg(l ORDER BY item_id) FROM item_marketplace_links l) AS links,
       (SELECT json_agg(s ORDER BY external_id) FROM sandbox_marketplace_listings s) AS listings`,
  );
const item = (body: unknown) => itemDetailSchema.parse((body as { data: unknown }).data);
const errors = (body: unknown) => apiErrorBodySchema.parse(body).errors;

describeEachDriver('eBay links: POST /v1/items/:id/ebay, /ebay/sync, the auto-sync job', (driver) => {
  const context = useSeededApp(driver);
  afterEach(() => vi.unstubAllEnvs());
  let items: Awaited<ReturnType<typeof sellerItems>>;
  beforeAll(async () => void (items = await sellerItems(context.db)));
  /**
   * A new available item of demo_seller, not linked, that is this test's own: a copy of its first seeded item
   * without the SKU (demo_seller has too few items for every test to take its own).
   */
  const spareItem = async () => {
    const columns = (
      await context.db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'items' AND column_name NOT IN ('id', 'sku')
           AND is_generated = 'NEVER' AND is_identity = 'NO' ORDER BY ordinal_position`,
      )
    )
      .map((column) => column.column_name)
      .join(', ');
    const [copy] = await context.db.query<(typeof items)[number]>(
      `INSERT INTO items (${columns}) SELECT ${columns} FROM items WHERE id = $1
       RETURNING id, name, state, price, quantity, seller_id`,
      [items[0]!.id],
    );
    return copy!;
  };
  /**
   * The seeded links (seed/marketplace-links.ts), read only: synced, unlinked, stale with sync off, synced a day ago.
   * A test that links, syncs, reprices or sells takes {@link freshLinks} instead.
   */
  const seededItems = () => {
    const [synced, unlinked, stale, syncedDayAgo] = items.map((item) => item.id);
    return { synced: synced!, unlinked: unlinked!, stale: stale!, syncedDayAgo: syncedDayAgo! };
  };
  /** The four listings and three links the seed makes, on four spare items of demo_seller that are this test's own. */
  const freshLinks = async () => {
    const four = [await spareItem(), await spareItem(), await spareItem(), await spareItem()];
    const rows = withSeedNow(Date.now(), () => buildMarketplaceLinks(four));
    await insertRows(context.db, 'sandbox_marketplace_listings', rows.sandbox_marketplace_listings);
    await insertRows(context.db, 'item_marketplace_links', rows.item_marketplace_links);
    const [synced, unlinked, stale, syncedDayAgo] = four.map((item) => item.id);
    return { synced: synced!, unlinked: unlinked!, stale: stale!, syncedDayAgo: syncedDayAgo! };
  };
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);

  it('shows the link to admins and the seller only; sync_ebay is the admins’ on linked items', async () => {
    const { synced, unlinked } = seededItems();
    const view = async (userId: number | null, id = synced) =>
      item((await call('GET', `/v1/items/${id}`, userId)).body);
    const adminView = await view(ADMIN);
    expect(adminView.ebay).toEqual({
      id: sandboxEbayId(synced),
      url: `/api/proxy/main/sandbox/ebay/itm/${sandboxEbayId(synced)}`,
      sync: true,
      last_synced_at: expect.any(String),
    });
    // Seeded as synced 3 hours before the seed's now (the time of seeding, to the minute).
    const [seed] = await context.db.query<{ seeded_at: Date }>('SELECT seeded_at FROM seed_versions');
    const syncedAgo = seed!.seeded_at.getTime() - Date.parse(adminView.ebay!.last_synced_at!);
    expect(Math.abs(syncedAgo - 3 * 3_600_000)).toBeLessThan(2 * 60_000);
    expect(adminView.actions).toContain('sync_ebay');
    const sellerView = await view(SELLER);
    expect(sellerView.ebay).toEqual(adminView.ebay);
    expect(sellerView.actions).not.toContain('sync_ebay');
    for (const stranger of [BUYER, null]) {
      const seen = await view(stranger);
      expect([seen.ebay, seen.actions.includes('sync_ebay')]).toEqual([null, false]);
    }
    const notLinked = await view(ADMIN, unlinked);
    expect([notLinked.ebay, notLinked.actions.includes('sync_ebay')]).toEqual([null, false]);
  });

  it('Sync Now pushes price and quantity into the sandbox listing and sets last_synced_at, for admins only', async () => {
    const { stale, unlinked } = await freshLinks();
    const ours = await itemOffer(context.db, stale);
    expect(await sandboxListing(context.db, stale)).toEqual({ price: ours!.price + 25, quantity: ours!.quantity });

    for (const [userId, status] of [
      [null, 401],
      [BUYER, 403],
      [SELLER, 403],
    ] as const) {
      const before = await marketplaceState(context.db);
      const refused = await call('POST', `/v1/items/${stale}/ebay/sync`, userId);
      expect(refused.status).toBe(status);
      expect(await marketplaceState(context.db)).toEqual(before);
    }
    expect(errors((await call('POST', `/v1/items/${stale}/ebay/sync`, SELLER)).body)).toEqual([
      { message: 'Only an admin can sync an item now', code: 'forbidden' },
    ]);

    const started = Date.now();
    const answer = await call('POST', `/v1/items/${stale}/ebay/sync`, ADMIN);
    expect(answer.status).toBe(200);
    const synced = item(answer.body).ebay!;
    expect(synced.sync).toBe(false);
    expect(Date.parse(synced.last_synced_at!)).toBeGreaterThanOrEqual(started - 1000);
    expect(await sandboxListing(context.db, stale)).toEqual(ours);

    const unlinkedAnswer = await call('POST', `/v1/items/${unlinked}/ebay/sync`, ADMIN);
    expect([unlinkedAnswer.status, errors(unlinkedAnswer.body)[0]?.code]).toEqual([409, 'not_linked']);
    expect((await call('POST', '/v1/items/999999/ebay/sync', ADMIN)).status).toBe(404);
  });

  it('turns sync off and on for the seller and admins, 403 for anyone else, writing nothing then', async () => {
    const { syncedDayAgo } = await freshLinks();
    const toggle = (userId: number | null, sync: boolean) =>
      call('POST', `/v1/items/${syncedDayAgo}/ebay`, userId, { ebay: { sync } });
    const off = await toggle(SELLER, false);
    expect([off.status, item(off.body).ebay?.sync]).toEqual([200, false]);
    expect(item((await toggle(SELLER, false)).body).ebay?.sync).toBe(false);
    expect(item((await toggle(ADMIN, true)).body).ebay?.sync).toBe(true);

    const before = await marketplaceState(context.db);
    const refused = await toggle(BUYER, false);
    expect([refused.status, errors(refused.body)]).toEqual([
      403,
      [{ message: "Only the item's seller or an admin can manage its eBay listing", code: 'forbidden' }],
    ]);
    expect((await toggle(null, false)).status).toBe(401);
    expect(await marketplaceState(context.db)).toEqual(before);
  });

  it('links a listing the marketplace knows; refuses malformed ids (400), unknown ones (422) and taken ones (409)', async () => {
    const { unlinked, synced } = await freshLinks();
    const link = (body: unknown, userId = SELLER) => call('POST', `/v1/items/${unlinked}/ebay`, userId, body);
    const before = await marketplaceState(context.db);
    for (const id of ['12345678901', '1234567890123', 'abcdefghijkl', '', 186000002392]) {
      const refused = await link({ ebay: { id, sync: true } });
      expect([refused.status, errors(refused.body)[0]?.field]).toEqual([400, 'ebay.id']);
    }
    const notSyncing = await link({ ebay: { id: sandboxEbayId(unlinked), sync: false } });
    expect([notSyncing.status, errors(notSyncing.body)[0]?.field]).toEqual([400, 'ebay.sync']);
    const unknown = await link({ ebay: { id: '999999999999', sync: true } });
    expect([unknown.status, errors(unknown.body)]).toEqual([
      422,
      [{ message: 'eBay has no listing with this item number', code: 'unknown_listing', field: 'ebay.id' }],
    ]);
    const taken = await link({ ebay: { id: sandboxEbayId(synced), sync: true } });
    expect([taken.status, errors(taken.body)[0]?.code]).toEqual([409, 'already_linked']);
    expect((await link({ ebay: { id: sandboxEbayId(unlinked), sync: true } }, BUYER)).status).toBe(403);
    expect(await marketplaceState(context.db)).toEqual(before);

    // The seller links it, with spaces around the number as one pastes it; linking it twice is one link.
    for (let click = 0; click < 2; click += 1) {
      const linked = await link({ ebay: { id: ` ${sandboxEbayId(unlinked)} `, sync: true } });
      expect([linked.status, item(linked.body).ebay]).toEqual([
        200,
        {
          id: sandboxEbayId(unlinked),
          url: `/api/proxy/main/sandbox/ebay/itm/${sandboxEbayId(unlinked)}`,
          sync: true,
          last_synced_at: null,
        },
      ]);
    }
    const links = await context.db.query('SELECT item_id FROM item_marketplace_links WHERE item_id = $1', [unlinked]);
    expect(links).toHaveLength(1);
  });

  it('the auto-sync job pushes a changed price or quantity of items with sync on, and leaves sync-off items alone', async () => {
    const { synced, stale } = await freshLinks();
    await call('POST', `/v1/items/${stale}/ebay`, SELLER, { ebay: { sync: false } });
    const staleBefore = await sandboxListing(context.db, stale);
    const started = Date.now();
    // Any path that changes price or quantity (a price drop, a sale, a checkout) is seen the same way.
    await context.db.query('UPDATE items SET price = price - 10 WHERE id = ANY ($1)', [[synced, stale]]);
    const ours = await itemOffer(context.db, synced);
    expect((await sandboxListing(context.db, synced))!.price).toBe(ours!.price + 10);

    await context.db.exec(`DELETE FROM jobs WHERE kind = '${EBAY_AUTO_SYNC_JOB.kind}'`);
    await scheduleRecurringJob(context.db, EBAY_AUTO_SYNC_JOB);
    const worker = createJobWorker(context.db, { workerId: 'test', handlers: JOB_HANDLERS });
    expect(await worker.runOnce()).toBe(true);

    expect(await sandboxListing(context.db, synced)).toEqual(ours);
    expect(await sandboxListing(context.db, stale)).toEqual(staleBefore);
    const seen = item((await call('GET', `/v1/items/${synced}`, ADMIN)).body).ebay!;
    expect(Date.parse(seen.last_synced_at!)).toBeGreaterThanOrEqual(started - 1000);
    // The next run is queued a minute on; sold out, the listing ends there (quantity 0).
    const [next] = await context.db.query<{ due: number }>(
      `SELECT round(extract(epoch FROM run_at - now()))::int AS due FROM jobs WHERE kind = $1 AND state = 'queued'`,
      [EBAY_AUTO_SYNC_JOB.kind],
    );
    expect(next!.due).toBeGreaterThan(50);
    await context.db.query(`UPDATE items SET quantity = 0, state = 'sold', sold_at = now() WHERE id = $1`, [synced]);
    await EBAY_AUTO_SYNC_JOB.run(context.db);
    expect((await sandboxListing(context.db, synced))!.quantity).toBe(0);
  });

  it('production without a provider answers 503 marketplace_unavailable to every call and writes nothing', async () => {
    const { stale, unlinked } = await freshLinks();
    vi.stubEnv('KS_ENV', 'production');
    const production = createApp({ db: context.db, ...PRODUCTION_SECRETS });
    const before = await marketplaceState(context.db);
    await context.db.query('UPDATE items SET price = price - 1 WHERE id = $1', [stale]);
    for (const [path, body] of [
      [`/v1/items/${stale}/ebay/sync`, undefined],
      [`/v1/items/${stale}/ebay`, { ebay: { sync: true } }],
      [`/v1/items/${unlinked}/ebay`, { ebay: { id: sandboxEbayId(unlinked), sync: true } }],
    ] as const) {
      const refused = await requestAs(production, 'POST', path, ADMIN, body);
      expect([refused.status, errors(refused.body)]).toEqual([
        503,
        [{ message: 'eBay is unavailable right now. Nothing was changed.', code: 'marketplace_unavailable' }],
      ]);
    }
    expect(await EBAY_AUTO_SYNC_JOB.run(context.db)).toBe(0);
    expect(await marketplaceState(context.db)).toEqual(before);
    const page = await production.request(`/sandbox/ebay/itm/${sandboxEbayId(stale)}`);
    expect(page.status).toBe(404);
  });

  it('serves the sandbox listing page with the pushed title, price and quantity', async () => {
    const { stale } = await freshLinks();
    await call('POST', `/v1/items/${stale}/ebay/sync`, ADMIN);
    const ours = (
      await context.db.query<{ name: string; price: number }>('SELECT name, price FROM items WHERE id = $1', [stale])
    )[0]!;
    const page = await context.app.request(`/sandbox/ebay/itm/${sandboxEbayId(stale)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain(`<h1>${ours.name}</h1>`);
    expect(html).toContain(`<dd data-field="price">$${ours.price.toFixed(2)}</dd>`);
    expect(html).toContain('<dd data-field="quantity">1</dd>');
    expect((await context.app.request('/sandbox/ebay/itm/999999999999')).status).toBe(404);
  });

  it('links only a listing of the seller’s connected eBay account; the auto-sync never writes another account’s', async () => {
    const { synced } = await freshLinks();
    const spare = await spareItem();
    const [proItem] = await context.db.query<{ id: number }>(
      `SELECT id FROM items WHERE seller_id = 1003 AND state = 'available' AND price IS NOT NULL ORDER BY id LIMIT 1`,
    );
    // Another seller's eBay listing, which the sandbox knows.
    await context.db.query(
      `INSERT INTO sandbox_marketplace_listings (marketplace, external_id, title, price, quantity, seller_account_id)
       VALUES ('ebay', '777000000001', 'Someone else''s skates', 500, 3, 'sandbox-someone_else')`,
    );
    const before = await marketplaceState(context.db);
    for (const userId of [SELLER, ADMIN]) {
      const refused = await call('POST', `/v1/items/${spare.id}/ebay`, userId, {
        ebay: { id: '777000000001', sync: true },
      });
      expect([refused.status, errors(refused.body)]).toEqual([
        403,
        [
          {
            message: 'That eBay listing belongs to another eBay account: link a listing of demo_seller',
            code: 'listing_not_owned',
            field: 'ebay.id',
          },
        ],
      ]);
    }
    // demo_pro has connected no eBay account: nothing of theirs can be linked.
    const unconnected = await call('POST', `/v1/items/${proItem!.id}/ebay`, 1003, {
      ebay: { id: '777000000001', sync: true },
    });
    expect([unconnected.status, errors(unconnected.body)[0]?.code]).toEqual([409, 'ebay_not_connected']);
    expect(await marketplaceState(context.db)).toEqual(before);

    // A link made before the rule, to another account's listing: the job never writes it, and turns its sync off.
    await context.db.query(
      `INSERT INTO item_marketplace_links (item_id, marketplace, external_id, url, sync) VALUES ($1, 'ebay', '777000000001', 'x', true)`,
      [spare.id],
    );
    await EBAY_AUTO_SYNC_JOB.run(context.db);
    expect(
      await context.db.query(
        `SELECT price, quantity FROM sandbox_marketplace_listings WHERE external_id = '777000000001'`,
      ),
    ).toEqual([{ price: 500, quantity: 3 }]);
    expect(
      await context.db.query('SELECT sync, last_synced_at FROM item_marketplace_links WHERE item_id = $1', [spare.id]),
    ).toEqual([{ sync: false, last_synced_at: null }]);
    const syncNow = await call('POST', `/v1/items/${spare.id}/ebay/sync`, ADMIN);
    expect([syncNow.status, errors(syncNow.body)[0]?.code]).toEqual([409, 'listing_gone']);

    // Disconnected, the seller's links are pushed no more.
    // (demo_seller's account is shared by the file's tests: it is connected again whatever happens.)
    await context.db.query(`UPDATE marketplace_accounts SET disconnected_at = now() WHERE user_id = $1`, [SELLER]);
    try {
      await context.db.query('UPDATE items SET price = price + 1 WHERE id = $1', [synced]);
      const listingBefore = await sandboxListing(context.db, synced);
      await EBAY_AUTO_SYNC_JOB.run(context.db);
      expect(await sandboxListing(context.db, synced)).toEqual(listingBefore);
      const disconnected = await call('POST', `/v1/items/${synced}/ebay/sync`, ADMIN);
      expect([disconnected.status, errors(disconnected.body)[0]?.code]).toEqual([409, 'ebay_not_connected']);
    } finally {
      await context.db.query(`UPDATE marketplace_accounts SET disconnected_at = NULL WHERE user_id = $1`, [SELLER]);
    }
  });
});
