import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import {
  notificationPreferencesSchema,
  type NotificationPreferencesBody,
} from '../../schemas/requests/notification-preferences';

export const preferencesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['notification-preferences'],
    queryFn: () => api.get('/v1/notification_preferences', { schema: notificationPreferencesSchema }),
  });

/** Changes some switches; answers every switch. */
export const savePreferences = (api: ApiClient, changes: NotificationPreferencesBody) =>
  api.put('/v1/notification_preferences', changes, { schema: notificationPreferencesSchema });
