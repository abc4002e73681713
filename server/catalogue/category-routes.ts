import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput } from '../http/validate';
import { findCategory, listCategoryTree } from './categories';

const idParamsSchema = z.object({ id: dbIdParam });

/** GET /v1/categories (the tree) and GET /v1/categories/{id} (one category with its children). */
export function categoryRoutes(db: Db): Hono {
  const app = new Hono();

  app.get('/v1/categories', async (c) => c.json({ data: await listCategoryTree(db) }));

  app.get('/v1/categories/:id', async (c) => {
    const { id } = parseInput(idParamsSchema, c.req.param());
    const category = await findCategory(db, id);
    if (!category) throw ApiError.notFound('Category not found');
    return c.json({ data: category });
  });

  return app;
}
