import { Hono } from 'hono';
import { startVacationBodySchema } from '../../schemas/requests/vacation';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import { endVacation, startVacation } from './vacations';

/**
 * Vacation mode from /settings/vacation (spec §2.1, §4.3, issue 19 item 6; the spec shows no path, these
 * are ours beside its GET /v1/vacations/active): POST /v1/vacations `{vacation:{returns_on?, message?}}`
 * turns it on for the signed-in user (201, the vacation); DELETE /v1/vacations/active turns theirs off
 * (200, null) unless it is one the user may not lift (403, vacations/vacations.ts `liftRefusal`).
 */
export function vacationRoutes(db: Db): Hono {
  return new Hono()
    .post('/v1/vacations', async (c) => {
      const viewer = requireViewer(c);
      const { vacation } = parseInput(startVacationBodySchema, await readJsonBody(c));
      return c.json({ data: await startVacation(db, viewer.userId, vacation) }, 201);
    })
    .delete('/v1/vacations/active', async (c) => {
      await endVacation(db, requireViewer(c).userId);
      return c.json({ data: null });
    });
}
