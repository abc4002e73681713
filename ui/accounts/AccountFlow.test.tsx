import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookieJar, createSession, parseCookieHeader } from '../../engine';
import { fakeApi, json, renderWithEngine, type FakeAnswer, type FakeCall, type FakeRoutes } from '../../engine/testing';
import { Modal } from '../modal/Modal';
import { AccountFlow, type AccountFlowProps } from './AccountFlow';
import type { SocialSignIn } from './social-providers';

/** A token whose payload carries a uuid, as the identity service signs them. */
const accessToken = (uuid: string) =>
  `h.${btoa(JSON.stringify({ sub: '7', uuid, exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, '')}.s`;
const TOKENS = { access_token: accessToken('u-7'), refresh_token: 'r-7' };

/** The identity service's anti-bot token for an action: `bot-{action}`. */
const antiBotToken: FakeAnswer = ({ query }) => json({ data: { token: `bot-${query.get('action')}` } });

function renderFlow(routes: FakeRoutes, props: Partial<AccountFlowProps> = {}) {
  // One session for the flow and the API client, as the host wires them.
  const session = createSession({
    cookies: browserCookieJar(),
    refresh: () => Promise.reject(new Error('no refresh')),
  });
  const { api, calls } = fakeApi({ 'GET /iam/v1/anti-bot/token': antiBotToken, ...routes }, { session });
  const go = vi.fn();
  const frame = (title: string, body: ReactNode) => (
    <Modal title={title} onClose={() => {}}>
      {body}
    </Modal>
  );
  renderWithEngine(<AccountFlow go={go} socialSignIn={null} frame={frame} {...props} />, { api, session });
  return { calls, go, dialog: (name: string) => screen.getByRole('dialog', { name }) };
}

const cookie = (name: string) => parseCookieHeader(document.cookie).get(name);
const grantType = (body: unknown) => (body as { grant_type?: string } | null)?.grant_type;
const call = (calls: FakeCall[], path: string) => calls.find((entry) => entry.path === path && entry.method === 'POST');

async function typeLogin(usernameOrEmail: string, password: string) {
  if (usernameOrEmail) await userEvent.type(screen.getByLabelText('Username or email'), usernameOrEmail);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('AccountFlow', () => {
  afterEach(() => vi.restoreAllMocks());

  describe("the 'register' view (log in)", () => {
    it('logs in with the spec body and anti-bot header, stores both tokens and goes home with the message', async () => {
      const { calls, go } = renderFlow({ 'POST /iam/v1/auth/token': { data: TOKENS } });
      await typeLogin('demo_buyer', 'secret pass');
      const login = call(calls, '/iam/v1/auth/token')!;
      expect(login.body).toEqual({
        grant_type: 'client_credentials',
        username_or_email: 'demo_buyer',
        password: 'secret pass',
        test_2FA: true,
        client_id: expect.any(String),
      });
      expect(login.headers.get('x-ks-anti-bot-token')).toBe('bot-login');
      expect(login.headers.get('authorization')).toBeNull();
      expect(cookie('access_token')).toBe(TOKENS.access_token);
      expect(cookie('refresh_token')).toBe('r-7');
      expect(go).toHaveBeenCalledWith('/?message=Logged+in&messageType=success');
    });

    it('goes to the destination cookie instead, and deletes it; else runs the callback', async () => {
      document.cookie = 'destination=%2Fgear%2F5%3Fsrc%3Dhome; Path=/';
      const { go } = renderFlow({ 'POST /iam/v1/auth/token': { data: TOKENS } });
      await typeLogin('demo_buyer', 'secret pass');
      expect(go).toHaveBeenCalledWith('/gear/5?src=home');
      expect(cookie('destination')).toBeUndefined();
    });

    it('runs the callback when no destination is set', async () => {
      const callback = vi.fn();
      const { go } = renderFlow({ 'POST /iam/v1/auth/token': { data: TOKENS } }, { callback });
      await typeLogin('demo_buyer', 'secret pass');
      expect(callback).toHaveBeenCalledOnce();
      expect(go).not.toHaveBeenCalled();
    });

    it('checks inline before sending, and shows the server’s answer on the field, keeping what was typed', async () => {
      const { calls } = renderFlow({
        'POST /iam/v1/auth/token': () =>
          json(
            {
              errors: [
                { message: 'Incorrect username, email or password', code: 'invalid_credentials', field: 'password' },
              ],
            },
            422,
          ),
      });
      await typeLogin('', '');
      expect(screen.getByLabelText('Username or email')).toHaveAccessibleDescription('Required');
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
      expect(calls).toEqual([]);
      await typeLogin('demo_buyer', 'wrong');
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Incorrect username, email or password');
      expect(screen.getByLabelText('Username or email')).toHaveValue('demo_buyer');
      expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    });

    it('says so when the anti-bot token cannot be fetched, and sends no login', async () => {
      const { calls, dialog } = renderFlow({
        'GET /iam/v1/anti-bot/token': () => json({ errors: [{ message: 'down' }] }, 503),
      });
      await typeLogin('demo_buyer', 'secret pass');
      expect(await within(dialog('Log In')).findByRole('alert')).toHaveTextContent('The anti-bot check could not run');
      expect(call(calls, '/iam/v1/auth/token')).toBeUndefined();
    });

    it('switches to the sign-up form inside the modal, and links to /register on the login page', async () => {
      const { dialog } = renderFlow({});
      await userEvent.click(within(dialog('Log In')).getByRole('button', { name: 'Sign up' }));
      expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    });

    it('links to the other page on /login and /register', () => {
      renderFlow({}, { page: 'login' });
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    });
  });

  describe("the 'challenge' view", () => {
    it('asks for the PIN after a correct password and logs in with the challenge token', async () => {
      const { calls, go, dialog } = renderFlow({
        'POST /iam/v1/auth/token': { data: { challenge_token: 'ch-1' }, meta: { challenge: { type: 'pin' } } },
        'POST /iam/v1/auth/token/challenge': ({ body }) =>
          (body as { pin: string }).pin === '246810'
            ? json({ data: TOKENS })
            : json({ errors: [{ message: 'That PIN is not right', code: 'invalid_pin', field: 'pin' }] }, 422),
      });
      await typeLogin('demo_2fa', 'secret pass');
      const pin = within(dialog('Enter Your PIN')).getByRole('textbox', { name: 'PIN' });
      await userEvent.type(pin, '12');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(pin).toHaveAccessibleDescription('Enter the PIN we sent you');
      await userEvent.clear(pin);
      await userEvent.type(pin, '111111');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(pin).toHaveAccessibleDescription('That PIN is not right');
      await userEvent.clear(pin);
      await userEvent.type(pin, '246810');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      const answered = calls.filter((entry) => entry.path === '/iam/v1/auth/token/challenge').at(-1)!;
      expect(answered.headers.get('authorization')).toBe('Bearer ch-1');
      expect(answered.body).toEqual({ pin: '246810', client_id: expect.any(String) });
      expect(go).toHaveBeenCalledWith('/?message=Logged+in&messageType=success');
    });
  });

  describe("the 'registerForm' view", () => {
    const registered = () => json({ data: { uuid: 'u-7' }, meta: { authorization: TOKENS } }, 201);

    async function fillRegister(email: string, username: string, password: string) {
      for (const [label, value] of [
        ['Email', email],
        ['Username', username],
        ['Password', password],
      ] as const) {
        await userEvent.clear(screen.getByLabelText(label));
        if (value) await userEvent.type(screen.getByLabelText(label), value);
      }
      await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    }

    it('validates inline with clear messages, sending nothing', async () => {
      const { calls } = renderFlow({}, { initialView: 'registerForm' });
      await fillRegister('nope', 'ab', 'short');
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
      expect(calls).toEqual([]);
    });

    it('registers with agree_with_policy and the referral cookie, then onboards, keeping the current path', async () => {
      document.cookie = 'referral_code=FRIEND5; Path=/';
      const { calls, go } = renderFlow({ 'POST /iam/v1/auth/user': registered }, { initialView: 'registerForm' });
      await fillRegister('new@example.com', 'new_rider', 'long password');
      const sent = call(calls, '/iam/v1/auth/user')!;
      expect(sent.body).toMatchObject({
        email: 'new@example.com',
        username: 'new_rider',
        password: 'long password',
        agree_with_policy: true,
        referral_code: 'FRIEND5',
      });
      expect(sent.headers.get('x-ks-anti-bot-token')).toBe('bot-register');
      expect(cookie('access_token')).toBe(TOKENS.access_token);
      expect(cookie('onboarding_destination')).toBe('/');
      expect(go).toHaveBeenCalledWith('/register/onboarding');
    });

    it('opens onboarding with a warning when the server left out the invite code as the user’s own', async () => {
      document.cookie = 'referral_code=MINE2345; Path=/';
      const { go } = renderFlow(
        {
          'POST /iam/v1/auth/user': () =>
            json({ data: { uuid: 'u-7', referral: 'own_code' }, meta: { authorization: TOKENS } }, 201),
        },
        { initialView: 'registerForm' },
      );
      await fillRegister('new@example.com', 'new_rider', 'long password');
      const [path, query] = String(go.mock.calls[0]?.[0]).split('?');
      expect(path).toBe('/register/onboarding');
      expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
        message:
          'The invite code MINE2345 is your own, so it was not applied. Invite friends with it from Invite Friends.',
        messageType: 'warning',
      });
    });

    it('skips onboarding when told to, leaving as a login does', async () => {
      const { go } = renderFlow(
        { 'POST /iam/v1/auth/user': registered },
        { initialView: 'registerForm', skipOnboarding: true },
      );
      await fillRegister('new@example.com', 'new_rider', 'long password');
      expect(go).toHaveBeenCalledWith('/?message=Logged+in&messageType=success');
    });

    it('puts a taken username on its field and keeps the form', async () => {
      renderFlow(
        {
          'POST /iam/v1/auth/user': () =>
            json({ errors: [{ message: 'This username is taken', code: 'taken', field: 'username' }] }, 409),
        },
        { initialView: 'registerForm' },
      );
      await fillRegister('new@example.com', 'demo_buyer', 'long password');
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is taken');
      expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    });
  });

  describe('social sign-in', () => {
    const google: SocialSignIn = { credential: async () => ({ token: 'g-token' }) };

    it('logs in when the social account is linked, with the provider’s grant type and the anti-bot header', async () => {
      const { calls, go } = renderFlow({ 'POST /iam/v1/auth/token': { data: TOKENS } }, { socialSignIn: google });
      await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
      const sent = call(calls, '/iam/v1/auth/token')!;
      expect(sent.body).toMatchObject({ grant_type: 'GOOGLE_TOKEN', token: 'g-token' });
      expect(sent.headers.get('x-ks-anti-bot-token')).toBe('bot-social_auth');
      expect(go).toHaveBeenCalledWith('/?message=Logged+in&messageType=success');
    });

    it("opens 'socialNewUser' for LINK_ACCOUNT_NO_LINKED_USER and registers with the social grant", async () => {
      const { calls, go, dialog } = renderFlow(
        {
          'POST /iam/v1/auth/token': () =>
            json(
              { errors: [{ code: 'LINK_ACCOUNT_NO_LINKED_USER', message: 'x' }], meta: { email: 'g@example.com' } },
              422,
            ),
          'POST /iam/v1/auth/user': () => json({ data: {}, meta: { authorization: TOKENS } }, 201),
        },
        { socialSignIn: google },
      );
      await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
      const view = dialog('Create Your Account');
      expect(within(view).getByLabelText('Email')).toHaveValue('g@example.com');
      await userEvent.type(within(view).getByLabelText('Username'), 'g_rider');
      await userEvent.click(within(view).getByRole('button', { name: 'Create Account' }));
      expect(call(calls, '/iam/v1/auth/user')!.body).toMatchObject({
        email: 'g@example.com',
        username: 'g_rider',
        agree_with_policy: true,
        social: { grant_type: 'GOOGLE_TOKEN', token: 'g-token' },
      });
      expect(go).toHaveBeenCalledWith('/register/onboarding');
    });

    it("opens 'socialExistingEmail' for LINK_ACCOUNT_EMAIL_MATCHED_USER, logs in and links the provider", async () => {
      const { calls, go, dialog } = renderFlow(
        {
          'POST /iam/v1/auth/token': ({ body }) =>
            grantType(body) === 'GOOGLE_TOKEN'
              ? json(
                  {
                    errors: [{ code: 'LINK_ACCOUNT_EMAIL_MATCHED_USER', message: 'x' }],
                    meta: { email: 'pro@example.com' },
                  },
                  422,
                )
              : json({ data: TOKENS }),
          'POST /iam/v1/auth/user/u-7/link': () => json({ data: {} }, 201),
        },
        { socialSignIn: google },
      );
      await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
      const view = dialog('Link Your Account');
      expect(view).toHaveTextContent('An account with pro@example.com already exists');
      await userEvent.type(within(view).getByLabelText('Password'), 'secret pass');
      await userEvent.click(within(view).getByRole('button', { name: 'Log In and Link' }));
      expect(calls.find((entry) => grantType(entry.body) === 'client_credentials')!.body).toMatchObject({
        username_or_email: 'pro@example.com',
      });
      const link = call(calls, '/iam/v1/auth/user/u-7/link')!;
      expect(link.body).toEqual({ account_type: 'GOOGLE', access_token: 'g-token' });
      expect(link.headers.get('authorization')).toBe(`Bearer ${TOKENS.access_token}`);
      expect(go).toHaveBeenCalledWith('/?message=Logged+in&messageType=success');
    });

    it("starts the provider given by startWith at once (the hero's /register?provider=), reaching 'socialNewUser'", async () => {
      const facebook = { credential: vi.fn(async () => ({ token: 'f-token' })) };
      const { calls } = renderFlow(
        {
          'POST /iam/v1/auth/token': () =>
            json(
              { errors: [{ code: 'LINK_ACCOUNT_NO_LINKED_USER', message: 'x' }], meta: { email: 'f@example.com' } },
              422,
            ),
        },
        { socialSignIn: facebook, startWith: 'facebook', initialView: 'registerForm' },
      );
      const view = await screen.findByRole('dialog', { name: 'Create Your Account' });
      expect(within(view).getByLabelText('Email')).toHaveValue('f@example.com');
      expect(facebook.credential).toHaveBeenCalledExactlyOnceWith('facebook');
      expect(call(calls, '/iam/v1/auth/token')!.body).toMatchObject({ grant_type: 'facebook_token', token: 'f-token' });
    });

    it('startWith opens on the social buttons when the provider sign-in is cancelled, to try again', async () => {
      const cancelled = { credential: vi.fn(async () => null) };
      const { calls } = renderFlow({}, { socialSignIn: cancelled, startWith: 'facebook', initialView: 'registerForm' });
      await waitFor(() => expect(cancelled.credential).toHaveBeenCalledOnce());
      expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
      expect(calls).toEqual([]);
    });

    it('startWith is ignored without a provider sign-in (production with none wired)', () => {
      renderFlow({}, { socialSignIn: null, startWith: 'facebook', initialView: 'registerForm' });
      expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    });

    it('shows other social errors on the view', async () => {
      renderFlow(
        {
          'POST /iam/v1/auth/token': () =>
            json(
              { errors: [{ code: 'invalid_social_token', message: 'The social login could not be verified' }] },
              422,
            ),
        },
        { socialSignIn: google },
      );
      await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The social login could not be verified');
    });
  });
});
