import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import pagesCss from './ErrorPage.css?url';

/** The 404 page for a path no screen matches, or content the API does not have. */
export function NotFoundPage() {
  return (
    <section className="ks-page ks-status-page" aria-labelledby="ks-not-found-title">
      <PageMeta title="Page not found" canonical={false} />
      <Stylesheet href={pagesCss} precedence="chrome" />
      <p className="ks-status-page__code">404</p>
      <h1 id="ks-not-found-title">We can’t find that page</h1>
      <p>The link may be old, or the gear may have found a new home.</p>
      <p className="ks-status-page__actions">
        <a className="ks-status-page__button" href="/">
          Back to home
        </a>
        <a href="/search">Search all gear</a>
      </p>
    </section>
  );
}
