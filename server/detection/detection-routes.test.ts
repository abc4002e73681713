import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { bearer, requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { loadCatalogueModels, modelImageSvg, type CatalogueModel } from './catalogue-index';
import { DETECTION_LIMITS } from './detection-routes';
import type { DetectionCandidate } from './detector';

const DETECT = '/discovery/jobs/v1/detect';

/** A seller's copy of a model's generated photo: 700 px, cropped unevenly, JPEG at quality 60. */
async function sellerPhoto(model: CatalogueModel, photo: number): Promise<Buffer> {
  const png = await sharp(Buffer.from(modelImageSvg(model, photo)), { density: (72 * 700) / 400 })
    .png()
    .toBuffer();
  return sharp(png).extract({ left: 35, top: 20, width: 620, height: 650 }).jpeg({ quality: 60 }).toBuffer();
}

/** Stores `bytes` as an upload of `ownerId`: its large rendition's path (by its URL key) and its id. */
async function upload(db: Db, ownerId: number, bytes: Buffer): Promise<{ path: string; id: number }> {
  const [row] = await db.query<{ id: number; url_key: string }>(
    `INSERT INTO uploaded_images (owner_id, content_type, width, height, large, small)
     VALUES ($1, 'image/jpeg', 620, 650, $2, $2) RETURNING id, url_key`,
    [ownerId, bytes],
  );
  return { path: `/media/uploads/${row!.url_key}/large.webp`, id: row!.id };
}

describeEachDriver('POST /discovery/jobs/v1/detect', (driver) => {
  const context = useSeededApp(driver);
  let seller: number;
  let otherSeller: number;
  let models: CatalogueModel[];

  beforeAll(async () => {
    [seller, otherSeller] = (await context.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 2')).map(
      (row) => row.id,
    ) as [number, number];
    models = await loadCatalogueModels(context.db);
  });

  const modelImageSvgOfFirstModel = () => modelImageSvg(models[0]!, 1);
  const detect = (uri: unknown, userId: number | null = seller) =>
    requestAs(context.app, 'POST', DETECT, userId, { uri });
  const candidatesOf = (body: unknown) => (body as { data: { candidates: DetectionCandidate[] } }).data.candidates;

  it('asks a guest to sign in', async () => {
    expect((await detect('/media/items/1/1.svg', null)).status).toBe(401);
  });

  it.each([
    ['a foreign URL', 'https://images.example.com/media/uploads/1/large.webp'],
    ['a protocol-relative URL', '//images.example.com/media/items/1/1.svg'],
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a file URL', 'file:///etc/passwd'],
    ['our host as a user name of another', 'http://localhost@images.example.com/media/items/1/1.svg'],
    ['credentials in the URL', 'http://user:secret@localhost/media/items/1/1.svg'],
    ['a path that is no image of ours', '/v1/items/1'],
    ['no uri', undefined],
  ])('refuses %s with 400 on uri, fetching nothing', async (_, uri) => {
    const { status, body } = await detect(uri);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [{ code: 'invalid', field: 'uri' }] });
  });

  it.each(['/media/items/99999999/1.svg', '/media/items/1/9.svg', `/media/uploads/${'A'.repeat(43)}/large.webp`])(
    'answers 404 for %s, which does not exist',
    async (uri) => {
      expect((await detect(uri)).status).toBe(404);
    },
  );

  it("answers 404 for another seller's upload", async () => {
    const { path } = await upload(context.db, otherSeller, await sellerPhoto(models[0]!, 1));
    expect((await detect(path)).status).toBe(404);
  });

  it("refuses the seller's own upload named by its id (400 on uri): an upload's address names its URL key", async () => {
    const { id } = await upload(context.db, seller, await sellerPhoto(models[0]!, 1));
    const { status, body } = await detect(`/media/uploads/${id}/large.webp`);
    expect([status, body]).toMatchObject([400, { errors: [{ code: 'invalid', field: 'uri' }] }]);
  });

  it.each([
    ['no image', 'not an image at all'],
    ['an SVG (never decoded from an upload)', modelImageSvgOfFirstModel],
  ])('answers 422 for an upload that is %s', async (_, bytes) => {
    const content = typeof bytes === 'string' ? bytes : bytes();
    const { path } = await upload(context.db, seller, Buffer.from(content));
    const { status, body } = await detect(path);
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: [{ message: 'This image could not be read', field: 'uri' }] });
  });

  it.each([
    ['a driver', 'golf/clubs/drivers', 2],
    ['a senior hockey stick', 'hockey/sticks/senior', 1],
    ['a tennis racquet', 'tennis/racquets/performance', 4],
  ])('finds the category and model of %s in a cropped, re-encoded upload (top 3)', async (_, categorySlug, photo) => {
    const [row] = await context.db.query<{ id: number }>(
      `SELECT m.id FROM models m JOIN categories c ON c.id = m.category_id
         WHERE c.slug = $1 ORDER BY m.id DESC LIMIT 1`,
      [categorySlug],
    );
    const model = models.find((candidate) => candidate.id === row!.id)!;
    const { path } = await upload(context.db, seller, await sellerPhoto(model, photo));
    // A full URL on the origin the request came to counts as ours.
    const { status, body } = await detect(`http://localhost${path}`);
    expect(status).toBe(200);
    const candidates = candidatesOf(body);
    expect(candidates.length).toBeGreaterThanOrEqual(1);
    expect(candidates.length).toBeLessThanOrEqual(3);
    expect(candidates.map((candidate) => candidate.model?.id)).toContain(model.id);
    expect(candidates.map((candidate) => candidate.category.id)).toContain(model.category_id);
    expect(candidates[0]).toMatchObject({
      category: { id: expect.any(Number), name: expect.any(String) },
      brand: { id: expect.any(Number), name: expect.any(String) },
      model: { id: expect.any(Number), name: expect.any(String), brand_id: expect.any(Number) },
    });
    const confidences = candidates.map((candidate) => candidate.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    expect(confidences[0]).toBeGreaterThan(0.3);
  });

  it("names the brand and model of an item's generated photo first", async () => {
    const [item] = await context.db.query<{ id: number; model_id: number; category_id: number }>(
      'SELECT id, model_id, category_id FROM items WHERE image_count >= 3 AND model_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const { status, body } = await detect(`/media/items/${item!.id}/3.svg`);
    expect(status).toBe(200);
    const candidates = candidatesOf(body);
    const model = models.find((candidate) => candidate.id === item!.model_id)!;
    // Models of the same name and brand in sibling categories are drawn alike: any of them may come first.
    expect(candidates[0]).toMatchObject({ brand: { id: model.brand_id }, model: { name: model.name } });
    expect(candidates.map((candidate) => candidate.model?.id)).toContain(model.id);
    expect(candidates.map((candidate) => candidate.category.id)).toContain(model.category_id);
  });

  it('suggests nothing for a photo like nothing in the catalogue', async () => {
    const noise = Buffer.alloc(240 * 240 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const photo = await sharp(noise, { raw: { width: 240, height: 240, channels: 3 } })
      .jpeg()
      .toBuffer();
    const { status, body } = await detect((await upload(context.db, seller, photo)).path);
    expect(status).toBe(200);
    expect(candidatesOf(body)).toEqual([]);
  });

  it('knows a model added after the index was built, without a restart', async () => {
    const [added] = await context.db.query<{ id: number }>(
      `INSERT INTO models (brand_id, category_id, name, used_p30, used_p70, new_p30, new_p70)
       SELECT brand_id, category_id, 'Zephyr Quasar 9000', used_p30, used_p70, new_p30, new_p70
       FROM models ORDER BY id LIMIT 1 RETURNING id`,
    );
    const model = (await loadCatalogueModels(context.db, added!.id - 1))[0]!;
    const photo = await sellerPhoto(model, 1);
    const { body } = await detect((await upload(context.db, seller, photo)).path);
    expect(candidatesOf(body)[0]?.model).toEqual({
      id: added!.id,
      name: 'Zephyr Quasar 9000',
      brand_id: model.brand_id,
    });
  });

  it(`counts ${DETECTION_LIMITS.user.max} detections per user and ${DETECTION_LIMITS.address.max} per address in 10 minutes, before any work`, async () => {
    const users = (await context.db.query<{ id: number }>('SELECT id FROM users ORDER BY id OFFSET 3 LIMIT 4')).map(
      (row) => row.id,
    );
    // A bad uri is refused (400) after the limits counted it, so the edges cost no detection.
    const detectFrom = async (userId: number, address: string) => {
      const response = await context.app.request(DETECT, {
        method: 'POST',
        headers: { ...bearer(userId), 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ uri: '/v1/items/1' }),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    };
    const burst = async (userId: number, address: string, count: number) => {
      const statuses = new Set<number>();
      for (let i = 0; i < count; i++) statuses.add((await detectFrom(userId, address)).status);
      return [...statuses];
    };
    // Per user: the 60th is served, the 61st refused, from any address.
    expect(await burst(users[0]!, '203.0.113.1', DETECTION_LIMITS.user.max)).toEqual([400]);
    const refused = await detectFrom(users[0]!, '203.0.113.9');
    expect(refused).toEqual({
      status: 429,
      retryAfter: '600',
      body: { errors: [{ message: DETECTION_LIMITS.user.message, code: 'rate_limited' }] },
    });
    // Per address: two users fill it; a third is refused there, served elsewhere.
    expect(await burst(users[1]!, '203.0.113.2', 60)).toEqual([400]);
    expect(await burst(users[2]!, '203.0.113.2', DETECTION_LIMITS.address.max - 60)).toEqual([400]);
    expect((await detectFrom(users[3]!, '203.0.113.2')).body).toEqual({
      errors: [{ message: DETECTION_LIMITS.address.message, code: 'rate_limited' }],
    });
    expect((await detectFrom(users[3]!, '203.0.113.3')).status).toBe(400);
  });
});
