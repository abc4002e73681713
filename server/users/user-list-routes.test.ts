import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { pagedItemsSchema, type PagedItems } from '../../schemas/entities/paged-items';
import { demoAccount } from '../seed/demo-accounts';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const buyer: number = demoAccount('buyer').id;
const seller: number = demoAccount('seller').id;
/** The uuid the test tokens carry for the buyer (bearer()'s default), which is not users.uuid. */
const tokenUuid = `user-${buyer}`;

describeEachDriver('user item lists (favorites, followed_items)', (driver) => {
  const context = useSeededApp(driver);
  const list = async (path: string, headers: Record<string, string> = bearer(buyer)): Promise<PagedItems> => {
    const { status, body } = await requestJson(context.app, path, { headers });
    expect(status, JSON.stringify(body)).toBe(200);
    return pagedItemsSchema.parse(body);
  };
  const ids = (page: PagedItems) => page.data.map((item) => item.id);
  const realUuid = async (userId: number) =>
    (await context.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM users WHERE id = $1', [userId]))[0]!.uuid;
  const favorite = (method: 'PUT' | 'DELETE', itemId: number) =>
    requestJson(context.app, `/v1/items/${itemId}/favorite`, { method, headers: bearer(buyer) });

  it("GET /v1/users/{uuid}/favorites: the buyer's seeded favourites, newest favourite first, with paging", async () => {
    const expected = await context.db.query<{ item_id: number }>(
      'SELECT item_id FROM favorites WHERE user_id = $1 ORDER BY created_at DESC, item_id DESC',
      [buyer],
    );
    // Nine of the social seed, demo_seller's price-dropped driver (seed/item-management.ts), and the
    // live auction and the accepted offer of seed/after-sale.ts (recent favourites).
    expect(expected).toHaveLength(12);
    const page = await list(`/v1/users/${tokenUuid}/favorites`);
    expect(ids(page)).toEqual(expected.map((row) => row.item_id));
    expect(page.meta.paging).toEqual({ page: 1, page_size: 24, total_count: 12, total_pages: 1 });
    const [first] = page.data;
    expect(first).toMatchObject({
      url: expect.stringMatching(/^\/gear\/.+-\d+$/),
      seller: { username: expect.any(String) },
      primary_image: { edge_url: expect.any(String) },
    });
  });

  it('puts a new favourite first and drops an unfavourited one', async () => {
    const [item] = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE state = 'available' AND seller_id <> $1 AND id NOT IN (SELECT item_id FROM favorites WHERE user_id = $1) ORDER BY id LIMIT 1",
      [buyer],
    );
    expect((await favorite('PUT', item!.id)).status).toBe(200);
    const after = await list(`/v1/users/${tokenUuid}/favorites`);
    expect(ids(after)[0]).toBe(item!.id);
    expect(after.meta.paging.total_count).toBe(13);
    expect((await favorite('DELETE', item!.id)).status).toBe(200);
    expect(ids(await list(`/v1/users/${tokenUuid}/favorites`))).not.toContain(item!.id);
  });

  it('pages: page_size splits the list in order, and a page past the end is empty with the total', async () => {
    const whole = ids(await list(`/v1/users/${tokenUuid}/favorites`));
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(`/v1/users/${tokenUuid}/favorites?page=${page}&page_size=4`)),
    );
    expect(pages.flatMap(ids)).toEqual(whole);
    expect(pages.map((page) => page.data.length)).toEqual([4, 4, 4]);
    expect(pages[2]!.meta.paging).toEqual({ page: 3, page_size: 4, total_count: 12, total_pages: 3 });
    const past = await list(`/v1/users/${tokenUuid}/favorites?page=4&page_size=4`);
    expect(past.data).toEqual([]);
    expect(past.meta.paging.total_count).toBe(12);
  });

  it('leaves out a favourited item that is a draft', async () => {
    const [draft] = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE state = 'draft' ORDER BY id LIMIT 1",
    );
    await context.db.query('INSERT INTO favorites (user_id, item_id) VALUES ($1, $2)', [buyer, draft!.id]);
    try {
      const page = await list(`/v1/users/${tokenUuid}/favorites`);
      expect(ids(page)).not.toContain(draft!.id);
      expect(page.meta.paging.total_count).toBe(12);
    } finally {
      await context.db.query('DELETE FROM favorites WHERE user_id = $1 AND item_id = $2', [buyer, draft!.id]);
    }
  });

  it('leaves out favourited removed and archived items, except for their seller', async () => {
    const hidden = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE state = 'available' AND seller_id = $1 AND id NOT IN (SELECT item_id FROM favorites WHERE user_id = $2) ORDER BY id LIMIT 2",
      [seller, buyer],
    );
    const hiddenIds = hidden.map((item) => item.id);
    await context.db.query(
      "UPDATE items SET state = (ARRAY['removed', 'archived'])[array_position($1::int[], id)] WHERE id = ANY ($1::int[])",
      [hiddenIds],
    );
    await context.db.query('INSERT INTO favorites (user_id, item_id) SELECT $1, unnest($2::int[])', [buyer, hiddenIds]);
    try {
      const path = `/v1/users/${await realUuid(buyer)}/favorites`;
      for (const headers of [{}, bearer(buyer, tokenUuid)]) {
        const page = await list(path, headers);
        expect(ids(page).filter((id) => hiddenIds.includes(id))).toEqual([]);
        expect(page.meta.paging.total_count).toBe(12);
      }
      const asSeller = await list(path, bearer(seller));
      expect(ids(asSeller)).toEqual(expect.arrayContaining(hiddenIds));
      expect(asSeller.meta.paging.total_count).toBe(14);
    } finally {
      await context.db.query('DELETE FROM favorites WHERE user_id = $1 AND item_id = ANY ($2::int[])', [
        buyer,
        hiddenIds,
      ]);
      await context.db.query("UPDATE items SET state = 'available' WHERE id = ANY ($1::int[])", [hiddenIds]);
    }
  });

  it('favourites are public (a locker shows them): a guest and another user read them by users.uuid', async () => {
    const own = ids(await list(`/v1/users/${tokenUuid}/favorites`));
    const uuid = await realUuid(buyer);
    expect(ids(await list(`/v1/users/${uuid}/favorites`, {}))).toEqual(own);
    expect(ids(await list(`/v1/users/${uuid.toUpperCase()}/favorites`, bearer(seller)))).toEqual(own);
    const unknown = await requestJson(context.app, '/v1/users/00000000-0000-0000-0000-000000000000/favorites');
    expect(unknown.status).toBe(404);
    expect(apiErrorBodySchema.parse(unknown.body).errors[0]).toMatchObject({
      message: 'User not found',
      code: 'not_found',
    });
  });

  it('GET /v1/users/{uuid}/followed_items: available items of the followed sellers only, newest first, paged', async () => {
    const expected = await context.db.query<{ id: number }>(
      `SELECT i.id FROM following fo JOIN items i ON i.seller_id = fo.followed_id
       WHERE fo.follower_id = $1 AND i.state = 'available' ORDER BY i.published_at DESC NULLS LAST, i.id DESC`,
      [buyer],
    );
    expect(expected.length).toBeGreaterThan(12);
    const first = await list(`/v1/users/${tokenUuid}/followed_items?page_size=12`);
    const second = await list(`/v1/users/${tokenUuid}/followed_items?page=2&page_size=12`);
    expect([...ids(first), ...ids(second)]).toEqual(expected.slice(0, 24).map((row) => row.id));
    expect(first.meta.paging).toEqual({
      page: 1,
      page_size: 12,
      total_count: expected.length,
      total_pages: Math.ceil(expected.length / 12),
    });
    expect(first.data.every((item) => item.state === 'available')).toBe(true);
  });

  it('followed items are only for their user: a guest 401, anyone else 403 (even by their real uuid)', async () => {
    expect((await requestJson(context.app, `/v1/users/${tokenUuid}/followed_items`)).status).toBe(401);
    for (const uuid of [tokenUuid, await realUuid(buyer)]) {
      const { status, body } = await requestJson(context.app, `/v1/users/${uuid}/followed_items`, {
        headers: bearer(seller),
      });
      expect(status).toBe(403);
      expect(apiErrorBodySchema.parse(body).errors[0]).toMatchObject({ code: 'forbidden', field: 'uuid' });
    }
  });

  it('a user who follows nobody gets an empty first page', async () => {
    const [loner] = await context.db.query<{ id: number }>(
      'SELECT id FROM users WHERE id NOT IN (SELECT follower_id FROM following) ORDER BY id LIMIT 1',
    );
    const page = await list(`/v1/users/user-${loner!.id}/followed_items`, bearer(loner!.id));
    expect(page).toEqual({ data: [], meta: { paging: { page: 1, page_size: 24, total_count: 0, total_pages: 0 } } });
  });

  it.each([
    ['favorites', 'page=0', 'page'],
    ['favorites', 'page=abc', 'page'],
    ['favorites', 'page=1001', 'page'],
    ['favorites', 'page_size=0', 'page_size'],
    ['favorites', 'page_size=101', 'page_size'],
    ['followed_items', 'page=-1', 'page'],
    ['followed_items', 'page_size=2.5', 'page_size'],
  ])('GET /v1/users/{uuid}/%s?%s is a 400 naming %s', async (list, query, field) => {
    const { status, body } = await requestJson(context.app, `/v1/users/${tokenUuid}/${list}?${query}`, {
      headers: bearer(buyer),
    });
    expect(status).toBe(400);
    expect(apiErrorBodySchema.parse(body).errors[0]).toMatchObject({ code: 'invalid', field });
  });
});
