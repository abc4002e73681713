import { Hono } from 'hono';
import { createAccessTokenSigner, tokenSecretFromEnvironment } from './auth/access-token';
import { viewerMiddleware } from './auth/viewer';
import type { Db } from './db/db';
import { ApiError } from './http/api-error';
import { analyticsRoutes } from './routes/analytics';
import { buyingGuideRoutes } from './routes/buying-guides';
import { categoryRoutes } from './routes/categories';
import { cmsRoutes } from './routes/cms';
import { facetRoutes } from './routes/facets';
import { healthRoutes } from './routes/health';
import { itemRoutes } from './routes/items';
import { itemPageRoutes } from './routes/item-page';
import { landerRoutes } from './routes/landers';
import { mediaRoutes } from './routes/media';
import { modelRoutes } from './routes/models';
import { pageViewRoutes } from './routes/page-views';
import { regionRoutes } from './routes/regions';

export interface AppOptions {
  db: Db;
  /** Signs access tokens; defaults to KS_TOKEN_SECRET (or the development secret outside production). */
  tokenSecret?: string;
}

/**
 * The reference marketplace API (spec §7) as a Hono app: mount it beside the SSR handler, or serve
 * it alone (server/main.ts). Success bodies are `{data, meta?}`, failures `{errors: [...]}`.
 */
export function createApp({ db, tokenSecret = tokenSecretFromEnvironment() }: AppOptions): Hono {
  const app = new Hono();
  const signer = createAccessTokenSigner(tokenSecret);
  app.use('*', viewerMiddleware(signer));
  for (const routes of [healthRoutes, pageViewRoutes, landerRoutes, categoryRoutes, itemRoutes, analyticsRoutes, mediaRoutes]) {
    app.route('/', routes(db));
  }
  app.route('/', cmsRoutes(db));
  app.route('/', buyingGuideRoutes(db));
  app.route('/', itemPageRoutes(db));
  app.route('/', regionRoutes(db));
  app.route('/', facetRoutes(db));
  app.route('/', modelRoutes(db));
  app.notFound((c) => c.json({ errors: [{ message: 'Not found', code: 'not_found' }] }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json({ errors: error.errors }, error.status);
    console.error('[server] unhandled error', c.req.method, c.req.path, error);
    return c.json({ errors: [{ message: 'Internal server error', code: 'internal' }] }, 500);
  });
  return app;
}
