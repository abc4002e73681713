import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { listingSchema } from '../../schemas/entities/listing';
import { hockeyStickIds, insertPhoto, listFlowCalls, uploadUrlOf } from '../testing/listings';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const fieldsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors.map((error) => error.field);

describeEachDriver('list flow: POST/PUT /v1/items, edit, drafts', (driver) => {
  const context = useSeededApp(driver);
  const { call, listing, completeDraft } = listFlowCalls(
    () => context.app,
    () => context.db,
  );
  const itemCount = async (sellerId: number) =>
    (
      await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM items WHERE seller_id = $1', [
        sellerId,
      ])
    )[0]!.count;
  const snapshot = async (id: number) =>
    (await context.db.query('SELECT to_jsonb(i) - $2 AS row FROM items i WHERE id = $1', [id, 'search_document']))[0];

  it('creates an empty draft of the caller (photos come first), and refuses a guest', async () => {
    expect((await call('POST', '/v1/items', null, { item: {} })).status).toBe(401);
    const answer = await call('POST', '/v1/items', 101, { item: { src: 'header' } });
    expect(answer.status).toBe(201);
    const draft = listing(answer);
    expect(draft).toMatchObject({ state: 'draft', name: '', category_ids: [], list_price: null, version: 1 });
    expect(draft.published_at).toBeNull();
    const [row] = await context.db.query<{ seller_id: number; src: string }>(
      'SELECT seller_id, src FROM items WHERE id = $1',
      [draft.id],
    );
    expect(row).toEqual({ seller_id: 101, src: 'header' });
  });

  it('saves a whole listing: category path, model (with its brand), details, price, photos in order, parcel', async () => {
    const draft = await completeDraft(102);
    const ids = await hockeyStickIds(context.db);
    expect(draft.category_ids).toEqual(ids.lineage);
    expect(draft.categories.at(-1)).toMatchObject({ slug: 'hockey/sticks/senior', title_name: 'Senior Hockey Stick' });
    expect(draft.model?.id).toBe(ids.model_id);
    expect(draft.details.map((detail) => detail.slug)).toEqual(['brand', 'condition', 'hand', 'curve', 'flex']);
    expect(draft.list_price).toBe(149.5);
    expect(draft.parcel).toMatchObject({ length: 62, width: 6, height: 4, weight: 1.5 });
    const photos = [await insertPhoto(context.db, 102), await insertPhoto(context.db, 102)];
    const saved = listing(
      await call('PUT', `/v1/items/${draft.id}`, 102, { item: { images: photos.map((id) => ({ id })) } }),
    );
    expect(saved.images.map((image) => image.id)).toEqual(photos);
    expect(saved.images[0]!.large_url).toBe(await uploadUrlOf(context.db, photos[0]!));
  });

  it('refuses an unknown category, a model of another category and prices of 0, below 0 or 10^9, writing nothing', async () => {
    const ids = await hockeyStickIds(context.db);
    const before = await itemCount(103);
    const unknownCategory = await call('POST', '/v1/items', 103, { item: { category_ids: [999999] } });
    expect(unknownCategory.status).toBe(422);
    expect(fieldsOf(unknownCategory.body)).toEqual(['item.category_ids']);
    const wrongModel = await call('POST', '/v1/items', 103, {
      item: { category_ids: ids.lineage, model_id: ids.other_model_id },
    });
    expect(wrongModel.status).toBe(422);
    expect(fieldsOf(wrongModel.body)).toEqual(['item.model_id']);
    expect(fieldsOf((await call('POST', '/v1/items', 103, { item: { model_id: 3_000_000_000 } })).body)).toEqual([
      'item.model_id',
    ]);
    for (const price of [0, -5, 1e9]) {
      const answer = await call('POST', '/v1/items', 103, { item: { name: 'Stick', list_price: price } });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['item.list_price']);
    }
    expect(await itemCount(103)).toBe(before);
  });

  it("answers 403 on another user's item and 404 on an unknown one, changing nothing", async () => {
    const draft = await completeDraft(104);
    const before = await snapshot(draft.id);
    for (const [method, path] of [
      ['PUT', `/v1/items/${draft.id}`],
      ['GET', `/v1/items/${draft.id}/edit?track=false`],
      ['DELETE', `/v1/items/${draft.id}`],
      ['POST', `/v1/items/${draft.id}/validate`],
      ['POST', `/v1/items/${draft.id}/duplicate`],
    ] as const) {
      const answer = await call(method, path, 105, method === 'PUT' ? { item: { name: 'Mine now' } } : undefined);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(apiErrorBodySchema.parse(answer.body).errors[0]!.code).toBe('forbidden');
    }
    expect((await call('POST', '/v1/items/publish', 105, { item: { id: draft.id } })).status).toBe(403);
    expect(await snapshot(draft.id)).toEqual(before);
    expect((await call('PUT', '/v1/items/99999999', 105, { item: { name: 'x' } })).status).toBe(404);
    expect((await call('GET', '/v1/items/99999999/edit', 105)).status).toBe(404);
  });

  it("refuses another user's photo or parcel on 422 with the field, keeping the draft as it was", async () => {
    const draft = await completeDraft(106);
    const before = await snapshot(draft.id);
    const theirs = await insertPhoto(context.db, 107);
    const photo = await call('PUT', `/v1/items/${draft.id}`, 106, {
      item: { name: 'Renamed', images: [{ id: theirs }] },
    });
    expect(photo.status).toBe(422);
    expect(fieldsOf(photo.body)).toEqual(['item.images']);
    const parcel = await call('POST', '/v1/parcels', 107, { parcel: { length: 5, width: 5, height: 5, weight: 1 } });
    const parcelId = (parcel.body as { data: { id: number } }).data.id;
    const foreignParcel = await call('PUT', `/v1/items/${draft.id}`, 106, {
      item: { name: 'Renamed', parcel_id: parcelId },
    });
    expect(foreignParcel.status).toBe(422);
    expect(fieldsOf(foreignParcel.body)).toEqual(['item.parcel_id']);
    expect(await snapshot(draft.id)).toEqual(before);
  });

  it('lets the later of two tabs win, telling it when it overwrote a newer save', async () => {
    const draft = await completeDraft(108);
    const first = listing(
      await call('PUT', `/v1/items/${draft.id}`, 108, { item: { name: 'Tab one', version: draft.version } }),
    );
    expect(first.overwrote_newer).toBeUndefined();
    expect(first.version).toBe(draft.version + 1);
    const second = listing(
      await call('PUT', `/v1/items/${draft.id}`, 108, { item: { name: 'Tab two', version: draft.version } }),
    );
    expect(second).toMatchObject({ name: 'Tab two', overwrote_newer: true, version: draft.version + 2 });
    const loaded = listing(await call('GET', `/v1/items/${draft.id}/edit?track=false`, 108));
    expect(loaded.name).toBe('Tab two');
  });

  it('lists the caller’s drafts newest first; the seed gives demo_seller two, one with only a photo and a category', async () => {
    const drafts = (await call('GET', '/v1/items/drafts', 1002)).body as { data: unknown[] };
    const seeded = drafts.data.map((entry) => listingSchema.parse(entry));
    expect(seeded).toHaveLength(2);
    expect(seeded[0]!.name).toContain('Hockey Stick');
    expect(seeded[0]!.images).toHaveLength(1);
    expect(seeded[1]).toMatchObject({ name: '', list_price: null, model: null });
    expect(seeded[1]!.categories.at(-1)?.slug).toBe('golf/clubs/drivers');
    const mine = await completeDraft(109);
    const newer = listing(await call('POST', '/v1/items', 109, { item: { name: 'Second' } }));
    const list = ((await call('GET', '/v1/items/drafts', 109)).body as { data: { id: number }[] }).data;
    expect(list.slice(0, 2).map((entry) => entry.id)).toEqual([newer.id, mine.id]);
    expect((await call('GET', '/v1/items/drafts', null)).status).toBe(401);
  });

  it('answers ids past what the database stores, malformed JSON and unknown details with 4xx on their field', async () => {
    const huge = 3_000_000_000;
    const before = await itemCount(112);
    const cases: [unknown, number, string][] = [
      [{ item: { category_ids: [huge] } }, 422, 'item.category_ids'],
      [{ item: { images: [{ id: huge }] } }, 422, 'item.images'],
      [{ item: { parcel_id: huge } }, 422, 'item.parcel_id'],
      [{ item: { details: [{ slug: 'brand', values: [{ id: huge }] }] } }, 422, 'item.details.brand'],
      [{ item: { details: [{ slug: 'condition', values: [{ id: 7 }] }] } }, 422, 'item.details.condition'],
      [{ item: { details: [{ slug: 'hand', values: [{ id: 1 }] }] } }, 422, 'item.details.hand'],
      [{ item: { name: 'x'.repeat(81) } }, 400, 'item.name'],
      ['{"item":', 400, ''],
    ];
    for (const [body, status, field] of cases) {
      const answer = await call('POST', '/v1/items', 112, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (field) expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual([field]);
    }
    expect(await itemCount(112)).toBe(before);
    expect((await call('POST', '/v1/items/publish', 112, { item: { id: huge } })).status).toBe(404);
  });

  it('shows a draft without category or price on the item page to its seller only', async () => {
    const draft = listing(await call('POST', '/v1/items', 110, { item: { name: 'Just a photo' } }));
    const own = await call('GET', `/v1/items/${draft.id}`, 110);
    expect(own.status).toBe(200);
    expect(itemDetailSchema.parse((own.body as { data: unknown }).data)).toMatchObject({
      state: 'draft',
      categories: [],
    });
    expect((await call('GET', `/v1/items/${draft.id}`, 111)).status).toBe(404);
    expect((await call('GET', `/v1/items/${draft.id}`, null)).status).toBe(404);
  });
});
