import { Hono } from 'hono';
import { z } from 'zod';
import { leaveFeedbackBodySchema } from '../../schemas/requests/feedback';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { leaveFeedback } from './feedback';
import { findSwap } from './swaps';

const idParams = z.object({ id: dbIdParam });

/**
 * POST /v1/swaps/{id}/feedback `{feedback: {rating, comment}}`: the buyer rates the seller once the
 * sale is final (swaps/feedback.ts has the rules); answers the swap as the buyer now sees it.
 */
export function swapFeedbackRoutes(db: Db): Hono {
  return new Hono().post('/v1/swaps/:id/feedback', async (c) => {
    const viewer = requireViewer(c);
    const { id } = parseInput(idParams, c.req.param());
    const body = parseInput(leaveFeedbackBodySchema, await readJsonBody(c));
    await leaveFeedback(db, id, viewer.userId, body);
    return c.json({ data: await findSwap(db, id, viewer.userId) }, 201);
  });
}
