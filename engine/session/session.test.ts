import { describe, expect, it, vi } from 'vitest';
import { inSeconds, makeToken } from '../api/test-support';
import { requestCookieJar } from './cookies';
import { createSession, signedInViewer, type RefreshTokens } from './session';

const fresh = makeToken({ uuid: 'u-1', sub: '42', org_id: 'org-7', exp: inSeconds(3600) });
const expiring = makeToken({ uuid: 'u-1', exp: inSeconds(10) });
const renewed = { access_token: makeToken({ uuid: 'u-1', exp: inSeconds(7200) }), refresh_token: 'r-2' };

function setup(
  cookie: string | undefined,
  refresh: RefreshTokens = vi.fn<RefreshTokens>(() => Promise.resolve(renewed)),
) {
  const cookies = requestCookieJar(cookie);
  return { cookies, refresh, session: createSession({ cookies, refresh }) };
}

describe('session state', () => {
  it('is anonymous without tokens, or with a fresh token that has no uuid', () => {
    expect(setup(undefined).session.state()).toEqual({ status: 'anonymous' });
    expect(setup(`access_token=${makeToken({ sub: '1', exp: inSeconds(60) })}`).session.state()).toEqual({
      status: 'anonymous',
    });
  });

  it('is signed in when the token has a uuid, with the user id and organisation', () => {
    expect(setup(`access_token=${fresh}; refresh_token=r-1`).session.state()).toEqual({
      status: 'signedIn',
      uuid: 'u-1',
      userId: '42',
      orgId: 'org-7',
    });
  });

  it("names the viewer with the token's organisation (as text), and nobody when not signed in", () => {
    expect(signedInViewer(setup(`access_token=${fresh}`).session.state())).toEqual({
      userId: '42',
      uuid: 'u-1',
      orgId: 'org-7',
    });
    const member = makeToken({ uuid: 'u-2', sub: '7', org_id: 3, exp: inSeconds(60) });
    expect(signedInViewer(setup(`access_token=${member}`).session.state())?.orgId).toBe('3');
    const plain = makeToken({ uuid: 'u-3', sub: '8', exp: inSeconds(60) });
    expect(signedInViewer(setup(`access_token=${plain}`).session.state())).toEqual({ userId: '8', uuid: 'u-3' });
    expect(signedInViewer(setup(undefined).session.state())).toBeUndefined();
  });

  it('is expired when the held access token is past its exp, undecodable or missing', () => {
    expect(setup(`access_token=${makeToken({ uuid: 'u', exp: inSeconds(-1) })}`).session.state().status).toBe(
      'expired',
    );
    expect(setup('access_token=garbage; refresh_token=r').session.state().status).toBe('expired');
    expect(setup('refresh_token=r').session.state().status).toBe('expired');
  });
});

describe('session accessToken', () => {
  it('is null without tokens, and does not refresh', async () => {
    const { session, refresh } = setup(undefined);
    await expect(session.accessToken()).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('returns a fresh token as it is', async () => {
    const { session, refresh } = setup(`access_token=${fresh}; refresh_token=r-1`);
    await expect(session.accessToken()).resolves.toBe(fresh);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expiring token with the refresh token and client id, and stores both new tokens', async () => {
    const { session, refresh, cookies } = setup(`access_token=${expiring}; refresh_token=r-1; ks_client_id=c-1`);
    await expect(session.accessToken()).resolves.toBe(renewed.access_token);
    expect(refresh).toHaveBeenCalledWith('r-1', 'c-1');
    expect(cookies.get('access_token')).toBe(renewed.access_token);
    expect(cookies.get('refresh_token')).toBe('r-2');
  });

  it('refreshes with only a refresh token held', async () => {
    const { session } = setup('refresh_token=r-1');
    await expect(session.accessToken()).resolves.toBe(renewed.access_token);
  });

  it('clears the session when the refresh fails', async () => {
    const { session, cookies } = setup(`access_token=${expiring}; refresh_token=r-1`, () =>
      Promise.reject(new Error('400')),
    );
    await expect(session.accessToken()).resolves.toBeNull();
    expect(cookies.get('access_token')).toBeUndefined();
    expect(cookies.get('refresh_token')).toBeUndefined();
  });

  it('clears an expired or undecodable token when there is no refresh token', async () => {
    for (const access of [makeToken({ uuid: 'u-1', exp: inSeconds(-1) }), 'garbage']) {
      const { session, cookies, refresh } = setup(`access_token=${access}`);
      await expect(session.accessToken()).resolves.toBeNull();
      expect(cookies.get('access_token')).toBeUndefined();
      expect(refresh).not.toHaveBeenCalled();
    }
  });

  it('keeps using a token that merely expires within 30 s when there is no refresh token (spec §4.4)', async () => {
    const { session, cookies, refresh } = setup(`access_token=${expiring}`);
    await expect(session.accessToken()).resolves.toBe(expiring);
    expect(cookies.get('access_token')).toBe(expiring);
    expect(session.state().status).toBe('signedIn');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('lets concurrent callers share one refresh, and refreshes again only when needed later', async () => {
    const { session, refresh } = setup(`access_token=${expiring}; refresh_token=r-1`);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => session.accessToken()));
    expect(new Set(tokens)).toEqual(new Set([renewed.access_token]));
    await session.accessToken();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not bring back a session cleared while its refresh was running', async () => {
    let answer: (tokens: typeof renewed) => void = () => undefined;
    const { session, cookies } = setup(
      `access_token=${expiring}; refresh_token=r-1`,
      () => new Promise((resolve) => (answer = resolve)),
    );
    const pending = session.accessToken();
    session.clear();
    answer(renewed);
    await expect(pending).resolves.toBeNull();
    expect(cookies.get('access_token')).toBeUndefined();
  });
  // The e2e flake of 'an expired access token is refreshed silently': a page whose script refreshes
  // with refresh token r-1 is reloaded; the server render refreshes r-1 too and its response sets the
  // new pair; then the navigation aborts the old page's refresh call. That page must not clear the
  // cookies the response just set, nor write an older pair over a newer one from elsewhere.
  it('leaves tokens stored elsewhere meanwhile (a server render, another tab) when its refresh then fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { session, cookies } = setup(
      `access_token=${expiring}; refresh_token=r-1`,
      () => new Promise((_, reject) => (fail = reject)),
    );
    const pending = session.accessToken();
    cookies.set('access_token', renewed.access_token);
    cookies.set('refresh_token', renewed.refresh_token);
    fail(new TypeError('Failed to fetch'));
    await expect(pending).resolves.toBe(renewed.access_token);
    expect(cookies.get('access_token')).toBe(renewed.access_token);
    expect(cookies.get('refresh_token')).toBe('r-2');
    expect(session.state().status).toBe('signedIn');
  });

  it('keeps tokens stored elsewhere meanwhile over the pair its own refresh got', async () => {
    const newer = { access_token: makeToken({ uuid: 'u-1', exp: inSeconds(9000) }), refresh_token: 'r-3' };
    let answer: (tokens: typeof renewed) => void = () => undefined;
    const { session, cookies } = setup(
      `access_token=${expiring}; refresh_token=r-1`,
      () => new Promise((resolve) => (answer = resolve)),
    );
    const pending = session.accessToken();
    cookies.set('access_token', newer.access_token);
    cookies.set('refresh_token', newer.refresh_token);
    answer(renewed);
    await expect(pending).resolves.toBe(newer.access_token);
    expect(cookies.get('refresh_token')).toBe('r-3');
  });

  it('does not bring back a session signed out elsewhere while its refresh was running', async () => {
    let answer: (tokens: typeof renewed) => void = () => undefined;
    const { session, cookies } = setup(
      `access_token=${expiring}; refresh_token=r-1`,
      () => new Promise((resolve) => (answer = resolve)),
    );
    const pending = session.accessToken();
    cookies.remove('access_token');
    cookies.remove('refresh_token');
    answer(renewed);
    await expect(pending).resolves.toBeNull();
    expect(cookies.get('refresh_token')).toBeUndefined();
  });
});

describe('session clientId', () => {
  it('generates a client id once, stores it for 3 years and reuses it', () => {
    const { session, cookies } = setup(undefined);
    const id = session.clientId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(session.clientId()).toBe(id);
    expect(cookies.get('ks_client_id')).toBe(id);
    expect(cookies.setCookieHeaders()).toEqual([`ks_client_id=${id}; Max-Age=94608000; Path=/; SameSite=Lax`]);
  });

  it('keeps the id the cookie already holds', () => {
    const { session, cookies } = setup('ks_client_id=existing');
    expect(session.clientId()).toBe('existing');
    expect(cookies.setCookieHeaders()).toEqual([]);
  });

  it('still makes a v4 id where crypto.randomUUID is missing (plain-http pages)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(setup(undefined).session.clientId()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
