import { Hono } from 'hono';
import type { Db } from '../db/db';
import { regions } from './regions';

/** GET /v1/regions: the countries Kitswap ships to, `[{id: 'US', name: 'United States'}, ...]`. */
export function regionRoutes(_db: Db): Hono {
  return new Hono().get('/v1/regions', (c) => c.json({ data: regions }));
}
