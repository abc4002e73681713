/** Any control character: a tab or newline inside a URL is dropped by the parser, so '/\t/host' reads as '//host'. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The path on this site that `value` (a destination kept in a cookie) leads to, or undefined when
 * it leads anywhere else. `value` is resolved with `new URL` against the site's origin, as a browser
 * would; it, and the path it resolves to, must each be a path ('/…') without control characters that
 * stays on that origin, also once percent-decoded (in case something on the way decodes it). The
 * resolved path, query and hash come back, so the browser goes exactly where was checked ('/..//x'
 * resolves to '//x', which would leave). `origin` is the page's own in the browser.
 */
export function sitePath(value: string | undefined, origin: string = globalThis.location.origin): string | undefined {
  if (value === undefined) return undefined;
  const url = parseUrl(value, origin);
  const path = url ? `${url.pathname}${url.search}${url.hash}` : undefined;
  const safe = (candidate: string | undefined) =>
    candidate !== undefined && staysOn(candidate, origin) && staysOn(decodeOnce(candidate), origin);
  return safe(value) && safe(path) ? path : undefined;
}

function staysOn(candidate: string | undefined, origin: string): boolean {
  if (!candidate?.startsWith('/') || CONTROL.test(candidate)) return false;
  return parseUrl(candidate, origin)?.origin === new URL(origin).origin;
}

/** `URL.parse` (not in Node 20 nor older browsers). */
function parseUrl(value: string, base: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
