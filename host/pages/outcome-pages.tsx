import { Suspense } from 'react';
import { preloadable } from '../../engine';
import type { Outcome } from '../app/outcome';
import type { ErrorPageProps } from './ErrorPage';

// The error and not-found pages (with the error page's clip list) are lazy chunks: a page that renders fine, home
// included, never runs them (issue 20 item 2). The browser loads the one the server rendered before it hydrates
// (`preloadOutcomePage`), so hydration does not suspend on it; a failure after hydration loads it then.
const errorPage = preloadable<ErrorPageProps>(async () => ({ default: (await import('./ErrorPage')).ErrorPage }));
const notFoundPage = preloadable<object>(async () => ({ default: (await import('./NotFoundPage')).NotFoundPage }));

// The server renders them without suspending: loaded when its code starts (the client build drops this).
if (import.meta.env.SSR) void Promise.all([errorPage.preload(), notFoundPage.preload()]);

/** The error page, loaded on first use; shows nothing for the moment its code loads. */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <errorPage.Component {...props} />
    </Suspense>
  );
}

/** The 404 page, loaded on first use; shows nothing for the moment its code loads. */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <notFoundPage.Component />
    </Suspense>
  );
}

/** Loads the page the server rendered for `outcome` in place of a screen (none for 'ok'). */
export function preloadOutcomePage(outcome: Outcome): Promise<void> | undefined {
  if (outcome.kind === 'not-found') return notFoundPage.preload();
  if (outcome.kind === 'error') return errorPage.preload();
  return undefined;
}
