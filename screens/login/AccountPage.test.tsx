import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookieJar, createSession } from '../../engine';
import { fakeApi, json, renderWithEngine, type FakeRoutes } from '../../engine/testing';
import { AccountPage } from './AccountPage';

const NO_LINKED_USER = () =>
  json({ errors: [{ code: 'LINK_ACCOUNT_NO_LINKED_USER', message: 'x' }], meta: { email: 'fan@example.com' } }, 422);

function renderPage(path: string, routes: FakeRoutes = {}) {
  const session = createSession({
    cookies: browserCookieJar(),
    refresh: () => Promise.reject(new Error('no refresh')),
  });
  const { api, calls } = fakeApi(
    { 'GET /iam/v1/anti-bot/token': () => json({ data: { token: 'bot' } }), ...routes },
    { session },
  );
  renderWithEngine(<AccountPage page="register" />, { api, session, path });
  return { calls };
}

/** A development-double token's payload (ui/accounts/social-providers.ts): 'dev.' + base64url(JSON). */
const devPayload = (token: string) =>
  JSON.parse(atob(token.slice(4).replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string; email: string };

describe('/register', () => {
  afterEach(() => vi.restoreAllMocks());

  it("?provider=facebook (the hero's JOIN WITH FACEBOOK) starts Facebook's sign-in through the seam's stand-in", async () => {
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('fan@example.com');
    const { calls } = renderPage('/register?provider=facebook', { 'POST /iam/v1/auth/token': NO_LINKED_USER });
    const panel = await screen.findByRole('region', { name: 'Create Your Account' });
    expect(within(panel).getByLabelText('Email')).toHaveValue('fan@example.com');
    expect(prompt).toHaveBeenCalledOnce();
    expect(prompt.mock.calls[0]![0]).toContain('Facebook');
    const sent = calls.find((entry) => entry.path === '/iam/v1/auth/token')!.body as {
      grant_type: string;
      token: string;
    };
    expect(sent.grant_type).toBe('facebook_token');
    expect(devPayload(sent.token)).toEqual({ sub: 'facebook-fan@example.com', email: 'fan@example.com' });
  });

  it('without a provider, or with one that is no social provider, opens the e-mail sign-up and starts nothing', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    renderPage('/register?provider=myspace');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeInTheDocument());
    expect(prompt).not.toHaveBeenCalled();
  });
});
