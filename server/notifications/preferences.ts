import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
  type NotificationPreferencesBody,
} from '../../schemas/requests/notification-preferences';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** Where the settings page subscribes the account's e-mail to the newsletter (newsletter_subscriptions.source). */
export const SETTINGS_NEWSLETTER_SOURCE = 'SETTINGS';

/**
 * Every switch of the user: stored rows, on where none is stored; the e-mail newsletter is whether
 * the account's e-mail is in newsletter_subscriptions (however it got there).
 */
export async function readNotificationPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const rows = await db.query<{ channel: string; topic: string; enabled: boolean }>(
    'SELECT channel, topic, enabled FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  const [newsletter] = await db.query<{ subscribed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM user_logins l JOIN newsletter_subscriptions n ON n.email = lower(l.email)
       WHERE l.user_id = $1) AS subscribed`,
    [userId],
  );
  const stored = (channel: string, topic: string) =>
    rows.find((row) => row.channel === channel && row.topic === topic)?.enabled ?? true;
  const channel = (name: string) =>
    Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, stored(name, topic)])) as Record<
      (typeof NOTIFICATION_TOPICS)[number],
      boolean
    >;
  return { email: { ...channel('email'), newsletter: newsletter!.subscribed }, push: channel('push') };
}

/**
 * Stores the given switches in one transaction. The e-mail newsletter switch subscribes the account's
 * e-mail (source 'SETTINGS') or removes it; an account without a sign-in e-mail cannot turn it on (422).
 */
export async function saveNotificationPreferences(
  db: Db,
  userId: number,
  changes: NotificationPreferencesBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const channel of NOTIFICATION_CHANNELS) {
      for (const topic of NOTIFICATION_TOPICS) {
        const enabled = changes[channel]?.[topic];
        if (enabled === undefined) continue;
        if (channel === 'email' && topic === 'newsletter') {
          await setNewsletter(tx, userId, enabled);
          continue;
        }
        await tx.query(
          `INSERT INTO notification_preferences (user_id, channel, topic, enabled) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, channel, topic) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
          [userId, channel, topic, enabled],
        );
      }
    }
  });
}

async function setNewsletter(tx: Db, userId: number, enabled: boolean): Promise<void> {
  const [login] = await tx.query<{ email: string }>(
    'SELECT lower(email) AS email FROM user_logins WHERE user_id = $1',
    [userId],
  );
  if (!login) {
    if (!enabled) return;
    throw new ApiError(422, [
      {
        message: 'Your account has no e-mail address to send the newsletter to',
        code: 'no_email',
        field: 'email.newsletter',
      },
    ]);
  }
  if (enabled)
    await tx.query(
      'INSERT INTO newsletter_subscriptions (email, source) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
      [login.email, SETTINGS_NEWSLETTER_SOURCE],
    );
  else await tx.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [login.email]);
}
