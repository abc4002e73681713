import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { adminVacationBodySchema } from '../../schemas/requests/seller-compliance';
import { startVacationBodySchema } from '../../schemas/requests/vacation';
import { requireAdmin } from '../auth/staff';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { endAdminVacation, endVacation, findAccountVacation, startAdminVacation, startVacation } from './vacations';

const accountParams = z.object({ id: dbIdParam });

/**
 * Vacation mode from /settings/vacation (spec §2.1, §4.3, issue 19 item 6; the spec shows no path, these
 * are ours beside its GET /v1/vacations/active): POST /v1/vacations `{vacation:{returns_on?, message?}}`
 * turns it on for the signed-in user (201, the vacation); DELETE /v1/vacations/active turns theirs off
 * (200, null) unless it is one the user may not lift (403, vacations/vacations.ts `liftRefusal`).
 *
 * An admin's (spec §6; README.md 'Admins'): GET, POST `{vacation:{message?}}` and DELETE
 * /v1/admin/users/{id}/vacation read, start (201) and end any account's vacation. A guest is 401, anyone
 * but an admin 403 before anything is read, an unknown account 404.
 */
export function vacationRoutes(db: Db): Hono {
  /** The account the admin names; 401 for a guest, 403 for anyone but an admin. */
  const adminTarget = async (c: Context) => {
    await requireAdmin(db, requireViewer(c).userId);
    return parseInput(accountParams, c.req.param()).id;
  };
  return new Hono()
    .get('/v1/admin/users/:id/vacation', async (c) => {
      return c.json({ data: await findAccountVacation(db, await adminTarget(c)) });
    })
    .post('/v1/admin/users/:id/vacation', async (c) => {
      const userId = await adminTarget(c);
      const { vacation } = parseInput(adminVacationBodySchema, await readJsonBody(c));
      return c.json({ data: await startAdminVacation(db, userId, vacation) }, 201);
    })
    .delete('/v1/admin/users/:id/vacation', async (c) => {
      await endAdminVacation(db, await adminTarget(c));
      return c.json({ data: null });
    })
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
