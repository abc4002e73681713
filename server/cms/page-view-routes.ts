import { Hono } from 'hono';
import { z } from 'zod';
import { platformSchema } from '../../schemas/tile';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput } from '../http/validate';
import { findPageView } from './page-views';

const paramsSchema = z.object({ idOrSlug: z.string().min(1).max(200) });
const querySchema = z.object({ platform: platformSchema.default('web') });

/** GET /v1/page_views/{id or slug}?platform=web|mobile (spec §7.7). */
export function pageViewRoutes(db: Db): Hono {
  return new Hono().get('/v1/page_views/:idOrSlug', async (c) => {
    const { idOrSlug } = parseInput(paramsSchema, c.req.param());
    parseInput(querySchema, c.req.query());
    const pageView = await findPageView(db, idOrSlug);
    if (!pageView) throw ApiError.notFound('Page view not found');
    return c.json({ data: pageView });
  });
}
