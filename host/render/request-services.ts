import { createApiClient, createSession, createTracker, refreshTokens, requestCookieJar } from '../../engine';
import { upstreamBaseUrls } from '../server/upstream';
import type { RenderOptions } from './render-page';

/**
 * The session, API client and tracker of one server request: tokens from the request's cookies
 * (refreshed when about to expire, the new cookies returned with the page, Secure over https), the caller's
 * address (as x-forwarded-for) and user-agent forwarded on every call.
 */
export function requestServices(
  request: Request,
  options: Pick<RenderOptions, 'apiFetch' | 'callerAddress' | 'secure'>,
) {
  const cookies = requestCookieJar(request.headers.get('cookie') ?? undefined, { secure: options.secure === true });
  const baseUrls = upstreamBaseUrls();
  const session = createSession({
    cookies,
    refresh: (refreshToken, clientId) => refreshTokens(options.apiFetch, baseUrls.iam, refreshToken, clientId),
  });
  const userAgent = request.headers.get('user-agent');
  const api = createApiClient({
    baseUrls,
    session,
    fetch: options.apiFetch,
    forwardHeaders: {
      ...(options.callerAddress ? { 'x-forwarded-for': options.callerAddress } : {}),
      ...(userAgent ? { 'user-agent': userAgent } : {}),
    },
  });
  const { track } = createTracker({ api, session });
  return { session, api, track, cookies, setCookieHeaders: () => cookies.setCookieHeaders() };
}
