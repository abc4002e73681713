import type { RateLimit } from '../limits/rate-limit';

export const PHOTO_UPLOAD_PATH = '/v1/images';
/** The CSV import's upload (imports/import-routes.ts). */
export const IMPORT_UPLOAD_PATH = '/v1/item_imports';
/** The API routes (POST) that take uploads: for signed-in callers only, a few at a time (limits/upload-guard.ts). */
export const UPLOAD_PATHS = [PHOTO_UPLOAD_PATH, IMPORT_UPLOAD_PATH] as const;
/** The largest photo a seller may upload: 15 MB, what a phone's full-size JPEG stays under. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The upload's whole multipart body: the photo and room for its part headers and boundaries. */
export const PHOTO_UPLOAD_BODY_LIMIT_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/**
 * Uploads per user: a listing holds 12 photos and the flow uploads them as they are picked, so 60 in
 * 10 minutes is five listings' worth, more than a person manages; each upload costs a decode and two
 * encodes, so a script gets no further.
 */
export const PHOTO_UPLOAD_LIMIT: RateLimit = {
  name: 'photo_upload',
  max: 60,
  windowSeconds: 600,
  message: 'Too many photo uploads. Please wait a few minutes and try again.',
};
