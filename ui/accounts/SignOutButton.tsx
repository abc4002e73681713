import { useEngine } from '../../engine/context';
import { browserCookieJar, REFRESH_TOKEN_COOKIE } from '../../engine/session/cookies';
import { Stylesheet } from '../stylesheet/Stylesheet';
import accountCss from './accounts.css?url';

/** How long sign-out waits for the server to revoke the session before leaving anyway. */
const LOGOUT_WAIT_MS = 2000;

/**
 * Signs out: the server revokes the refresh token's session (best effort, at most 2 s), both token
 * cookies are cleared, then home (a fresh, signed-out page).
 */
export function SignOutButton({ className, go = (href: string) => window.location.assign(href) }: { className?: string; go?: (href: string) => void }) {
  const { api, session } = useEngine();
  const signOut = async () => {
    const refreshToken = browserCookieJar().get(REFRESH_TOKEN_COOKIE);
    if (refreshToken) {
      const revoked = api.post('/iam/v1/auth/logout', { refresh_token: refreshToken }, { service: 'iam', auth: false, ignoreErrors: true }).catch(() => null);
      await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
    }
    session?.clear();
    go('/');
  };
  return (
    <>
      <Stylesheet href={accountCss} precedence="ui" />
      <button type="button" className={`ks-account__sign-out${className ? ` ${className}` : ''}`} onClick={() => void signOut()}>
        Sign Out
      </button>
    </>
  );
}
