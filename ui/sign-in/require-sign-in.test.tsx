import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { parseCookieHeader } from '../../engine/session/cookie-format';
import { SIGN_IN_REASONS, useRequireSignIn, type SignInRequest } from './require-sign-in';

function Ask({ request }: { request: SignInRequest }) {
  const requireSignIn = useRequireSignIn();
  return <button onClick={() => requireSignIn(request)}>Favorite</button>;
}

const destination = () => parseCookieHeader(document.cookie).get('destination');

describe('useRequireSignIn', () => {
  afterEach(() => {
    document.cookie = 'destination=; Max-Age=0; Path=/';
  });

  it('keeps the page in the destination cookie and goes to /login with the reason as an info message', async () => {
    const location = memoryLocation({ path: '/gear/used-stick-42?src=home', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Ask request={{ reason: SIGN_IN_REASONS.favorite }} />
      </Router>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(destination()).toBe('/gear/used-stick-42?src=home');
    expect(location.history.at(-1)).toBe('/login?message=Log+in+to+add+this+item+to+My+Favorites&messageType=info');
  });

  it('opens registration when asked (a guest offering on an auction)', async () => {
    const location = memoryLocation({ path: '/gear/9', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Ask request={{ reason: SIGN_IN_REASONS.offer, view: 'register' }} />
      </Router>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(destination()).toBe('/gear/9');
    expect(location.history.at(-1)).toMatch(/^\/register\?message=Log\+in\+to\+make\+an\+offer/);
  });

  it('holds the spec texts', () => {
    expect(SIGN_IN_REASONS.follow).toBe('Log in to follow this seller');
    expect(SIGN_IN_REASONS.message('puck_jake')).toBe('Log in to message @puck_jake');
  });
});
