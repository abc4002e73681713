import { useCallback } from 'react';
import { browserCookieJar, REFRESH_TOKEN_COOKIE, useEngine } from '../../engine';

/** How long sign-out waits for the server to revoke the session before leaving anyway. */
const LOGOUT_WAIT_MS = 2000;

/**
 * Sign-out (the avatar menu's and the account drawer's Logout): the server revokes the refresh
 * token's session (best effort, at most 2 s), both token cookies are cleared, then home as a guest.
 */
export function useSignOut(go: (href: string) => void = (href) => window.location.assign(href)): () => Promise<void> {
  const { api, session } = useEngine();
  return useCallback(async () => {
    const refreshToken = browserCookieJar().get(REFRESH_TOKEN_COOKIE);
    if (refreshToken) {
      const revoked = api
        .post(
          '/iam/v1/auth/logout',
          { refresh_token: refreshToken },
          { service: 'iam', auth: false, ignoreErrors: true },
        )
        .catch(() => null);
      await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
    }
    session?.clear();
    go('/');
  }, [api, session, go]);
}
