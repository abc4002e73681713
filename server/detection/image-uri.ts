import { parseImageUri, type ImagePath } from '../images/image-paths';

/**
 * The image a URI names when it is one of ours: a path (`/media/uploads/{key}/large.webp`,
 * `/media/items/{id}/{n}.svg`) or a full URL on one of `ownOrigins`; null for anything else. Only the
 * path is read, never fetched: nothing outside our database is ever asked for bytes.
 */
export function parseOwnImageUri(uri: string, ownOrigins: string[]): ImagePath | null {
  let url: URL;
  try {
    // A path resolves against our first origin; '//host/…' and 'https://host/…' keep their own.
    url = new URL(uri, ownOrigins[0]);
  } catch {
    return null;
  }
  if (!ownOrigins.includes(url.origin) || url.username || url.password) return null;
  return parseImageUri(url.pathname);
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
