import { MAX_DB_ID } from '../http/params';

/** The two renditions kept of every uploaded photo. */
export const RENDITION_SIZES = ['large', 'small'] as const;
export type RenditionSize = (typeof RENDITION_SIZES)[number];

/** Where an uploaded photo's rendition is served (GET /media/uploads/{id}/{size}.webp). */
export const uploadUrl = (id: number, size: RenditionSize) => `/media/uploads/${id}/${size}.webp`;

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
  { kind: 'upload'; id: number; size: RenditionSize } | { kind: 'generated'; itemId: number; photo: number };

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
  const upload = /^\/media\/uploads\/(\d+)\/([^/]+)$/.exec(path);
  if (upload) {
    const id = parseImageId(upload[1]);
    const size = parseRenditionFile(upload[2]!);
    return id !== null && size !== null ? { kind: 'upload', id, size } : null;
  }
  const generated = /^\/media\/items\/(\d+)\/(\d+)\.svg$/.exec(path);
  if (generated) {
    const itemId = parseImageId(generated[1]);
    const photo = parseImageId(generated[2]);
    return itemId !== null && photo !== null ? { kind: 'generated', itemId, photo } : null;
  }
  return null;
}
