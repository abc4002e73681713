import { MAX_DB_ID } from '../http/params';

/** One of our own images: a seller's uploaded photo, or an item's generated photo. */
export type OwnImage = { kind: 'upload'; id: number } | { kind: 'item'; id: number; photo: number };

const UPLOAD_PATH = /^\/media\/uploads\/(\d{1,10})\/(?:large|small)\.[a-z]{3,4}$/;
const ITEM_PATH = /^\/media\/items\/(\d{1,10})\/(\d{1,2})\.svg$/;

/**
 * The image a URI names when it is one of ours: a path (`/media/uploads/{id}/large.webp`,
 * `/media/items/{id}/{n}.svg`) or a full URL on one of `ownOrigins`; null for anything else. Only the
 * path is read, never fetched: nothing outside our database is ever asked for bytes.
 */
export function parseOwnImageUri(uri: string, ownOrigins: string[]): OwnImage | null {
  let url: URL;
  try {
    // A path resolves against our first origin; '//host/…' and 'https://host/…' keep their own.
    url = new URL(uri, ownOrigins[0]);
  } catch {
    return null;
  }
  if (!ownOrigins.includes(url.origin) || url.username || url.password) return null;
  const upload = UPLOAD_PATH.exec(url.pathname);
  if (upload) return storable(Number(upload[1])) ? { kind: 'upload', id: Number(upload[1]) } : null;
  const item = ITEM_PATH.exec(url.pathname);
  if (item && storable(Number(item[1])) && Number(item[2]) >= 1)
    return { kind: 'item', id: Number(item[1]), photo: Number(item[2]) };
  return null;
}

/**
 * The origins a full image URL may name: the one this request came to, and the web client's
 * (KS_WEB_ORIGINS, comma-separated, as the auth host reads it).
 */
export function ownOrigins(requestUrl: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const web = (env.KS_WEB_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [new URL(requestUrl).origin, ...web];
}

function storable(id: number): boolean {
  return id >= 1 && id <= MAX_DB_ID;
}
