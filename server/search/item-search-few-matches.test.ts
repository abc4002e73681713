import { expect, it } from 'vitest';
import { requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { SEARCH_LIMITS } from './search-limits';

const { fewMatches: FEW_MATCHES, fewWordMatches: FEW_WORD_MATCHES } = SEARCH_LIMITS;

/** Each sort's order as SQL over items (aliased i), as the search's own ORDER BY gives it. */
const ORDERS: [string, string][] = [
  ['newest', 'greatest(i.published_at, i.last_bumped_at) DESC NULLS LAST, i.id DESC'],
  ['price_asc', 'i.price ASC, i.id ASC'],
  ['price_desc', 'i.price DESC, i.id DESC'],
  ['popular', 'i.favoriters_count DESC, i.id DESC'],
];

// A browse leaving at most FEW_MATCHES items sorts all of them instead of walking a sort index: the
// pages must be the ones the sort gives over every match, whichever way they were found.
describeEachDriver('item search with few matches', (driver) => {
  const context = useSeededApp(driver);

  it.each(ORDERS)('pages a brand and a price range sorted %s exactly as sorting every match', async (sort, order) => {
    const [brand] = await context.db.query<{ brand_id: number; items: number }>(
      `SELECT brand_id, count(*)::int AS items FROM items WHERE state = 'available' AND NOT seller_away
       GROUP BY brand_id HAVING count(*) BETWEEN 60 AND $1 ORDER BY count(*) DESC, brand_id LIMIT 1`,
      [FEW_MATCHES],
    );
    expect(brand).toBeDefined();
    for (const range of ['', '&min_price=20&max_price=400']) {
      const expected = await context.db.query<{ id: number }>(
        `SELECT i.id FROM items i WHERE i.state = 'available' AND NOT i.seller_away AND i.brand_id = $1
           AND i.price BETWEEN $2 AND $3
         ORDER BY ${order} LIMIT 24 OFFSET 24`,
        [brand!.brand_id, range ? 20 : 0, range ? 400 : 10_000_000],
      );
      const { body } = await requestJson(
        context.app,
        `/v1/items?brand[]=${brand!.brand_id}${range}&sort=${sort}&page=2`,
      );
      const page = body as { data: { id: number }[]; meta: { paging: { total_count: number } } };
      expect(
        page.data.map((item) => item.id),
        range,
      ).toEqual(expected.map((row) => row.id));
      expect(expected.length).toBeGreaterThan(0);
    }
  });
  it.each(ORDERS)('pages words sorted %s exactly as sorting every match', async (sort, order) => {
    const expected = await context.db.query<{ id: number }>(
      `SELECT i.id FROM items i WHERE i.state = 'available' AND NOT i.seller_away
         AND i.search_document @@ websearch_to_tsquery('english', 'glove')
       ORDER BY ${order} LIMIT 24 OFFSET 24`,
    );
    const [matches] = await context.db.query<{ items: number }>(
      `SELECT count(*)::int AS items FROM items WHERE state = 'available' AND NOT seller_away
         AND search_document @@ websearch_to_tsquery('english', 'glove')`,
    );
    expect(matches!.items).toBeLessThanOrEqual(FEW_WORD_MATCHES);
    const { body } = await requestJson(context.app, `/v1/items?q=glove&sort=${sort}&page=2`);
    const page = body as { data: { id: number }[]; meta: { paging: { total_count: number } } };
    expect(page.data.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    expect(page.meta.paging.total_count).toBe(matches!.items);
  });
});
