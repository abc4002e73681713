import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { optionalViewer, requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { readBodyWithin } from '../http/body-limit';
import { rateLimit } from '../limits/rate-limit';
import { parseImageId, parseRenditionFile, parseUploadKey } from './image-paths';
import { makeRenditions } from './renditions';
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_BODY_LIMIT_BYTES, PHOTO_UPLOAD_LIMIT, PHOTO_UPLOAD_PATH } from './upload-limits';
import { deleteLoosePhoto, findRendition, storePhoto } from './uploads';

const photoTooLarge = () =>
  new ApiError(413, [
    { message: `Photos can be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`, code: 'too_large', field: 'image' },
  ]);

/** A photo never changes under its key: shared caches may keep it for good. */
const PUBLIC_PHOTO_CACHE = 'public, max-age=31536000, immutable';
/** A dispute's evidence: the browser of a party or an admin may keep it an hour, no shared cache ever. */
const EVIDENCE_CACHE = 'private, max-age=3600';

/**
 * Sellers' photos: POST /v1/images (multipart field `image`) stores a large and a small WebP
 * rendition, DELETE /v1/images/{id} drops a loose one, GET /media/uploads/{key}/{size}.webp serves
 * them by their unguessable key (never the sequential id), cached for good (a photo never changes
 * under its key) — but a dispute's evidence only to the dispute's buyer and seller and admins, kept
 * by their browser alone, and 404 to anyone else (server/README.md 'Security model').
 */
export function imageRoutes(db: Db): Hono {
  const app = new Hono();

  app.post(
    PHOTO_UPLOAD_PATH,
    rateLimit(db, PHOTO_UPLOAD_LIMIT, (c) => `user:${requireViewer(c).userId}`),
    async (c) => {
      const { userId } = requireViewer(c);
      const photo = await readPhoto(c);
      return c.json({ data: await storePhoto(db, userId, await makeRenditions(photo)) }, 201);
    },
  );

  app.delete('/v1/images/:id', async (c) => {
    const { userId } = requireViewer(c);
    const id = parseImageId(c.req.param('id'));
    if (id === null) throw ApiError.notFound('Photo not found');
    await deleteLoosePhoto(db, id, userId);
    return c.body(null, 204);
  });

  app.get('/media/uploads/:key/:file', etag(), async (c) => {
    const key = parseUploadKey(c.req.param('key'));
    const size = parseRenditionFile(c.req.param('file'));
    const viewer = optionalViewer(c);
    const rendition = key === null || size === null ? null : await findRendition(db, key, size, viewer?.userId ?? null);
    // Every miss looks the same (unknown, or evidence this viewer may not see), and none is kept by a cache:
    // a kept 404 would hide the evidence from its parties too.
    if (!rendition)
      return c.json({ errors: [{ message: 'Image not found', code: 'not_found' }] }, 404, {
        'cache-control': 'private, no-store',
      });
    return c.body(rendition.bytes, 200, {
      'content-type': rendition.contentType,
      'cache-control': rendition.evidence ? EVIDENCE_CACHE : PUBLIC_PHOTO_CACHE,
    });
  });

  return app;
}

/**
 * The `image` file of the multipart body, read at most to the limit (a declared size above it is
 * refused before a byte is read, a longer stream cut off where it passes it).
 */
async function readPhoto(c: Context): Promise<Uint8Array> {
  const body = await readBodyWithin(c.req.raw, PHOTO_UPLOAD_BODY_LIMIT_BYTES).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 413 ? photoTooLarge() : error;
  });
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': c.req.header('content-type') ?? '' } }).formData();
  } catch {
    throw missingPhoto();
  }
  const file = form.get('image');
  if (!(file instanceof File)) throw missingPhoto();
  if (file.size > PHOTO_MAX_BYTES) throw photoTooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

function missingPhoto(): ApiError {
  return new ApiError(400, [
    { message: 'Send the photo as multipart/form-data in the field "image".', code: 'invalid', field: 'image' },
  ]);
}
