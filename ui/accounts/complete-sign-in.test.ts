import { describe, expect, it, vi } from 'vitest';
import { createSession, requestCookieJar } from '../../engine';
import { completeLogin, completeRegistration, LOGGED_IN_HOME, onboardingExit } from './complete-sign-in';

const TOKENS = { access_token: 'a.b.c', refresh_token: 'r' };

function setup(cookieHeader?: string) {
  const cookies = requestCookieJar(cookieHeader);
  const session = createSession({ cookies, refresh: () => Promise.reject(new Error('none')) });
  return { cookies, session, go: vi.fn() };
}

describe('after a login (spec §4.5)', () => {
  it('goes home with the success message when nothing else is asked', () => {
    const context = setup();
    completeLogin(TOKENS, context);
    expect(context.go).toHaveBeenCalledWith(LOGGED_IN_HOME);
    expect(new URLSearchParams(LOGGED_IN_HOME.slice(2)).get('message')).toBe('Logged in');
    expect(context.cookies.setCookieHeaders().join('\n')).toMatch(/access_token=a\.b\.c; Max-Age=2592000; Path=\//);
  });

  it('follows only site paths from the destination cookie (and still deletes a foreign one)', () => {
    const context = setup('destination=%2F%2Fevil.example%2F');
    completeLogin(TOKENS, context);
    expect(context.go).toHaveBeenCalledWith(LOGGED_IN_HOME);
    expect(context.cookies.get('destination')).toBeUndefined();
    // A tab inside is dropped by the URL parser: '/\t/evil.example' would go to evil.example.
    const tabbed = setup('destination=%2F%09%2Fevil.example%2F');
    completeLogin(TOKENS, tabbed);
    expect(tabbed.go).toHaveBeenCalledWith(LOGGED_IN_HOME);
  });

  it('in developer mode also keeps the developer-portal tokens for 3000 days', () => {
    const context = setup();
    completeLogin(TOKENS, { ...context, developer: true });
    const headers = context.cookies.setCookieHeaders().join('\n');
    expect(headers).toContain('developer_access_token=a.b.c; Max-Age=259200000');
    expect(headers).toContain('developer_refresh_token=r; Max-Age=259200000');
  });
});

describe('after a registration', () => {
  it('opens the next page with the notice as a warning: onboarding, the destination, or home instead of Logged in', () => {
    const onboarding = setup();
    completeRegistration(TOKENS, { ...onboarding, currentPath: '/', notice: 'Code left out' });
    expect(onboarding.go).toHaveBeenCalledWith('/register/onboarding?message=Code+left+out&messageType=warning');
    const destination = setup('destination=%2Fgear%2F5%3Fsrc%3Dhome');
    completeRegistration(TOKENS, { ...destination, currentPath: '/', skipOnboarding: true, notice: 'Code left out' });
    expect(destination.go).toHaveBeenCalledWith('/gear/5?src=home&message=Code+left+out&messageType=warning');
    const home = setup();
    completeRegistration(TOKENS, { ...home, currentPath: '/', skipOnboarding: true, notice: 'Code left out' });
    expect(home.go).toHaveBeenCalledWith('/?message=Code+left+out&messageType=warning');
  });

  it('saves the current path for 365 days and goes to onboarding', () => {
    const context = setup();
    completeRegistration(TOKENS, { ...context, currentPath: '/gear/5?src=home' });
    expect(context.go).toHaveBeenCalledWith('/register/onboarding');
    expect(context.cookies.setCookieHeaders().join('\n')).toContain(
      'onboarding_destination=%2Fgear%2F5%3Fsrc%3Dhome; Max-Age=31536000',
    );
  });

  it('onboarding returns to the saved page, but not to a sign-in page (then the destination, else home)', () => {
    expect(onboardingExit(requestCookieJar('onboarding_destination=%2Fgear%2F5'))).toBe('/gear/5');
    expect(onboardingExit(requestCookieJar('onboarding_destination=%2Fregister; destination=%2Fshop%2Fgolf'))).toBe(
      '/shop/golf',
    );
    expect(onboardingExit(requestCookieJar('onboarding_destination=%2Flogin%3Fmessage%3Dx'))).toBe('/');
  });
});
