import type { Context } from 'hono';

/**
 * The request's query parameters: `key[]` parameters as lists of all their values (under the
 * bracketed key), any other parameter as its last value.
 */
export function readQuery(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, key.endsWith('[]') ? values : values.at(-1)!]),
  );
}
