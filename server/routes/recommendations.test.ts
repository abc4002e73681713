import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { RANK_API_KEY_HEADER, RECOMMENDATIONS_API_KEY, rankRequestSchema, rankResponseSchema, type RankRequest } from '../../schemas/requests/rank';
import { diversify } from '../queries/rank';
import { demoAccount } from '../seed/demo-accounts';
import { requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

/** The body the web client sends (spec §7.8). */
const specBody = (user_id: string): RankRequest => ({
  user_id,
  flush_paginations: false,
  return_metadata: false,
  config: {
    limit: 250,
    diversity_factor: 0.5,
    diversity_window: 4,
    diversity_attributes: ['category_2'],
    retrieval_k: 1250,
    retriever_k_override: { knn: 1000, toplist: 0, trending: 0, random: 250, chronological: 0 },
  },
});

describeEachDriver('POST /v1/models/{model_name}/rank', (driver) => {
  const context = useSeededApp(driver);
  const rank = (body: unknown, key: string | null = RECOMMENDATIONS_API_KEY, model = 'for_you_feed') =>
    requestJson(context.app, `/v1/models/${model}/rank`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { [RANK_API_KEY_HEADER]: key } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const ranked = async (body: unknown) => {
    const { status, body: answer } = await rank(body);
    expect(status, JSON.stringify(answer)).toBe(200);
    return rankResponseSchema.parse(answer).ids.map(Number);
  };
  /** The category of each item id at one level (1 = the sport, 2 = e.g. hockey/sticks). */
  const categoriesOf = async (ids: number[], level: 1 | 2 = 2) => {
    const rows = await context.db.query<{ id: number; category: number }>(
      `SELECT i.id, c.lineage[${level}] AS category FROM items i JOIN categories c ON c.id = i.category_id WHERE i.id = ANY ($1::int[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row.category]));
    return ids.map((id) => byId.get(id)!);
  };

  it("ranks demo_buyer's feed by their favourites: 250 available ids, led by the favourites' categories, none favourited or their own", async () => {
    const ids = await ranked(specBody('ks-rec-demo_buyer'));
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    const favourites = await context.db.query<{ item_id: number }>('SELECT item_id FROM favorites WHERE user_id = $1', [demoAccount('buyer').id]);
    const likedSports = new Set(await categoriesOf(favourites.map((row) => row.item_id), 1));
    const likedCategories = new Set(await categoriesOf(favourites.map((row) => row.item_id), 2));
    expect(likedSports.size).toBe(2); // hockey and golf
    // The feed's first screen (18) is all from the favourites' sports, and mostly their categories.
    expect((await categoriesOf(ids.slice(0, 18), 1)).every((sport) => likedSports.has(sport))).toBe(true);
    expect((await categoriesOf(ids.slice(0, 18), 2)).filter((category) => likedCategories.has(category)).length).toBeGreaterThanOrEqual(12);
    const rows = await context.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM items i WHERE i.id = ANY ($1::int[])
         AND (i.state <> 'available' OR i.seller_id = $2 OR EXISTS (SELECT 1 FROM favorites f WHERE f.item_id = i.id AND f.user_id = $2))`,
      [ids, demoAccount('buyer').id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('is deterministic: the same request answers the same ids', async () => {
    expect(await ranked(specBody('ks-rec-demo_buyer'))).toEqual(await ranked(specBody('ks-rec-demo_buyer')));
  });

  it('honours the diversity settings: no category repeats inside the window while others are left; factor 0 groups them', async () => {
    const window = 2;
    const body = { ...specBody('ks-rec-demo_buyer'), config: { ...specBody('x').config, limit: 18, diversity_factor: 1, diversity_window: window } };
    const diverse = await categoriesOf(await ranked(body));
    for (let index = window; index < 6; index++) expect(diverse.slice(index - window, index)).not.toContain(diverse[index]);
    const plain = await categoriesOf(await ranked({ ...body, config: { ...body.config, diversity_factor: 0 } }));
    // Without diversity, the best-liked category's items come first, back to back.
    expect(plain[0]).toBe(plain[1]);
    expect(diverse).not.toEqual(plain);
  });

  it('honours limit and the retrievers: a user without favourites gets the most favourited items from toplist', async () => {
    const body = { ...specBody('ks-rec-demo_pro'), config: { ...specBody('x').config, limit: 5, diversity_factor: 0, retriever_k_override: { knn: 1000, toplist: 50 } } };
    const ids = await ranked(body);
    expect(ids).toHaveLength(5);
    const top = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE state = 'available' AND seller_id <> $1 ORDER BY favoriters_count DESC, id LIMIT 50",
      [demoAccount('pro').id],
    );
    expect(top.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
  });

  it('takes candidates from every retriever: trending and chronological give the newest items to a user without favourites', async () => {
    const only = (override: Record<string, number>) => ({ ...specBody('ks-rec-demo_pro'), config: { ...specBody('x').config, limit: 3, diversity_factor: 0, retriever_k_override: { knn: 0, toplist: 0, trending: 0, random: 0, chronological: 0, ...override } } });
    const newest = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE state = 'available' AND seller_id <> $1 ORDER BY published_at DESC NULLS LAST, id DESC LIMIT 3",
      [demoAccount('pro').id],
    );
    expect(new Set(await ranked(only({ chronological: 3 })))).toEqual(new Set(newest.map((row) => row.id)));
    expect(await ranked(only({ trending: 3 }))).toHaveLength(3);
    expect(await ranked(only({ random: 3 }))).toEqual(await ranked(only({ random: 3 })));
    expect(await ranked(only({}))).toEqual([]);
  });

  it.each([
    ['no API key', specBody('ks-rec-demo_buyer'), null, 403],
    ['a wrong API key', specBody('ks-rec-demo_buyer'), 'nope', 403],
    ['an unknown user', specBody('nobody'), RECOMMENDATIONS_API_KEY, 404],
    ['a body that is not JSON', '{oops', RECOMMENDATIONS_API_KEY, 400],
    ['a missing user_id', { config: {} }, RECOMMENDATIONS_API_KEY, 400],
    ['a diversity factor above 1', { ...specBody('ks-rec-demo_buyer'), config: { diversity_factor: 2 } }, RECOMMENDATIONS_API_KEY, 400],
    ['an unknown diversity attribute', { ...specBody('ks-rec-demo_buyer'), config: { diversity_attributes: ['colour'] } }, RECOMMENDATIONS_API_KEY, 400],
  ])('answers %s with a 4xx error body', async (_name, body, key, status) => {
    const { status: answered, body: answer } = await rank(body, key);
    expect(answered).toBe(status);
    expect(apiErrorBodySchema.safeParse(answer).success).toBe(true);
  });

  it('refuses a model name that is not one', async () => {
    expect((await rank(specBody('ks-rec-demo_buyer'), RECOMMENDATIONS_API_KEY, 'a%20b')).status).toBe(400);
  });
});

describe('diversify', () => {
  const candidate = (id: number, category_2: number, affinity: number) => ({ id, category_1: 1, category_2, brand_id: 1, favoriters_count: 0, affinity });
  const config = rankRequestSchema.parse({ user_id: 'x' }).config;

  it('spreads equal scores over categories within the window, keeping retrieval order for ties', () => {
    const list = [candidate(1, 10, 1), candidate(2, 10, 1), candidate(3, 10, 1), candidate(4, 20, 1), candidate(5, 30, 1)];
    expect(diversify(list, { ...config, diversity_factor: 0.5, diversity_window: 4 }).map((c) => c.id)).toEqual([1, 4, 5, 2, 3]);
    expect(diversify(list, { ...config, diversity_factor: 0 }).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets a much better score win over diversity', () => {
    const list = [candidate(1, 10, 5), candidate(2, 10, 5), candidate(3, 20, 0)];
    expect(diversify(list, { ...config, diversity_factor: 0.5 }).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
