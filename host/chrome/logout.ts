import { ACCESS_TOKEN_COOKIE, browserCookieJar, REFRESH_TOKEN_COOKIE } from '../../engine/session/cookies';

/** Signs out in this browser (both token cookies removed) and reloads on home as a guest. */
export function logout(): void {
  const cookies = browserCookieJar();
  cookies.remove(ACCESS_TOKEN_COOKIE);
  cookies.remove(REFRESH_TOKEN_COOKIE);
  window.location.assign('/');
}
