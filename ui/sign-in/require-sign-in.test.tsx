import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from '../../engine';
import { renderWithEngine } from '../../engine/testing';
import { SIGN_IN_REASONS, useRequireSignIn, type SignInRequest } from './require-sign-in';

function Ask({ request }: { request: SignInRequest }) {
  const requireSignIn = useRequireSignIn();
  return <button onClick={() => requireSignIn(request)}>Favorite</button>;
}

const destination = () => parseCookieHeader(document.cookie).get('destination');

const renderAsk = (path: string, request: SignInRequest) =>
  renderWithEngine(<Ask request={request} />, { path, environment: 'production' }).location;

describe('useRequireSignIn', () => {
  it('keeps the page in the destination cookie and opens the login modal with the reason, staying on the page', async () => {
    const location = renderAsk('/gear/used-stick-42?src=home', { reason: SIGN_IN_REASONS.favorite });
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(destination()).toBe('/gear/used-stick-42?src=home');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(dialog).getByText('Log in to add this item to My Favorites')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username or email')).toBeInTheDocument();
    expect(location.history).toEqual(['/gear/used-stick-42?src=home']);
  });

  it('opens the sign-up form when asked (a guest offering on an auction)', async () => {
    renderAsk('/gear/9', { reason: SIGN_IN_REASONS.offer, view: 'register' });
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(destination()).toBe('/gear/9');
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(within(dialog).getByText('Log in to make an offer')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the spec texts', () => {
    expect(SIGN_IN_REASONS.follow).toBe('Log in to follow this seller');
    expect(SIGN_IN_REASONS.message('puck_jake')).toBe('Log in to message @puck_jake');
  });
});
