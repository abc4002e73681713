import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput, readJsonBody } from '../http/validate';

const MAX_BODY_BYTES = 64 * 1024;

const trackEventSchema = z.object({
  event_type: z.string().trim().min(1).max(100),
  properties: z.record(z.string(), z.unknown()).default({}),
});

/** POST /platform-tools/analytics/v1/track/event {event_type, properties} (spec §7.7) → 201. */
export function analyticsRoutes(db: Db): Hono {
  return new Hono().post(
    '/platform-tools/analytics/v1/track/event',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, [{ message: `Body larger than ${MAX_BODY_BYTES} bytes`, code: 'too_large' }]);
      },
    }),
    async (c) => {
      const event = parseInput(trackEventSchema, await readJsonBody(c));
      const [stored] = await db.query<{ id: number }>(
        'INSERT INTO analytics_events (event_type, properties) VALUES ($1, $2::jsonb) RETURNING id',
        [event.event_type, JSON.stringify(event.properties)],
      );
      return c.json({ data: stored }, 201);
    },
  );
}
