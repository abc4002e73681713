import sharp from 'sharp';
import { expect, it } from 'vitest';
import { uploadedImageSchema, type UploadedImage } from '../../schemas/entities/listing';
import { pixelAt, pngClaiming, sidewaysPhoneJpeg, solidImage, zeroPng } from '../testing/photos';
import { bearer } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_LIMIT } from './upload-limits';

const SELLER = 1002;
const BUYER = 1001;

function photoForm(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.set('image', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describeEachDriver('POST /v1/images', (driver) => {
  const context = useSeededApp(driver);
  const upload = async (userId: number | null, body: FormData | string, headers: Record<string, string> = {}) => {
    const response = await context.app.request('/v1/images', {
      method: 'POST',
      headers: { ...(userId === null ? {} : bearer(userId)), ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as { data: UploadedImage; errors: unknown[] } };
  };
  const photoCount = async () =>
    (await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM uploaded_images'))[0]!.count;

  it('stores a sideways phone JPEG upright, in a large and a small WebP without EXIF or GPS', async () => {
    const { status, body } = await upload(SELLER, photoForm(await sidewaysPhoneJpeg(2400, 1600)));
    expect(status).toBe(201);
    const photo = uploadedImageSchema.parse(body.data);
    expect(photo).toMatchObject({
      width: 1067,
      height: 1600,
      large_url: expect.stringMatching(/^\/media\/uploads\/[A-Za-z0-9_-]{43}\/large\.webp$/),
      small_url: photo.large_url.replace('/large.webp', '/small.webp'),
    });
    for (const [url, width, height] of [
      [photo.large_url, 1067, 1600],
      [photo.small_url, 267, 400],
    ] as const) {
      const response = await context.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(Buffer.from(bytes).includes('KitswapTestPhone')).toBe(false);
      // Upright: the sensor's left half (red) is the top of the photo, its right half (blue) the bottom.
      const [top, bottom] = [await pixelAt(bytes, 10, 5), await pixelAt(bytes, 10, height - 5)];
      expect(top[0]).toBeGreaterThan(215);
      expect(top[2]).toBeLessThan(40);
      expect(bottom[0]).toBeLessThan(40);
      expect(bottom[2]).toBeGreaterThan(215);
    }
  });

  it('serves renditions cached for a year with an ETag, and 304 for a matching If-None-Match', async () => {
    const { body } = await upload(SELLER, photoForm(await solidImage('png'), 'pic.png', 'image/png'));
    const first = await context.app.request(body.data.small_url);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await context.app.request(body.data.small_url, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    for (const path of [
      body.data.small_url.replace('/small.webp', '/large.jpg'),
      body.data.small_url.replace('/small.webp', '/medium.webp'),
      `/media/uploads/${body.data.id}/small.webp`,
      '/media/uploads/99999999/large.webp',
      '/media/uploads/abc/large.webp',
    ])
      expect((await context.app.request(path)).status).toBe(404);
  });

  it.each([
    ['png', 'holiday.png', 'image/png'],
    ['webp', 'board.webp', 'image/webp'],
  ] as const)('takes a %s photo by its bytes, never enlarging a small one', async (format, name, type) => {
    const { status, body } = await upload(SELLER, photoForm(await solidImage(format, 300, 200), name, type));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ width: 300, height: 200 });
    const small = new Uint8Array(await (await context.app.request(body.data.small_url)).arrayBuffer());
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('stores a 16-bit interlaced PNG within the decode budget as 8-bit WebP renditions', async () => {
    const { status, body } = await upload(SELLER, photoForm(await zeroPng(512, 512), 'deep.png', 'image/png'));
    expect(status).toBe(201);
    const photo = uploadedImageSchema.parse(body.data);
    expect([photo.width, photo.height]).toEqual([512, 512]);
    const small = new Uint8Array(await (await context.app.request(photo.small_url)).arrayBuffer());
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400, depth: 'uchar' });
  });

  it('reads the type from the bytes: a PNG named .gif and sent as text/plain is a PNG', async () => {
    const { status } = await upload(SELLER, photoForm(await solidImage('png'), 'odd.gif', 'text/plain'));
    expect(status).toBe(201);
  });

  it.each([
    ['a GIF', () => solidImage('gif'), 415, /This file is GIF\. Photos must be JPEG, PNG or WebP\./],
    ['a HEIF/AVIF photo', () => solidImage('avif'), 415, /HEIC and HEIF photos are not supported yet/],
    [
      'an SVG named .jpg',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      415,
      /This file is SVG\./,
    ],
    ['text named .jpg', async () => Buffer.from('not a photo at all'), 415, /not a photo we can read/],
    [
      'random bytes named .jpg',
      async () => Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 251)),
      415,
      /not a photo we can read/,
    ],
    ['an empty file', async () => Buffer.alloc(0), 415, /not a photo we can read/],
    [
      'a PNG claiming 10,000 × 9,000 pixels (a decompression bomb)',
      () => pngClaiming(10_000, 9_000),
      422,
      /^This photo is 10000 × 9000 pixels; photos can have at most 67 megapixels\.$/,
    ],
    [
      // Issue 31: a 510 KB file, 512 MiB to decode (16-bit RGBA, decoded whole as it is interlaced).
      'a 16-bit interlaced 8192 × 8192 PNG (a bomb within the pixel cap)',
      () => zeroPng(8192, 8192, { bitDepth: 16, interlaced: true }),
      422,
      /^This photo is an interlaced PNG of 8192 × 8192 pixels at 16 bits a colour, too much to read at once\. Save it as a regular JPEG, or as a non-interlaced 8-bit PNG\.$/,
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await sidewaysPhoneJpeg(800, 600);
        return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
      },
      422,
      /damaged or incomplete/,
    ],
  ])('refuses %s with a clear message and stores nothing', async (_name, bytes, status, message) => {
    const before = await photoCount();
    const answer = await upload(SELLER, photoForm(await bytes()));
    expect(answer.status).toBe(status);
    expect(answer.body.errors).toEqual([
      { message: expect.stringMatching(message), code: expect.any(String), field: 'image' },
    ]);
    expect(await photoCount()).toBe(before);
  });

  it('refuses a 16 MB upload 413 too_large, whether its size is declared or not, and a 15 MB + 1 KB photo too', async () => {
    const before = await photoCount();
    const tooLarge = { errors: [{ message: 'Photos can be at most 15 MB.', code: 'too_large', field: 'image' }] };
    const huge = photoForm(new Uint8Array(16 * 1024 * 1024));
    expect(await upload(SELLER, huge)).toEqual({ status: 413, body: tooLarge });
    expect(await upload(SELLER, 'x', { 'content-length': String(16 * 1024 * 1024) })).toEqual({
      status: 413,
      body: tooLarge,
    });
    expect(await upload(SELLER, photoForm(new Uint8Array(PHOTO_MAX_BYTES + 1024)))).toEqual({
      status: 413,
      body: tooLarge,
    });
    expect(await photoCount()).toBe(before);
  });

  it('needs a signed-in caller and the photo in the field "image"', async () => {
    expect((await upload(null, photoForm(await solidImage('png')))).status).toBe(401);
    const wrongField = new FormData();
    wrongField.set('photo', new File([new Uint8Array(await solidImage('png'))], 'a.png'));
    expect(await upload(SELLER, wrongField)).toEqual({
      status: 400,
      body: {
        errors: [
          { message: 'Send the photo as multipart/form-data in the field "image".', code: 'invalid', field: 'image' },
        ],
      },
    });
    expect((await upload(SELLER, '{"image": "x"}', { 'content-type': 'application/json' })).status).toBe(400);
  });

  it(`allows ${PHOTO_UPLOAD_LIMIT.max} uploads per user in ${PHOTO_UPLOAD_LIMIT.windowSeconds / 60} minutes, then 429 for that user only`, async () => {
    const user = 1007;
    for (let attempt = 0; attempt < PHOTO_UPLOAD_LIMIT.max; attempt++)
      expect((await upload(user, 'not multipart')).status).toBe(400);
    const refused = await context.app.request('/v1/images', {
      method: 'POST',
      headers: bearer(user),
      body: photoForm(await solidImage('png')),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(PHOTO_UPLOAD_LIMIT.windowSeconds));
    expect(await refused.json()).toEqual({ errors: [{ message: PHOTO_UPLOAD_LIMIT.message, code: 'rate_limited' }] });
    expect((await upload(BUYER, photoForm(await solidImage('png')))).status).toBe(201);
  });
});
