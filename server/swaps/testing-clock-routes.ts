import { Hono } from 'hono';
import { z } from 'zod';
import { advanceClock, clockNow, resetClock } from '../clock/clock';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import type { RecurringJob } from '../jobs/recurring';
import { runSwapJobs } from './swap-jobs';

/** The furthest one call moves the clock: 400 days, past any swap's time rule and the value guide's year. */
export const MAX_ADVANCE_SECONDS = 400 * 86_400;

const clockBodySchema = z
  .object({
    advance_seconds: z.number().int().min(0).max(MAX_ADVANCE_SECONDS).optional(),
    reset: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => (body.advance_seconds === undefined) !== (body.reset === undefined), {
    message: 'Send either advance_seconds or reset: true',
  });

/**
 * The server clock for tests and development (server/swaps/README.md 'The server clock'): GET
 * /v1/testing/clock answers `{now, offset_ms}`; POST moves it (`{advance_seconds}`) or puts it back
 * (`{reset: true}`), then runs every `swaps.*` job of `recurringJobs` (the registry's) once so their
 * effects show at once, and answers `{now}`. Mounted only where `allowsDevStandIns()` (development and
 * test): production answers 404 like any unknown path. Any caller may use it there, guests too: it is a
 * developer's tool.
 */
export function testingClockRoutes(db: Db, recurringJobs: readonly RecurringJob[]): Hono {
  return new Hono()
    .get('/v1/testing/clock', async (c) => {
      const [row] = await db.query<{ now: Date; offset_ms: string | number }>(
        'SELECT ks_now() AS now, offset_ms FROM server_clock',
      );
      return c.json({ data: { now: row!.now.toISOString(), offset_ms: Number(row!.offset_ms) } });
    })
    .post('/v1/testing/clock', async (c) => {
      const body = parseInput(clockBodySchema, await readJsonBody(c));
      if (body.reset) await resetClock(db);
      else await advanceClock(db, (body.advance_seconds ?? 0) * 1000);
      await runSwapJobs(db, recurringJobs);
      return c.json({ data: { now: (await clockNow(db)).toISOString() } });
    });
}
