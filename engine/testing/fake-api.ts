import { parse } from 'regexparam';
import type { ApiClient } from '../api/client';
import type { Session } from '../session/session';
import { offlineApi } from './offline-api';

/** A JSON answer as our API sends it. */
export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The API's 404: `{errors: [{message: 'Not found', code: 'not_found'}]}`. */
export const notFound = () => json({ errors: [{ message: 'Not found', code: 'not_found' }] }, 404);

/** One call the fake API saw. */
export interface FakeCall {
  /** 'METHOD /path', as the routes are keyed. */
  call: string;
  method: string;
  path: string;
  /** The path with its query string as sent ('/v1/users/7/feedback?page=1&rating[]=negative'). */
  url: string;
  /** The `:name` parts of the route that answered. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body (an upload's: its text); null for a GET or an empty body. */
  body: unknown;
}

/**
 * How a route answers: a function of the call (returning a Response, made with `json()` or `notFound()`), a number
 * (that status with an error body), or anything else (that JSON body, 200).
 */
export type FakeAnswer = ((call: FakeCall) => Response | Promise<Response>) | number | object | null;

/** Routes keyed 'METHOD /path', where the path may hold `:name` parts (`'GET /v1/users/:uuid/cart'`). */
export type FakeRoutes = Record<string, FakeAnswer>;

const errorCodes: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
};

function answerWith(answer: FakeAnswer, call: FakeCall): Response | Promise<Response> {
  if (typeof answer === 'function') return answer(call);
  if (typeof answer === 'number')
    return json({ errors: [{ message: `Failed (${answer})`, code: errorCodes[answer] ?? 'failed' }] }, answer);
  return json(answer);
}

/**
 * The real API client, answering from `routes` instead of the network; every call is recorded in `calls`, and a call
 * no route answers gets `notFound()`. `session`: the session the client signs calls with, for tests of sign-in that
 * hand the same one to renderWithEngine (by default one with no cookies).
 */
export function fakeApi(
  routes: FakeRoutes = {},
  { session }: { session?: Session } = {},
): { api: ApiClient; calls: FakeCall[] } {
  const table = Object.entries(routes).map(([key, answer]) => {
    const [method, route] = key.split(' ', 2);
    if (!method || !route) throw new Error(`fakeApi: route '${key}' must read 'METHOD /path'`);
    return { method, ...parse(route), answer };
  });
  const calls: FakeCall[] = [];
  const api = offlineApi(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: FakeCall = {
      call: `${request.method} ${url.pathname}`,
      method: request.method,
      path: url.pathname,
      url: url.pathname + url.search,
      params: {},
      query: url.searchParams,
      headers: request.headers,
      // A JSON body parsed; any other (an upload's FormData) as its text.
      body: text && request.headers.get('content-type') === 'application/json' ? JSON.parse(text) : text || null,
    };
    calls.push(call);
    for (const { method, keys, pattern, answer } of table) {
      const match = method === request.method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      keys.forEach((key, index) => (call.params[key] = decodeURIComponent(match[index + 1] ?? '')));
      return answerWith(answer, call);
    }
    return notFound();
  }, session);
  return { api, calls };
}
