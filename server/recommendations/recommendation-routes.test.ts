import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import {
  diversityAttributes,
  RANK_API_KEY_HEADER,
  RANK_CAPS,
  rankRequestSchema,
  rankResponseSchema,
  RECOMMENDATIONS_API_KEY,
  type ParsedRankRequest,
  type RankRequest,
} from '../../schemas/requests/rank';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { demoAccount } from '../seed/demo-accounts';
import { PRODUCTION_SECRETS } from '../testing/production-secrets';
import { requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { diversify } from './rank';
import { rankApiKeyFromEnvironment } from './recommendation-routes';

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
    const favourites = await context.db.query<{ item_id: number }>('SELECT item_id FROM favorites WHERE user_id = $1', [
      demoAccount('buyer').id,
    ]);
    const likedSports = new Set(
      await categoriesOf(
        favourites.map((row) => row.item_id),
        1,
      ),
    );
    const likedCategories = new Set(
      await categoriesOf(
        favourites.map((row) => row.item_id),
        2,
      ),
    );
    expect(likedSports.size).toBe(2); // hockey and golf
    // The feed's first screen (18) is all from the favourites' sports, and mostly their categories.
    expect((await categoriesOf(ids.slice(0, 18), 1)).every((sport) => likedSports.has(sport))).toBe(true);
    expect(
      (await categoriesOf(ids.slice(0, 18), 2)).filter((category) => likedCategories.has(category)).length,
    ).toBeGreaterThanOrEqual(12);
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
    const body = {
      ...specBody('ks-rec-demo_buyer'),
      config: { ...specBody('x').config, limit: 18, diversity_factor: 1, diversity_window: window },
    };
    const diverse = await categoriesOf(await ranked(body));
    for (let index = window; index < 6; index++)
      expect(diverse.slice(index - window, index)).not.toContain(diverse[index]);
    const plain = await categoriesOf(await ranked({ ...body, config: { ...body.config, diversity_factor: 0 } }));
    // Without diversity, the best-liked category's items come first, back to back.
    expect(plain[0]).toBe(plain[1]);
    expect(diverse).not.toEqual(plain);
  });

  it('honours limit and the retrievers: a user without favourites gets the most favourited items from toplist', async () => {
    const body = {
      ...specBody('ks-rec-demo_pro'),
      config: {
        ...specBody('x').config,
        limit: 5,
        diversity_factor: 0,
        retriever_k_override: { knn: 1000, toplist: 50 },
      },
    };
    const ids = await ranked(body);
    expect(ids).toHaveLength(5);
    const top = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE state = 'available' AND seller_id <> $1 ORDER BY favoriters_count DESC, id LIMIT 50",
      [demoAccount('pro').id],
    );
    expect(top.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
  });

  it('takes candidates from every retriever: trending and chronological give the newest items to a user without favourites', async () => {
    const only = (override: Record<string, number>) => ({
      ...specBody('ks-rec-demo_pro'),
      config: {
        ...specBody('x').config,
        limit: 3,
        diversity_factor: 0,
        retriever_k_override: { knn: 0, toplist: 0, trending: 0, random: 0, chronological: 0, ...override },
      },
    });
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
    [
      'a diversity factor above 1',
      { ...specBody('ks-rec-demo_buyer'), config: { diversity_factor: 2 } },
      RECOMMENDATIONS_API_KEY,
      400,
    ],
    [
      'an unknown diversity attribute',
      { ...specBody('ks-rec-demo_buyer'), config: { diversity_attributes: ['colour'] } },
      RECOMMENDATIONS_API_KEY,
      400,
    ],
  ])('answers %s with a 4xx error body', async (_name, body, key, status) => {
    const { status: answered, body: answer } = await rank(body, key);
    expect(answered).toBe(status);
    expect(apiErrorBodySchema.safeParse(answer).success).toBe(true);
  });

  it('lets one address make 60 rank calls a minute, then answers 429 (the host adds the key for any visitor)', async () => {
    const call = () =>
      requestJson(context.app, '/v1/models/for_you_feed/rank', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [RANK_API_KEY_HEADER]: RECOMMENDATIONS_API_KEY,
          'x-forwarded-for': '198.51.100.7',
        },
        body: '{}',
      });
    const statuses = await Promise.all(Array.from({ length: 65 }, call).map(async (answer) => (await answer).status));
    expect(statuses.filter((status) => status === 400)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('refuses a model name that is not one', async () => {
    expect((await rank(specBody('ks-rec-demo_buyer'), RECOMMENDATIONS_API_KEY, 'a%20b')).status).toBe(400);
  });

  const over = (config: Record<string, unknown>) => ({
    ...specBody('ks-rec-demo_buyer'),
    config: { ...specBody('x').config, ...config },
  });
  it.each([
    ['config.limit', over({ limit: RANK_CAPS.limit + 1 })],
    ['config.diversity_window', over({ diversity_window: RANK_CAPS.diversity_window + 1 })],
    ['config.retrieval_k', over({ retrieval_k: RANK_CAPS.retrieval_k + 1 })],
    ['config.retriever_k_override.random', over({ retriever_k_override: { random: RANK_CAPS.retrieval_k + 1 } })],
    ['config.diversity_attributes', over({ diversity_attributes: ['brand', 'category_2', 'brand'] })],
  ])('caps the work one call may ask for: 400 on %s', async (field, body) => {
    const { status, body: answer } = await rank(body);
    expect(status).toBe(400);
    expect(apiErrorBodySchema.parse(answer).errors).toEqual([expect.objectContaining({ code: 'invalid', field })]);
  });

  it('answers the largest call the caps allow with at most limit distinct ids', async () => {
    const ids = await ranked(
      over({
        limit: RANK_CAPS.limit,
        diversity_factor: 1,
        diversity_window: RANK_CAPS.diversity_window,
        diversity_attributes: [...diversityAttributes],
        retrieval_k: RANK_CAPS.retrieval_k,
        retriever_k_override: {
          knn: RANK_CAPS.retrieval_k,
          toplist: RANK_CAPS.retrieval_k,
          trending: RANK_CAPS.retrieval_k,
          random: RANK_CAPS.retrieval_k,
          chronological: RANK_CAPS.retrieval_k,
        },
      }),
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(RANK_CAPS.limit);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('in production takes only the secret KS_RANK_KEY, and refuses every call when none is set', async () => {
    const call = (env: Record<string, string>, key: string) =>
      productionApp(context.db, env).request('/v1/models/for_you_feed/rank', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [RANK_API_KEY_HEADER]: key },
        body: JSON.stringify(specBody('ks-rec-demo_buyer')),
      });
    expect((await call({}, RECOMMENDATIONS_API_KEY)).status).toBe(403);
    expect((await call({}, '')).status).toBe(403);
    const configured = { KS_RANK_KEY: 'a-long-random-secret' };
    expect((await call(configured, RECOMMENDATIONS_API_KEY)).status).toBe(403);
    expect((await call(configured, 'a-long-random-secret')).status).toBe(200);
  });
});

/** The app as a production process with `env` builds it. */
function productionApp(db: Db, env: Record<string, string>) {
  vi.stubEnv('KS_ENV', 'production');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    return createApp({ db, ...PRODUCTION_SECRETS });
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('the rank key', () => {
  it('is the fixed development key only in development and test, KS_RANK_KEY wherever it is set', () => {
    expect(rankApiKeyFromEnvironment({ KS_ENV: 'test' })).toBe(RECOMMENDATIONS_API_KEY);
    expect(rankApiKeyFromEnvironment({ KS_ENV: 'development' })).toBe(RECOMMENDATIONS_API_KEY);
    expect(rankApiKeyFromEnvironment({})).toBeNull();
    expect(rankApiKeyFromEnvironment({ KS_ENV: 'staging' })).toBeNull();
    expect(rankApiKeyFromEnvironment({ KS_ENV: 'test', KS_RANK_KEY: 'secret' })).toBe('secret');
  });
});

describe('diversify', () => {
  const candidate = (id: number, category_2: number, affinity: number) => ({
    id,
    category_1: 1,
    category_2,
    brand_id: 1,
    favoriters_count: 0,
    affinity,
  });
  const config = rankRequestSchema.parse({ user_id: 'x' }).config;

  it('spreads equal scores over categories within the window, keeping retrieval order for ties', () => {
    const list = [
      candidate(1, 10, 1),
      candidate(2, 10, 1),
      candidate(3, 10, 1),
      candidate(4, 20, 1),
      candidate(5, 30, 1),
    ];
    expect(diversify(list, { ...config, diversity_factor: 0.5, diversity_window: 4 }).map((c) => c.id)).toEqual([
      1, 4, 5, 2, 3,
    ]);
    expect(diversify(list, { ...config, diversity_factor: 0 }).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets a much better score win over diversity', () => {
    const list = [candidate(1, 10, 5), candidate(2, 10, 5), candidate(3, 20, 0)];
    expect(diversify(list, { ...config, diversity_factor: 0.5 }).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

/**
 * The re-rank as its definition reads, with no shortcuts: the reference the fast one must equal.
 * Equal adjusted scores go to the better raw score, then to retrieval order.
 */
function diversifyByDefinition<C extends Parameters<typeof diversify>[0][number]>(
  candidates: C[],
  config: ParsedRankRequest['config'],
): C[] {
  const value = (c: C, attribute: string) =>
    attribute === 'category_1' ? c.category_1 : attribute === 'category_2' ? c.category_2 : c.brand_id;
  const raw = (c: C) => 1 + 10 * c.affinity + Math.log1p(c.favoriters_count);
  const remaining = candidates.map((candidate, order) => ({ candidate, order }));
  const picked: C[] = [];
  while (picked.length < config.limit && remaining.length > 0) {
    const recent = config.diversity_window === 0 ? [] : picked.slice(-config.diversity_window);
    const adjusted = remaining.map(({ candidate, order }) => {
      const repeats = config.diversity_attributes.reduce(
        (sum, attribute) => sum + recent.filter((p) => value(p, attribute) === value(candidate, attribute)).length,
        0,
      );
      return { order, raw: raw(candidate), value: raw(candidate) * (1 - config.diversity_factor) ** repeats };
    });
    let best = 0;
    for (let index = 1; index < adjusted.length; index++) {
      const [a, b] = [adjusted[index]!, adjusted[best]!];
      if (
        a.value - b.value || a.raw - b.raw
          ? a.value > b.value || (a.value === b.value && a.raw > b.raw)
          : a.order < b.order
      )
        best = index;
    }
    picked.push(remaining.splice(best, 1)[0]!.candidate);
  }
  return picked;
}

describe('diversify equals its definition', () => {
  const candidateArb = fc.record({
    category_1: fc.integer({ min: 1, max: 3 }),
    category_2: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    brand_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    favoriters_count: fc.integer({ min: 0, max: 5 }),
    affinity: fc.integer({ min: 0, max: 3 }),
  });
  const configArb = fc.record({
    limit: fc.integer({ min: 0, max: 30 }),
    diversity_factor: fc.constantFrom(0, 0.25, 0.5, 1),
    diversity_window: fc.integer({ min: 0, max: 6 }),
    diversity_attributes: fc.subarray([...diversityAttributes]),
  });

  it('on generated candidates and settings', () => {
    fc.assert(
      fc.property(fc.array(candidateArb, { maxLength: 40 }), configArb, (list, settings) => {
        const candidates = list.map((c, index) => ({ ...c, id: index + 1 }));
        const config = { ...rankRequestSchema.parse({ user_id: 'x' }).config, ...settings };
        expect(diversify(candidates, config).map((c) => c.id)).toEqual(
          diversifyByDefinition(candidates, config).map((c) => c.id),
        );
      }),
      { numRuns: 300 },
    );
  });
});
