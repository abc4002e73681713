import { Hono } from 'hono';
import type { Db } from './db';

/** GET /health: answers once the database does. */
export function healthRoutes(db: Db): Hono {
  return new Hono().get('/health', async (c) => {
    await db.query('SELECT 1');
    return c.json({ data: { ok: true } });
  });
}
