import { expect, it } from 'vitest';
import { guideModelSchema } from '../../schemas/cms/buying-guide';
import { listFlowCalls } from '../testing/listings';
import { getData, requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const SELLER = 141;
const NAME = 'Zyxwquartz Senior Hockey Stick';

/**
 * A list-flow draft (complete, so only its state keeps it out) is seen by nobody but its seller:
 * not in search, a seller's browse, facets, the locker's counts, the value guide, nor asked by id.
 * Publishing it shows it everywhere (the control that each check can fail).
 */
describeEachDriver('drafts are invisible to others', (driver) => {
  const context = useSeededApp(driver);
  const { call, completeDraft } = listFlowCalls(
    () => context.app,
    () => context.db,
  );
  const username = async () =>
    (await context.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [SELLER]))[0]!.username;

  async function sightings(id: number, modelId: number) {
    const idsOf = (body: unknown) => (body as { data: { id: number }[] }).data.map((item) => item.id);
    const search = await call('GET', `/v1/items?q=${encodeURIComponent('Zyxwquartz')}`, 142);
    const bySeller = await call('GET', `/v1/items?seller=${await username()}&page_size=100&sort=newest`, null);
    const facets = await call('GET', '/v2/facet_items?q=Zyxwquartz&include_data=0', null);
    const asked = await call('GET', `/v1/items?include_ids=${id}`, 142);
    const profile = await getData<{ available_count: number }>(context.app, `/v1/users/${SELLER}?src=locker`);
    const guide = await call('GET', `/v2/value_guide?model[]=${modelId}`, null);
    const recent = (guide.body as { data: { recently_published_items: { id: number }[] } }).data
      .recently_published_items;
    return {
      search: idsOf(search.body).includes(id),
      bySeller: idsOf(bySeller.body).includes(id),
      facets: (facets.body as { paging: { total_count: number } }).paging.total_count > 0,
      asked: idsOf(asked.body).includes(id),
      available: profile.available_count,
      guide: recent.some((item) => item.id === id),
    };
  }

  it('keeps a draft out of every list until it is published', async () => {
    const draft = await completeDraft(SELLER, NAME);
    const before = await sightings(draft.id, draft.model!.id);
    expect(before).toMatchObject({ search: false, bySeller: false, facets: false, asked: false, guide: false });
    const own = await call('GET', `/v1/items?include_ids=${draft.id}`, SELLER);
    expect((own.body as { data: { id: number }[] }).data.map((item) => item.id)).toEqual([draft.id]);
    await call('POST', '/v1/items/publish', SELLER, { item: { id: draft.id } });
    expect(await sightings(draft.id, draft.model!.id)).toEqual({
      search: true,
      bySeller: true,
      facets: true,
      asked: true,
      available: before.available + 1,
      guide: true,
    });
  });

  it("never pictures a model with a draft's photo (GET /v1/models, buying guides)", async () => {
    const [drivers] = await context.db.query<{ id: number; brand_id: number }>(
      `SELECT c.id, (SELECT id FROM brands WHERE name = 'Ping') AS brand_id FROM categories c WHERE slug = 'golf/clubs/drivers'`,
    );
    const created = await requestAs(context.app, 'POST', '/v1/models', SELLER, {
      model: { name: 'Quartzline Prototype', category_id: drivers!.id, brand_id: drivers!.brand_id },
    });
    const modelId = (created.body as { data: { id: number } }).data.id;
    const lineage = (
      await context.db.query<{ lineage: number[] }>('SELECT lineage FROM categories WHERE id = $1', [drivers!.id])
    )[0]!.lineage;
    await call('POST', '/v1/items', SELLER, {
      item: { name: 'Ping Quartzline Driver', category_ids: lineage, model_id: modelId },
    });
    const [model] = (await getData<unknown[]>(context.app, `/v1/models?category_id=${drivers!.id}&q=quartzline`)).map(
      (entry) => guideModelSchema.parse(entry),
    );
    expect(model!.primary_image.edge_url).toBe('/media/categories/golf/clubs/drivers.svg');
  });
});
