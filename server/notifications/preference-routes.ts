import { Hono } from 'hono';
import { notificationPreferencesBodySchema } from '../../schemas/requests/notification-preferences';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import { readNotificationPreferences, saveNotificationPreferences } from './preferences';

/**
 * The signed-in user's notification switches (/settings/notifications): GET every switch, PUT any
 * of them (answers every switch). Only the caller's own: there is no user id to send.
 */
export function notificationPreferenceRoutes(db: Db): Hono {
  return new Hono()
    .get('/v1/notification_preferences', async (c) =>
      c.json({ data: await readNotificationPreferences(db, requireViewer(c).userId) }),
    )
    .put('/v1/notification_preferences', async (c) => {
      const viewer = requireViewer(c);
      const changes = parseInput(notificationPreferencesBodySchema, await readJsonBody(c));
      await saveNotificationPreferences(db, viewer.userId, changes);
      return c.json({ data: await readNotificationPreferences(db, viewer.userId) });
    });
}
