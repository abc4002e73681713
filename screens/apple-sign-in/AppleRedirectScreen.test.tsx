import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookieJar, createSession } from '../../engine';
import { fakeApi, json, renderWithEngine, type FakeAnswer } from '../../engine/testing';
import AppleRedirectScreen from './AppleRedirectScreen';

/**
 * The page Apple sends the browser back to with `search` (the screen reads window.location: Apple's redirect is a full
 * page load); the IAM answers the sign-in with `signIn`. `sent()`: the bodies posted.
 */
function renderRedirect(search: string, signIn: FakeAnswer) {
  window.history.replaceState({}, '', `/register/apple${search}`);
  const session = createSession({ cookies: browserCookieJar(), refresh: () => Promise.reject(new Error('none')) });
  const { api, calls } = fakeApi(
    {
      'GET /iam/v1/anti-bot/token': { data: { token: 'bot' } },
      'POST /iam/v1/auth/token': signIn,
    },
    { session },
  );
  const go = vi.fn();
  renderWithEngine(<AppleRedirectScreen go={go} />, { api, session });
  return { go, sent: () => calls.filter((call) => call.method === 'POST').map((call) => call.body) };
}

describe('/register/apple', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('signs in with the id_token and code Apple sent back', async () => {
    const { go, sent } = renderRedirect('?id_token=apple-id&code=c-1', {
      data: { access_token: 'a.b.c', refresh_token: 'r' },
    });
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/?message=Logged+in&messageType=success'));
    expect(sent()[0]).toMatchObject({
      grant_type: 'APPLE_TOKEN',
      token: 'apple-id',
      authorization_code: 'c-1',
      redirect_url: 'http://localhost:3000/register/apple',
    });
  });

  it('says what to do when the Apple ID has no account, and shows the code rule', async () => {
    renderRedirect('?id_token=apple-id&code=c-1', () =>
      json({ errors: [{ code: 'LINK_ACCOUNT_NO_LINKED_USER' }] }, 422),
    );
    expect(await screen.findByText(/No Kitswap account uses this Apple ID yet/)).toBeInTheDocument();
  });

  it("fails with 'No authorization code provided' without a code", async () => {
    const { sent } = renderRedirect('?id_token=apple-id', {});
    expect(await screen.findByRole('alert')).toHaveTextContent('No authorization code provided');
    expect(sent()).toEqual([]);
  });
});
