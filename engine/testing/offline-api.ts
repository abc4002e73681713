import { createApiClient, type ApiClient } from '../api/client';
import { perService } from '../api/services';
import { requestCookieJar } from '../session/cookies';
import { createSession } from '../session/session';

const base = 'http://api.offline';

/**
 * A real API client wired to answer every call from `answer` instead of the network. With no answer,
 * every call fails: for components that must not fetch.
 */
export function offlineApi(answer?: (request: Request) => Response | Promise<Response>): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (!answer) throw new Error('No network in this test');
    return answer(new Request(input, init));
  };
  const session = createSession({
    cookies: requestCookieJar(undefined),
    refresh: () => Promise.reject(new Error('No network in this test')),
  });
  return createApiClient({ baseUrls: perService(() => base), session, fetch });
}
