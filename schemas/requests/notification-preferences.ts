import { z } from 'zod';

/** The channels a notice can take (/settings/notifications). */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The topics a user can switch per channel, in the page's order. */
export const NOTIFICATION_TOPICS = ['offers', 'messages', 'price_drops', 'sales', 'newsletter'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

const channelSwitches = z.object({
  offers: z.boolean(),
  messages: z.boolean(),
  price_drops: z.boolean(),
  sales: z.boolean(),
  newsletter: z.boolean(),
});

/** GET /v1/notification_preferences: every switch, per channel and topic (on unless turned off). */
export const notificationPreferencesSchema = z.object({ email: channelSwitches, push: channelSwitches });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /v1/notification_preferences: the switches to change (any subset; unknown names are refused).
 * Answers every switch as GET does.
 */
export const notificationPreferencesBodySchema = z.strictObject({
  email: channelSwitches.partial().strict().optional(),
  push: channelSwitches.partial().strict().optional(),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;
