import { Hono } from 'hono';
import { valueGuideDetailsParamsSchema, valueGuideParamsSchema } from '../../schemas/requests/value-guide';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { readQuery } from '../http/query';
import { parseInput } from '../http/validate';
import { valueGuide, valueGuideDetails } from './value-guide';
import { unknownDetailFilters } from './value-guide-filters';

/**
 * The Value Guide (spec §2.12, §7.7): GET /v1/value_guide/details?category_id (the details a
 * category is priced by) and GET /v2/value_guide?category[]&model[]&{detailSlug}[] (what matching
 * gear sold for, how fast, and how much is for sale; a full response read from meta.value_guide).
 * Detail slugs are brand, condition and the category's list-flow details (flex[], hand[]…).
 */
export function valueGuideRoutes(db: Db): Hono {
  const app = new Hono();
  app.get('/v1/value_guide/details', async (c) => {
    const { category_id } = parseInput(valueGuideDetailsParamsSchema, c.req.query());
    const details = await valueGuideDetails(db, category_id);
    if (!details) throw ApiError.notFound('Category not found');
    return c.json(details);
  });
  app.get('/v2/value_guide', async (c) => {
    const params = parseInput(valueGuideParamsSchema, readQuery(c));
    const unknown = await unknownDetailFilters(db, params);
    if (unknown.length > 0)
      throw new ApiError(
        400,
        unknown.map((slug) => ({
          message: 'is not a detail the value guide prices by',
          code: 'invalid',
          field: `${slug}[]`,
        })),
      );
    const { value_guide, recent_sales, recently_published_items } = await valueGuide(db, params);
    return c.json({ data: { recent_sales, recently_published_items }, meta: { value_guide } });
  });
  return app;
}
