import { createApiClient, type ApiClient } from '../api/client';
import { requestCookieJar } from '../session/cookies';
import { createSession, type Session } from '../session/session';

const base = 'http://api.offline';

/**
 * A real API client wired to answer every call from `answer` instead of the network. With no answer,
 * every call fails: for components that must not fetch. `session` is the one the client signs calls with
 * (by default a session with no cookies).
 */
export function offlineApi(
  answer?: (request: Request) => Response | Promise<Response>,
  session: Session = createSession({
    cookies: requestCookieJar(undefined),
    refresh: () => Promise.reject(new Error('No network in this test')),
  }),
): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (!answer) throw new Error('No network in this test');
    return answer(new Request(input, init));
  };
  const baseUrls = {
    iam: base,
    main: base,
    edge: base,
    commerce: base,
    importer: base,
    inventory: base,
    secure: base,
    bff: base,
  };
  return createApiClient({ baseUrls, session, fetch });
}
