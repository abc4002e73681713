import { expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { guideModelSchema } from '../../schemas/cms/buying-guide';
import { listFlowDetailSchema, parcelSchema } from '../../schemas/entities/listing';
import { getData, requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const fieldsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors.map((error) => error.field);

describeEachDriver('list flow lookups: details, models, parcels', (driver) => {
  const context = useSeededApp(driver);
  const categoryId = async (slug: string) =>
    (await context.db.query<{ id: number }>('SELECT id FROM categories WHERE slug = $1', [slug]))[0]!.id;
  const brandId = async (name: string) =>
    (await context.db.query<{ id: number }>('SELECT id FROM brands WHERE name = $1', [name]))[0]!.id;

  it("GET /v1/details lists brand and condition, then the category's own details and its ancestors'", async () => {
    const senior = await categoryId('hockey/sticks/senior');
    const details = z
      .array(listFlowDetailSchema)
      .parse(await getData(context.app, `/v1/details?category_id=${senior}&scope=listable&context=list-flow`));
    expect(details.map(({ slug, required, value_guides_required }) => [slug, required, value_guides_required])).toEqual(
      [
        ['brand', true, false],
        ['condition', true, true],
        ['hand', true, true],
        ['curve', true, false],
        ['flex', true, true],
      ],
    );
    expect(details[0]!.values.map((value) => value.name)).toEqual(['Bauer', 'CCM', 'True', 'Warrior']);
    expect(details[4]!.values.map((value) => value.name)).toEqual(['77 Flex', '87 Flex', '95 Flex']);
    const putters = z
      .array(listFlowDetailSchema)
      .parse(await getData(context.app, `/v1/details?category_id=${await categoryId('golf/clubs/putters')}`));
    expect(putters.find((detail) => detail.slug === 'length')).toMatchObject({ required: false });
  });

  it("prices by the value_guides_required details: GET /v2/value_guide takes them (flex[]), refusing another category's", async () => {
    const senior = await categoryId('hockey/sticks/senior');
    const guide = async (query: string) => requestJson(context.app, `/v2/value_guide?category[]=${senior}${query}`);
    const sales = async (query: string) =>
      ((await guide(query)).body as { meta: { value_guide: { statistics: { count: number } } } }).meta.value_guide
        .statistics.count;
    const all = await sales('');
    const stiff = await sales('&flex[]=95-flex');
    const lefties = await sales('&flex[]=95-flex&hand[]=left');
    expect(stiff).toBeGreaterThan(0);
    expect(stiff).toBeLessThan(all);
    expect(lefties).toBeGreaterThan(0);
    expect(lefties).toBeLessThan(stiff);
    expect(await sales('&flex[]=95-flex&flex[]=87-flex')).toBeGreaterThan(stiff);
    const foreign = await guide('&loft[]=9');
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.body)).toEqual(['loft[]']);
  });

  it('GET /v1/details is 404 for an unknown category and 400 without one', async () => {
    expect((await requestJson(context.app, '/v1/details?category_id=999999')).status).toBe(404);
    expect((await requestJson(context.app, '/v1/details')).status).toBe(400);
    expect((await requestJson(context.app, '/v1/details?category_id=1&context=shop')).status).toBe(400);
  });

  it('GET /v1/models?q finds models by brand and model name in any case, wildcards taken literally', async () => {
    const sticks = await categoryId('hockey/sticks');
    const found = z
      .array(guideModelSchema)
      .parse(await getData(context.app, `/v1/models?category_id=${sticks}&q=BAUER%20vapor&page_size=50`));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((model) => model.display_name.toLowerCase().includes('bauer vapor'))).toBe(true);
    expect(await getData(context.app, `/v1/models?category_id=${sticks}&q=%25`)).toEqual([]);
  });

  it('POST /v1/models creates a model once (201), answers the same one in any case (200), and checks ids (422)', async () => {
    const drivers = await categoryId('golf/clubs/drivers');
    const titleist = await brandId('Titleist');
    const payload = { model: { name: 'GT2 Prototype', category_id: drivers, brand_id: titleist } };
    expect((await requestAs(context.app, 'POST', '/v1/models', null, payload)).status).toBe(401);
    const created = await requestAs(context.app, 'POST', '/v1/models', 131, payload);
    expect(created.status).toBe(201);
    const model = guideModelSchema.parse((created.body as { data: unknown }).data);
    expect(model).toMatchObject({ name: 'GT2 Prototype', brand_name: 'Titleist', category_name: 'Drivers' });
    const again = await requestAs(context.app, 'POST', '/v1/models', 132, {
      model: { ...payload.model, name: 'gt2 prototype' },
    });
    expect(again.status).toBe(200);
    expect((again.body as { data: { id: number } }).data.id).toBe(model.id);
    const golf = await categoryId('golf');
    const refused = await requestAs(context.app, 'POST', '/v1/models', 131, {
      model: { name: 'X', category_id: golf, brand_id: 999999 },
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual(['model.brand_id', 'model.category_id']);
    const [count] = await context.db.query<{ n: number }>("SELECT count(*)::int AS n FROM models WHERE name = 'X'");
    expect(count!.n).toBe(0);
  });

  it('POST /v1/parcels saves the caller’s parcel and refuses bad sizes on their field', async () => {
    const created = await requestAs(context.app, 'POST', '/v1/parcels', 133, {
      parcel: { length: 5, width: 5, height: 5, weight: 2.25 },
    });
    expect(created.status).toBe(201);
    expect(parcelSchema.parse((created.body as { data: unknown }).data)).toMatchObject({ length: 5, weight: 2.25 });
    const bad = await requestAs(context.app, 'POST', '/v1/parcels', 133, {
      parcel: { length: 0, width: 5, height: 500, weight: 1 },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['parcel.length', 'parcel.height']);
    expect(
      (
        await requestAs(context.app, 'POST', '/v1/parcels', null, {
          parcel: { length: 5, width: 5, height: 5, weight: 1 },
        })
      ).status,
    ).toBe(401);
  });
});
