import { Hono } from 'hono';
import { modelCreatePayloadSchema, modelSearchParamsSchema } from '../../schemas/requests/model-search';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import { searchModels } from './guide-models';
import { createModel } from './model-create';

/**
 * GET /v1/models?category_id&brand_id&context=shop&sort=popular_desc|position_asc&page_size&q (spec §7.7), and
 * POST /v1/models {model: {name, category_id, brand_id}} (signed in): 201 a new model, 200 the one already named so.
 */
export function modelRoutes(db: Db): Hono {
  const app = new Hono();
  app.get('/v1/models', async (c) =>
    c.json({ data: await searchModels(db, parseInput(modelSearchParamsSchema, c.req.query())) }),
  );
  app.post('/v1/models', async (c) => {
    requireViewer(c);
    const { model } = parseInput(modelCreatePayloadSchema, await readJsonBody(c));
    const answer = await createModel(db, model);
    return c.json({ data: answer.model }, answer.created ? 201 : 200);
  });
  return app;
}
