import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../engine/testing';
import type { Vacation } from '../../schemas/entities/chrome';
import { CONTACT_SUPPORT } from '../../ui/support/support-links';
import { todayUtc } from './vacation-queries';
import VacationScreen from './VacationScreen';

// demo_vacation's seeded vacation, and the same with each cause of spec §4.3.
const vacation = (overrides: Partial<Vacation> = {}): Vacation => ({
  id: 1,
  generated_by: 'user',
  details: null,
  started_at: '2026-11-20T12:00:00Z',
  returns_on: null,
  message: null,
  ...overrides,
});
const render = (routes: Parameters<typeof fakeApi>[0]) => {
  const { api, calls } = fakeApi(routes);
  return { ...renderWithEngine(<VacationScreen />, { signedInAs: MEMBER, api }), calls };
};
const tomorrow = () => todayUtc(new Date(Date.now() + 86_400_000));

describe('/settings/vacation', () => {
  it('turns vacation on with a return date and a message; the page then says it is on', async () => {
    const { calls } = render({
      'GET /v1/vacations/active': { data: null },
      'POST /v1/vacations': ({ body }) =>
        json({ data: vacation({ ...(body as { vacation: Partial<Vacation> }).vacation }) }, 201),
    });
    expect(await screen.findByRole('heading', { name: 'Vacation Mode is OFF' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Return date (optional)'), tomorrow());
    await userEvent.type(screen.getByLabelText('Message to buyers (optional)'), 'Skiing in Banff.');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Vacation Mode' }));

    const heading = await screen.findByRole('heading', { name: 'Vacation Mode is ON' });
    expect(heading).toHaveFocus();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      vacation: { returns_on: tomorrow(), message: 'Skiing in Banff.' },
    });
    expect(screen.getByText('Skiing in Banff.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn Off Vacation Mode' })).toBeInTheDocument();
  });

  it('refuses a past return date and a long message under their fields, sending nothing', async () => {
    const { calls } = render({ 'GET /v1/vacations/active': { data: null } });
    const date = await screen.findByLabelText('Return date (optional)');
    await userEvent.type(date, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Vacation Mode' }));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Choose today or a later day');
    expect(date).toHaveFocus();

    await userEvent.clear(date);
    const message = screen.getByLabelText('Message to buyers (optional)');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Vacation Mode' }));
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(/Keep the message to 500 characters or fewer/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s field error under its field', async () => {
    render({
      'GET /v1/vacations/active': { data: null },
      'POST /v1/vacations': () =>
        json(
          { errors: [{ message: 'Choose today or a later day', code: 'invalid', field: 'vacation.returns_on' }] },
          422,
        ),
    });
    await userEvent.type(await screen.findByLabelText('Return date (optional)'), tomorrow());
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Vacation Mode' }));
    expect(await screen.findByText('Choose today or a later day')).toBeInTheDocument();
    expect(screen.getByLabelText('Return date (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns the user’s own vacation off', async () => {
    const { calls } = render({
      'GET /v1/vacations/active': { data: vacation({ returns_on: '2026-12-24', message: 'Back soon' }) },
      'DELETE /v1/vacations/active': { data: null },
    });
    expect(await screen.findByText('Dec 24, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off Vacation Mode' }));
    expect(await screen.findByRole('heading', { name: 'Vacation Mode is OFF' })).toHaveFocus();
    expect(calls.map((call) => call.call)).toContain('DELETE /v1/vacations/active');
  });

  it.each([
    [
      { generated_by: 'admin' as const },
      'Please contact Support to re-activate your account.',
      'Contact Support',
      CONTACT_SUPPORT,
    ],
    [
      { details: 'high_refund_rate' },
      'Please contact Support to re-activate your account.',
      'Contact Support',
      CONTACT_SUPPORT,
    ],
    [
      { details: 'ebay_disconnect' },
      'Your connected account is disconnected.',
      'Connected Accounts',
      '/settings/integrations',
    ],
    [
      { details: 'slow_import_frequency' },
      'Inventory upload has slowed, your account is now in vacation mode.',
      'Update Your Inventory',
      '/settings/csv-import',
    ],
    [
      { details: 'inform_act_compliance' },
      'You are not compliant with the INFORM Act.',
      'Submit INFORM Act Form here',
      '/selling/inform_act',
    ],
  ])('a vacation %o: its reason and link, and no way to turn it off here', async (overrides, text, label, href) => {
    render({ 'GET /v1/vacations/active': { data: vacation(overrides) } });
    await screen.findByRole('heading', { name: 'Vacation Mode is ON' });
    const box = screen.getByText(text, { exact: false }).closest('.ks-alert') as HTMLElement;
    expect(within(box).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.queryByRole('button', { name: 'Turn Off Vacation Mode' })).not.toBeInTheDocument();
  });
});
