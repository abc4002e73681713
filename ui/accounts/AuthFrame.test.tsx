import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserCookieJar, createSession, parseCookieHeader } from '../../engine';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import { AuthFrame } from './AuthFrame';

const AUTH_ORIGIN = 'http://auth.test:3243';

function renderFrame(defaultView: 'login' | 'register' = 'login') {
  const session = createSession({ cookies: browserCookieJar(), refresh: () => Promise.reject(new Error('none')) });
  const { api } = fakeApi({ 'GET /iam/v1/auth-host': { data: { origin: AUTH_ORIGIN } } }, { session });
  const go = vi.fn();
  const track = vi.fn();
  renderWithEngine(<AuthFrame defaultView={defaultView} go={go} />, { api, session, track });
  return { go, track };
}

const post = (data: unknown, origin = AUTH_ORIGIN) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));
const cookie = (name: string) => parseCookieHeader(document.cookie).get(name);

describe('AuthFrame', () => {
  it('frames {auth host}/{defaultView}?platform=iframe&client_id=…, 400 px high, then as high as it says', async () => {
    renderFrame('register');
    const frame = await screen.findByTitle('Sign up');
    expect(frame.getAttribute('src')).toMatch(/^http:\/\/auth\.test:3243\/register\?platform=iframe&client_id=[\w-]+$/);
    expect(frame).toHaveStyle({ height: '400px' });
    await post({ height: 512.4 });
    expect(frame).toHaveStyle({ height: '513px' });
  });

  it('ignores messages from any other origin, and malformed ones', async () => {
    const { go } = renderFrame();
    const frame = await screen.findByTitle('Log in');
    await post({ height: 900, accessToken: 'a.b.c', hint: 'login' }, 'http://evil.test');
    await post({ height: 'tall', accessToken: 42 });
    await post('accessToken=a.b.c');
    expect(frame).toHaveStyle({ height: '400px' });
    expect(go).not.toHaveBeenCalled();
    expect(cookie('access_token')).toBeUndefined();
  });

  it("completes a login for hint 'login'", async () => {
    const { go } = renderFrame();
    await screen.findByTitle('Log in');
    await post({ accessToken: 'a.b.c', refreshToken: 'r', hint: 'login' });
    expect(cookie('access_token')).toBe('a.b.c');
    expect(cookie('refresh_token')).toBe('r');
    expect(go).toHaveBeenCalledWith('/?message=Logged+in&messageType=success');
  });

  it('records any other hint as a registration with its method and referral code, then onboards', async () => {
    const { go, track } = renderFrame('register');
    await screen.findByTitle('Sign up');
    await post({ accessToken: 'a.b.c', refreshToken: 'r', hint: 'register', social: 'apple', referralCode: 'FRIEND5' });
    expect(track).toHaveBeenCalledWith('Registration', { method: 'Apple', referral_code: 'FRIEND5' });
    await post({ accessToken: 'a.b.c', hint: 'register' });
    expect(track).toHaveBeenLastCalledWith('Registration', { method: 'Login and Password', referral_code: null });
    expect(go).toHaveBeenCalledWith('/register/onboarding');
  });
});
