/**
 * Encodes query parameters the way the API reads them (spec §7.1): arrays with brackets
 * (`category[]=1&category[]=2`), nested plain objects with bracket nesting (`facets[brand][]=x`),
 * booleans as 'true'/'false', dates as ISO strings; null and undefined are skipped. Keys and values
 * are percent-encoded, brackets are kept readable. Returns the string without a leading '?'.
 */
export function encodeQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) append(pairs, encodeURIComponent(key), value);
  return pairs.join('&');
}

/** `path` with `params` appended as its query (joined with '&' when the path already has one). */
export function withQuery(path: string, params: Record<string, unknown> | undefined): string {
  const query = encodeQuery(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function append(pairs: string[], key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) append(pairs, `${key}[]`, item);
  } else if (value instanceof Date) {
    pairs.push(`${key}=${encodeURIComponent(value.toISOString())}`);
  } else if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value))
      append(pairs, `${key}[${encodeURIComponent(child)}]`, childValue);
  } else if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  ) {
    pairs.push(`${key}=${encodeURIComponent(String(value))}`);
  }
}
