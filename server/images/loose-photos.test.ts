import { expect, it } from 'vitest';
import { solidImage } from '../testing/photos';
import { bearer, requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { setItemImages } from './item-images';
import { makeRenditions } from './renditions';
import { deleteLoosePhotos, storePhoto } from './uploads';

const SELLER = 1002;
const BUYER = 1001;

describeEachDriver('loose photos', (driver) => {
  const context = useSeededApp(driver);
  const newPhoto = async (ownerId = SELLER) =>
    storePhoto(context.db, ownerId, await makeRenditions(await solidImage('png')));
  const exists = async (id: number) =>
    (await context.db.query('SELECT 1 FROM uploaded_images WHERE id = $1', [id])).length === 1;
  const sellersItem = async () =>
    (
      await context.db.query<{ id: number }>(
        `SELECT id FROM items WHERE seller_id = $1 AND state = 'available' ORDER BY id LIMIT 1`,
        [SELLER],
      )
    )[0]!.id;

  it('DELETE /v1/images/{id}: the owner deletes a loose photo (204), and it is gone', async () => {
    const photo = await newPhoto();
    const deleted = await context.app.request(`/v1/images/${photo.id}`, { method: 'DELETE', headers: bearer(SELLER) });
    expect(deleted.status).toBe(204);
    expect(await exists(photo.id)).toBe(false);
    expect((await context.app.request(photo.large_url)).status).toBe(404);
    expect((await requestAs(context.app, 'DELETE', `/v1/images/${photo.id}`, SELLER)).status).toBe(404);
  });

  it("DELETE /v1/images/{id}: another user's photo is 404 as an unknown one, and stays", async () => {
    const photo = await newPhoto();
    expect(await requestAs(context.app, 'DELETE', `/v1/images/${photo.id}`, BUYER)).toEqual({
      status: 404,
      body: { errors: [{ message: 'Photo not found', code: 'not_found' }] },
    });
    expect((await requestAs(context.app, 'DELETE', `/v1/images/${photo.id}`, null)).status).toBe(401);
    for (const id of ['abc', '0', '99999999999'])
      expect((await requestAs(context.app, 'DELETE', `/v1/images/${id}`, SELLER)).status).toBe(404);
    expect(await exists(photo.id)).toBe(true);
  });

  it('DELETE /v1/images/{id}: a photo a listing holds is 409, left to a save of the listing', async () => {
    const photo = await newPhoto();
    await setItemImages(context.db, await sellersItem(), SELLER, [photo.id]);
    expect(await requestAs(context.app, 'DELETE', `/v1/images/${photo.id}`, SELLER)).toEqual({
      status: 409,
      body: {
        errors: [{ message: 'This photo belongs to a listing: remove it from the listing instead', code: 'attached' }],
      },
    });
    expect(await exists(photo.id)).toBe(true);
  });

  it('deleteLoosePhotos removes loose photos older than a day, keeping newer ones and those listings hold', async () => {
    const [stale, fresh, attachedOld] = [await newPhoto(), await newPhoto(BUYER), await newPhoto()];
    await setItemImages(context.db, await sellersItem(), SELLER, [attachedOld.id]);
    await context.db.query(`UPDATE uploaded_images SET created_at = now() - interval '25 hours' WHERE id = ANY ($1)`, [
      [stale.id, attachedOld.id],
    ]);
    await context.db.query(`UPDATE uploaded_images SET created_at = now() - interval '23 hours' WHERE id = $1`, [
      fresh.id,
    ]);
    expect(await deleteLoosePhotos(context.db)).toBe(1);
    expect([await exists(stale.id), await exists(fresh.id), await exists(attachedOld.id)]).toEqual([false, true, true]);
    expect(await deleteLoosePhotos(context.db)).toBe(0);
  });

  it('deleteLoosePhotos works through more than one batch', async () => {
    const renditions = await makeRenditions(await solidImage('png', 20, 20));
    await context.db.query(
      `INSERT INTO uploaded_images (owner_id, content_type, width, height, large, small, created_at)
       SELECT $1, 'image/webp', 20, 20, $2, $2, now() - interval '2 days' FROM generate_series(1, 1201)`,
      [SELLER, renditions.small],
    );
    expect(await deleteLoosePhotos(context.db)).toBe(1201);
  });
});
