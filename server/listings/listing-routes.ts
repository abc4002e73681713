import { Hono } from 'hono';
import { z } from 'zod';
import { itemDraftPayloadSchema } from '../../schemas/requests/item-draft';
import { isAdmin } from '../auth/staff';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { deleteDraft, duplicateListing, publishListing, validateListing } from './listing-lifecycle';
import { createListing, updateListing } from './listing-save';
import { findDrafts, findListing } from './listings';

const idParams = z.object({ id: dbIdParam });
const editQuery = z.object({ track: z.enum(['true', 'false']).optional() });
const publishPayload = z.object({ item: z.object({ id: z.number().int().positive() }) });

/**
 * The list flow's item calls (spec §7.5, issue 16), each for the signed-in seller of the item
 * (403 another's, 404 unknown): create, edit and load a listing, its drafts, validate, publish,
 * duplicate and delete a draft. Registered before the item page's GET /v1/items/{id}.
 */
export function listingRoutes(db: Db): Hono {
  return new Hono()
    .post('/v1/items', async (c) => {
      const { userId } = requireViewer(c);
      const { item } = parseInput(itemDraftPayloadSchema, await readJsonBody(c));
      return c.json({ data: await createListing(db, userId, item) }, 201);
    })
    .get('/v1/items/drafts', async (c) => {
      const { userId } = requireViewer(c);
      return c.json({ data: await findDrafts(db, userId) });
    })
    .post('/v1/items/publish', async (c) => {
      const { userId } = requireViewer(c);
      const { item } = parseInput(publishPayload, await readJsonBody(c));
      const id = dbIdParam.safeParse(item.id);
      if (!id.success) throw ApiError.notFound('Item not found');
      return c.json({ data: await publishListing(db, id.data, userId) });
    })
    .get('/v1/items/:id/edit', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      parseInput(editQuery, c.req.query());
      const found = await findListing(db, id);
      if (!found) throw ApiError.notFound('Item not found');
      // An admin may edit anyone's published listing (the admin grant 'edit', spec §6).
      const staffEdit = found.listing.state !== 'draft' && (await isAdmin(db, userId));
      if (found.sellerId !== userId && !staffEdit)
        throw new ApiError(403, [{ message: 'This item is not yours to edit', code: 'forbidden' }]);
      return c.json({ data: found.listing });
    })
    .put('/v1/items/:id', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const { item } = parseInput(itemDraftPayloadSchema, await readJsonBody(c));
      return c.json({ data: await updateListing(db, id, userId, item) });
    })
    .delete('/v1/items/:id', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      await deleteDraft(db, id, userId);
      return c.body(null, 204);
    })
    .post('/v1/items/:id/validate', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const errors = await validateListing(db, id, userId);
      if (errors.length > 0) throw new ApiError(422, errors);
      return c.json({ data: { valid: true } });
    })
    .post('/v1/items/:id/duplicate', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      return c.json({ data: await duplicateListing(db, id, userId) }, 201);
    });
}
