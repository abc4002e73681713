import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { facetItemsResponseSchema } from '../../schemas/entities/facet';
import { pagedItemsSchema } from '../../schemas/entities/paged-items';
import type { Db } from '../db/db';
import { requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { facetRoutes } from './facet-routes';
import { itemRoutes } from './item-search-routes';
import { SEARCH_LIMITS, type SearchLimits } from './search-limits';

// Issue 20 item 6: counting from the items stops at a cap (a lower-bound total), relevance looks for its page
// among the newest items first, and many matches of one word sorted by price walk the price index. The limits
// are lowered here so that the seeded 20,000 items cross them.

const MATCHES = `i.state = 'available' AND NOT i.seller_away AND i.search_document @@ websearch_to_tsquery('english', $1)`;
/** Relevance as the API defines it: all the words in the name, then in name, brand and model, then the rest. */
const RELEVANCE = `CASE WHEN ts_filter(i.search_document, '{a}') @@ websearch_to_tsquery('english', $1) THEN 0
  WHEN ts_filter(i.search_document, '{a,b}') @@ websearch_to_tsquery('english', $1) THEN 1 ELSE 2 END,
  greatest(i.published_at, i.last_bumped_at) DESC NULLS LAST, i.id DESC`;

describeEachDriver('search limits', (driver) => {
  const context = useSeededApp(driver);
  const appWith = (limits: Partial<SearchLimits>) => {
    const all = { ...SEARCH_LIMITS, ...limits };
    return new Hono().route('/', itemRoutes(context.db, all)).route('/', facetRoutes(context.db, all));
  };
  const items = async (limits: Partial<SearchLimits>, query: string) => {
    const { status, body } = await requestJson(appWith(limits), `/v1/items?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return pagedItemsSchema.parse(body);
  };
  const facetItems = async (limits: Partial<SearchLimits>, query: string) => {
    const { status, body } = await requestJson(appWith(limits), `/v2/facet_items?${query}&include_data=0`);
    expect(status, JSON.stringify(body)).toBe(200);
    return facetItemsResponseSchema.parse(body);
  };
  const count = async (db: Db, q: string, extra = '') => {
    const [row] = await db.query<{ items: number }>(
      `SELECT count(*)::int AS items FROM items i WHERE ${MATCHES} ${extra}`,
      [q],
    );
    return row!.items;
  };

  it('counts a word with a price range exactly up to the cap, then answers the cap as a lower bound', async () => {
    const matches = await count(context.db, 'glove', 'AND i.price >= 1');
    expect(matches).toBeGreaterThan(100);
    const query = 'q=glove&min_price=1';
    for (const countCap of [matches, matches + 1, SEARCH_LIMITS.countCap]) {
      const { paging } = (await items({ countCap }, query)).meta;
      expect(paging, `cap ${countCap}`).toEqual({
        page: 1,
        page_size: 24,
        total_count: matches,
        total_pages: Math.ceil(matches / 24),
      });
    }
    const { paging } = (await items({ countCap: 50 }, query)).meta;
    expect(paging).toEqual({ page: 1, page_size: 24, total_count: 50, total_pages: 3, total_is_lower_bound: true });
  });

  it('counts the facets over the first matches past the cap and marks them and the total as lower bounds', async () => {
    const query = 'q=glove&min_price=1&include_model=1';
    const exact = await facetItems({}, query);
    expect(exact.paging.total_is_lower_bound).toBeUndefined();
    expect(exact.facets.every((facet) => facet.counts_are_lower_bounds === undefined)).toBe(true);
    expect(exact.paging.total_count).toBe(await count(context.db, 'glove', 'AND i.price >= 1'));

    const capped = await facetItems({ countCap: 50 }, query);
    expect(capped.paging).toEqual({
      page: 1,
      page_size: 24,
      total_count: 50,
      total_pages: 3,
      total_is_lower_bound: true,
    });
    expect(capped.facets.map((facet) => facet.counts_are_lower_bounds)).toEqual([true, true, true, true]);
    const exactCounts = new Map(
      exact.facets.flatMap((facet) => facet.children.map((child) => [`${facet.slug}:${child.reference}`, child.count])),
    );
    const cappedValues = capped.facets.flatMap((facet) =>
      facet.children.map((child) => ({ key: `${facet.slug}:${child.reference}`, count: child.count })),
    );
    expect(cappedValues.length).toBeGreaterThan(0);
    for (const value of cappedValues) {
      expect(value.count, value.key).toBeGreaterThan(0);
      expect(value.count, value.key).toBeLessThanOrEqual(Math.min(50, exactCounts.get(value.key)!));
    }
    // The conditions of the first 51 matches add up to them.
    const conditions = capped.facets.find((facet) => facet.slug === 'condition')!.children;
    expect(conditions.reduce((sum, child) => sum + child.count, 0)).toBe(51);
  });

  it('keeps counts from the count tables exact past the cap: one word alone, a price range alone', async () => {
    for (const query of ['q=glove', 'min_price=20&max_price=400']) {
      const exact = await facetItems({}, query);
      const low = await facetItems({ countCap: 10 }, query);
      expect(low, query).toEqual(exact);
      expect(exact.paging.total_count, query).toBeGreaterThan(10);
      const { paging } = (await items({ countCap: 10 }, query)).meta;
      expect(paging.total_count, query).toBe(exact.paging.total_count);
      expect(paging.total_is_lower_bound, query).toBeUndefined();
    }
  });

  it.each([
    ['glove', 1],
    ['glove', 3],
    ['lacrosse head', 1],
    ['titleist', 2],
  ])(
    'ranks %s (page %i) by relevance the same whether found among the newest items or from every match',
    async (q, page) => {
      const expected = await context.db.query<{ id: number }>(
        `SELECT i.id FROM items i WHERE ${MATCHES} ORDER BY ${RELEVANCE} LIMIT 24 OFFSET $2`,
        [q, (page - 1) * 24],
      );
      expect(expected.length).toBe(24);
      const query = `q=${encodeURIComponent(q)}&page=${page}`;
      // No few-matches sort, so the page comes from the newest items' window (5,000) or, with a window of 24 items
      // (too few for this page of name matches), from ranking every match.
      for (const relevanceWindow of [5_000, 24]) {
        const found = await items({ fewWordMatches: 0, fewMatches: 0, fewPriceMatches: 0, relevanceWindow }, query);
        expect(
          found.data.map((item) => item.id),
          `window ${relevanceWindow}`,
        ).toEqual(expected.map((row) => row.id));
      }
      expect((await items({}, query)).data.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    },
  );

  it('ranks a word with a price range by relevance over every match when the word bounds them to few', async () => {
    const expected = await context.db.query<{ id: number }>(
      `SELECT i.id FROM items i WHERE ${MATCHES} AND i.price BETWEEN 20 AND 300 ORDER BY ${RELEVANCE} LIMIT 24 OFFSET 24`,
      ['glove'],
    );
    expect(expected.length).toBe(24);
    for (const limits of [{}, { fewWordMatches: 0 }, { fewWordMatches: 0, relevanceWindow: 24 }]) {
      const found = await items(limits, 'q=glove&min_price=20&max_price=300&page=2');
      expect(
        found.data.map((item) => item.id),
        JSON.stringify(limits),
      ).toEqual(expected.map((row) => row.id));
    }
  });

  it('puts the items with the word in their name first (relevance), newest first among them', async () => {
    const { data } = await items({ fewWordMatches: 0 }, 'q=glove');
    const rows = await context.db.query<{ id: number; named: boolean; newest: string }>(
      `SELECT id, to_tsvector('english', name) @@ websearch_to_tsquery('english', 'glove') AS named,
         greatest(published_at, last_bumped_at)::text AS newest
       FROM items WHERE id = ANY ($1::int[])`,
      [data.map((item) => item.id)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const page = data.map((item) => byId.get(item.id)!);
    expect(page.every((row) => row.named)).toBe(true);
    const newest = page.map((row) => Date.parse(row.newest));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it.each([
    ['price_asc', 'i.price ASC, i.id ASC'],
    ['price_desc', 'i.price DESC, i.id DESC'],
  ])(
    'pages many matches of one word sorted %s by walking the price index over its models, exactly',
    async (sort, order) => {
      for (const range of ['', '&min_price=20&max_price=300', '&condition[]=used']) {
        const extra =
          range === '&condition[]=used' ? `AND i.condition = 'used'` : range ? 'AND i.price BETWEEN 20 AND 300' : '';
        const expected = await context.db.query<{ id: number }>(
          `SELECT i.id FROM items i WHERE ${MATCHES} ${extra} ORDER BY ${order} LIMIT 24 OFFSET 48`,
          ['glove'],
        );
        expect(expected.length, range).toBe(24);
        const found = await items({ fewWordMatches: 0, countCap: 30 }, `q=glove&sort=${sort}&page=3${range}`);
        expect(
          found.data.map((item) => item.id),
          range,
        ).toEqual(expected.map((row) => row.id));
      }
    },
  );

  it('returns exactly the include_ids items in their order, whatever the words and sort say', async () => {
    const rows = await context.db.query<{ id: number }>(
      `SELECT id FROM items WHERE state = 'available' AND NOT seller_away ORDER BY id DESC LIMIT 3`,
    );
    const ids = rows.map((row) => row.id);
    const limits = { fewWordMatches: 0, fewMatches: 0, fewPriceMatches: 0, countCap: 1, relevanceWindow: 24 };
    for (const sort of ['price_desc', 'relevance']) {
      const found = await items(limits, `include_ids=${ids.join(',')}&q=glove&sort=${sort}`);
      expect(
        found.data.map((item) => item.id),
        sort,
      ).toEqual(ids);
      expect(found.meta.paging, sort).toEqual({ page: 1, page_size: 24, total_count: 3, total_pages: 1 });
    }
  });
});
