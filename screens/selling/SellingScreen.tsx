import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { useEngine } from '../../engine';
import { ButtonStyles } from '../../ui/button/Button';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { SELLING_PAGES, sellingPageOf, sellingPath, type SellingPage } from './selling-pages';
import css from './SellingScreen.css?url';

/** Each page's component, loaded when the page is opened. */
const PAGES: Record<SellingPage, ComponentType> = {
  '': lazy(() => import('./dashboard/DashboardPage')),
  cashout: lazy(() => import('./cashout/CashoutPage')),
};

/** /selling and its sub-pages: the signed-in seller's own pages, under the dashboard's navigation. */
export default function SellingScreen() {
  const { viewer } = useEngine();
  const requireSignIn = useRequireSignIn();
  const [path] = useLocation();
  const { page, title } = sellingPageOf(path) ?? SELLING_PAGES[0];
  const Page = PAGES[page];
  return (
    <div className="ks-page ks-selling">
      <ButtonStyles />
      <Stylesheet href={css} />
      <PageMeta title={title} canonical={sellingPath(page)} />
      <nav className="ks-selling__nav" aria-label="Seller Dashboard">
        <ul>
          {SELLING_PAGES.map((linked) => (
            <li key={linked.page}>
              <Link href={sellingPath(linked.page)} aria-current={linked.page === page ? 'page' : undefined}>
                {linked.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="ks-selling__page" aria-labelledby="ks-selling-title">
        <h1 id="ks-selling-title">{title}</h1>
        {viewer ? (
          <Suspense fallback={<div className="ks-block-loading" aria-busy="true" aria-label="Loading" />}>
            <Page />
          </Suspense>
        ) : (
          <button
            type="button"
            className="ks-button ks-button--primary"
            onClick={() => requireSignIn({ reason: SIGN_IN_REASONS.selling })}
          >
            {SIGN_IN_REASONS.selling}
          </button>
        )}
      </section>
    </div>
  );
}
