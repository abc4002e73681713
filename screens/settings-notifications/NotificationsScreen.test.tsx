import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine, type FakeCall } from '../../engine/testing';
import type { NotificationPreferences } from '../../schemas/requests/notification-preferences';
import NotificationsScreen from './NotificationsScreen';

const ON = { offers: true, messages: true, price_drops: true, sales: true, newsletter: true };

function renderPage(put: (call: FakeCall) => Response) {
  let stored: NotificationPreferences = { email: { ...ON, newsletter: false }, push: ON };
  const fake = fakeApi({
    'GET /v1/notification_preferences': () => json({ data: stored }),
    'PUT /v1/notification_preferences': (call) => {
      const answer = put(call);
      if (answer.ok) {
        const body = call.body as Partial<Record<'email' | 'push', Partial<typeof ON>>>;
        stored = { email: { ...stored.email, ...body.email }, push: { ...stored.push, ...body.push } };
        return json({ data: stored });
      }
      return answer;
    },
  });
  renderWithEngine(<NotificationsScreen />, { path: '/settings/notifications', api: fake.api, signedInAs: MEMBER });
  return fake;
}

describe('/settings/notifications', () => {
  it('shows each topic per channel as a switch and saves one flip at a time', async () => {
    const { calls } = renderPage(() => json({}));
    const offersByEmail = await screen.findByRole('switch', { name: 'Offers by e-mail' });
    expect(offersByEmail).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Newsletter by e-mail' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(10);

    await userEvent.click(offersByEmail);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Offers by e-mail' })).not.toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    await userEvent.click(screen.getByRole('switch', { name: 'Newsletter by e-mail' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Newsletter by e-mail' })).toBeChecked());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { email: { offers: false } },
      { email: { newsletter: true } },
    ]);
  });

  it('says when a change was not saved and keeps the switch as stored', async () => {
    renderPage(() => json({ errors: [{ message: 'Your account has no e-mail address', code: 'no_email' }] }, 422));
    await userEvent.click(await screen.findByRole('switch', { name: 'Newsletter by e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your change was not saved: Your account has no e-mail address',
    );
    expect(screen.getByRole('switch', { name: 'Newsletter by e-mail' })).not.toBeChecked();
  });

  it('asks a guest to log in', () => {
    renderWithEngine(<NotificationsScreen />, { path: '/settings/notifications' });
    expect(screen.getByRole('button', { name: 'Log in to change your settings' })).toBeInTheDocument();
  });
});
