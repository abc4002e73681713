import { useSearch } from 'wouter';
import { AccountFlow } from '../../ui/accounts/AccountFlow';
import { AuthFrame } from '../../ui/accounts/AuthFrame';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../ui/accounts/social-providers';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './AccountPage.css?url';

/** The `provider` parameter when it names a social provider (F, A, G); anything else is no provider. */
function providerParam(value: string | null): SocialProvider | undefined {
  return SOCIAL_PROVIDERS.find((provider) => provider === value);
}

/**
 * /login and /register: the account flow as a page; its switch links go to the other page. With
 * ?frame=1 the page embeds the auth host's frame instead (spec §2.6). With ?provider=facebook (the
 * hero's 'JOIN WITH FACEBOOK', spec §2.7) that provider's sign-in starts at once (spec §4.5).
 */
export function AccountPage({ page }: { page: 'login' | 'register' }) {
  const search = new URLSearchParams(useSearch());
  const inFrame = search.get('frame') === '1';
  const title = page === 'login' ? 'Log In' : 'Sign Up';
  if (inFrame) {
    return (
      <div className="ks-page ks-account-page">
        <PageMeta title={title} canonical={`/${page}`} />
        <Stylesheet href={css} />
        <section className="ks-account-page__panel" aria-labelledby="account-title">
          <h1 id="account-title">{title}</h1>
          <AuthFrame defaultView={page} />
        </section>
      </div>
    );
  }
  return (
    <div className="ks-page ks-account-page">
      <PageMeta title={title} />
      <Stylesheet href={css} />
      <AccountFlow
        page={page}
        initialView={page === 'login' ? 'register' : 'registerForm'}
        startWith={providerParam(search.get('provider'))}
        frame={(title, body) => (
          <section className="ks-account-page__panel" aria-labelledby="account-title">
            <h1 id="account-title">{title}</h1>
            {body}
          </section>
        )}
      />
    </div>
  );
}
