import { randomUUID } from 'node:crypto';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { blocks } from '../../blocks';
import {
  ApiError,
  isNotFound,
  rememberReferralCode,
  signedInViewer,
  type EngineContextValue,
  type Environment,
} from '../../engine';
import { screens } from '../../screens';
import type { StylesheetTexts } from '../../ui/stylesheet/stylesheet-texts';
import { App } from '../app/App';
import { bootScript } from '../app/boot';
import { Document } from '../app/Document';
import { matchScreen } from '../app/match-screen';
import type { Outcome } from '../app/outcome';
import { createQueryClient } from '../app/query-client';
import { prefetchChrome } from '../chrome/chrome-queries';
import { renderWhole } from './render-whole';
import { requestServices } from './request-services';

export interface RenderOptions {
  environment: Environment;
  /** Calls the API in-process (or through the network when a service is configured elsewhere). */
  apiFetch: typeof fetch;
  /** The client entry module URL (a hashed /assets file in production, the source path in development). */
  clientEntry: string;
  /** The modules the entry imports statically (from the build's manifest), preloaded from the HTML. */
  modulePreloads?: string[];
  /** `npm start`: the built stylesheets' text by URL, inlined in the head (host/render/stylesheet-texts.ts). */
  stylesheetTexts?: StylesheetTexts;
  /** Development only: Vite's module scripts for the head. */
  devScripts?: string[];
  /** The visitor's address (server/http/caller-address.ts), sent on as x-forwarded-for. */
  callerAddress?: string;
  /** The visit came over https (host/server/request-scheme.ts): the cookies written are Secure. */
  secure?: boolean;
  /** The CSP nonce of this response, put on the inline boot script and the module scripts. */
  nonce?: string;
  /** The error-reporting DSN handed to the browser (engine/error-reporting); none: the console. */
  errorReportingDsn?: string;
}

/**
 * Server-renders one page: prefetches the matched screen's data (and its blocks'), renders the whole
 * document once everything is ready — so the first HTML holds every block before any script runs —
 * and embeds the query cache for hydration. A missing page answers 404, a failed render 500 (503 when the API is
 * unavailable).
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<Response> {
  const url = new URL(request.url);
  const services = requestServices(request, options);
  // A referral link's code is kept for registration (engine/session/referral-code.ts).
  rememberReferralCode(url.searchParams, services.cookies);
  const queryClient = createQueryClient();
  // Refreshes a lapsed access token first, so a visitor with a good refresh token is not shown a guest page.
  await services.session.accessToken();
  const engine: EngineContextValue = {
    api: services.api,
    session: services.session,
    environment: options.environment,
    signedIn: services.session.state().status === 'signedIn',
    viewer: signedInViewer(services.session.state()),
    blocks,
    track: services.track,
    cookies: services.cookies,
    consent: services.consent,
  };

  const chrome = prefetchChrome(services.api, queryClient, engine.viewer?.userId);
  let outcome: Outcome = { kind: 'ok' };
  const match = matchScreen(screens, url.pathname);
  if (!match) {
    outcome = { kind: 'not-found', path: url.pathname };
  } else {
    try {
      // The screen's code loads while its data (and its blocks' data and code) is fetched.
      await Promise.all([
        match.screen.preload(),
        match.screen.prefetch({
          api: services.api,
          queryClient,
          blocks,
          params: match.params,
          search: url.searchParams,
          signedIn: engine.signedIn,
          viewer: engine.viewer,
          environment: options.environment,
        }),
      ]);
    } catch (error) {
      outcome = failure(error, url.pathname);
    }
  }

  await chrome;
  let html = await renderDocument({ engine, queryClient, outcome, url, options }).catch((error: unknown) => {
    outcome = failure(error, url.pathname);
    return null;
  });
  html ??= await renderDocument({ engine, queryClient, outcome, url, options });

  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  for (const cookie of services.setCookieHeaders()) headers.append('set-cookie', cookie);
  const status = outcome.kind === 'ok' ? 200 : outcome.kind === 'not-found' ? 404 : outcome.status;
  return new Response(html, { status, headers });
}

function failure(error: unknown, path: string): Outcome {
  if (isNotFound(error)) return { kind: 'not-found', path };
  const digest = randomUUID().slice(0, 8);
  console.error(`[render] ${path} failed (digest ${digest})`, error);
  // The API answers 503 while its database is away: the page says so too, so a balancer or a crawler retries.
  return { kind: 'error', path, digest, status: error instanceof ApiError && error.status === 503 ? 503 : 500 };
}

/**
 * Renders the document to a string once all of it is ready. An error outside a block (blocks fail
 * alone: their own boundaries take over in the browser) rejects, so the caller renders the error page.
 */
function renderDocument(args: {
  engine: EngineContextValue;
  queryClient: QueryClient;
  outcome: Outcome;
  url: URL;
  options: RenderOptions;
}): Promise<string> {
  const { engine, queryClient, outcome, url, options } = args;
  const devScripts = options.devScripts ?? [];
  const boot = {
    environment: options.environment,
    dehydratedState: dehydrate(queryClient),
    outcome,
    devScripts,
    consent: engine.consent?.state() ?? 'unknown',
    errorReportingDsn: options.errorReportingDsn,
  };
  return renderWhole(
    <Document devScripts={devScripts} modulePreloads={options.modulePreloads} stylesheetTexts={options.stylesheetTexts}>
      <App
        queryClient={queryClient}
        engine={engine}
        screens={screens}
        outcome={outcome}
        ssrPath={url.pathname}
        ssrSearch={url.search.slice(1)}
      />
    </Document>,
    {
      path: url.pathname,
      bootstrapScriptContent: bootScript(boot),
      bootstrapModules: [options.clientEntry],
      nonce: options.nonce,
    },
  );
}
