import { Hono } from 'hono';
import { z } from 'zod';
import type { Lander } from '../../schemas/entities/lander';
import { platformSchema } from '../../schemas/tile';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput } from '../http/validate';
import { featuredItem, findLander, findLanderV2, findSuggestedLander, listLanderRefs } from './landers';

const listQuerySchema = z.object({
  slug: z.string().max(300).optional(),
  platform: platformSchema.default('web'),
  featured_item: z.enum(['0', '1']).optional(),
});
const idParamsSchema = z.object({ id: dbIdParam });
const platformQuerySchema = z.object({
  platform: platformSchema.default('web'),
  featured_item: z.enum(['0', '1']).optional(),
});

/**
 * Shop landers (spec §7.7): look-up by slug, the lander (with its featured item when `featured_item=1`), the lander
 * suggested after it, and v2 with page view and block prefills.
 */
export function landerRoutes(db: Db): Hono {
  const app = new Hono();
  const withFeaturedItem = async (lander: Lander, featured: '0' | '1' | undefined): Promise<Lander> =>
    featured === '1' ? { ...lander, featured_item: await featuredItem(db, lander) } : lander;

  app.get('/v1/landers', async (c) => {
    const { slug } = parseInput(listQuerySchema, c.req.query());
    return c.json({ data: await listLanderRefs(db, slug) });
  });

  app.get('/v1/landers/:id', async (c) => {
    const { id } = parseInput(idParamsSchema, c.req.param());
    const { featured_item } = parseInput(platformQuerySchema, c.req.query());
    const lander = await findLander(db, id);
    if (!lander) throw ApiError.notFound('Lander not found');
    return c.json({ data: await withFeaturedItem(lander, featured_item) });
  });

  app.get('/v1/landers/:id/suggested_lander', async (c) => {
    const { id } = parseInput(idParamsSchema, c.req.param());
    const { featured_item } = parseInput(platformQuerySchema, c.req.query());
    if (!(await findLander(db, id))) throw ApiError.notFound('Lander not found');
    const suggested = await findSuggestedLander(db, id);
    if (!suggested) throw ApiError.notFound('No suggested lander');
    return c.json({ data: await withFeaturedItem(suggested, featured_item) });
  });

  app.get('/v2/landers/:id', async (c) => {
    const { id } = parseInput(idParamsSchema, c.req.param());
    parseInput(platformQuerySchema, c.req.query());
    const lander = await findLanderV2(db, id);
    if (!lander) throw ApiError.notFound('Lander not found');
    return c.json({ data: lander });
  });

  return app;
}
