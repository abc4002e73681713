import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, renderWithEngine } from '../../../engine/testing';
import { userFixture } from '../../../ui/people/fixtures';
import { chromeRoutes, SELLER } from '../fixtures';
import { Banners } from './Banners';

describe('self-unrestrict (spec §2.5, §6)', () => {
  it('asks for the policy confirmation, lifts the restriction on the server, and the banner goes', async () => {
    let restricted = true;
    const { api, calls } = fakeApi({
      ...chromeRoutes(),
      'GET /v1/user_configuration': () =>
        json({
          data: userFixture(restricted ? { restricted: true, actions: ['unrestrict'] } : { restricted: false }),
        }),
      'POST /v1/account/unrestrict': () => {
        restricted = false;
        return json({ data: { restricted: false } });
      },
    });
    renderWithEngine(<Banners />, { signedInAs: SELLER, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve your account restriction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift the restriction' }));
    const checkbox = within(dialog).getByRole('checkbox', {
      name: 'I have read the seller policies and will follow them',
    });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Confirm you will follow the seller policies');
    expect(checkbox).toHaveFocus();
    expect(calls.some((call) => call.call === 'POST /v1/account/unrestrict')).toBe(false);

    await userEvent.click(checkbox);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift the restriction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.call === 'POST /v1/account/unrestrict')?.body).toEqual({ accept_policies: true });
    await waitFor(() => expect(screen.queryByText('Your account has been restricted')).toBeNull());
  });

  it("shows the server's refusal in the modal and keeps the banner", async () => {
    const { api } = fakeApi({
      ...chromeRoutes(userFixture({ restricted: true, actions: ['unrestrict'] })),
      'POST /v1/account/unrestrict': () =>
        json({ errors: [{ message: 'This restriction can only be lifted by Support.', code: 'forbidden' }] }, 403),
    });
    renderWithEngine(<Banners />, { signedInAs: SELLER, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve your account restriction' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift the restriction' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('only be lifted by Support');
    expect(screen.getByText('Your account has been restricted')).toBeInTheDocument();
  });
});
