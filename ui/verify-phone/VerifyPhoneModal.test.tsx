import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, offlineApi, renderWithEngine, type FakeRoutes } from '../../engine/testing';
import type { Account } from '../../schemas/entities/account';
import { accountQuery } from './account-queries';
import { VerifyPhoneModal } from './VerifyPhoneModal';

const account: Account = {
  id: 1009,
  uuid: 'user-1009',
  username: 'demo_unverified',
  avatar_url: '/media/avatars/1009.svg',
  external_id: null,
  phone_verified: true,
  email_verified: false,
};

/** The phone endpoints as the server answers them: 5550104477 is a good number, 246813 the right code. */
const phoneRoutes: FakeRoutes = {
  'POST /v1/account/phone': ({ body }) =>
    (body as { phone?: string }).phone === '555 010 4477'
      ? json({ data: { phone: '•••• 4477', expires_in: 600 } }, 201)
      : json({ errors: [{ message: 'Enter a valid phone number', code: 'invalid', field: 'phone' }] }, 400),
  'POST /v1/account/phone/verify': ({ body }) =>
    (body as { code?: string }).code === '246813'
      ? json({ data: account })
      : json({ errors: [{ message: 'That code is not right', code: 'invalid_code', field: 'code' }] }, 422),
};

function renderModal() {
  const onVerified = vi.fn();
  const onClose = vi.fn();
  const result = renderWithEngine(<VerifyPhoneModal onVerified={onVerified} onClose={onClose} />, {
    api: fakeApi(phoneRoutes).api,
    signedInAs: { userId: '1009', uuid: 'user-1009' },
  });
  return { ...result, onVerified, onClose, dialog: screen.getByRole('dialog', { name: 'Verify your phone' }) };
}

describe('VerifyPhoneModal', () => {
  it('sends a code to the number, then verifies the code: errors inline, focus on the code field', async () => {
    const { dialog, onVerified, queryClient } = renderModal();
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a valid phone number');
    expect(within(dialog).getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(within(dialog).getByLabelText('Phone number'));
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '555 010 4477');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByText('We texted a 6-digit code to •••• 4477. It is good for 10 minutes.'),
    ).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Verification code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(code, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code is not right');
    expect(onVerified).not.toHaveBeenCalled();

    await userEvent.clear(code);
    await userEvent.type(code, '246813');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(account));
    expect(queryClient.getQueryData(accountQuery(offlineApi(), '1009').queryKey)).toEqual(account);
  });

  it('goes back to the number with Use another number, and closes with Escape', async () => {
    const { dialog, onClose } = renderModal();
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '555 010 4477');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Use another number' }));
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('555 010 4477');
    await waitFor(() => expect(within(dialog).getByLabelText('Phone number')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
