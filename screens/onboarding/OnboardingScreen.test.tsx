import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseCookieHeader } from '../../engine';
import { MEMBER, renderWithEngine } from '../../engine/testing';
import OnboardingScreen from './OnboardingScreen';

function renderOnboarding(signedIn: boolean) {
  const go = vi.fn();
  renderWithEngine(<OnboardingScreen go={go} />, {
    path: '/register/onboarding',
    signedInAs: signedIn ? MEMBER : undefined,
  });
  return go;
}

describe('/register/onboarding', () => {
  it('welcomes the new account and continues to the page it registered from, forgetting it', async () => {
    document.cookie = 'onboarding_destination=%2Fgear%2F5; Path=/';
    const go = renderOnboarding(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kitswap' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(go).toHaveBeenCalledWith('/gear/5');
    expect(parseCookieHeader(document.cookie).get('onboarding_destination')).toBeUndefined();
  });

  it('offers sign-up or log-in to a guest', () => {
    renderOnboarding(false);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});
