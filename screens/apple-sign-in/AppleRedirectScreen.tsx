import { useEffect, useState } from 'react';
import { browserCookieJar, displayedMessage, REFERRAL_CODE_COOKIE, useEngine, type ScreenProps } from '../../engine';
import { completeLogin } from '../../ui/accounts/complete-sign-in';
import { socialLogin } from '../../ui/accounts/iam-queries';
import { socialGrant } from '../../ui/accounts/social-providers';
import { PageMeta } from '../../ui/page-meta/PageMeta';

type Outcome =
  | { kind: 'working' }
  | { kind: 'no-account' | 'existing-email'; email: string | null }
  | { kind: 'error'; message: string };

/**
 * Sign in with Apple returns here with `id_token` and `code` in the query. The page signs in with
 * them (APPLE_TOKEN); an Apple ID with no account, or whose e-mail has one, is told how to go on.
 */
export default function AppleRedirectScreen({
  go = (href: string) => window.location.replace(href),
}: Partial<ScreenProps> & { go?: (href: string) => void }) {
  const { api, session } = useEngine();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    let active = true;
    (async () => {
      const grant = socialGrant(
        'apple',
        { token: query.get('id_token') ?? '', authorizationCode: query.get('code') ?? undefined },
        window.location.origin,
      );
      const cookies = browserCookieJar();
      const result = await socialLogin(api, grant, session!.clientId(), cookies.get(REFERRAL_CODE_COOKIE));
      if (!active) return;
      if (result.kind === 'tokens') return completeLogin(result.tokens, { session: session!, cookies, go });
      setOutcome({ kind: result.kind === 'new_user' ? 'no-account' : 'existing-email', email: result.email });
    })().catch((error: unknown) => active && setOutcome({ kind: 'error', message: displayedMessage(error) }));
    return () => {
      active = false;
    };
  }, [api, session, go]);

  return (
    <div className="ks-page">
      <PageMeta title="Sign in with Apple" canonical={false} />
      <h1>Sign in with Apple</h1>
      {outcome.kind === 'working' ? <p aria-busy="true">Signing you in…</p> : null}
      {outcome.kind === 'no-account' ? (
        <p>
          No Kitswap account uses this Apple ID yet. <a href="/register">Sign up</a> and choose Continue with Apple.
        </p>
      ) : null}
      {outcome.kind === 'existing-email' ? (
        <p>
          An account with {outcome.email ?? 'this e-mail'} already exists. <a href="/login">Log in</a> and choose
          Continue with Apple to link it.
        </p>
      ) : null}
      {outcome.kind === 'error' ? <p role="alert">{outcome.message}</p> : null}
    </div>
  );
}
