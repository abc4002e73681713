import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { displayedMessage, useEngine } from '../../engine';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
} from '../../schemas/requests/notification-preferences';
import { SettingsLayout } from '../../ui/settings/SettingsLayout';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './NotificationsScreen.css?url';
import { preferencesQuery, savePreferences } from './preferences-queries';

const CHANNEL_NAMES: Record<NotificationChannel, string> = { email: 'E-mail', push: 'Push' };

const TOPICS: Record<NotificationTopic, { name: string; about: string }> = {
  offers: { name: 'Offers', about: 'Offers, counter-offers and auctions on your swaps' },
  messages: { name: 'Messages', about: 'Messages from buyers and sellers' },
  price_drops: { name: 'Price drops', about: 'When an item in My Favorites drops its price' },
  sales: { name: 'Sales', about: 'Kitswap sales and the items in them' },
  newsletter: { name: 'Newsletter', about: 'News, guides and gear picks from Kitswap' },
};

/** /settings/notifications: one switch per channel and topic, each saved as it is flipped. */
export default function NotificationsScreen() {
  return (
    <SettingsLayout page="notifications" title="My Notifications">
      {() => <Preferences />}
    </SettingsLayout>
  );
}

function Preferences() {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQuery(api));
  const save = useMutation({
    mutationFn: (change: { channel: NotificationChannel; topic: NotificationTopic; on: boolean }) =>
      savePreferences(api, { [change.channel]: { [change.topic]: change.on } }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery(api).queryKey, saved),
  });

  if (preferences.isPending)
    return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your notification settings" />;
  if (preferences.isError) return <p role="alert">{displayedMessage(preferences.error)}</p>;
  const current: NotificationPreferences = preferences.data;
  return (
    <div className="ks-notifications">
      <Stylesheet href={css} />
      <p>Choose what we tell you about, and how. Notices about your orders (payment, shipping, delivery) always go.</p>
      <table className="ks-notifications__table">
        <caption className="ks-visually-hidden">Notifications by topic and channel</caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col">
                {CHANNEL_NAMES[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TOPICS.map((topic) => (
            <tr key={topic}>
              <th scope="row">
                <span className="ks-notifications__topic">{TOPICS[topic].name}</span>
                <span className="ks-notifications__about">{TOPICS[topic].about}</span>
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-label={`${TOPICS[topic].name} by ${CHANNEL_NAMES[channel].toLowerCase()}`}
                    checked={current[channel][topic]}
                    disabled={save.isPending}
                    onChange={(event) => save.mutate({ channel, topic, on: event.target.checked })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ks-notifications__status" role="status">
        {save.isSuccess ? 'Saved.' : ''}
      </p>
      {save.isError ? (
        <p className="ks-notifications__error" role="alert">
          Your change was not saved: {displayedMessage(save.error)}
        </p>
      ) : null}
    </div>
  );
}
