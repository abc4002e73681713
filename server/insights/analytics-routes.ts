import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import { rateLimit, UNAUTHENTICATED_WRITE_LIMITS } from '../limits/rate-limit';

/** An event is small: 64 KB, not the API's 1 MB. */
const MAX_BODY_BYTES = 64 * 1024;

const trackEventSchema = z.object({
  event_type: z.string().trim().min(1).max(100),
  properties: z.record(z.string(), z.unknown()).default({}),
});

/** POST /platform-tools/analytics/v1/track/event {event_type, properties} (spec §7.7) → 201. */
export function analyticsRoutes(db: Db): Hono {
  return new Hono().post(
    '/platform-tools/analytics/v1/track/event',
    rateLimit(db, UNAUTHENTICATED_WRITE_LIMITS.analytics),
    async (c) => {
      const event = parseInput(trackEventSchema, await readJsonBody(c, { maxBytes: MAX_BODY_BYTES }));
      const [stored] = await db.query<{ id: number }>(
        'INSERT INTO analytics_events (event_type, properties) VALUES ($1, $2::jsonb) RETURNING id',
        [event.event_type, JSON.stringify(event.properties)],
      );
      return c.json({ data: stored }, 201);
    },
  );
}
