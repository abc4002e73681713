import { Hono } from 'hono';
import type { Db } from '../db/db';
import { gmcFeed } from '../queries/gmc-feed';

/**
 * Public product feeds: GET /feeds/google-merchant.xml, the Google Merchant Center feed of the items
 * for sale that no admin removed from it (Remove GMC, spec §6). Links use the request's origin.
 */
export function feedRoutes(db: Db): Hono {
  return new Hono().get('/feeds/google-merchant.xml', (c) =>
    c.body(gmcFeed(db, new URL(c.req.url).origin), 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );
}
