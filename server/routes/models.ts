import { Hono } from 'hono';
import { modelSearchParamsSchema } from '../../schemas/requests/model-search';
import type { Db } from '../db/db';
import { parseInput } from '../http/validate';
import { searchModels } from '../queries/guide-models';

/** GET /v1/models?category_id&brand_id&context=shop&sort=popular_desc|position_asc&page_size (spec §7.7). */
export function modelRoutes(db: Db): Hono {
  const app = new Hono();
  app.get('/v1/models', async (c) =>
    c.json({ data: await searchModels(db, parseInput(modelSearchParamsSchema, c.req.query())) }),
  );
  return app;
}
