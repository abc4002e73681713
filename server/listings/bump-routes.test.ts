import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { bumpInfoSchema, bumpResultSchema, catalogEntrySchema } from '../../schemas/entities/bumps';
import { itemSchema } from '../../schemas/entities/item';
import { requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const DEMO_SELLER = 1002;
const DEMO_PRO = 1003;
const DEMO_ADMIN = 1004;

const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;

describeEachDriver('bumps: GET /v1/bumps/info, GET /v1/catalogs, POST /v1/items/:id/bump and pro_bump', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  /** Available items of generated sellers, in no sale and never bumped: one per test. */
  let spare: { id: number; seller_id: number }[] = [];
  beforeAll(async () => {
    spare = await context.db.query(
      `SELECT id, seller_id FROM items WHERE state = 'available' AND seller_id < 1000 AND sale_id IS NULL
         AND last_bumped_at IS NULL ORDER BY id LIMIT 40`,
    );
  });
  const nextItem = () => spare.shift()!;
  const giveBumps = (userId: number, bumps: number) =>
    context.db.query(
      `INSERT INTO bump_balances (user_id, available_bumps) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET available_bumps = EXCLUDED.available_bumps`,
      [userId, bumps],
    );
  const info = async (userId: number) => {
    const { status, body } = await call('GET', '/v1/bumps/info', userId);
    expect(status).toBe(200);
    return bumpInfoSchema.parse((body as { data: unknown }).data);
  };
  const bumpRows = async () =>
    (await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM bumps'))[0]!.count;

  it('lists the bump packs to anyone, smallest first', async () => {
    const { status, body } = await requestJson(context.app, '/v1/catalogs?type[]=bump');
    expect(status).toBe(200);
    const packs = z.array(catalogEntrySchema).parse((body as { data: unknown }).data);
    expect(packs.map((pack) => [pack.name, pack.quantity, pack.price])).toEqual([
      ['5 Bumps', 5, 4.99],
      ['15 Bumps', 15, 12.99],
      ['40 Bumps', 40, 29.99],
    ]);
    expect((await requestJson(context.app, '/v1/catalogs?type[]=gift_card')).status).toBe(400);
  });

  it("answers the seeded demo_seller's bump info, and 401 to a guest", async () => {
    expect(await info(DEMO_SELLER)).toEqual({ available_bumps: 2, items_bumped: 1 });
    expect(await info(DEMO_ADMIN)).toEqual({ available_bumps: 0, items_bumped: 0 });
    expect((await call('GET', '/v1/bumps/info', null)).status).toBe(401);
  });

  it('bumps the seller’s item: one bump spent, the item bumped now, items_bumped counted once per item', async () => {
    const item = nextItem();
    await giveBumps(item.seller_id, 3);
    const before = await info(item.seller_id);
    const answer = await call('POST', `/v1/items/${item.id}/bump`, item.seller_id);
    expect(answer.status).toBe(200);
    const result = bumpResultSchema.parse((answer.body as { data: unknown }).data);
    expect(result.bump_info).toEqual({ available_bumps: 2, items_bumped: before.items_bumped + 1 });
    expect(Date.now() - Date.parse(result.item.last_bumped_at!)).toBeLessThan(60_000);
    expect(result.item.id).toBe(item.id);
  });

  it('refuses a second bump of an item within 24 hours with 429, spending nothing; after 24 hours it bumps again', async () => {
    const item = nextItem();
    await giveBumps(item.seller_id, 5);
    expect((await call('POST', `/v1/items/${item.id}/bump`, item.seller_id)).status).toBe(200);
    const rows = await bumpRows();
    const again = await call('POST', `/v1/items/${item.id}/bump`, item.seller_id);
    expect(again.status).toBe(429);
    expect(errorsOf(again.body)).toEqual([
      { message: 'This item was bumped in the last 24 hours. Bump it again tomorrow.', code: 'bump_limit' },
    ]);
    expect((await info(item.seller_id)).available_bumps).toBe(4);
    expect(await bumpRows()).toBe(rows);
    // A day and a little later (the bump moved back in time).
    await context.db.query(`UPDATE items SET last_bumped_at = now() - interval '24 hours 1 minute' WHERE id = $1`, [
      item.id,
    ]);
    expect((await call('POST', `/v1/items/${item.id}/bump`, item.seller_id)).status).toBe(200);
    expect((await info(item.seller_id)).available_bumps).toBe(3);
  });

  it('a double click bumps once', async () => {
    const item = nextItem();
    await giveBumps(item.seller_id, 5);
    const answers = await Promise.all([
      call('POST', `/v1/items/${item.id}/bump`, item.seller_id),
      call('POST', `/v1/items/${item.id}/bump`, item.seller_id),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    expect((await info(item.seller_id)).available_bumps).toBe(4);
  });

  it("says 'You have no bumps left' (422) when the seller has none, and writes nothing", async () => {
    const item = nextItem();
    await giveBumps(item.seller_id, 0);
    const rows = await bumpRows();
    const refused = await call('POST', `/v1/items/${item.id}/bump`, item.seller_id);
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)).toEqual([{ message: 'You have no bumps left', code: 'no_bumps' }]);
    expect(await bumpRows()).toBe(rows);
    const [row] = await context.db.query<{ last_bumped_at: Date | null }>(
      'SELECT last_bumped_at FROM items WHERE id = $1',
      [item.id],
    );
    expect(row!.last_bumped_at).toBeNull();
  });

  it('refuses anyone but the seller (403, admins too), an item not for sale (409), an unknown item (404) and a guest (401)', async () => {
    const item = nextItem();
    await giveBumps(DEMO_SELLER, 2);
    for (const caller of [DEMO_SELLER, DEMO_ADMIN]) {
      const refused = await call('POST', `/v1/items/${item.id}/bump`, caller);
      expect([refused.status, errorsOf(refused.body)[0]!.code]).toEqual([403, 'forbidden']);
    }
    expect((await info(DEMO_SELLER)).available_bumps).toBe(2);
    const [sold] = await context.db.query<{ id: number; seller_id: number }>(
      `SELECT id, seller_id FROM items WHERE state = 'sold' AND seller_id < 1000 ORDER BY id LIMIT 1`,
    );
    await giveBumps(sold!.seller_id, 1);
    const notForSale = await call('POST', `/v1/items/${sold!.id}/bump`, sold!.seller_id);
    expect([notForSale.status, errorsOf(notForSale.body)[0]!.code]).toEqual([409, 'unavailable']);
    expect((await call('POST', '/v1/items/999999/bump', DEMO_SELLER)).status).toBe(404);
    expect((await call('POST', `/v1/items/${item.id}/bump`, null)).status).toBe(401);
  });

  it('pro bump: a Pro seller bumps without spending a bump; anyone else gets 403 not_pro, until Pro opens to all', async () => {
    const [own] = await context.db.query<{ id: number }>(
      `SELECT id FROM items WHERE seller_id = $1 AND state = 'available' AND last_bumped_at IS NULL ORDER BY id LIMIT 1`,
      [DEMO_PRO],
    );
    const before = await info(DEMO_PRO);
    const bumped = await call('POST', `/v1/items/${own!.id}/pro_bump`, DEMO_PRO);
    expect(bumped.status).toBe(200);
    const result = bumpResultSchema.parse((bumped.body as { data: unknown }).data);
    expect(result.bump_info).toEqual({
      available_bumps: before.available_bumps,
      items_bumped: before.items_bumped + 1,
    });
    expect((await call('POST', `/v1/items/${own!.id}/pro_bump`, DEMO_PRO)).status).toBe(429);

    const item = nextItem();
    const refused = await call('POST', `/v1/items/${item.id}/pro_bump`, item.seller_id);
    expect([refused.status, errorsOf(refused.body)]).toEqual([
      403,
      [{ message: 'Pro bumps are part of Kitswap Pro', code: 'not_pro' }],
    ]);
    await context.db.query(`UPDATE site_settings SET value = 'true' WHERE key = 'pro_enabled'`);
    try {
      expect((await call('POST', `/v1/items/${item.id}/pro_bump`, item.seller_id)).status).toBe(200);
    } finally {
      await context.db.query(`UPDATE site_settings SET value = 'false' WHERE key = 'pro_enabled'`);
    }
  });

  it("moves a bumped item to the top of 'newest' (and of the default order without words)", async () => {
    const item = nextItem();
    const [category] = await context.db.query<{ category_id: number }>('SELECT category_id FROM items WHERE id = $1', [
      item.id,
    ]);
    const firstOf = async (query: string) => {
      const { body } = await requestJson(
        context.app,
        `/v1/items?${query}&category_id=${category!.category_id}&page_size=3`,
      );
      return z.array(itemSchema).parse((body as { data: unknown }).data)[0]!.id;
    };
    expect(await firstOf('sort=newest')).not.toBe(item.id);
    await giveBumps(item.seller_id, 1);
    expect((await call('POST', `/v1/items/${item.id}/bump`, item.seller_id)).status).toBe(200);
    expect(await firstOf('sort=newest')).toBe(item.id);
    expect(await firstOf('sort=relevance')).toBe(item.id);
  });
});
