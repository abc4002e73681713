import type { z } from 'zod';
import type { Session } from '../session/session';
import { endpointOf, errorFromResponse, joinUrl, loadResponseSchema, parseResult, send, unwrapData } from './http';
import type { ResponseSchema } from './lazy-schema';
import { withQuery } from './query-string';
import type { Service } from './services';

export { refreshTokens } from './refresh-tokens';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call. */
export interface RequestOptions {
  /** Which service (default 'main'). */
  service?: Service;
  /** Default 'GET'. */
  method?: HttpMethod;
  /** The path under the service's base URL, e.g. '/v1/items/12'. */
  path: string;
  /** Query parameters, encoded with `encodeQuery` (brackets for arrays, nulls skipped). */
  query?: Record<string, unknown>;
  /** The JSON body of a non-GET call (default `{}`), or a FormData sent as multipart (an upload); ignored for GET. */
  body?: unknown;
  /** Send `authorization: Bearer {token}` when a token is held (default true; may refresh first). */
  auth?: boolean;
  /**
   * Extra headers of this call (an anti-bot token, a third-party API key, with `auth: false` a challenge
   * token's authorization). The client's own (client type, session id, its bearer token) win over them.
   */
  headers?: Record<string, string>;
  /** Resolve to null instead of throwing when the API answers non-OK (a 401 or network failure still throws). */
  ignoreErrors?: boolean;
  /** Return the whole body instead of its `data`. */
  full?: boolean;
  /**
   * Validates the (unwrapped) result; a mismatch throws an ApiError 'Unexpected response from {path}'. A
   * `lazySchema` (code the browser loads before hydrating) is loaded beside the fetch on first use.
   */
  schema?: ResponseSchema;
  signal?: AbortSignal;
}

/** The options of a convenience call; `body` only where the method takes one. */
export type CallOptions = Omit<RequestOptions, 'path' | 'method' | 'body'>;

type Parsed<S extends z.ZodType> = z.output<S>;

/** The options argument: required for `request` (it holds the path), optional elsewhere. */
type Last<O, X> = O extends { path: string } ? [options: X] : [options?: X];

/** A call whose result type follows its options: `schema` types it, `ignoreErrors: true` adds null. */
export interface Call<A extends unknown[], O> {
  <S extends z.ZodType>(
    ...args: [...A, O & { schema: ResponseSchema<S>; ignoreErrors: true }]
  ): Promise<Parsed<S> | null>;
  <S extends z.ZodType>(...args: [...A, O & { schema: ResponseSchema<S>; ignoreErrors?: false }]): Promise<Parsed<S>>;
  <T = unknown>(...args: [...A, O & { schema?: undefined; ignoreErrors: true }]): Promise<T | null>;
  <T = unknown>(...args: [...A, ...Last<O, O & { schema?: undefined; ignoreErrors?: false }>]): Promise<T>;
  <T = unknown>(...args: [...A, ...Last<O, O>]): Promise<T | null>;
}

/**
 * The one way blocks, screens and the host call the API (spec §7.1). Every call sends
 * `x-ks-client-type`, `x-session-id` and, unless `auth: false`, the bearer token; a success body is
 * unwrapped to `data`. Failures reject with {@link ApiError}: a 401 also clears the session.
 */
export interface ApiClient {
  request: Call<[], RequestOptions>;
  get: Call<[path: string], CallOptions>;
  post: Call<[path: string, body: unknown], CallOptions>;
  put: Call<[path: string, body: unknown], CallOptions>;
  patch: Call<[path: string, body: unknown], CallOptions>;
  delete: Call<[path: string], CallOptions & { body?: unknown }>;
}

/** What the host wires into {@link createApiClient}. */
export interface ApiClientConfig {
  /** Base URL per service: `/api/proxy/{service}` in the browser, absolute URLs on the server. */
  baseUrls: Record<Service, string>;
  session: Session;
  /** The fetch to use (default the global one); the server passes its in-process fetch. */
  fetch?: typeof fetch;
  /** Sent on every call; the server forwards the visitor's address and user agent. */
  forwardHeaders?: { 'x-forwarded-for'?: string; 'user-agent'?: string };
  /** Default 'WEB'. */
  clientType?: string;
}

/** Creates the API client of one browser tab or one server request. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const { baseUrls, session, forwardHeaders = {}, clientType = 'WEB' } = config;
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request(options: RequestOptions): Promise<unknown> {
    const { service = 'main', method = 'GET', path, signal } = options;
    const endpoint = endpointOf(path);
    const headers = new Headers(options.headers);
    for (const [name, value] of Object.entries(forwardHeaders)) if (value) headers.set(name, value);
    const clientId = session.clientId();
    // Started before the token and the fetch, so a lazy schema's chunk loads beside them.
    const schema = options.schema && loadResponseSchema(options.schema, endpoint);
    if (options.auth !== false) {
      const token = await session.accessToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    const { response, json } = await send(fetchImpl, {
      url: joinUrl(baseUrls[service], withQuery(path, options.query)),
      endpoint,
      method,
      headers,
      clientType,
      clientId,
      body: method === 'GET' ? undefined : (options.body ?? {}),
      signal,
    });
    if (response.status === 401) {
      session.clear();
      throw errorFromResponse(401, endpoint, json, 'Unauthorized');
    }
    if (!response.ok) {
      if (options.ignoreErrors) return null;
      throw errorFromResponse(response.status, endpoint, json);
    }
    const result = options.full ? json : unwrapData(json);
    if (!schema) return result;
    return parseResult(await schema, result, {
      status: response.status,
      endpoint,
      json,
      message: `Unexpected response from ${endpoint}`,
    });
  }

  const call = (options: RequestOptions) => request(options) as Promise<never>;
  return {
    request: ((options: RequestOptions) => call(options)) as ApiClient['request'],
    get: ((path: string, options?: CallOptions) => call({ ...options, path, method: 'GET' })) as ApiClient['get'],
    post: ((path: string, body: unknown, options?: CallOptions) =>
      call({ ...options, path, body, method: 'POST' })) as ApiClient['post'],
    put: ((path: string, body: unknown, options?: CallOptions) =>
      call({ ...options, path, body, method: 'PUT' })) as ApiClient['put'],
    patch: ((path: string, body: unknown, options?: CallOptions) =>
      call({ ...options, path, body, method: 'PATCH' })) as ApiClient['patch'],
    delete: ((path: string, options?: CallOptions & { body?: unknown }) =>
      call({ ...options, path, method: 'DELETE' })) as ApiClient['delete'],
  };
}
