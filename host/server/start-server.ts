import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { errorReportingDsn } from '../../engine';
import {
  authHostConfig,
  createApp,
  createAuthHost,
  openDatabase,
  prepareDatabase,
  rankApiKeyFromEnvironment,
  serverMode,
  startJobWorker,
  type Db,
} from '../../server';
import type { RenderOptions } from '../render/render-page';
import { createHost } from './create-host';
import { createGuestPageCache } from './page-cache';
import { invalidateOnChange } from './page-invalidation';
import { createPublicAnswerCache } from './public-answer-cache';
import { withRankKey } from './rank-key';
import { startBanner } from './start-banner';
import { upstreamFetch } from './upstream';
import { isWebPrimary, startWebPrimary, webProcessCount } from './web-processes';

type RenderPage = (request: Request, options: RenderOptions) => Promise<Response>;

/** What `npm start` (host/serve.ts) and `npm run dev` (host/dev.ts) do differently. */
export interface ServerEntry {
  /** Printed before "is running at": `npm run dev` says it is the dev server. */
  name: string;
  /** The page renderer. `npm run dev` loads it through Vite on every page so edits apply at once. */
  renderPage: () => Promise<RenderPage>;
  /** The client's entry module, the built stylesheets' text and, in development, Vite's head scripts. */
  page: Pick<RenderOptions, 'clientEntry' | 'modulePreloads' | 'stylesheetTexts' | 'devScripts'>;
  /** The built client assets (`npm start`). */
  assets?: Hono;
  /** Vite's dev server runs in front: the pages' CSP lets its HMR client work. */
  viteDev?: boolean;
  /**
   * Serves guest pages, and the API answers every render asks for that are the same for everyone, from
   * memory, dropped on every change (`npm start`; not the dev server, whose code changes).
   */
  cacheGuestPages?: boolean;
  /** The interface both ports listen on; unset, every interface. */
  hostname?: string;
  /** Listens with the host's fetch on the web port (`npm run dev` puts Vite's middleware in front). */
  listen: (fetch: Hono['fetch'], port: number, onListening: () => void) => ServerType;
}

export interface RunningServer {
  db: Db;
  /** Stops both ports and the jobs worker (a running job goes back to the queue), then closes the database. */
  close: () => Promise<void>;
}

/**
 * Opens (creating, migrating and seeding on first start) the database, then serves the API and
 * server-rendered pages on PORT and the auth host on a port of its own.
 */
export async function startServer(entry: ServerEntry): Promise<RunningServer> {
  // KS_WEB_PROCESSES: this process starts the others (./web-processes.ts), each of which runs all that follows.
  const processes = entry.viteDev ? 1 : webProcessCount();
  if (isWebPrimary(processes)) return startWebPrimary(processes);
  const mode = serverMode();
  // The client knows three environments; a test server shows block notices as development does.
  const environment = mode === 'test' ? 'development' : mode;
  console.log(startBanner(mode));
  const db = await openDatabase();
  await prepareDatabase(db, { fixturesDir: process.env.SEED_FIXTURES });
  const jobs = startJobWorker(db);
  const port = Number(process.env.PORT ?? 3000);
  const auth = authHostConfig(process.env, port);
  const api = createApp({ db, authOrigin: auth.origin });
  const apiFetch = withRankKey(upstreamFetch(api), rankApiKeyFromEnvironment());
  const dsn = errorReportingDsn(process.env);
  const pageCache = entry.cacheGuestPages ? createGuestPageCache() : undefined;
  const publicAnswers = entry.cacheGuestPages ? createPublicAnswerCache() : undefined;
  const stopInvalidating =
    pageCache && publicAnswers ? await invalidateOnChange(db, pageCache, publicAnswers) : async () => undefined;
  // A render's calls (signed in or not) take the answers that are the same for everyone from memory.
  const renderFetch = publicAnswers ? publicAnswers.fetchThrough(apiFetch) : apiFetch;

  const host = createHost({
    api,
    apiFetch,
    assets: entry.assets,
    authOrigin: auth.origin,
    viteDev: entry.viteDev,
    errorReportingOrigin: dsn && new URL(dsn).origin,
    pageCache,
    render: async (request, caller) =>
      (await entry.renderPage())(request, {
        ...entry.page,
        environment,
        apiFetch: renderFetch,
        callerAddress: caller.address,
        secure: caller.secure,
        nonce: caller.nonce,
        errorReportingDsn: dsn,
      }),
  });
  const server = entry.listen(host.fetch, port, () => {
    console.log(`${entry.name} is running at http://localhost:${port} (${environment})`);
  });

  // The auth host (spec §2.6) on an origin of its own: the frame's messages cross origins for real.
  // A taken port costs only the frame (/login?frame=1), never the site.
  const authServer = serve(
    {
      fetch: createAuthHost({ api, parentOrigins: auth.parentOrigins }).fetch,
      port: auth.port,
      hostname: entry.hostname,
    },
    () => {
      console.log(`The auth host is running at ${auth.origin}`);
    },
  );
  authServer.on('error', (error) => console.warn(`[auth host] not started on port ${auth.port}: ${error.message}`));

  return {
    db,
    close: () => {
      server.close();
      authServer.close();
      return Promise.all([jobs.stop(), stopInvalidating()])
        .then(() => undefined)
        .finally(() => db.close());
    },
  };
}
