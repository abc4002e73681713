import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { favoriteStateSchema, itemDetailSchema, type ItemDetail } from '../../schemas/entities/item-detail';
import { regionSchema } from '../../schemas/entities/region';
import { demoAccount } from '../seed/demo-accounts';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const buyer: number = demoAccount('buyer').id;

describeEachDriver('item page API', (driver) => {
  const context = useSeededApp(driver);
  const get = async (path: string, headers: Record<string, string> = {}) => requestJson(context.app, path, { headers });
  const item = async (path: string, headers: Record<string, string> = {}): Promise<ItemDetail> => {
    const { status, body } = await get(path, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return itemDetailSchema.parse((body as { data: unknown }).data);
  };
  const firstId = async (where: string) => {
    const [row] = await context.db.query<{ id: number; seller_id: number }>(
      `SELECT id, seller_id FROM items WHERE ${where} ORDER BY id LIMIT 1`,
    );
    return row!;
  };
  const favorite = (method: 'PUT' | 'DELETE', id: number, userId = buyer) =>
    requestJson(context.app, `/v1/items/${id}/favorite`, { method, headers: bearer(userId) });

  it('GET /v1/items/{id} describes an item fully: description, details with guidance, actions, variations', async () => {
    const { id } = await firstId("state = 'available' AND NOT auction AND accepts_offers");
    const detail = await item(`/v1/items/${id}`);
    expect(detail.id).toBe(id);
    expect(detail.url).toMatch(new RegExp(`^/gear/[a-z0-9-]+-${id}$`));
    expect(detail.description.length).toBeGreaterThan(20);
    expect(detail.actions).toEqual(['buy', 'add_to_cart', 'offer']);
    expect(detail.details.map((entry) => entry.slug)).toEqual(['brand', 'model', 'condition']);
    expect(detail.details.find((entry) => entry.slug === 'condition')?.guidance).toContain('**New**');
    expect(detail.favorite).toBe(false);
    expect(detail.buyer_swap_id).toBeNull();
  });

  it('gives an auction only the offer action, and an item without offers no offer action', async () => {
    expect((await item(`/v1/items/${(await firstId("state = 'available' AND auction")).id}`)).actions).toEqual([
      'offer',
    ]);
    expect(
      (await item(`/v1/items/${(await firstId("state = 'available' AND NOT accepts_offers")).id}`)).actions,
    ).toEqual(['buy', 'add_to_cart']);
  });

  it('shows a sold or removed item with its state and no buyer actions', async () => {
    for (const state of ['sold', 'removed', 'archived']) {
      const detail = await item(`/v1/items/${(await firstId(`state = '${state}'`)).id}`);
      expect(detail.state).toBe(state);
      expect(detail.actions).toEqual([]);
    }
  });

  it('gives the seller the management actions, and shows a draft to its seller only', async () => {
    // In no sale while a sale is still to come: it may join one.
    await context.db.query(
      `INSERT INTO sales (name, label, destination, started_at, ended_at, slug)
       VALUES ('Next sale', 'Soon', '/search?sale=1', now() + interval '1 day', now() + interval '2 days', 'next-sale')`,
    );
    const available = await firstId("state = 'available' AND sale_id IS NULL");
    expect((await item(`/v1/items/${available.id}`, bearer(available.seller_id))).actions).toEqual([
      'bump',
      'price_drop',
      'duplicate',
      'join_sale',
      'view_swaps',
      'edit',
      'remove',
    ]);
    const draft = await firstId("state = 'draft'");
    expect((await get(`/v1/items/${draft.id}`)).status).toBe(404);
    expect((await get(`/v1/items/${draft.id}`, bearer(buyer))).status).toBe(404);
    expect((await item(`/v1/items/${draft.id}`, bearer(draft.seller_id))).state).toBe('draft');
  });

  it('lists the variations of a multi-size listing', async () => {
    const [row] = await context.db.query<{ item_id: number; count: number }>(
      'SELECT item_id, count(*)::int AS count FROM item_variations GROUP BY item_id ORDER BY item_id LIMIT 1',
    );
    const detail = await item(`/v1/items/${row!.item_id}`);
    expect(detail.variations).toHaveLength(row!.count);
    expect(detail.variations.every((variation) => !detail.name.endsWith(` ${variation.name}`))).toBe(true);
  });

  it('GET /v1/items/by_url resolves the item url, a bare id path, and a renamed slug to the same item', async () => {
    const { id } = await firstId("state = 'available'");
    const { url } = await item(`/v1/items/${id}`);
    for (const path of [url!, `/gear/${id}`, `/gear/${id}/`, `/gear/an-old-name-${id}`]) {
      expect((await item(`/v1/items/by_url?url=${encodeURIComponent(path)}`)).id).toBe(id);
    }
  });

  it.each([
    ['an id that is not a number', '/v1/items/abc', 400],
    ['id 0', '/v1/items/0', 400],
    ['an id past the integer range', '/v1/items/99999999999', 400],
    ['an unknown id', '/v1/items/2000000000', 404],
    ['by_url without url', '/v1/items/by_url', 400],
    ['by_url outside /gear', '/v1/items/by_url?url=%2Fshop%2Fgolf', 400],
    ['by_url with NUL', '/v1/items/by_url?url=%2Fgear%2F1%00', 400],
    ['by_url with no id in the path', '/v1/items/by_url?url=%2Fgear%2Fsome-stick', 404],
    ['by_url with a huge id', '/v1/items/by_url?url=%2Fgear%2Fstick-99999999999', 404],
    ['by_url with a nested path', '/v1/items/by_url?url=%2Fgear%2F1%2F2', 404],
    ['by_url with an unknown id', '/v1/items/by_url?url=%2Fgear%2Fstick-2000000000', 404],
  ])('answers %s with %i and an error body', async (_what, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(apiErrorBodySchema.parse(response.body).errors[0]?.message).toBeTruthy();
  });

  it('favourites and unfavourites an item, stored and counted once however often it is repeated', async () => {
    const { id } = await firstId("state = 'available' AND favoriters_count = 3");
    await favorite('PUT', id);
    const again = await favorite('PUT', id);
    expect(again.status).toBe(200);
    expect(favoriteStateSchema.parse((again.body as { data: unknown }).data)).toEqual({
      favorite: true,
      favoriters_count: 4,
    });
    const seen = await item(`/v1/items/${id}`, bearer(buyer));
    expect([seen.favorite, seen.favoriters_count]).toEqual([true, 4]);
    expect((await item(`/v1/items/${id}`)).favorite).toBe(false);

    await favorite('DELETE', id);
    const { body } = await favorite('DELETE', id);
    expect(body).toEqual({ data: { favorite: false, favoriters_count: 3 } });
    const [{ count }] = (await context.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM favorites WHERE item_id = $1',
      [id],
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('counts concurrent favourites of different users exactly', async () => {
    const { id } = await firstId("state = 'available' AND favoriters_count = 0");
    const users = [1, 2, 3, 4, 5];
    await Promise.all(users.map((userId) => favorite('PUT', id, userId)));
    expect((await item(`/v1/items/${id}`)).favoriters_count).toBe(users.length);
    await Promise.all(users.map((userId) => favorite('DELETE', id, userId)));
    expect((await item(`/v1/items/${id}`)).favoriters_count).toBe(0);
  });

  it('refuses favourites from guests (401), of unknown or draft items (404) and bad ids (400), changing nothing', async () => {
    const { id } = await firstId("state = 'available'");
    const before = (await item(`/v1/items/${id}`)).favoriters_count;
    expect((await requestJson(context.app, `/v1/items/${id}/favorite`, { method: 'PUT' })).status).toBe(401);
    expect((await item(`/v1/items/${id}`)).favoriters_count).toBe(before);
    expect((await favorite('PUT', 2_000_000_000)).status).toBe(404);
    expect((await favorite('PUT', (await firstId("state = 'draft'")).id)).status).toBe(404);
    const bad = await requestJson(context.app, '/v1/items/x/favorite', { method: 'PUT', headers: bearer(buyer) });
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(bad.body).errors[0]).toMatchObject({ code: 'invalid', field: 'id' });
  });

  it('GET /v1/regions lists shipping countries, the US among them', async () => {
    const { status, body } = await get('/v1/regions');
    expect(status).toBe(200);
    const regions = regionSchema.array().parse((body as { data: unknown }).data);
    expect(regions).toContainEqual({ id: 'US', name: 'United States' });
    expect(regions).toContainEqual({ id: 'CA', name: 'Canada' });
  });
});
