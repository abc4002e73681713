import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../engine';
import { fakeApi, json, MEMBER, renderWithEngine, type FakeRoutes } from '../../engine/testing';
import type { AccountSettings } from '../../schemas/requests/account-settings';
import { AccountSettingsPage } from './AccountSettingsScreen';
import { DELETED_HOME } from './DeleteAccountSection';

const settings: AccountSettings = {
  username: 'demo_buyer',
  avatar_url: '/media/avatars/1001.svg',
  avatar_uploaded: false,
  email: 'demo_buyer@demo.kitswap.test',
  email_verified: true,
  pending_email: null,
  phone_verified: false,
  has_password: true,
  ship_days: 3,
};

const refusal = (status: number, message: string, code: string, field?: string) =>
  json({ errors: [{ message, code, ...(field ? { field } : {}) }] }, status);

function renderPage(routes: FakeRoutes = {}, path = '/settings/account') {
  const session = { clientId: () => 'client-1', setTokens: vi.fn(), clear: vi.fn() } as unknown as Session;
  const go = vi.fn();
  const fake = fakeApi({ 'GET /v1/account/settings': { data: settings }, ...routes });
  const result = renderWithEngine(<AccountSettingsPage go={go} />, {
    api: fake.api,
    signedInAs: MEMBER,
    session,
    path,
  });
  return { ...result, calls: fake.calls, session, go };
}

const section = async (name: string) => screen.findByRole('region', { name });

describe('My Settings (/settings/account)', () => {
  it("shows the account's settings under the settings frame", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', settings.avatar_url);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo_buyer');
    expect(within(await section('Email address')).getByText(/demo_buyer@demo\.kitswap\.test/)).toHaveTextContent(
      'Verified',
    );
    expect(screen.getByLabelText('I ship my sales within')).toHaveValue('3');
  });

  it('uploads a photo through POST /v1/images and makes it the avatar', async () => {
    const { calls } = renderPage({
      'POST /v1/images': () => json({ data: { id: 77, small_url: 's', large_url: 'l', width: 1, height: 1 } }, 201),
      'PUT /v1/account/avatar': {
        data: {
          ...settings,
          avatar_url: '/media/uploads/qoB23QX9vChTSSv6etxXQ5eKY1iR6yhWWFLNkuoS_Rc/small.webp',
          avatar_uploaded: true,
        },
      },
    });
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Upload a new photo'), file);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
        'src',
        '/media/uploads/qoB23QX9vChTSSv6etxXQ5eKY1iR6yhWWFLNkuoS_Rc/small.webp',
      ),
    );
    expect(calls.find((call) => call.call === 'PUT /v1/account/avatar')?.body).toEqual({ image_id: 77 });
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it("puts the server's refusal of a taken username under the field and focuses it", async () => {
    renderPage({ 'PUT /v1/account/username': () => refusal(422, 'This username is taken', 'taken', 'username') });
    const input = await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.clear(input);
    await userEvent.type(input, 'demo_seller');
    await userEvent.click(screen.getByRole('button', { name: 'Save username' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('This username is taken');
    expect(input).toHaveFocus();
  });

  it('checks the username rules before sending anything', async () => {
    const { calls } = renderPage();
    const input = await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.clear(input);
    await userEvent.type(input, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save username' }));
    expect(input).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('mails a link to an unverified address on Verify email, and says so', async () => {
    const unverified = { ...settings, email_verified: false };
    const { calls } = renderPage({
      'GET /v1/account/settings': { data: unverified },
      'POST /v1/account/email/verification': () =>
        json({ data: { ...unverified, pending_email: unverified.email } }, 202),
    });
    const email = await section('Email address');
    expect(within(email).getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(within(email).getByRole('button', { name: 'Verify email' }));
    expect(
      await within(email).findByText('We sent a link to demo_buyer@demo.kitswap.test. Open it to verify your address.'),
    ).toBeInTheDocument();
    expect(within(email).queryByRole('button', { name: 'Verify email' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.call === 'POST /v1/account/email/verification')).toHaveLength(1);
  });

  it('shows a verified address without a Verify email button', async () => {
    renderPage();
    const email = await section('Email address');
    expect(within(email).getByText('Verified')).toBeInTheDocument();
    expect(within(email).queryByRole('button', { name: 'Verify email' })).not.toBeInTheDocument();
  });

  it('asks for a new e-mail address with the current password and shows it pending', async () => {
    const { calls } = renderPage({
      'PUT /v1/account/email': () => json({ data: { ...settings, pending_email: 'new@x.test' } }, 202),
    });
    const email = await section('Email address');
    await userEvent.type(within(email).getByLabelText('New email address'), 'new@x.test');
    await userEvent.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(within(email).getByLabelText('Current password')).toHaveAccessibleDescription('Required');
    await userEvent.type(within(email).getByLabelText('Current password'), 'secret-pass');
    await userEvent.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(await within(email).findByText(/We sent a link to new@x\.test/)).toBeInTheDocument();
    expect(calls.find((call) => call.call === 'PUT /v1/account/email')?.body).toEqual({
      email: 'new@x.test',
      current_password: 'secret-pass',
    });
  });

  it('spends the mailed link once on arrival and says which address now signs in', async () => {
    const { calls } = renderPage(
      { 'POST /v1/account/email/verify': { data: { ...settings, email: 'new@x.test' } } },
      '/settings/account?email_token=tok123',
    );
    expect(await screen.findByText(/you now sign in with new@x\.test/)).toBeInTheDocument();
    expect(calls.filter((call) => call.call === 'POST /v1/account/email/verify').map((call) => call.body)).toEqual([
      { token: 'tok123' },
    ]);
  });

  it('changes the password with the current one and keeps this session with the new tokens', async () => {
    const tokens = { access_token: 'a2', refresh_token: 'r2' };
    const { calls, session } = renderPage({
      'POST /iam/v1/auth/user/password': ({ body }) =>
        (body as { current_password: string }).current_password === 'right-one'
          ? json({ data: { updated: true }, meta: { authorization: tokens } })
          : refusal(422, 'Your current password is not right', 'invalid_credentials', 'current_password'),
    });
    const password = await section('Password');
    const current = within(password).getByLabelText('Current password');
    await userEvent.type(current, 'wrong-one');
    await userEvent.type(within(password).getByLabelText('New password'), 'brand-new-pass');
    await userEvent.type(within(password).getByLabelText('Confirm new password'), 'brand-new-pass');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not right'));
    expect(session.setTokens).not.toHaveBeenCalled();
    await userEvent.clear(current);
    await userEvent.type(current, 'right-one');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText(/Your password is changed/)).toBeInTheDocument();
    expect(session.setTokens).toHaveBeenCalledWith(tokens);
    expect(calls.find((call) => call.call === 'POST /iam/v1/auth/user/password')?.body).toMatchObject({
      new_password: 'brand-new-pass',
      client_id: 'client-1',
    });
  });

  it('opens the verify-phone modal', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify phone number' }));
    expect(screen.getByRole('dialog', { name: 'Verify your phone' })).toBeInTheDocument();
  });

  it('saves ship days as soon as they are chosen', async () => {
    const { calls } = renderPage({ 'PUT /v1/account/ship_days': { data: { ...settings, ship_days: 1 } } });
    await userEvent.selectOptions(await screen.findByLabelText('I ship my sales within'), '1 business day');
    await waitFor(() =>
      expect(calls.find((call) => call.call === 'PUT /v1/account/ship_days')?.body).toEqual({ ship_days: 1 }),
    );
  });

  it('deletes the account only after the username is typed, then signs out and goes home', async () => {
    const { calls, session, go } = renderPage({
      'DELETE /v1/account': ({ body }) =>
        (body as { current_password?: string }).current_password === 'right-one'
          ? json({ data: { deleted: true } })
          : refusal(409, 'Finish your swaps in progress before deleting your account', 'swaps_in_progress'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText('Your username'), 'demo_seller');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByLabelText('Your username')).toHaveAccessibleDescription('Type your username exactly');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Your username'));
    await userEvent.type(within(dialog).getByLabelText('Your username'), 'demo_buyer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Finish your swaps in progress');
    expect(go).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Current password'));
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'right-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(DELETED_HOME));
    expect(session.clear).toHaveBeenCalled();
    expect(calls.findLast((call) => call.call === 'DELETE /v1/account')?.body).toEqual({
      confirm_username: 'demo_buyer',
      current_password: 'right-one',
    });
  });
});
