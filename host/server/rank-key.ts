import { RANK_API_KEY_HEADER } from '../../schemas/requests/rank';

const RANK_PATH = /^\/v1\/models\/[^/]+\/rank$/;

/**
 * The recommendation service's key is the server's secret (KS_RANK_KEY): a browser cannot keep one.
 * Every rank call leaving this host — the browser's through /api/proxy and the server render's —
 * gets the host's key, and whatever key the caller sent is dropped. Without a key (production
 * with no KS_RANK_KEY) none is sent and the service refuses the call, so the feed block is skipped.
 */
export function withRankKey(apiFetch: typeof fetch, key: string | null): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'POST' || !RANK_PATH.test(new URL(request.url).pathname)) return apiFetch(request);
    const headers = new Headers(request.headers);
    if (key) headers.set(RANK_API_KEY_HEADER, key);
    else headers.delete(RANK_API_KEY_HEADER);
    return apiFetch(new Request(request, { headers }));
  };
}
