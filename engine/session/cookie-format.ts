/** How a cookie is written. `maxAge` is in seconds; 0 deletes the cookie. */
export interface CookieAttributes {
  maxAge?: number;
  path?: string;
  secure?: boolean;
}

/** Reads a `Cookie` header (or `document.cookie`) into a map; the first of two equal names wins. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, decodeValue(part.slice(eq + 1).trim()));
  }
  return cookies;
}

/** One `Set-Cookie` value (also the string written to `document.cookie`), always SameSite=Lax. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(attributes.maxAge))}`);
  parts.push(`Path=${attributes.path ?? '/'}`, 'SameSite=Lax');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

function decodeValue(raw: string): string {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}
