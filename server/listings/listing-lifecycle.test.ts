import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { listFlowCalls } from '../testing/listings';
import { bearer } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;

describeEachDriver('list flow: validate, publish, duplicate, delete', (driver) => {
  const context = useSeededApp(driver);
  const { call, listing, completeDraft } = listFlowCalls(
    () => context.app,
    () => context.db,
  );
  const snapshot = async (id: number) =>
    (await context.db.query('SELECT to_jsonb(i) - $2 AS row FROM items i WHERE id = $1', [id, 'search_document']))[0];

  it('validate answers every publish rule at once, with required and invalid codes on the payload fields', async () => {
    const empty = listing(await call('POST', '/v1/items', 121, { item: { name: 'ab' } }));
    const answer = await call('POST', `/v1/items/${empty.id}/validate`, 121);
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body).map(({ field, code }) => `${field} ${code}`)).toEqual([
      'item.name invalid',
      'item.category_ids required',
      'item.list_price required',
      'item.images required',
      'item.details.brand required',
      'item.details.condition required',
      'item.parcel_id required',
    ]);
    const complete = await completeDraft(121);
    expect((await call('POST', `/v1/items/${complete.id}/validate`, 121)).body).toEqual({ data: { valid: true } });
  });

  it("asks for a leaf category and the category's required details", async () => {
    const draft = await completeDraft(122);
    const parent = draft.category_ids.slice(0, 2);
    const answer = await call('PUT', `/v1/items/${draft.id}`, 122, { item: { category_ids: parent } });
    expect(answer.status).toBe(200);
    const changed = listing(answer);
    // A model and details of the old category do not describe the new one.
    expect(changed.model).toBeNull();
    expect(changed.details.map((detail) => detail.slug)).toEqual(['brand', 'condition', 'hand', 'curve']);
    const errors = errorsOf((await call('POST', `/v1/items/${draft.id}/validate`, 122)).body);
    expect(errors.map((error) => error.field)).toEqual(['item.category_ids']);
    const back = await call('PUT', `/v1/items/${draft.id}`, 122, { item: { category_ids: draft.category_ids } });
    const missing = errorsOf((await call('POST', `/v1/items/${listing(back).id}/validate`, 122)).body);
    expect(missing).toEqual([{ message: 'Choose a flex', code: 'required', field: 'item.details.flex' }]);
  });

  it('publishes once: available, priced at the asking price, found by others; a second publish changes nothing', async () => {
    const draft = await completeDraft(123, 'Used Warrior Senior Stick Publishtest');
    const published = listing(await call('POST', '/v1/items/publish', 123, { item: { id: draft.id } }));
    expect(published).toMatchObject({ state: 'available', list_price: 149.5 });
    expect(published.published_at).not.toBeNull();
    const before = await snapshot(draft.id);
    const again = await call('POST', '/v1/items/publish', 123, { item: { id: draft.id } });
    expect(again.status).toBe(200);
    expect(listing(again)).toEqual(published);
    expect(await snapshot(draft.id)).toEqual(before);
    const [row] = await context.db.query<{ price: number }>('SELECT price FROM items WHERE id = $1', [draft.id]);
    expect(row!.price).toBe(149.5);
    const search = (await call('GET', '/v1/items?q=Publishtest', 124)).body as { data: { id: number }[] };
    expect(search.data.map((item) => item.id)).toEqual([draft.id]);
  });

  it('publishes once when two publishes race (the item row is locked)', async () => {
    const draft = await completeDraft(129);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/v1/items/publish', 129, { item: { id: draft.id } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => listing(answer).published_at)).size).toBe(1);
    expect(new Set(answers.map((answer) => listing(answer).version)).size).toBe(1);
  });

  it('refuses to publish an incomplete draft (422, still a draft) and a removed item (409)', async () => {
    const draft = listing(await call('POST', '/v1/items', 125, { item: { name: 'Half done' } }));
    const answer = await call('POST', '/v1/items/publish', 125, { item: { id: draft.id } });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body).length).toBeGreaterThan(3);
    expect(await snapshot(draft.id)).toMatchObject({
      row: expect.objectContaining({ state: 'draft', published_at: null }),
    });
    await context.db.query(`UPDATE items SET state = 'removed', category_id = 1, price = 1 WHERE id = $1`, [draft.id]);
    expect((await call('POST', '/v1/items/publish', 125, { item: { id: draft.id } })).status).toBe(409);
    expect((await call('POST', '/v1/items/publish', 125, { item: { id: 3_000_000_000 } })).status).toBe(404);
  });

  it('keeps a published item publishable: a save that breaks a rule is 422 and writes nothing', async () => {
    const draft = await completeDraft(126);
    await call('POST', '/v1/items/publish', 126, { item: { id: draft.id } });
    const before = await snapshot(draft.id);
    for (const item of [
      { list_price: null },
      { images: [] },
      { category_ids: draft.category_ids.slice(0, 1) },
      { name: '' },
    ]) {
      const answer = await call('PUT', `/v1/items/${draft.id}`, 126, { item });
      expect(answer.status, JSON.stringify(item)).toBe(422);
    }
    expect(await snapshot(draft.id)).toEqual(before);
    expect(listing(await call('GET', `/v1/items/${draft.id}/edit`, 126)).images).toEqual(draft.images);
    const repriced = listing(await call('PUT', `/v1/items/${draft.id}`, 126, { item: { list_price: 120 } }));
    expect(repriced).toMatchObject({ state: 'available', list_price: 120 });
    const [row] = await context.db.query<{ price: number }>('SELECT price FROM items WHERE id = $1', [draft.id]);
    expect(row!.price).toBe(120);
  });

  it('lets a seller edit a listing that predates a rule (seeded or imported: no uploaded photo, no parcel) without first meeting it; a rule that held still holds', async () => {
    const [seeded] = await context.db.query<{ id: number; seller_id: number; name: string }>(
      `SELECT i.id, i.seller_id, i.name FROM items i
       WHERE i.state = 'available' AND i.parcel_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM uploaded_images u WHERE u.item_id = i.id)
       ORDER BY i.id LIMIT 1`,
    );
    const answer = await call('PUT', `/v1/items/${seeded!.id}`, seeded!.seller_id, { item: { list_price: 77 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(listing(answer)).toMatchObject({ state: 'available', list_price: 77 });
    const before = await snapshot(seeded!.id);
    const emptied = await call('PUT', `/v1/items/${seeded!.id}`, seeded!.seller_id, { item: { name: '' } });
    expect(emptied.status).toBe(422);
    expect(errorsOf(emptied.body).map(({ field }) => field)).toEqual(['item.name']);
    expect(await snapshot(seeded!.id)).toEqual(before);
  });

  it('duplicates the caller’s own item into a new draft with copies of its photos', async () => {
    const original = await completeDraft(127);
    await call('POST', '/v1/items/publish', 127, { item: { id: original.id } });
    const answer = await call('POST', `/v1/items/${original.id}/duplicate`, 127);
    expect(answer.status).toBe(201);
    const copy = listing(answer);
    expect(copy).toMatchObject({ state: 'draft', name: original.name, published_at: null, list_price: 149.5 });
    expect(copy.id).not.toBe(original.id);
    expect(copy.details).toEqual(original.details);
    expect(copy.images).toHaveLength(1);
    expect(copy.images[0]!.id).not.toBe(original.images[0]!.id);
    const [owner] = await context.db.query<{ owner_id: number }>('SELECT owner_id FROM uploaded_images WHERE id = $1', [
      copy.images[0]!.id,
    ]);
    expect(owner!.owner_id).toBe(127);
    expect((await call('POST', `/v1/items/${copy.id}/validate`, 127)).status).toBe(200);
  });

  it('deletes a draft with its photos; a published item is 409 and stays', async () => {
    const draft = await completeDraft(128);
    const photoIds = draft.images.map((image) => image.id);
    const deleted = await context.app.request(`/v1/items/${draft.id}`, { method: 'DELETE', headers: bearer(128) });
    expect(deleted.status).toBe(204);
    expect(await context.db.query('SELECT id FROM items WHERE id = $1', [draft.id])).toEqual([]);
    expect(await context.db.query('SELECT id FROM uploaded_images WHERE id = ANY ($1::int[])', [photoIds])).toEqual([]);
    const published = await completeDraft(128);
    await call('POST', '/v1/items/publish', 128, { item: { id: published.id } });
    const refused = await call('DELETE', `/v1/items/${published.id}`, 128);
    expect(refused.status).toBe(409);
    expect(await context.db.query('SELECT id FROM items WHERE id = $1', [published.id])).toHaveLength(1);
  });
});
