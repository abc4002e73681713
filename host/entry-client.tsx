import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { blocks } from '../blocks';
import {
  browserCookieJar,
  browserHasGlobalPrivacyControl,
  createApiClient,
  createConsentStore,
  createErrorReporter,
  createSession,
  createTracker,
  deferHydration,
  preloadRenderedBlocks,
  refreshTokens,
  signedInViewer,
} from '../engine';
import { screens } from '../screens';
import { App } from './app/App';
import { Document } from './app/Document';
import { matchScreen } from './app/match-screen';
import { createQueryClient } from './app/query-client';
import { proxyBaseUrls } from './app/services';
import { deferredChromeParts } from './chrome/deferred-chrome';
import { loadSignedInNav } from './chrome/Header';
import { preloadOutcomePage } from './pages/outcome-pages';

const boot = window.__KS_BOOT__;
if (!boot) throw new Error('The page has no boot data: it was not rendered by the Kitswap server');

const baseUrls = proxyBaseUrls();
const cookies = browserCookieJar();
const session = createSession({
  cookies,
  refresh: (refreshToken, clientId) => refreshTokens(fetch, baseUrls.iam, refreshToken, clientId),
});
const api = createApiClient({ baseUrls, session });
// Spec §4.8: analytics only for opt-in or unknown consent, asked at every event; Global Privacy Control opts out.
const consent = createConsentStore({
  cookies,
  globalPrivacyControl: browserHasGlobalPrivacyControl(),
  renderedState: boot.consent,
});
const { track } = createTracker({ api, session, consent });
const queryClient = createQueryClient();
hydrate(queryClient, boot.dehydratedState);

await session.accessToken();
const engine = {
  api,
  session,
  environment: boot.environment,
  signedIn: session.state().status === 'signedIn',
  viewer: signedInViewer(session.state()),
  blocks,
  track,
  cookies,
  consent,
  errorReporter: createErrorReporter({ dsn: boot.errorReportingDsn, environment: boot.environment }),
};

// Load the code of the screen and of the blocks already in the HTML and on screen first (and a signed-in
// user's part of the header, a lazy chunk a guest never loads, and the error or 404 page the server rendered
// in place of a screen), so hydration does not suspend on them. Blocks off screen and the deferred chrome
// (footer, notices, category menus) hydrate later (engine/hydration: App continues once the page is hydrated).
await Promise.all([
  preloadOutcomePage(boot.outcome),
  matchScreen(screens, window.location.pathname)?.screen.preload(),
  preloadRenderedBlocks(document, blocks),
  deferHydration(deferredChromeParts(document)),
  engine.signedIn ? loadSignedInNav() : undefined,
]);

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: taps and scrolls stay answered while it runs (Total Blocking Time).
startTransition(() => {
  hydrateRoot(
    document,
    <Document devScripts={boot.devScripts}>
      <App queryClient={queryClient} engine={engine} screens={screens} outcome={boot.outcome} />
    </Document>,
  );
});
