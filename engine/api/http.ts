import type { z } from 'zod';
import { ApiError, errorEntries } from './errors';
import { LazySchema, type ResponseSchema } from './lazy-schema';

/** The header that names the kind of client (spec §7.1 `x-{p}-client-type`). */
export const CLIENT_TYPE_HEADER = 'x-ks-client-type';
/** The header that carries the client id. */
export const SESSION_ID_HEADER = 'x-session-id';

/** `base` + `path`, with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The path without its query, as an error's `endpoint`. */
export function endpointOf(path: string): string {
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}

/** The body as JSON; null when empty; the raw text when it is not JSON. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The body's `data` when it is an object that has one, else the body itself. */
export function unwrapData(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? body.data : body;
}

/** The {@link ApiError} for a non-OK answer; `message` overrides the displayed message. */
export function errorFromResponse(status: number, endpoint: string, body: unknown, message?: string): ApiError {
  const json = typeof body === 'string' ? null : body;
  return new ApiError({
    status,
    endpoint,
    json,
    errors: isRecord(json) ? errorEntries(json.errors) : [],
    meta: isRecord(json) ? json.meta : undefined,
    message,
  });
}

/** The error for a call that never got an answer (fetch rejected). */
export function networkError(endpoint: string, cause: unknown): ApiError {
  return new ApiError({ status: 0, endpoint, message: 'Network error: the server could not be reached', cause });
}

/** One call to our API, as every caller sends it. */
export interface ApiCall {
  url: string;
  /** The path without its query, named by the errors. */
  endpoint: string;
  method: string;
  /** The call's own headers; the client's kind and id, and the body's content type, win over them. */
  headers?: HeadersInit;
  /** Sent as `x-ks-client-type`. */
  clientType: string;
  /** Sent as `x-session-id`. */
  clientId: string;
  /** Sent as JSON when given; a FormData goes as multipart (fetch sets the type with its boundary). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Sends one call and reads its answer's body. A fetch that rejects becomes a network {@link ApiError},
 * unless the caller aborted it: then its own rejection passes.
 */
export async function send(fetchImpl: typeof fetch, call: ApiCall): Promise<{ response: Response; json: unknown }> {
  const headers = new Headers(call.headers);
  headers.set(CLIENT_TYPE_HEADER, call.clientType);
  headers.set(SESSION_ID_HEADER, call.clientId);
  let body: string | FormData | undefined;
  if (call.body instanceof FormData) body = call.body;
  else if (call.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.body);
  }
  let response: Response;
  try {
    response = await fetchImpl(call.url, { method: call.method, headers, body, signal: call.signal });
  } catch (cause) {
    if (call.signal?.aborted) throw cause;
    throw networkError(call.endpoint, cause);
  }
  return { response, json: await readBody(response) };
}

/**
 * The schema of a call, loaded when lazy. A chunk that fails to load is a network failure of the call (an
 * {@link ApiError} with status 0). The promise is already handled, so a call that fails first leaves no
 * unhandled rejection behind.
 */
export function loadResponseSchema<S extends z.ZodType>(schema: ResponseSchema<S>, endpoint: string): Promise<S> {
  if (!(schema instanceof LazySchema)) return Promise.resolve(schema);
  const loading = schema.schema().catch((cause: unknown) => {
    throw networkError(endpoint, cause);
  });
  loading.catch(() => {});
  return loading;
}

/** `result` checked with `schema`; a mismatch throws an {@link ApiError} with `message`. */
export function parseResult<S extends z.ZodType>(
  schema: S,
  result: unknown,
  answer: { status: number; endpoint: string; json: unknown; message: string },
): z.output<S> {
  const parsed = schema.safeParse(result);
  if (!parsed.success) throw new ApiError({ ...answer, cause: parsed.error });
  return parsed.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
