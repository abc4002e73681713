import { expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { accountSchema } from '../../schemas/entities/account';
import { activeSellerSchema, followStateSchema } from '../../schemas/entities/active-seller';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { demoAccount } from '../seed/demo-accounts';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const buyer: number = demoAccount('buyer').id;
const sellersBody = z.object({ data: z.array(activeSellerSchema) });

describeEachDriver('users API (active sellers, following, account)', (driver) => {
  const context = useSeededApp(driver);
  const activeSellers = async (query: string, headers: Record<string, string> = {}) => {
    const { status, body } = await requestJson(context.app, `/v1/active_sellers?${query}`, { headers });
    expect(status, JSON.stringify(body)).toBe(200);
    return sellersBody.parse(body).data;
  };
  const follow = (method: 'PUT' | 'DELETE', userId: number | string, uuid = `user-${buyer}`, as = buyer) =>
    requestJson(context.app, `/v1/users/${uuid}/following/${userId}`, { method, headers: bearer(as) });

  it('GET /v1/active_sellers: 8 sellers of the category, most available items first, with feedback and avatars', async () => {
    const [hockey] = await context.db.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'hockey'");
    const sellers = await activeSellers(`category_id=${hockey!.id}`);
    expect(sellers).toHaveLength(8);
    const counts = sellers.map((seller) => seller.available_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [first] = sellers;
    const [expected] = await context.db.query<{ available: number }>(
      `SELECT count(*)::int AS available FROM items i JOIN categories c ON c.id = i.category_id
       WHERE i.seller_id = $1 AND i.state = 'available' AND $2 = ANY (c.lineage)`,
      [first!.id, hockey!.id],
    );
    expect(first!.available_count).toBe(expected!.available);
    expect(first!.avatar_url).toBe(`/media/avatars/${first!.id}.svg`);
    const [feedback] = await context.db.query<{ count: number; positive: number }>(
      'SELECT count(*)::int AS count, count(*) FILTER (WHERE positive)::int AS positive FROM feedback WHERE seller_id = $1',
      [first!.id],
    );
    expect(first!.feedback).toEqual({
      count: feedback!.count,
      score: feedback!.count ? (100 * feedback!.positive) / feedback!.count : null,
    });
  });

  it('reports sellers without feedback with a null score, and honours page_size', async () => {
    const sellers = await activeSellers('page_size=50');
    expect(sellers).toHaveLength(50);
    const none = sellers.find((seller) => seller.feedback.count === 0);
    expect(none?.feedback.score).toBeNull();
  });

  it('follows and unfollows for the signed-in user, idempotently; the list and the item API show it', async () => {
    const [seller] = await activeSellers('page_size=1');
    await follow('DELETE', seller!.id);
    expect((await activeSellers('page_size=1', bearer(buyer)))[0]!.following).toBe(false);

    for (let repeat = 0; repeat < 2; repeat++) {
      const { status, body } = await follow('PUT', seller!.id);
      expect(status).toBe(200);
      expect(followStateSchema.parse((body as { data: unknown }).data)).toEqual({ following: true });
    }
    const rows = await context.db.query('SELECT 1 FROM following WHERE follower_id = $1 AND followed_id = $2', [
      buyer,
      seller!.id,
    ]);
    expect(rows).toHaveLength(1);
    expect((await activeSellers('page_size=1', bearer(buyer)))[0]!.following).toBe(true);
    expect((await activeSellers('page_size=1'))[0]!.following).toBe(false);

    const [item] = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE seller_id = $1 AND state = 'available' ORDER BY id LIMIT 1",
      [seller!.id],
    );
    const detail = await requestJson(context.app, `/v1/items/${item!.id}`, { headers: bearer(buyer) });
    expect(itemDetailSchema.parse((detail.body as { data: unknown }).data).seller.following).toBe(true);

    expect((await follow('DELETE', seller!.id)).body).toEqual({ data: { following: false } });
    expect((await follow('DELETE', seller!.id)).status).toBe(200);
    const after = await requestJson(context.app, `/v1/items/${item!.id}`, { headers: bearer(buyer) });
    expect(itemDetailSchema.parse((after.body as { data: unknown }).data).seller.following).toBe(false);
  });

  it.each([
    ['a guest', () => requestJson(context.app, '/v1/users/x/following/5', { method: 'PUT' }), 401],
    ["someone else's uuid", () => follow('PUT', 5, 'user-999'), 403],
    ['oneself', () => follow('PUT', buyer), 400],
    ['an unknown user', () => follow('PUT', 999_999), 404],
    ['a user id that is not a number', () => follow('PUT', 'abc'), 400],
    ['a user id past the integer range', () => follow('PUT', '99999999999'), 400],
  ])('refuses following %s with %i and leaves the table as it was', async (_name, call, status) => {
    const [before] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM following');
    const { status: answered, body } = await call();
    expect(answered).toBe(status);
    expect(apiErrorBodySchema.safeParse(body).success).toBe(true);
    const [after] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM following');
    expect(after!.count).toBe(before!.count);
  });

  it.each(['category_id=abc', 'category_id=0', 'page_size=0', 'page_size=500', 'category_id=99999999999'])(
    'GET /v1/active_sellers?%s is a 400',
    async (query) => {
      const { status, body } = await requestJson(context.app, `/v1/active_sellers?${query}`);
      expect(status).toBe(400);
      expect(apiErrorBodySchema.parse(body).errors[0]!.code).toBe('invalid');
    },
  );

  it('GET /v1/account: the signed-in account with its external_id; guests 401', async () => {
    const { status, body } = await requestJson(context.app, '/v1/account', { headers: bearer(buyer, 'uuid-demo') });
    expect(status).toBe(200);
    expect(accountSchema.parse((body as { data: unknown }).data)).toEqual({
      id: buyer,
      uuid: 'uuid-demo',
      username: 'demo_buyer',
      avatar_url: `/media/avatars/${buyer}.svg`,
      external_id: 'ks-rec-demo_buyer',
      phone_verified: false,
      email_verified: true,
    });
    const vacation = await requestJson(context.app, '/v1/account', { headers: bearer(demoAccount('vacation').id) });
    expect((vacation.body as { data: { external_id: unknown } }).data.external_id).toBeNull();
    expect((await requestJson(context.app, '/v1/account')).status).toBe(401);
  });
});
