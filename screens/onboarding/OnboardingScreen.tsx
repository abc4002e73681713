import { browserCookieJar, useEngine, type ScreenProps } from '../../engine';
import { onboardingExit } from '../../ui/accounts/complete-sign-in';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from '../login/AccountPage.css?url';

/**
 * The first page of a new account: a welcome and where to go next. Continue returns to the page
 * the person registered from (onboarding_destination), else the destination cookie, else home.
 */
export default function OnboardingScreen({
  go = (href: string) => window.location.assign(href),
}: Partial<ScreenProps> & { go?: (href: string) => void }) {
  const { signedIn } = useEngine();
  return (
    <div className="ks-page ks-account-page">
      <PageMeta title="Welcome" canonical={false} />
      <Stylesheet href={css} />
      <section className="ks-account-page__panel" aria-labelledby="onboarding-title">
        <h1 id="onboarding-title">Welcome to Kitswap</h1>
        {signedIn ? (
          <>
            <p>
              Your account is ready. Buy and sell sports gear with athletes everywhere: save favourites, make offers and
              list your own kit.
            </p>
            <p>
              <a className="ks-onboarding__sell" href="/items/new">
                List your first item
              </a>
            </p>
            <button
              type="button"
              className="ks-account__primary ks-onboarding__continue"
              onClick={() => go(onboardingExit(browserCookieJar()))}
            >
              Continue
            </button>
          </>
        ) : (
          <p>
            <a href="/register">Create an account</a> or <a href="/login">log in</a> to get started.
          </p>
        )}
      </section>
    </div>
  );
}
