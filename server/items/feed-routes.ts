import { Hono } from 'hono';
import type { Db } from '../db/db';
import { gmcFeed } from './gmc-feed';

/**
 * Public product feeds: GET /feeds/google-merchant.xml, the Google Merchant Center feed of the items
 * for sale that no admin removed from it (Remove GMC, spec §6). Links use the site's origin as visitors
 * reach it (`webOrigin`: KS_WEB_ORIGINS' first, config/web-origin.ts), never the request's: the API is called
 * in-process (http://api.internal) or behind the proxy, and a caller's Host header is theirs to choose.
 */
export function feedRoutes(db: Db, { webOrigin }: { webOrigin: string }): Hono {
  return new Hono().get('/feeds/google-merchant.xml', (c) =>
    c.body(gmcFeed(db, webOrigin), 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );
}
