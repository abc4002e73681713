import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';

const NUL = '\u0000';

/**
 * Parses path or query parameters (or a JSON body) with a zod schema; invalid input becomes a 400
 * with one `{message, code: 'invalid', field}` entry per problem. PostgreSQL cannot store NUL
 * characters, so any text holding one is refused here rather than failing in the database.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const withNul = findNul(input);
  if (withNul !== undefined) {
    throw new ApiError(400, [{ message: 'must not contain NUL characters', code: 'invalid', ...field(withNul) }]);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(
    400,
    result.error.issues.map((issue) => ({ message: issue.message, code: 'invalid', ...field(issue.path.join('.')) })),
  );
}

/** The request's JSON body; a body that is not JSON is a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, [{ message: 'Malformed JSON body', code: 'invalid_json' }]);
  }
}

const field = (path: string) => (path ? { field: path } : {});

/** The path ('' for the root) of the first string or key holding a NUL character, if any. */
function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return childPath;
    const found = findNul(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
