import {
  createApiClient,
  createConsentStore,
  createSession,
  createTracker,
  refreshTokens,
  requestCookieJar,
  requestHasGlobalPrivacyControl,
} from '../../engine';
import { upstreamBaseUrls } from '../server/upstream';
import type { RenderOptions } from './render-page';

/**
 * The session, API client, consent and tracker of one server request: tokens from the request's cookies
 * (refreshed when about to expire, the new cookies returned with the page, Secure over https), the caller's
 * address (as x-forwarded-for) and user-agent forwarded on every call; the consent from its cookie and
 * its Sec-GPC header (spec §4.8), so the HTML already knows the visitor's choice.
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
  const consent = createConsentStore({
    cookies,
    globalPrivacyControl: requestHasGlobalPrivacyControl(request.headers),
  });
  const { track } = createTracker({ api, session, consent });
  return { session, api, track, consent, cookies, setCookieHeaders: () => cookies.setCookieHeaders() };
}
