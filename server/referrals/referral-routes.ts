import { Hono } from 'hono';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { referralsOf } from './referrals';

/**
 * GET /v1/referrals (issue 19 item 8, spec §2.1 '/invite'): signed in (401); the caller's referral
 * code (made on first read), the absolute link to share, the friends who joined with it and the
 * credit each earned. Only ever the caller's own: there is no id to send.
 */
export function referralRoutes(db: Db, { webOrigin }: { webOrigin: string }): Hono {
  return new Hono().get('/v1/referrals', async (c) => {
    const { userId } = requireViewer(c);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: await referralsOf(db, userId, webOrigin) });
  });
}
