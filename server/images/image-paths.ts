import { MAX_DB_ID } from '../http/params';

/** The two renditions kept of every uploaded photo. */
export const RENDITION_SIZES = ['large', 'small'] as const;
export type RenditionSize = (typeof RENDITION_SIZES)[number];

/**
 * Where an uploaded photo's rendition is served: GET /media/uploads/{key}/{size}.webp, by the upload's
 * unguessable key (uploaded_images.url_key, migration 150), never its sequential id (server/README.md
 * 'Security model').
 */
export const uploadUrl = (key: string, size: RenditionSize) => `/media/uploads/${key}/${size}.webp`;

/** SQL: the URL key of the upload whose id is the expression `idSql` (null for a null id). */
export const uploadKeySql = (idSql: string) => `(SELECT k.url_key FROM uploaded_images k WHERE k.id = ${idSql})`;

/** An upload's URL key as the database makes them (`upload_url_key()`: 43 base64url characters), else null. */
export function parseUploadKey(text: string | undefined): string | null {
  return text && /^[A-Za-z0-9_-]{43}$/.test(text) ? text : null;
}

/** Where the generated stand-in photo `photo` (1-based) of an item is drawn. */
export const generatedItemImageUrl = (itemId: number, photo: number) => `/media/items/${itemId}/${photo}.svg`;

/** '12' → 12; null for anything that is not a storable id. */
export function parseImageId(text: string | undefined): number | null {
  const value = text && /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return value >= 1 && value <= MAX_DB_ID ? value : null;
}

/** 'large.webp' → 'large'; null for any other file name. */
export function parseRenditionFile(file: string): RenditionSize | null {
  const size = /^(large|small)\.webp$/.exec(file)?.[1];
  return size === 'large' || size === 'small' ? size : null;
}

export type ImagePath =
  { kind: 'upload'; key: string; size: RenditionSize } | { kind: 'generated'; itemId: number; photo: number };

/**
 * One of our image URLs — site-relative as the API sends them, or absolute (only the path is read:
 * nothing is ever fetched) — as what it names; null for anything else.
 */
export function parseImageUri(uri: string): ImagePath | null {
  let path: string;
  try {
    path = new URL(uri, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const upload = /^\/media\/uploads\/([^/]+)\/([^/]+)$/.exec(path);
  if (upload) {
    const key = parseUploadKey(upload[1]);
    const size = parseRenditionFile(upload[2]!);
    return key !== null && size !== null ? { kind: 'upload', key, size } : null;
  }
  const generated = /^\/media\/items\/(\d+)\/(\d+)\.svg$/.exec(path);
  if (generated) {
    const itemId = parseImageId(generated[1]);
    const photo = parseImageId(generated[2]);
    return itemId !== null && photo !== null ? { kind: 'generated', itemId, photo } : null;
  }
  return null;
}
