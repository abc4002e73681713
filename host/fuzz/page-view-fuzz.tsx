import { QueryClientProvider } from '@tanstack/react-query';
import fc from 'fast-check';
import { Provider as JotaiProvider } from 'jotai';
import { Router } from 'wouter';
import { blocks as registry } from '../../blocks';
import {
  EngineProvider,
  loadedBlockValidator,
  PageView,
  prefetchPageView,
  resolveBlocks,
  signedInViewer,
  type EngineContextValue,
  type Environment,
} from '../../engine';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createAccessTokenSigner,
  createApp,
  DEVELOPMENT_TOKEN_SECRET,
  openDb,
  prepareDatabase,
  type Db,
} from '../../server';
import { createQueryClient } from '../app/query-client';
import { renderPage } from '../render/render-page';
import { renderWhole } from '../render/render-whole';
import { requestServices } from '../render/request-services';
import { upstreamFetch } from '../server/upstream';
import { pageViewArbitrary, SCRIPT_MARKER, seedBlocks, type Json } from './page-view-arbitraries';

export interface PageViewFuzzOptions {
  /** How many page views to generate; each renders through <PageView> and through a route. */
  runs: number;
  /** fast-check's seed; the report names it, so a failing run can be replayed. */
  seed?: number;
  /** Hears the counts every 1,000 page views (a long run shows where it is). */
  onProgress?: (counts: PageViewFuzzReport) => void;
}

export interface PageViewFuzzFailure {
  /** 'PageView' or the route's path. */
  where: string;
  problem: string;
  blocks: string;
}

export interface PageViewFuzzReport {
  seed: number;
  /** Page views rendered through <PageView> on the server, and through the real server's routes. */
  pages: number;
  routePages: number;
  /** Renders that failed: an error, a status other than 200, a blank page, a missing notice. */
  failed: number;
  failures: PageViewFuzzFailure[];
  /** Blocks the engine dropped (unknown layout, invalid, login-required), each alone. */
  skippedBlocks: number;
  renderedBlocks: number;
  /** Blocks whose data failed on the server, left to the browser (client-rendered boundaries). */
  deferredBlocks: number;
  seconds: number;
}

/** The paths that render a page view: a shop lander and a CMS page (How to Sell). */
const ROUTES = [
  { path: '/shop/fuzz/page-views', slug: 'fuzz-page-views' },
  { path: '/sell-now', slug: 'sell-now' },
] as const;

const count = (html: string, needle: string) => html.split(needle).length - 1;
const BATCH = 50;

/**
 * The page-view fuzzer of issue 14 7(a): page views generated from the real fixtures and the
 * seeded page views and mutated (page-view-arbitraries.ts) are rendered, as the host renders, on a
 * fresh seeded PGlite with the real API in process: through <PageView> with the blocks' data
 * prefetched, and through the server's routes (the page view stored in page_views, the page
 * rendered by renderPage). A page fails on an error, a status other than 200, a page without its
 * chrome or blocks, a notice missing outside production or shown in production, or markup the
 * CMS injected. Every fourth page renders as production, every fifth signed in.
 */
export async function runPageViewFuzz({
  runs,
  seed = Date.now() % 2 ** 31,
  onProgress,
}: PageViewFuzzOptions): Promise<PageViewFuzzReport> {
  const started = performance.now();
  const db = await openDb();
  const report: PageViewFuzzReport = {
    seed,
    pages: 0,
    routePages: 0,
    failed: 0,
    failures: [],
    skippedBlocks: 0,
    renderedBlocks: 0,
    deferredBlocks: 0,
    seconds: 0,
  };
  try {
    await prepareDatabase(db);
    const apiFetch = upstreamFetch(createApp({ db }));
    const seeded = await db.query<{ blocks: Json[] }>('SELECT blocks FROM page_views');
    const seeds = await seedBlocks(seeded.flatMap((row) => row.blocks));
    await addFuzzLander(db);
    const signer = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET);
    const arbitrary = pageViewArbitrary(seeds);

    for (let done = 0; done < runs; done += BATCH) {
      const pages = fc.sample(arbitrary, { numRuns: Math.min(BATCH, runs - done), seed: seed + done });
      for (const [offset, page] of pages.entries()) {
        const index = done + offset;
        const visit: Visit = {
          page,
          environment: index % 4 === 3 ? 'production' : 'development',
          // Signed per page: a full run outlasts one token's lifetime.
          cookie:
            index % 5 === 4
              ? `access_token=${signer.sign({ sub: '1001', uuid: 'uuid-demo_buyer' }, ACCESS_TOKEN_TTL_SECONDS)}`
              : undefined,
        };
        const fail = (where: string, problem: string) => {
          report.failed++;
          if (report.failures.length < 20)
            report.failures.push({ where, problem, blocks: JSON.stringify(page).slice(0, 2_000) });
        };
        await renderThroughPageView(visit, apiFetch, report).catch((error: unknown) => fail('PageView', String(error)));
        const route = ROUTES[index % ROUTES.length]!;
        await renderThroughRoute(visit, route, db, apiFetch, report).catch((error: unknown) =>
          fail(route.path, String(error)),
        );
      }
      if (onProgress && (done + BATCH) % 1_000 === 0) onProgress({ ...report, failures: [] });
    }
  } finally {
    await db.close();
  }
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  return report;
}

interface Visit {
  page: Json[];
  environment: Environment;
  cookie: string | undefined;
}

async function addFuzzLander(db: Db): Promise<void> {
  const [pageView] = await db.query<{ id: number }>(
    "INSERT INTO page_views (slug, title) VALUES ('fuzz-page-views', 'Fuzz') RETURNING id",
  );
  await db.query(
    "INSERT INTO landers (slug, path, title, page_view_id) VALUES ('fuzz/page-views', '/shop/fuzz/page-views', 'Fuzz', $1)",
    [pageView!.id],
  );
}

/** What the page must show: each shown block, and a notice per dropped block outside production only. */
function checkPage(html: string, visit: Visit, signedIn: boolean): { skipped: number; shown: number } {
  const validator = loadedBlockValidator();
  if (!validator) throw new Error('checkPage runs after prefetchPageView, which loads the block schemas');
  const resolved = resolveBlocks(visit.page, { registry, signedIn, validator });
  const skipped = resolved.blocks.filter((block) => block.kind === 'skipped').length;
  const shown = resolved.blocks.length - skipped;
  const notices = count(html, 'class="ks-block-notice"');
  const expectedNotices = visit.environment === 'production' ? 0 : skipped;
  if (notices !== expectedNotices)
    throw new Error(`${notices} notices for ${skipped} dropped blocks (${visit.environment})`);
  const rendered = count(html, 'data-block-id=');
  if (rendered !== shown) throw new Error(`${rendered} blocks in the HTML, ${shown} valid`);
  if (
    html.includes(`<script>window.${SCRIPT_MARKER}`) ||
    /\s(href|src)="javascript:/i.test(html) ||
    html.includes('onerror="window.')
  ) {
    throw new Error('CMS text reached the page as markup');
  }
  return { skipped, shown };
}

async function renderThroughPageView(visit: Visit, apiFetch: typeof fetch, report: PageViewFuzzReport): Promise<void> {
  const services = requestServices(
    new Request('http://localhost/fuzz', { headers: visit.cookie ? { cookie: visit.cookie } : {} }),
    { apiFetch },
  );
  await services.session.accessToken();
  const signedIn = services.session.state().status === 'signedIn';
  const engine: EngineContextValue = {
    api: services.api,
    session: services.session,
    environment: visit.environment,
    signedIn,
    viewer: signedInViewer(services.session.state()),
    blocks: registry,
    track: services.track,
    cookies: services.cookies,
  };
  const queryClient = createQueryClient();
  await prefetchPageView(visit.page, { api: services.api, signedIn, registry, queryClient });
  const html = await renderWhole(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <EngineProvider value={engine}>
          <Router ssrPath="/fuzz">
            <PageView blocks={visit.page} />
          </Router>
        </EngineProvider>
      </JotaiProvider>
    </QueryClientProvider>,
    { path: 'fuzz' },
  );
  const { skipped, shown } = checkPage(html, visit, signedIn);
  report.pages++;
  report.skippedBlocks += skipped;
  report.renderedBlocks += shown;
  report.deferredBlocks += count(html, '<!--$!-->');
}

async function renderThroughRoute(
  visit: Visit,
  route: (typeof ROUTES)[number],
  db: Db,
  apiFetch: typeof fetch,
  report: PageViewFuzzReport,
): Promise<void> {
  await db.query('UPDATE page_views SET blocks = $1::jsonb, updated_at = now() WHERE slug = $2', [
    JSON.stringify(visit.page),
    route.slug,
  ]);
  const request = new Request(`http://localhost${route.path}`, {
    headers: visit.cookie ? { cookie: visit.cookie } : {},
  });
  const response = await renderPage(request, {
    environment: visit.environment,
    apiFetch,
    clientEntry: '/assets/entry-client.js',
  });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`answered ${response.status}`);
  if (!html.includes('class="ks-header"') || !html.includes('</html>')) throw new Error('a blank page');
  checkPage(html, visit, Boolean(visit.cookie));
  report.routePages++;
}
