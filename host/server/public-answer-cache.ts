import { createChangeDroppedStore } from './change-dropped-store';
import { IN_PROCESS_ORIGIN } from './upstream';

/**
 * API calls of a page render whose answer is the same for every caller, signed in or not: the API
 * reads no viewer for them (server/routes: page views, navigation, the sale, the site configuration,
 * landers, categories, facet items, and item search without `include_ids`, the one search parameter
 * that depends on who asks). Anything else — the user configuration, the vacation, the cart, the
 * inbox, favourites, a feed ranked for someone — is not listed and goes to the API every time.
 */
const PUBLIC_PATH =
  /^\/(?:v1\/items|v1\/page_views\/[^/]+|v1\/navigation|v1\/sales\/current|v1\/site_configuration|v1\/landers(?:\/[^/]+(?:\/suggested_lander)?)?|v2\/landers\/[^/]+|v1\/categories(?:\/[^/]+)?|v2\/facet_items)$/;
/** Item search shows the caller their own drafts among `include_ids` (server/search/item-search.ts). */
const VIEWER_PARAMS = ['include_ids'];
/** Headers that say who is calling: a kept answer is fetched without them, so it cannot be anyone's. */
const CALLER_HEADERS = ['authorization', 'cookie'];

export interface PublicAnswerCacheOptions {
  /** Answers kept (least recently used dropped first). */
  maxAnswers?: number;
  /** How long an answer is used before it is asked again even without a change (the sale's start and end, auctions). */
  maxAgeMs?: number;
  now?: () => number;
}

interface KeptAnswer {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * The answers of the in-process API that every visitor's page render asks for and that are the same
 * for everyone (host/README.md 'Signed-in pages'): a signed-in home page asks for the page view, the
 * navigation and four item grids exactly as a guest's does, and those cost most of its SQL. Kept per
 * web process until what they show changes (`invalidate`, on the same NOTIFY that drops guest pages:
 * ./page-invalidation.ts) or `maxAgeMs` passes; while changes may go unheard (`suspend`) nothing is
 * answered from memory (./change-dropped-store.ts). Wrap the render's API fetch with `fetchThrough`.
 */
export function createPublicAnswerCache({
  maxAnswers = 500,
  maxAgeMs = 30_000,
  now = Date.now,
}: PublicAnswerCacheOptions = {}) {
  const answers = createChangeDroppedStore<KeptAnswer>({ maxEntries: maxAnswers, maxAgeMs, now });
  /** Calls under way, so 50 renders asking for the same grid at once cost one query. */
  const asking = new Map<string, Promise<KeptAnswer | null>>();

  const ask = async (key: string, request: Request, apiFetch: typeof fetch): Promise<KeptAnswer | null> => {
    const madeIn = answers.generation();
    const response = await apiFetch(anonymous(request));
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !contentType.startsWith('application/json') || response.headers.has('set-cookie')) {
      await response.body?.cancel();
      return null;
    }
    const answer = { body: new Uint8Array(await response.arrayBuffer()), contentType };
    answers.keep(key, answer, madeIn);
    return answer;
  };

  return {
    /** The API fetch, with the answers that are the same for everyone taken from memory. */
    fetchThrough(apiFetch: typeof fetch): typeof fetch {
      return async (input, init) => {
        const request = new Request(input, init);
        const key = publicAnswerKey(request);
        if (key === null) return apiFetch(request);
        const kept = answers.get(key);
        if (kept) return answered(kept);
        let pending = asking.get(key);
        if (!pending) {
          pending = ask(key, request, apiFetch).finally(() => asking.delete(key));
          asking.set(key, pending);
        }
        const answer = await pending.catch(() => null);
        // Not an answer to keep (an error, a 404): this caller asks the API itself, as without the cache.
        return answer ? answered(answer) : apiFetch(request);
      };
    },
    invalidate: answers.invalidate,
    suspend: answers.suspend,
    resume: answers.resume,
    get size() {
      return answers.size;
    },
  };
}

export type PublicAnswerCache = ReturnType<typeof createPublicAnswerCache>;

/** The key of a GET of the in-process API whose answer is the same for every caller; null for any other call. */
export function publicAnswerKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== IN_PROCESS_ORIGIN || !PUBLIC_PATH.test(url.pathname)) return null;
  if (VIEWER_PARAMS.some((name) => url.searchParams.has(name))) return null;
  return `${url.pathname}${url.search}`;
}

/** The request as a guest sends it: no credentials, so the API's answer holds no one's data. */
function anonymous(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of CALLER_HEADERS) headers.delete(name);
  return new Request(request.url, { method: 'GET', headers });
}

function answered(answer: KeptAnswer): Response {
  return new Response(answer.body, { status: 200, headers: { 'content-type': answer.contentType } });
}
