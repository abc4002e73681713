import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../engine/testing';
import type { Address } from '../../schemas/requests/addresses';
import SettingsAddressesScreen from './SettingsAddressesScreen';

const address = (id: number, street1: string, ship_to: boolean): Address => ({
  id,
  name: 'Ada Lovelace',
  street1,
  street2: null,
  city: 'Boston',
  region: 'MA',
  postal_code: '02116',
  country: 'US',
  ship_to,
  created_at: '2026-11-20T10:00:00.000Z',
});
const HOME = address(1, '10 Main St', true);
const CABIN = address(2, '5 Lake Rd', false);

function renderPage(routes: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(routes);
  return {
    ...renderWithEngine(<SettingsAddressesScreen />, { path: '/settings/addresses', api, signedInAs: MEMBER }),
    calls,
  };
}

describe('/settings/addresses', () => {
  it('lists the addresses with the default marked, makes another the default and deletes one after confirming', async () => {
    const { calls } = renderPage({
      'GET /v1/addresses': { data: [HOME, CABIN] },
      'PUT /v1/addresses/:id/default': {
        data: [
          { ...CABIN, ship_to: true },
          { ...HOME, ship_to: false },
        ],
      },
      'DELETE /v1/addresses/:id': { data: [{ ...CABIN, ship_to: true }] },
    });
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Default shipping address');
    expect(list).toHaveTextContent('10 Main St, Boston, MA 02116, US');

    await userEvent.click(screen.getByRole('button', { name: 'Make 5 Lake Rd the default' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('5 Lake Rd'));
    expect(calls.map((call) => call.call)).toContain('PUT /v1/addresses/2/default');

    await userEvent.click(screen.getByRole('button', { name: 'Delete 10 Main St' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Delete 10 Main St?' })).getByRole('button', { name: 'Yes, delete' }),
    );
    await waitFor(() => expect(screen.queryByText(/10 Main St/)).toBeNull());
    expect(calls.map((call) => call.call)).toContain('DELETE /v1/addresses/1');
  });

  it('checks a new address before sending (errors under the fields, focus on the first), then adds it', async () => {
    const { calls } = renderPage({
      'GET /v1/addresses': { data: [] },
      'POST /v1/addresses': (call) =>
        json({ data: [{ ...address(3, '1 Bay St', true), ...(call.body as object) }] }, 201),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'Add address' });
    await userEvent.type(within(form).getByLabelText('ZIP code'), '0211');
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    const name = within(form).getByLabelText('Full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Required');
    expect(within(form).getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code (or ZIP+4)');
    await waitFor(() => expect(name).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.selectOptions(within(form).getByLabelText('Country'), 'CA');
    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.type(within(form).getByLabelText('Street address'), '1 Bay St');
    await userEvent.type(within(form).getByLabelText('City'), 'Toronto');
    await userEvent.selectOptions(within(form).getByLabelText('Province'), 'ON');
    const postal = within(form).getByLabelText('Postal code');
    await userEvent.clear(postal);
    await userEvent.type(postal, 'm5v2t6');
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add address' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Ada Lovelace',
      street1: '1 Bay St',
      street2: '',
      city: 'Toronto',
      region: 'ON',
      postal_code: 'm5v2t6',
      country: 'CA',
    });
    expect(screen.getByRole('list', { name: 'Your addresses' })).toHaveTextContent('Default shipping address');
  });

  it("shows the server's field errors under their fields and keeps what was typed", async () => {
    renderPage({
      'GET /v1/addresses': { data: [HOME] },
      'PUT /v1/addresses/:id': () =>
        json(
          { errors: [{ message: 'Enter a 5-digit ZIP code (or ZIP+4)', code: 'invalid', field: 'postal_code' }] },
          400,
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 10 Main St' }));
    const form = screen.getByRole('form', { name: 'Save address' });
    await userEvent.type(within(form).getByLabelText('City'), 'ton');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('ZIP code')).toHaveAccessibleDescription(
        'Enter a 5-digit ZIP code (or ZIP+4)',
      ),
    );
    expect(within(form).getByLabelText('City')).toHaveValue('Bostonton');
  });
});
