import { Hono } from 'hono';
import { z } from 'zod';
import { addressBodySchema } from '../../schemas/requests/addresses';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { createAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from './addresses';

const idParams = z.object({ id: dbIdParam });

/**
 * The signed-in user's postal addresses (My Addresses, spec §2.1, §3 flags.ship_to): list, add, change, delete and
 * make one the default shipping address. Only the caller's own rows: another user's id is 404. Every write answers
 * the caller's addresses afterwards (the default first, then newest first), as the settings page shows them.
 */
export function addressRoutes(db: Db): Hono {
  return new Hono()
    .get('/v1/addresses', async (c) => c.json({ data: await listAddresses(db, requireViewer(c).userId) }))
    .post('/v1/addresses', async (c) => {
      const { userId } = requireViewer(c);
      await createAddress(db, userId, parseInput(addressBodySchema, await readJsonBody(c)));
      return c.json({ data: await listAddresses(db, userId) }, 201);
    })
    .put('/v1/addresses/:id', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      await updateAddress(db, userId, id, parseInput(addressBodySchema, await readJsonBody(c)));
      return c.json({ data: await listAddresses(db, userId) });
    })
    .put('/v1/addresses/:id/default', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      await makeDefaultAddress(db, userId, id);
      return c.json({ data: await listAddresses(db, userId) });
    })
    .delete('/v1/addresses/:id', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      await deleteAddress(db, userId, id);
      return c.json({ data: await listAddresses(db, userId) });
    });
}
