import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../../engine/testing';
import { PAYWALL_SLIDES, ProPaywallModal } from './ProPaywallModal';

describe('the Pro paywall (spec §2.10)', () => {
  it('walks through four slides and offers the upgrade to Kitswap Pro', async () => {
    renderWithEngine(<ProPaywallModal onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Insights come with Kitswap Pro' })).toBeInTheDocument();
    expect(PAYWALL_SLIDES).toHaveLength(4);
    const slide = () => screen.getByRole('group');
    expect(slide()).toHaveAccessibleName('1 of 4: Advanced pricing insights');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (const title of ['Automated bumps', 'Stand out as a Pro', 'Help when you need it']) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(slide()).toHaveAccessibleName('4 of 4: Help when you need it');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Slide 2: Automated bumps' }));
    expect(screen.getByRole('button', { name: 'Slide 2: Automated bumps' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/low-ball offers are blocked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Kitswap Pro' })).toHaveAttribute(
      'href',
      '/settings/kitswap-pro',
    );
  });
});
