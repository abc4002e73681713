import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { ScreenPlugin, ScreenRegistry } from '../../engine';
import { ErrorPage, NotFoundPage } from '../pages/outcome-pages';
import { Frame } from './Frame';
import { HydratedMark } from './HydratedMark';
import type { Outcome } from './outcome';
import { RouteBoundary } from './RouteBoundary';

/** The routes, built from the screen registry in order; anything else is the 404 page. */
export function Routes({ screens, outcome }: { screens: ScreenRegistry; outcome: Outcome }) {
  const [path] = useLocation();
  if (outcome.kind === 'not-found' && outcome.path === path) {
    return (
      <Frame chrome="full">
        <NotFoundPage />
        <HydratedMark />
      </Frame>
    );
  }
  if (outcome.kind === 'error' && outcome.path === path) {
    return (
      <Frame chrome="full">
        <ErrorPage digest={outcome.digest} onRetry={() => window.location.reload()} />
        <HydratedMark />
      </Frame>
    );
  }
  return (
    <Switch>
      {screens.map((screen) => (
        <Route key={screen.id} path={screen.path}>
          {(params) => <ScreenRoute screen={screen} params={params} path={path} />}
        </Route>
      ))}
      <Route>
        <Frame chrome="full">
          <NotFoundPage />
          <HydratedMark />
        </Frame>
      </Route>
    </Switch>
  );
}

function ScreenRoute({
  screen,
  params,
  path,
}: {
  screen: ScreenPlugin;
  params: Record<string, string | undefined>;
  path: string;
}) {
  const { Component } = screen;
  return (
    <Frame chrome={screen.chrome}>
      <RouteBoundary key={screen.keepAcrossPaths ? screen.id : path} resetKey={path}>
        <Suspense
          fallback={
            <div className="ks-page">
              <div className="ks-block-loading" aria-busy="true" aria-label="Loading" />
            </div>
          }
        >
          <Component params={params} />
          {/* In the screen's boundary: the page counts as hydrated once the screen is. */}
          <HydratedMark />
        </Suspense>
      </RouteBoundary>
    </Frame>
  );
}
