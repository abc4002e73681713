import { AccountFlow } from '../../ui/accounts/AccountFlow';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './account-page.css?url';

/** /login and /register: the account flow as a page; its switch links go to the other page. */
export function AccountPage({ page }: { page: 'login' | 'register' }) {
  return (
    <div className="ks-page ks-account-page">
      <PageMeta title={page === 'login' ? 'Log In' : 'Sign Up'} />
      <Stylesheet href={css} />
      <AccountFlow
        page={page}
        initialView={page === 'login' ? 'register' : 'registerForm'}
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
