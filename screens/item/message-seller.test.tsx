import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../engine/testing';
import { BUYER, renderItemPage } from './test-support';

const account = (verified: boolean) => ({
  id: 1001,
  uuid: 'user-1001',
  username: 'demo_buyer',
  avatar_url: '/media/avatars/1001.svg',
  external_id: null,
  phone_verified: verified,
  email_verified: false,
});

/** The item page of a signed-in buyer whose account is verified or not (verifying the phone makes it so). */
function renderMessaging(verified: boolean) {
  let phoneVerified = verified;
  const { api, calls } = fakeApi({
    'GET /v1/account': () => json({ data: account(phoneVerified) }),
    'POST /v1/account/phone': () => json({ data: { phone: '•••• 4477', expires_in: 600 } }, 201),
    'POST /v1/account/phone/verify': () => {
      phoneVerified = true;
      return json({ data: account(true) });
    },
    'POST /v1/swaps': () =>
      phoneVerified
        ? json({ data: { id: 77 } }, 201)
        : json({ errors: [{ message: 'Verify your phone number to message sellers', code: 'unverified' }] }, 403),
  });
  return { ...renderItemPage(undefined, { signedInAs: BUYER, api }), calls: () => calls.map((call) => call.call) };
}

describe('Message Seller (spec §5)', () => {
  it('gets the swap and opens /swaps/{id} for a verified account', async () => {
    const { location, calls } = renderMessaging(true);
    await userEvent.click(screen.getByRole('button', { name: 'Message Seller' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/swaps/77'));
    expect(calls().filter((call) => /\/v1\/(account|swaps)/.test(call))).toEqual(['GET /v1/account', 'POST /v1/swaps']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the verify-phone modal for an unverified account; once verified the swap is created and opens', async () => {
    const { location, calls } = renderMessaging(false);
    await userEvent.click(screen.getByRole('button', { name: 'Message Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your phone' });
    expect(calls()).not.toContain('POST /v1/swaps');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '555 010 4477');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await userEvent.type(await within(dialog).findByLabelText('Verification code'), '246813');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/swaps/77'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([
      'POST /v1/account/phone',
      'POST /v1/account/phone/verify',
      'POST /v1/swaps',
    ]);
  });
});
