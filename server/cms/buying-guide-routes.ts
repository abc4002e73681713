import { Hono } from 'hono';
import type { Db } from '../db/db';
import { listBuyingGuides } from './buying-guides';

/** GET /v1/buying_guides: every published buying guide with the lander that shows it. */
export function buyingGuideRoutes(db: Db): Hono {
  const app = new Hono();
  app.get('/v1/buying_guides', async (c) => c.json({ data: await listBuyingGuides(db) }));
  return app;
}
