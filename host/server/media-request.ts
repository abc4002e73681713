import { ACCESS_TOKEN_COOKIE, parseCookieHeader } from '../../engine';
import { type AccessTokenSigner } from '../../server';

/**
 * An image request (/media/…) as the API gets it. A browser's `<img>` sends no Authorization header,
 * only our cookies, and the API knows its caller by the bearer token alone: the session's access token
 * cookie becomes the bearer when it is valid, so a dispute's evidence shows to its buyer, its seller and
 * admins on the swap page (server/README.md 'Security model'). An expired or forged token is left out
 * (the API would refuse it 401): the request is a guest's and public photos still show. A request that
 * carries its own bearer (the apps) keeps it. Cookies stay on our origin, as through the API proxy.
 */
export function mediaRequest(request: Request, accessTokens: Pick<AccessTokenSigner, 'verify'>): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  if (!headers.has('authorization')) {
    const token = parseCookieHeader(request.headers.get('cookie') ?? undefined).get(ACCESS_TOKEN_COOKIE);
    if (token && accessTokens.verify(token)) headers.set('authorization', `Bearer ${token}`);
  }
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}
