import { defineScreen } from '../../engine';

/** /settings/notifications (spec §2.1, 'My Notifications'): e-mail and push switches per topic. */
export const settingsNotifications = defineScreen({
  id: 'settings-notifications',
  path: '/settings/notifications',
  load: () => import('./NotificationsScreen'),
});
