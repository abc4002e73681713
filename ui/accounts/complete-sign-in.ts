import {
  DESTINATION_COOKIE,
  DEVELOPER_ACCESS_TOKEN_COOKIE,
  DEVELOPER_REFRESH_TOKEN_COOKIE,
  DEVELOPER_TOKEN_MAX_AGE,
  LONG_PREFERENCE_MAX_AGE,
  ONBOARDING_DESTINATION_COOKIE,
  type CookieJar,
  type Session,
  type TokenPair,
} from '../../engine';
import { sitePath } from './site-path';

/** Where a login without destination or callback ends (spec §4.5). */
export const LOGGED_IN_HOME = `/?${new URLSearchParams({ message: 'Logged in', messageType: 'success' })}`;

export const ONBOARDING_PATH = '/register/onboarding';

export interface CompletionContext {
  session: Session;
  cookies: CookieJar;
  /** Goes to a page (a full navigation, so the next page renders signed in). */
  go: (href: string) => void;
  /** Runs instead of going home when no destination cookie is set. */
  callback?: () => void;
  /** Developer mode (?mode=developer): the tokens are also kept as the developer-portal tokens. */
  developer?: boolean;
}

function storeTokens(tokens: TokenPair, { session, cookies, developer }: CompletionContext) {
  session.setTokens(tokens);
  if (developer) {
    cookies.set(DEVELOPER_ACCESS_TOKEN_COOKIE, tokens.access_token, { maxAge: DEVELOPER_TOKEN_MAX_AGE });
    cookies.set(DEVELOPER_REFRESH_TOKEN_COOKIE, tokens.refresh_token, { maxAge: DEVELOPER_TOKEN_MAX_AGE });
  }
}

/** `path` opening with the warning `notice` (the ?message alert of spec §2.2), or as it is without one. */
function withNotice(path: string, notice: string | undefined): string {
  if (!notice) return path;
  const url = new URL(path, 'http://site');
  url.searchParams.set('message', notice);
  url.searchParams.set('messageType', 'warning');
  return url.pathname + url.search + url.hash;
}

/**
 * Where the login goes: the destination cookie (deleted once read), else the callback, else home with
 * 'Logged in' — or with `notice` instead, which also opens the destination.
 */
function leave(context: CompletionContext, notice?: string) {
  const destination = sitePath(context.cookies.get(DESTINATION_COOKIE));
  if (context.cookies.get(DESTINATION_COOKIE) !== undefined) context.cookies.remove(DESTINATION_COOKIE);
  if (destination) return context.go(withNotice(destination, notice));
  if (context.callback) return context.callback();
  context.go(notice ? withNotice('/', notice) : LOGGED_IN_HOME);
}

/** Completes a login (spec §4.5): stores the tokens and leaves. */
export function completeLogin(tokens: TokenPair, context: CompletionContext): void {
  storeTokens(tokens, context);
  leave(context);
}

/**
 * Completes a registration (spec §4.5): tokens, login, then onboarding with the current path kept
 * in onboarding_destination (365 days); with onboarding skipped it leaves as a login does. A
 * `notice` (an invite code left out: ./referral-notice.ts) opens the next page as a warning.
 */
export function completeRegistration(
  tokens: TokenPair,
  context: CompletionContext & { currentPath: string; skipOnboarding?: boolean; notice?: string },
): void {
  storeTokens(tokens, context);
  if (context.skipOnboarding) return leave(context, context.notice);
  context.cookies.set(ONBOARDING_DESTINATION_COOKIE, context.currentPath, { maxAge: LONG_PREFERENCE_MAX_AGE });
  context.go(withNotice(ONBOARDING_PATH, context.notice));
}

/** Where onboarding finishes: the saved path (unless it was a sign-in page), else the destination cookie, else home. */
export function onboardingExit(cookies: CookieJar): string {
  const saved = sitePath(cookies.get(ONBOARDING_DESTINATION_COOKIE));
  cookies.remove(ONBOARDING_DESTINATION_COOKIE);
  const destination = sitePath(cookies.get(DESTINATION_COOKIE));
  if (destination) cookies.remove(DESTINATION_COOKIE);
  const isAuthPage = saved !== undefined && /^\/(login|register)(\/|\?|$)/.test(saved);
  return (!isAuthPage && saved) || destination || '/';
}
