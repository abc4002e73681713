import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { insertPhoto, listFlowCalls } from '../testing/listings';
import { bearer } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

/**
 * A dispute's photos are its evidence (issue 31, low): once a dispute holds a photo, its buyer cannot
 * remove it — not with DELETE /v1/images/{id}, and not by putting it on a draft listing and then
 * taking it off (or deleting the draft), which deleted the photo with it.
 */
describeEachDriver('dispute evidence stays with its dispute', (driver) => {
  const context = useSeededApp(driver);
  const { call, completeDraft } = listFlowCalls(
    () => context.app,
    () => context.db,
  );
  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0];

  it("refuses the buyer's own evidence on a new or saved draft (422) and its deletion (409); a loose photo still goes", async () => {
    const [dispute] = await context.db.query<{ id: number; buyer: number }>(
      'SELECT id, opened_by AS buyer FROM disputes ORDER BY id LIMIT 1',
    );
    const buyer = dispute!.buyer;
    const evidence = await insertPhoto(context.db, buyer);
    await context.db.query('UPDATE uploaded_images SET dispute_id = $1 WHERE id = $2', [dispute!.id, evidence]);
    const stillThere = async () =>
      (
        await context.db.query('SELECT 1 FROM uploaded_images WHERE id = $1 AND dispute_id = $2', [
          evidence,
          dispute!.id,
        ])
      ).length === 1;

    const created = await call('POST', '/v1/items', buyer, { item: { name: 'Evidence', images: [{ id: evidence }] } });
    expect([created.status, errorOf(created.body)?.field]).toEqual([422, 'item.images']);
    const draft = await completeDraft(buyer);
    const saved = await call('PUT', `/v1/items/${draft.id}`, buyer, { item: { images: [{ id: evidence }] } });
    expect([saved.status, errorOf(saved.body)?.field]).toEqual([422, 'item.images']);
    // Had it been taken, saving the draft without it (or deleting the draft) would delete it: it is not on the draft.
    expect(
      (await context.db.query('SELECT 1 FROM uploaded_images WHERE id = $1 AND item_id IS NOT NULL', [evidence]))
        .length,
    ).toBe(0);

    const deleted = await call('DELETE', `/v1/images/${evidence}`, buyer);
    expect([deleted.status, errorOf(deleted.body)]).toEqual([
      409,
      { message: 'This photo is evidence in a dispute: it stays with the dispute', code: 'dispute_evidence' },
    ]);
    expect(await stillThere()).toBe(true);
    // A loose photo of the same buyer is theirs to delete.
    const loose = await insertPhoto(context.db, buyer);
    const gone = await context.app.request(`/v1/images/${loose}`, { method: 'DELETE', headers: bearer(buyer) });
    expect(gone.status).toBe(204);
  });
});
