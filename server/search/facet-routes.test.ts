import { expect, it } from 'vitest';
import { facetItemsResponseSchema, type Facet } from '../../schemas/entities/facet';
import { buildSeedData } from '../seed/build/seed-data';
import { requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

// Its dates aside (relative to the seed's now), the seed is the same whenever it is built.
const seed = buildSeedData({ now: new Date() });
const categoryBySlug = new Map(seed.categories.map((category) => [category.slug, category]));
const brandByName = new Map(seed.brands.map((brand) => [brand.name, brand]));
const lineageOf = new Map(seed.categories.map((category) => [category.id, category.lineage]));
const available = seed.items.filter((item) => item.state === 'available');

/** The reference: the seeded items a filter set matches, computed here from the seed data itself. */
function reference({
  category,
  brands = [],
  condition,
  min = 0,
  max = Infinity,
}: {
  category?: number;
  brands?: number[];
  condition?: string;
  min?: number;
  max?: number;
}) {
  return available.filter(
    (item) =>
      (category === undefined || lineageOf.get(item.category_id)!.includes(category)) &&
      (brands.length === 0 || brands.includes(item.brand_id)) &&
      (condition === undefined || item.condition === condition) &&
      item.price >= min &&
      item.price <= max,
  );
}

const countsOf = (facet: Facet | undefined) =>
  Object.fromEntries((facet?.children ?? []).map((child) => [child.reference, child.count]));

describeEachDriver('GET /v2/facet_items', (driver) => {
  const context = useSeededApp(driver);
  const facetItems = async (query: string) => {
    const { status, body } = await requestJson(context.app, `/v2/facet_items?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return facetItemsResponseSchema.parse(body);
  };

  it('seeds at least 20,000 items', () => {
    expect(seed.items.length).toBeGreaterThanOrEqual(20_000);
  });

  it('returns the same result set as the reference, and facet counts that add up', async () => {
    const golf = categoryBySlug.get('golf')!;
    const brands = [brandByName.get('Titleist')!.id, brandByName.get('Callaway')!.id];
    const expected = reference({ category: golf.id, brands, condition: 'used', min: 50, max: 400 });
    expect(expected.length).toBeGreaterThan(20);
    const query = `category[]=${golf.id}&brand[]=${brands[0]}&brand[]=${brands[1]}&condition[]=used&min_price=50&max_price=400&sort=price_asc&page_size=100`;
    const pages = [await facetItems(query)];
    while (pages.length < pages[0]!.paging.total_pages)
      pages.push(await facetItems(`${query}&page=${pages.length + 1}`));
    const ids = pages.flatMap((page) => page.data.map((item) => item.id));
    expect(pages[0]!.paging.total_count).toBe(expected.length);
    expect(new Set(ids)).toEqual(new Set(expected.map((item) => item.id)));
    const prices = pages.flatMap((page) => page.data.map((item) => item.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Brand counts leave the brand filter out (disjunctive); category counts split golf into its children.
    const { facets } = pages[0]!;
    const brandCounts = countsOf(facets.find((facet) => facet.slug === 'brand'));
    const withoutBrand = reference({ category: golf.id, condition: 'used', min: 50, max: 400 });
    expect(brandCounts[String(brands[0])]).toBe(withoutBrand.filter((item) => item.brand_id === brands[0]).length);
    const categoryFacet = facets.find((facet) => facet.slug === 'category')!;
    expect(categoryFacet.children.every((child) => lineageOf.get(Number(child.reference))!.at(-2) === golf.id)).toBe(
      true,
    );
    expect(categoryFacet.children.reduce((sum, child) => sum + child.count, 0)).toBe(expected.length);
    expect(facets.map((facet) => facet.slug)).toEqual(['category', 'brand', 'condition']);
  });

  it("counts every brand, selected or not, without the brand selection: another brand's count is what choosing it too would add", async () => {
    const golf = categoryBySlug.get('golf')!;
    const selected = brandByName.get('Titleist')!.id;
    const { facets, paging } = await facetItems(
      `category[]=${golf.id}&brand[]=${selected}&condition[]=used&include_data=0`,
    );
    const withoutBrand = reference({ category: golf.id, condition: 'used' });
    const expected = new Map<number, number>();
    for (const item of withoutBrand) expected.set(item.brand_id, (expected.get(item.brand_id) ?? 0) + 1);
    const brandCounts = countsOf(facets.find((facet) => facet.slug === 'brand'));
    const unselected = Object.keys(brandCounts).filter((id) => Number(id) !== selected);
    expect(unselected.length).toBeGreaterThan(2);
    for (const id of Object.keys(brandCounts)) expect(brandCounts[id], `brand ${id}`).toBe(expected.get(Number(id)));
    expect(paging.total_count).toBe(expected.get(selected));
    // The condition facet, the same way: 'new' is counted under the brand but not under condition[]=used.
    const conditionCounts = countsOf(facets.find((facet) => facet.slug === 'condition'));
    expect(conditionCounts.new).toBe(reference({ category: golf.id, brands: [selected], condition: 'new' }).length);
    expect(conditionCounts.new).toBeGreaterThan(0);
  });

  it('finds words in name, brand, model and category, best matches first', async () => {
    const { data, paging } = await facetItems('q=titleist%20driver&page_size=5');
    const expected = available.filter(
      (item) =>
        /titleist/i.test(item.name) &&
        lineageOf.get(item.category_id)!.includes(categoryBySlug.get('golf/clubs/drivers')!.id),
    );
    expect(paging.total_count).toBe(expected.length);
    expect(data.every((item) => item.brand?.name === 'Titleist')).toBe(true);
  });

  it('with include_data=0 and include_model=1: facets (models named brand and model) and paging, no items', async () => {
    const drivers = categoryBySlug.get('golf/clubs/drivers')!;
    const body = await facetItems(`category[]=${drivers.id}&include_data=0&include_model=1`);
    expect(body.data).toEqual([]);
    expect(body.paging.total_count).toBe(reference({ category: drivers.id }).length);
    const models = body.facets.find((facet) => facet.slug === 'model')!;
    expect(models.children[0]!.name).toMatch(/^\S+.* \S+/);
    expect(models.children.map((child) => child.count)).toEqual(
      models.children.map((child) => child.count).sort((a, b) => b - a),
    );
  });

  it('sorts recently sold items and filters sale and price drops', async () => {
    const sold = await facetItems('recently_sold=1&sort=newest&page_size=3');
    expect(sold.paging.total_count).toBe(seed.items.filter((item) => item.state === 'sold').length);
    // sale=1: in a live sale (by the clock); the seed's discounted items are in its live sale.
    const live = new Set(
      seed.sales
        .filter((sale) => Date.parse(sale.started_at) <= Date.now() && Date.now() < Date.parse(sale.ended_at))
        .map((sale) => sale.id),
    );
    const sale = await facetItems('sale=1&include_data=0');
    expect(sale.paging.total_count).toBe(available.filter((item) => item.sale_id && live.has(item.sale_id)).length);
    const drops = await facetItems('price_drop=1&include_data=0');
    expect(drops.paging.total_count).toBe(
      available.filter((item) => (item.original_list_price ?? 0) > item.list_price).length,
    );
  });

  it('filters the items of sellers who ship within a business day, or from Canada', async () => {
    const fast = new Set(seed.users.filter((user) => user.ship_days <= 1).map((user) => user.id));
    const canadian = new Set(seed.users.filter((user) => user.country === 'CA').map((user) => user.id));
    const golf = categoryBySlug.get('golf')!;
    const cases: [string, (item: (typeof available)[number]) => boolean][] = [
      ['fast_shipping=1', (item) => fast.has(item.seller_id)],
      ['canadian_seller_only=1', (item) => canadian.has(item.seller_id)],
      [
        `fast_shipping=1&canadian_seller_only=1&category[]=${golf.id}`,
        (item) =>
          fast.has(item.seller_id) &&
          canadian.has(item.seller_id) &&
          lineageOf.get(item.category_id)!.includes(golf.id),
      ],
      ['fast_shipping=0', () => true],
    ];
    for (const [query, matches] of cases) {
      const expected = available.filter(matches);
      expect(expected.length, query).toBeGreaterThan(10);
      const { paging, facets, data } = await facetItems(`${query}&page_size=100&sort=price_asc`);
      expect(paging.total_count, query).toBe(expected.length);
      expect(countsOf(facets.find((facet) => facet.slug === 'condition'))).toEqual({
        new: expected.filter((item) => item.condition === 'new').length,
        used: expected.filter((item) => item.condition === 'used').length,
      });
      const cheapest = [...expected].sort((a, b) => a.price - b.price || a.id - b.id).slice(0, 100);
      expect(data.map((item) => item.id)).toEqual(cheapest.map((item) => item.id));
    }
  });

  it.each([
    'fast_shipping=yes',
    'canadian_seller_only=true',
    'category[]=abc',
    'brand[]=99999999999',
    'min_price=-1',
    'max_price=lots',
    'condition[]=mint',
    'sort=cheapest',
    'include_model=yes',
    'page=0',
    'recently_sold=true',
  ])('answers %s with a 400 naming the field', async (query) => {
    const { status, body } = await requestJson(context.app, `/v2/facet_items?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [{ code: 'invalid' }] });
  });
});
