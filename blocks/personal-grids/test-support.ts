import { vi } from 'vitest';
import { offlineApi } from '../../engine/testing';
import items from '../../stories/fixtures/items.json';

/** One call the fake API saw. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * An API that records every call and answers from `routes` (path → response factory); item search
 * with include_ids answers the fixture items of those ids, in the order asked.
 */
export function recordingApi(routes: Record<string, (request: SeenRequest) => Response> = {}) {
  const seen: SeenRequest[] = [];
  const api = offlineApi(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : null,
    };
    seen.push(entry);
    const route = Object.entries(routes).find(([pattern]) => new RegExp(`^${pattern}$`).test(url.pathname));
    if (route) return route[1](entry);
    if (url.pathname === '/v1/items') {
      const ids = url.searchParams.get('include_ids')?.split(',').map(Number) ?? [];
      return Response.json({ data: ids.flatMap((id) => items.filter((item) => item.id === id)) });
    }
    return Response.json({ errors: [{ message: 'Not found', code: 'not_found' }] }, { status: 404 });
  });
  return { api, seen, paths: () => seen.map((request) => `${request.method} ${request.path}`) };
}

export const fixtureItemIds: number[] = items.map((item) => item.id);

/** Silences and records console.warn for one test. */
export function spyWarn() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}
