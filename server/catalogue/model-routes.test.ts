import { expect, it } from 'vitest';
import { z } from 'zod';
import { guideModelSchema } from '../../schemas/cms/buying-guide';
import { getData, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const models = z.array(guideModelSchema);

describeEachDriver('GET /v1/models', (driver) => {
  const context = useSeededApp(driver);
  const categoryId = async (slug: string) =>
    (await context.db.query<{ id: number }>('SELECT id FROM categories WHERE slug = $1', [slug]))[0]!.id;

  it('lists 6 models of a category and its descendants, most favourited first (sort popular_desc)', async () => {
    const golf = await categoryId('golf');
    const list = models.parse(
      await getData(context.app, `/v1/models?category_id=${golf}&context=shop&sort=popular_desc`),
    );
    expect(list).toHaveLength(6);
    const popularity = await context.db.query<{ id: number; favourites: number }>(
      `SELECT m.id, coalesce(sum(i.favoriters_count), 0)::int AS favourites
       FROM models m JOIN categories c ON c.id = m.category_id LEFT JOIN items i ON i.model_id = m.id
       WHERE $1 = ANY (c.lineage) GROUP BY m.id ORDER BY favourites DESC, m.id LIMIT 6`,
      [golf],
    );
    expect(list.map((model) => model.id)).toEqual(popularity.map((row) => row.id));
    expect(list[0]!.display_name).toBe(`${list[0]!.brand_name} ${list[0]!.name}`);
  });

  it('narrows to a brand and orders by catalogue position with sort position_asc', async () => {
    const drivers = await categoryId('golf/clubs/drivers');
    const [titleist] = await context.db.query<{ id: number }>("SELECT id FROM brands WHERE name = 'Titleist'");
    const list = models.parse(
      await getData(
        context.app,
        `/v1/models?category_id=${drivers}&brand_id=${titleist!.id}&sort=position_asc&page_size=20`,
      ),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((model) => model.brand_name === 'Titleist' && model.category_name === 'Drivers')).toBe(true);
    expect(list.map((model) => model.name)).toEqual(list.map((model) => model.name).toSorted());
  });

  it('refuses a missing or bad category, an unknown sort and an oversized page with 400', async () => {
    for (const query of [
      '',
      '?category_id=golf',
      '?category_id=1&sort=random',
      '?category_id=1&page_size=500',
      '?category_id=99999999999',
    ]) {
      const response = await requestJson(context.app, `/v1/models${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ errors: [expect.objectContaining({ code: 'invalid' })] });
    }
  });
});
