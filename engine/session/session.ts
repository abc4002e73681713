import { randomId } from './client-id';
import {
  ACCESS_TOKEN_COOKIE,
  CLIENT_ID_COOKIE,
  CLIENT_ID_COOKIE_MAX_AGE,
  REFRESH_TOKEN_COOKIE,
  SESSION_COOKIE_MAX_AGE,
  type CookieJar,
} from './cookies';
import { decodeAccessToken, type AccessTokenClaims } from './token';

/** The access and refresh token the identity service hands out. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** Exchanges a refresh token for a new pair; rejects when the exchange fails. */
export type RefreshTokens = (refreshToken: string, clientId: string) => Promise<TokenPair>;

/** The session as a caller sees it (spec §4.4). */
export interface SessionState {
  /**
   * `signedIn`: the access token decodes, has not expired and carries a uuid.
   * `expired`: tokens are held but the access token is missing, undecodable or past its exp.
   * `anonymous`: otherwise.
   */
  status: 'anonymous' | 'signedIn' | 'expired';
  uuid?: string;
  /** The token's `sub`. */
  userId?: string;
  orgId?: string | number;
}

/** One visitor's session: tokens and client id kept in cookies. */
export interface Session {
  /** The client id (cookie ks_client_id), generated and stored on first use. */
  clientId(): string;
  /** What the current tokens say, without refreshing. */
  state(): SessionState;
  /**
   * A usable access token, or null when there is none. Refreshes first when the token expires within
   * 30 seconds or cannot be decoded; a failed refresh clears the session. Without a refresh token, a
   * token that has not expired is used as it is; an expired or undecodable one clears the session.
   * One refresh at a time.
   * Tokens stored meanwhile (setTokens, clear, or another tab or a response writing the cookies)
   * win over the refresh's outcome.
   */
  accessToken(): Promise<string | null>;
  /** Stores a new token pair (30-day cookies, path '/'). */
  setTokens(tokens: TokenPair): void;
  /** Signs out locally: both token cookies removed. */
  clear(): void;
  /** Calls `listener` after every setTokens and clear (a refresh, a sign-in, a 401); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Who is signed in: the access token's sub, uuid and, for an organisation user, org_id (spec §3 'Auth tokens'). */
export interface Viewer {
  userId: string;
  uuid: string;
  /** The organisation the user works for (token org_id): they may print its warehouse labels (spec §6). */
  orgId?: string;
}

/** The signed-in user of a session state, or undefined for anyone else. */
export function signedInViewer(state: SessionState): Viewer | undefined {
  if (state.status !== 'signedIn' || !state.uuid || !state.userId) return undefined;
  return {
    userId: state.userId,
    uuid: state.uuid,
    ...(state.orgId !== undefined ? { orgId: String(state.orgId) } : {}),
  };
}

/** Options of {@link createSession}. */
export interface SessionOptions {
  cookies: CookieJar;
  refresh: RefreshTokens;
  /** The clock, in milliseconds (default `Date.now`). */
  now?: () => number;
}

/** Refresh when the access token expires within this many seconds (spec §9 "30 units"). */
export const REFRESH_THRESHOLD_SECONDS = 30;

/** Creates the session of one browser tab or one server request. */
export function createSession({ cookies, refresh, now = Date.now }: SessionOptions): Session {
  let inflight: Promise<string | null> | null = null;
  // Bumped by every setTokens/clear, so a refresh that loses a race with them does not undo them.
  let generation = 0;
  let knownClientId: string | undefined;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const read = (name: string) => cookies.get(name) || undefined;
  const expiresWithin = (claims: AccessTokenClaims, seconds: number) =>
    claims.exp !== undefined && claims.exp * 1000 - now() <= seconds * 1000;

  const session: Session = {
    clientId() {
      const stored = read(CLIENT_ID_COOKIE);
      if (stored) return (knownClientId = stored);
      if (!knownClientId) {
        knownClientId = randomId();
        cookies.set(CLIENT_ID_COOKIE, knownClientId, { maxAge: CLIENT_ID_COOKIE_MAX_AGE, path: '/' });
      }
      return knownClientId;
    },

    state() {
      const access = read(ACCESS_TOKEN_COOKIE);
      if (!access && !read(REFRESH_TOKEN_COOKIE)) return { status: 'anonymous' };
      const claims = access ? decodeAccessToken(access) : null;
      if (!claims || expiresWithin(claims, 0)) return { status: 'expired' };
      if (!claims.uuid) return { status: 'anonymous' };
      return { status: 'signedIn', uuid: claims.uuid, userId: claims.sub, orgId: claims.org_id };
    },

    accessToken() {
      const access = read(ACCESS_TOKEN_COOKIE);
      const refreshToken = read(REFRESH_TOKEN_COOKIE);
      if (!access && !refreshToken) return Promise.resolve(null);
      const claims = access ? decodeAccessToken(access) : null;
      if (access && claims && !expiresWithin(claims, REFRESH_THRESHOLD_SECONDS)) return Promise.resolve(access);
      if (!refreshToken) {
        // Nothing to refresh with (spec §4.4): a token that still works is used to its end; only an
        // expired or undecodable one clears the session.
        if (access && claims && !expiresWithin(claims, 0)) return Promise.resolve(access);
        session.clear();
        return Promise.resolve(null);
      }
      inflight ??= runRefresh(refreshToken).finally(() => {
        inflight = null;
      });
      return inflight;
    },

    setTokens(tokens) {
      generation++;
      cookies.set(ACCESS_TOKEN_COOKIE, tokens.access_token, { maxAge: SESSION_COOKIE_MAX_AGE, path: '/' });
      cookies.set(REFRESH_TOKEN_COOKIE, tokens.refresh_token, { maxAge: SESSION_COOKIE_MAX_AGE, path: '/' });
      changed();
    },

    clear() {
      generation++;
      cookies.remove(ACCESS_TOKEN_COOKIE);
      cookies.remove(REFRESH_TOKEN_COOKIE);
      changed();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  async function runRefresh(refreshToken: string): Promise<string | null> {
    const started = generation;
    // Signed out or signed in anew meanwhile, by this session or by anyone else writing the same
    // cookies: another tab, or the response of a navigation that has already refreshed on the server
    // (a page reloaded while its own refresh runs; the navigation then aborts that call). Whatever
    // was stored since is newer than this refresh's outcome, so it is kept, neither overwritten nor
    // cleared.
    const overtaken = () => generation !== started || read(REFRESH_TOKEN_COOKIE) !== refreshToken;
    try {
      const tokens = await refresh(refreshToken, session.clientId());
      if (typeof tokens?.access_token !== 'string' || typeof tokens.refresh_token !== 'string')
        throw new Error('No tokens');
      if (overtaken()) return read(ACCESS_TOKEN_COOKIE) ?? null;
      session.setTokens(tokens);
      return tokens.access_token;
    } catch {
      if (overtaken()) return read(ACCESS_TOKEN_COOKIE) ?? null;
      session.clear();
      return null;
    }
  }

  return session;
}
