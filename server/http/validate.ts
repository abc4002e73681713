import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { JSON_BODY_LIMIT_BYTES, readBodyWithin } from './body-limit';

const NUL = '\u0000';

/** The deepest nesting of arrays and objects a request may send; no route needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * Parses path or query parameters (or a JSON body) with a zod schema; invalid input becomes a 400
 * with one `{message, code: 'invalid', field}` entry per problem. PostgreSQL cannot store NUL
 * characters, so any text holding one is refused here rather than failing in the database.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unstorable = findUnstorable(input);
  if (unstorable)
    throw new ApiError(400, [{ message: unstorable.message, code: 'invalid', ...field(unstorable.path) }]);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(
    400,
    result.error.issues.map((issue) => ({ message: issue.message, code: 'invalid', ...field(issue.path.join('.')) })),
  );
}

/**
 * The request's JSON body; a body that is not JSON is a 400, one over `maxBytes` (1 MB unless the
 * route takes uploads) a 413 answered as soon as the limit is passed.
 */
export async function readJsonBody(
  c: Context,
  { maxBytes = JSON_BODY_LIMIT_BYTES }: { maxBytes?: number } = {},
): Promise<unknown> {
  const text = new TextDecoder().decode(await readBodyWithin(c.req.raw, maxBytes));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, [{ message: 'Malformed JSON body', code: 'invalid_json' }]);
  }
}

const field = (path: string) => (path ? { field: path } : {});

/**
 * The first string or key holding a NUL character, or the first value nested deeper than
 * {@link MAX_JSON_DEPTH}, with its path ('' for the root). Walks with its own stack, not by
 * recursion, so no nesting can overflow the call stack.
 */
function findUnstorable(input: unknown): { path: string; message: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return { path, message: 'must not contain NUL characters' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return { path, message: `must not nest more than ${MAX_JSON_DEPTH} levels deep` };
    // Pushed last to first, so the first key is looked at first and the first problem is reported.
    for (const [key, child] of Object.entries(value).reverse()) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return { path: childPath, message: 'must not contain NUL characters' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}
