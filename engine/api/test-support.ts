import { requestCookieJar } from '../session/cookies';
import { createSession } from '../session/session';
import { json } from '../testing/fake-api';
import { createApiClient, refreshTokens } from './client';
import { perService } from './services';

/** Test-only helpers for the API client, session and tracker tests. */

/** A JWT with the given payload (header and signature are arbitrary). */
export function makeToken(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Epoch seconds, `seconds` from now. */
export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** A fetch that records every Request and answers with `answer` (default `{data: null}`). */
export function recordingFetch(
  answer: (request: Request) => Response | Promise<Response> = () => json({ data: null }),
) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request.clone());
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** Base URLs of every service under http://api.test/{service}. */
export const testBaseUrls = perService((service) => `http://api.test/${service}`);

/** A session over an in-memory cookie jar and an API client, wired the way the host wires them. */
export function wiredClient(
  options: { cookie?: string; answer?: (request: Request) => Response | Promise<Response> } = {},
) {
  const recorder = recordingFetch(options.answer);
  const cookies = requestCookieJar(options.cookie);
  const session = createSession({
    cookies,
    refresh: (refreshToken, clientId) => refreshTokens(recorder.fetch, testBaseUrls.iam, refreshToken, clientId),
  });
  const api = createApiClient({ baseUrls: testBaseUrls, session, fetch: recorder.fetch });
  return { api, session, cookies, requests: recorder.requests };
}
