import { beforeAll, expect, it } from 'vitest';
import { insightsSchema, type Insights } from '../../schemas/entities/insights';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from '../auth/access-token';
import { hockeyStickIds } from '../testing/listings';
import { requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { sellThroughRating } from './insights';

const BUYER = 1001; // no insights feature
const SELLER = 1002; // demo_seller: import_items only
const PRO = 1003; // demo_pro: the insights feature
const ADMIN = 1004;
const ORG = 1005; // demo_org: a trade-in account, organisation 1

/** One sold or listed stick of the test model: condition, hand, price, days listed (sold) and how long ago it sold. */
interface Stick {
  state: 'sold' | 'available';
  condition: 'new' | 'used';
  hand: 'left' | 'right';
  price: number;
  publishedDaysAgo: number;
  soldDaysAgo?: number;
}

/**
 * A model of its own with hand-picked sales, so every figure is computed here by hand:
 * used + left sold at 100, 120.60 and 140 after 10, 40 and 20 days; used + right 200 (100 days);
 * new + left 300 (5 days); one used + left sale 400 days ago (outside the year); for sale: the
 * subject (demo_pro's, used left), another used left stick and a new one.
 */
const STICKS: Stick[] = [
  { state: 'sold', condition: 'used', hand: 'left', price: 100, publishedDaysAgo: 50, soldDaysAgo: 40 },
  { state: 'sold', condition: 'used', hand: 'left', price: 120.6, publishedDaysAgo: 60, soldDaysAgo: 20 },
  { state: 'sold', condition: 'used', hand: 'left', price: 140, publishedDaysAgo: 30, soldDaysAgo: 10 },
  { state: 'sold', condition: 'used', hand: 'right', price: 200, publishedDaysAgo: 150, soldDaysAgo: 50 },
  { state: 'sold', condition: 'new', hand: 'left', price: 300, publishedDaysAgo: 20, soldDaysAgo: 15 },
  { state: 'sold', condition: 'used', hand: 'left', price: 400, publishedDaysAgo: 500, soldDaysAgo: 400 },
  { state: 'available', condition: 'used', hand: 'left', price: 130, publishedDaysAgo: 3 },
  { state: 'available', condition: 'new', hand: 'left', price: 280, publishedDaysAgo: 4 },
];

describeEachDriver('Item insights', (driver) => {
  const context = useSeededApp(driver);
  const one = async <T>(sql: string, params: unknown[] = []) => (await context.db.query<T>(sql, params))[0]!;
  let subject: number;
  let swapId: number;
  let foreignSwapId: number;
  let orgItem: number;
  let orgMate: number;

  const insertStick = async (stick: Stick, sellerId: number, ids: Awaited<ReturnType<typeof hockeyStickIds>>) => {
    const { id } = await one<{ id: number }>(
      `INSERT INTO items (name, state, price, list_price, seller_id, category_id, brand_id, model_id, condition,
         published_at, sold_at)
       SELECT $1, $2, $3, $3, $4, m.category_id, m.brand_id, m.id, $5, now() - make_interval(days => $6),
         CASE WHEN $7::int IS NULL THEN NULL ELSE now() - make_interval(days => $7::int) END
       FROM models m WHERE m.id = $8 RETURNING items.id`,
      [
        `Insights Test Stick ${stick.condition} ${stick.hand}`,
        stick.state,
        stick.price,
        sellerId,
        stick.condition,
        stick.publishedDaysAgo,
        stick.soldDaysAgo ?? null,
        ids.model_id,
      ],
    );
    // Its hand (a detail of hockey sticks; ids.hand is its 'left' value) and the 87 flex.
    await context.db.query(
      `INSERT INTO item_detail_values (item_id, value_id)
       SELECT $1, v.id FROM category_detail_values v
       WHERE (v.detail_id = (SELECT detail_id FROM category_detail_values WHERE id = $3) AND v.slug = $2) OR v.id = $4`,
      [id, stick.hand, ids.hand, ids.flex],
    );
    return id;
  };

  beforeAll(async () => {
    const ids = await hockeyStickIds(context.db);
    // A model no seeded item has: only the sticks below price it.
    const model = await one<{ id: number }>(
      `INSERT INTO models (brand_id, category_id, name, used_p30, used_p70, new_p30, new_p70)
       SELECT brand_id, category_id, 'Insights Test Model', 50, 90, 100, 150 FROM models WHERE id = $1 RETURNING id`,
      [ids.model_id],
    );
    const modelIds = { ...ids, model_id: model.id };
    for (const stick of STICKS) await insertStick(stick, 150, modelIds);
    subject = await insertStick(
      { state: 'available', condition: 'used', hand: 'left', price: 150, publishedDaysAgo: 10 },
      PRO,
      modelIds,
    );
    await context.db.query(
      `UPDATE items SET shipping_discount_amount = 5, cost = 60, event_name = 'Spring Swap Meet', location_id = 'A-03-2',
         favoriters_count = 4 WHERE id = $1`,
      [subject],
    );
    const swap = await one<{ id: number }>(
      `INSERT INTO swaps (item_id, buyer_id, seller_id) VALUES ($1, 160, $2) RETURNING id`,
      [subject, PRO],
    );
    swapId = swap.id;
    await context.db.query(
      `INSERT INTO offers (swap_id, item_id, amount, state, created_at) VALUES
         ($1, $2, 110, 'declined', now() - interval '3 days'), ($1, $2, 125, 'pending', now() - interval '1 day')`,
      [swapId, subject],
    );
    foreignSwapId = (await one<{ id: number }>('SELECT id FROM swaps WHERE item_id <> $1 LIMIT 1', [subject])).id;
    orgItem = await insertStick(
      { state: 'available', condition: 'used', hand: 'left', price: 99, publishedDaysAgo: 2 },
      ORG,
      modelIds,
    );
    orgMate = (
      await one<{ id: number }>(`INSERT INTO users (username, joined_at) VALUES ('org_mate', now()) RETURNING id`)
    ).id;
    await context.db.query(
      `INSERT INTO user_logins (user_id, email, org_id) VALUES ($1, 'org_mate@demo.kitswap.test', 1)`,
      [orgMate],
    );
    await context.db.query(`INSERT INTO user_configurations (user_id, trade_in_account) VALUES ($1, true)`, [orgMate]);
  });

  const get = async (path: string, userId: number | null) => requestAs(context.app, 'GET', path, userId);
  const insights = async (query: string, userId = PRO, id = subject): Promise<Insights> => {
    const answer = await get(`/v1/items/${id}/insights${query}`, userId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return insightsSchema.parse((answer.body as { data: unknown }).data);
  };
  const asOrganisation = (userId: number, orgId: number) => {
    const token = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET).sign(
      { sub: String(userId), uuid: `user-${userId}`, org_id: orgId },
      ACCESS_TOKEN_TTL_SECONDS,
    );
    return requestJson(context.app, `/v1/items/${orgItem}/insights`, { headers: { authorization: `Bearer ${token}` } });
  };

  it('prices the item by its model and the chosen details: median, spread, suggested price, sell-through, counts', async () => {
    const body = await insights('?details[]=condition&details[]=hand');
    // used + left in the year: 100, 120.60, 140 (the 400-day-old sale is out).
    expect(body.value_guide).toMatchObject({
      suggested_price: 121,
      avg_resale_price: { low: 110.3, median: 120.6, high: 130.3 },
      recent_sales: 3,
      // Listed in the year, used + left: the three sold, the subject and two more for sale (one is demo_org's).
      recently_published_items: 6,
      sell_through_rate: { percentage: 0.5, rating: 'high' },
      total_available: 3,
      time_to_sell: { dom_0_30: 2, dom_30_90: 1, dom_90: 0, total_items: 3 },
      details: ['condition', 'hand'],
    });
    expect(body.recent_sales.map((sale) => [sale.sold_price, sale.time_to_sell])).toEqual([
      [140, 20],
      [120.6, 40],
      [100, 10],
    ]);
    expect(body.recent_sales[0]!.images[0]!.edge_url).toMatch(/^\/media\//);
  });

  it('includes only the details asked for: condition alone adds the right-handed sale, none adds the new one', async () => {
    const used = await insights('?details[]=condition');
    expect(used.value_guide).toMatchObject({
      avg_resale_price: { low: 115.45, median: 130.3, high: 155 },
      suggested_price: 130,
      recent_sales: 4,
      recently_published_items: 7,
      time_to_sell: { dom_0_30: 2, dom_30_90: 1, dom_90: 1, total_items: 4 },
    });
    // Without details[]: the ones the value guide asks for first (condition, hand, flex; every stick is 87 flex).
    const defaults = await insights('');
    expect(defaults.value_guide).toMatchObject({
      suggested_price: 121,
      recent_sales: 3,
      details: ['condition', 'hand', 'flex'],
    });
    const all = await insights('?details[]=');
    expect(all.value_guide).toMatchObject({
      suggested_price: 140,
      recent_sales: 5,
      recently_published_items: 9,
      details: [],
    });
    expect(all.value_guide.sell_through_rate.percentage).toBeCloseTo(5 / 9);
  });

  it("answers the item's own figures, its details with their values, and the swap's current offer", async () => {
    const body = await insights(`?swap_id=${swapId}`);
    expect(body.item).toMatchObject({
      id: subject,
      price: 150,
      shipping_discount_amount: 5,
      cost: 60,
      favoriters_count: 4,
      event_name: 'Spring Swap Meet',
      location_id: 'A-03-2',
    });
    expect(body.item.details.map((detail) => [detail.slug, detail.values[0]!.slug])).toEqual(
      expect.arrayContaining([
        ['condition', 'used'],
        ['hand', 'left'],
        ['flex', '87-flex'],
      ]),
    );
    expect(body.swap).toEqual({ id: swapId, offer: { amount: 125 } });
    expect((await insights('')).swap).toBeNull();
  });

  it('refuses a swap of another item, and a detail the item does not have, and writes nothing', async () => {
    const foreign = await get(`/v1/items/${subject}/insights?swap_id=${foreignSwapId}`, PRO);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ errors: [{ code: 'not_found', field: 'swap_id' }] });
    const unknown = await get(`/v1/items/${subject}/insights?details[]=curve`, PRO);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: [{ field: 'details[]' }] });
    expect((await get(`/v1/items/${subject}/insights?details[]=model`, PRO)).status).toBe(400);
  });

  it('answers malformed parameters with 400 on the field', async () => {
    for (const [query, field] of [
      ['swap_id=abc', 'swap_id'],
      ['swap_id=99999999999', 'swap_id'],
      ['details[]=Condition', 'details[]'],
      ['details[]=%00', 'details[]'],
      [Array.from({ length: 21 }, (_, index) => `details[]=d${index}`).join('&'), 'details[]'],
    ]) {
      const answer = await get(`/v1/items/${subject}/insights?${query}`, PRO);
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body), query).toContain(field);
    }
    expect((await get('/v1/items/abc/insights', PRO)).status).toBe(400);
  });

  it('is for the seller, admins and the seller’s organisation; others are refused, a seller without the feature too', async () => {
    expect((await get(`/v1/items/${subject}/insights`, null)).status).toBe(401);
    const stranger = await get(`/v1/items/${subject}/insights`, BUYER);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ errors: [{ code: 'forbidden' }] });
    expect((await get(`/v1/items/${subject}/insights`, ORG)).status).toBe(403);
    expect((await insights('', ADMIN)).item.cost).toBe(60);
    expect((await get('/v1/items/999999999/insights', PRO)).status).toBe(404);

    const sellerItem = (
      await one<{ id: number }>(`SELECT id FROM items WHERE seller_id = $1 AND state = 'available' LIMIT 1`, [SELLER])
    ).id;
    const noFeature = await get(`/v1/items/${sellerItem}/insights`, SELLER);
    expect(noFeature.status).toBe(403);
    expect(noFeature.body).toMatchObject({ errors: [{ code: 'feature_required' }] });

    // demo_org (trade-in, no insights feature: the legacy modal) reads its own; a colleague of organisation 1 too.
    expect((await insights('', ORG, orgItem)).item.id).toBe(orgItem);
    expect((await asOrganisation(orgMate, 1)).status).toBe(200);
    expect((await asOrganisation(orgMate, 2)).status).toBe(403);
  });

  it("seeds real figures: demo_pro's item with offers from several buyers and sales of its model; demo_org's stock", async () => {
    const offered = await one<{ id: number; buyers: number }>(
      `SELECT i.id, count(DISTINCT s.buyer_id)::int AS buyers FROM items i JOIN swaps s ON s.item_id = i.id
       WHERE i.seller_id = $1 AND i.state = 'available' GROUP BY i.id ORDER BY buyers DESC LIMIT 1`,
      [PRO],
    );
    expect(offered.buyers).toBeGreaterThanOrEqual(3);
    const body = await insights('', PRO, offered.id);
    expect(body.item.cost).toBeGreaterThan(0);
    expect(body.item.event_name).toBeTruthy();
    expect(body.item.location_id).toBeTruthy();
    expect(body.value_guide.recent_sales).toBeGreaterThan(0);
    expect(body.recent_sales.length).toBeGreaterThan(0);
    const org = await one<{ items: number; costed: number }>(
      `SELECT count(*)::int AS items, count(cost)::int AS costed FROM items WHERE seller_id = $1 AND state = 'available'`,
      [ORG],
    );
    expect(org.items).toBeGreaterThanOrEqual(3);
    expect(org.costed).toBeGreaterThanOrEqual(3);
  });

  it('counts a page view of anyone but the seller, guests too, and none with track=false', async () => {
    const views = async () => (await insights('')).item.views_count;
    const before = await views();
    expect((await get(`/v1/items/${subject}`, null)).status).toBe(200);
    expect((await get(`/v1/items/${subject}`, BUYER)).status).toBe(200);
    const path = (await insights('')).item.url;
    expect((await get(`/v1/items/by_url?url=${encodeURIComponent(path)}`, BUYER)).status).toBe(200);
    expect(await views()).toBe(before + 3);
    expect((await get(`/v1/items/${subject}`, PRO)).status).toBe(200);
    expect((await get(`/v1/items/${subject}?track=false`, BUYER)).status).toBe(200);
    expect((await get(`/v1/items/by_url?url=${encodeURIComponent(path)}&track=false`, null)).status).toBe(200);
    expect(await views()).toBe(before + 3);
    // The seller reads the count on the item page too; others never see it.
    const own = await get(`/v1/items/${subject}`, PRO);
    expect((own.body as { data: { views_count: number } }).data.views_count).toBe(before + 3);
  });
});

it('rates sell-through high from 50 %, medium from 25 %, else low', () => {
  expect([0.5, 0.49, 0.25, 0.24, 0].map(sellThroughRating)).toEqual(['high', 'medium', 'medium', 'low', 'low']);
});
