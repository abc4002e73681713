import { readFileSync } from 'node:fs';
import { expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { itemSchema } from '../../schemas/entities/item';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { uploadedImageSchema } from '../../schemas/entities/listing';
import { swapSchema } from '../../schemas/entities/swap';
import { listFlowCalls, uploadUrlOf } from '../testing/listings';
import { solidImage } from '../testing/photos';
import { bearer, requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const ADMIN = 1004;
/** Neither party to the seeded dispute (demo_seller's sale to a seeded buyer) nor an admin. */
const STRANGER = 1003;
const UPLOAD_URL = /^\/media\/uploads\/[A-Za-z0-9_-]{43}\/(large|small)\.webp$/;
const MIGRATION_150 = readFileSync(new URL('../db/migrations/150_upload_url_keys.sql', import.meta.url), 'utf8');

/**
 * Issue 31 (low): uploads were served by their sequential id, so anyone could walk through every photo,
 * a dispute's evidence included. Now an upload's URL names its unguessable key, and evidence is its
 * parties' and admins' alone (server/README.md 'Security model' → 'Listings, eBay, photos and uploads').
 */
describeEachDriver('upload URLs: unguessable keys, private dispute evidence', (driver) => {
  const context = useSeededApp(driver);
  const { call, completeDraft } = listFlowCalls(
    () => context.app,
    () => context.db,
  );
  const fetchAs = (url: string, userId: number | null) =>
    context.app.request(url, { headers: userId === null ? {} : bearer(userId) });
  async function upload(userId: number) {
    const form = new FormData();
    form.set('image', new File([new Uint8Array(await solidImage('png', 60, 40))], 'photo.png', { type: 'image/png' }));
    const response = await context.app.request('/v1/images', { method: 'POST', headers: bearer(userId), body: form });
    expect(response.status).toBe(201);
    return uploadedImageSchema.parse(((await response.json()) as { data: unknown }).data);
  }

  it("names a loose photo by a key its id does not give away, and answers 404 to the photo's sequential id", async () => {
    const [first, second] = [await upload(1002), await upload(1002)];
    for (const photo of [first!, second!]) {
      expect(photo.large_url).toMatch(UPLOAD_URL);
      expect(photo.small_url).toMatch(UPLOAD_URL);
      expect(photo.large_url).not.toContain(`/${photo.id}/`);
      const byKey = await fetchAs(photo.large_url, null);
      expect([byKey.status, byKey.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
      for (const size of ['large', 'small'])
        expect((await fetchAs(`/media/uploads/${photo.id}/${size}.webp`, null)).status).toBe(404);
    }
    // Consecutive uploads: nothing in one key leads to the next.
    expect(first!.large_url.split('/')[3]).not.toBe(second!.large_url.split('/')[3]);
    // Seeded photos (written before the keys) have keys too, and their ids open nothing either.
    const [seeded] = await context.db.query<{ id: number }>('SELECT min(id) AS id FROM uploaded_images');
    expect((await fetchAs(`/media/uploads/${seeded!.id}/large.webp`, null)).status).toBe(404);
    expect((await fetchAs(`/media/uploads/${seeded!.id}/large.webp`, 1002)).status).toBe(404);
  });

  it('still shows a listing’s photos to everyone: the item page and the search cards', async () => {
    const seller = 102;
    const draft = await completeDraft(seller, 'Keyed Photo Senior Hockey Stick');
    expect((await call('POST', '/v1/items/publish', seller, { item: { id: draft.id } })).status).toBe(200);
    const detail = await requestAs(context.app, 'GET', `/v1/items/${draft.id}?track=false`, null);
    const images = itemDetailSchema.parse((detail.body as { data: unknown }).data).images ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]!.large_url).toMatch(UPLOAD_URL);
    const [{ username }] = (await context.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
      seller,
    ])) as [{ username: string }];
    const cards = z
      .array(itemSchema)
      .parse(
        (
          (await requestAs(context.app, 'GET', `/v1/items?seller=${username}&state=available&page_size=60`, null))
            .body as { data: unknown }
        ).data,
      );
    const card = cards.find((entry) => entry.id === draft.id);
    expect(card?.primary_image?.edge_url).toBe(images[0]!.small_url);
    for (const url of [images[0]!.large_url, card!.primary_image!.edge_url]) {
      const served = await fetchAs(url, null);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    }
  });

  it("serves a dispute's evidence to its buyer, its seller and admins only, private; 404 to guests and anyone else", async () => {
    const [dispute] = await context.db.query<{ id: number; swap_id: number; buyer: number; seller: number }>(
      `SELECT d.id, d.swap_id, s.buyer_id AS buyer, s.seller_id AS seller
         FROM disputes d JOIN swaps s ON s.id = d.swap_id ORDER BY d.id LIMIT 1`,
    );
    const { id, swap_id: swapId, buyer, seller } = dispute!;
    expect(new Set([buyer, seller, ADMIN, STRANGER]).size).toBe(4);
    // What POST /v1/swaps/{id}/dispute does with the buyer's photo: it joins the dispute, its URL kept there.
    const evidence = await upload(buyer);
    await context.db.query('UPDATE uploaded_images SET dispute_id = $1 WHERE id = $2', [id, evidence.id]);
    await context.db.query('UPDATE disputes SET photos = photos || $2::text WHERE id = $1', [id, evidence.large_url]);
    onTestFinished(async () => {
      await context.db.query('UPDATE disputes SET photos = array_remove(photos, $2) WHERE id = $1', [
        id,
        evidence.large_url,
      ]);
      await context.db.query('DELETE FROM uploaded_images WHERE id = $1', [evidence.id]);
    });

    // The parties' swap page names it: the URL the browser's <img> asks for.
    const swap = await requestAs(context.app, 'GET', `/v1/swaps/${swapId}`, seller);
    const photos = swapSchema.parse((swap.body as { data: unknown }).data).dispute?.photos;
    expect(photos).toContain(evidence.large_url);

    for (const url of [evidence.large_url, evidence.small_url]) {
      for (const viewer of [buyer, seller, ADMIN]) {
        const seen = await fetchAs(url, viewer);
        expect([viewer, seen.status, seen.headers.get('cache-control')]).toEqual([
          viewer,
          200,
          'private, max-age=3600',
        ]);
        expect(seen.headers.get('content-type')).toBe('image/webp');
      }
      const unknown = await fetchAs(url.replace(/\/media\/uploads\/[^/]+/, `/media/uploads/${'A'.repeat(43)}`), null);
      for (const viewer of [null, STRANGER]) {
        const refused = await fetchAs(url, viewer);
        // As an unknown key: nothing says the photo exists, and no cache keeps the answer.
        expect([viewer, refused.status, refused.headers.get('cache-control'), await refused.json()]).toEqual([
          viewer,
          404,
          'private, no-store',
          await unknown.clone().json(),
        ]);
      }
    }
    // Nor by its id.
    expect((await fetchAs(`/media/uploads/${evidence.id}/large.webp`, buyer)).status).toBe(404);
  });

  it('migration 150 gives each existing upload its own key and points the disputes’ stored photo URLs at them', async () => {
    const [a, b] = await context.db.query<{ id: number }>(
      `INSERT INTO uploaded_images (owner_id, content_type, width, height, large, small)
       VALUES (1001, 'image/webp', 1, 1, '\\x00', '\\x00'), (1001, 'image/webp', 1, 1, '\\x00', '\\x00') RETURNING id`,
    );
    const ids = [a!.id, b!.id];
    onTestFinished(async () => {
      await context.db.query('DELETE FROM uploaded_images WHERE id = ANY ($1::int[])', [ids]);
    });
    // The backfill: one call of upload_url_key() per row.
    const keys = await context.db.query<{ url_key: string }>(
      'UPDATE uploaded_images SET url_key = upload_url_key() WHERE id = ANY ($1::int[]) RETURNING url_key',
      [ids],
    );
    expect(keys.map((row) => row.url_key)).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expect.any(String)]);
    expect(new Set(keys.map((row) => row.url_key)).size).toBe(2);

    // A dispute's photos as openDispute stored them before: by id (and one whose upload is gone).
    const [dispute] = await context.db.query<{ id: number; photos: string[] }>(
      'SELECT id, photos FROM disputes ORDER BY id LIMIT 1',
    );
    onTestFinished(async () => {
      await context.db.query('UPDATE disputes SET photos = $2 WHERE id = $1', [dispute!.id, dispute!.photos]);
    });
    await context.db.query('UPDATE disputes SET photos = $2 WHERE id = $1', [
      dispute!.id,
      [
        `/media/uploads/${ids[1]}/large.webp`,
        '/media/uploads/99999999/large.webp',
        `/media/uploads/${ids[0]}/small.webp`,
      ],
    ]);
    await context.db.exec(MIGRATION_150.slice(MIGRATION_150.indexOf('UPDATE disputes')));
    const [rewritten] = await context.db.query<{ photos: string[] }>('SELECT photos FROM disputes WHERE id = $1', [
      dispute!.id,
    ]);
    const urls = await Promise.all([uploadUrlOf(context.db, ids[1]!), uploadUrlOf(context.db, ids[0]!, 'small')]);
    expect(rewritten!.photos).toEqual([urls[0], '/media/uploads/99999999/large.webp', urls[1]]);
  });
});
