import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { browserCookieJar, CONSENT_COOKIE } from '../../../engine';
import { clearCookies } from '../../../engine/testing';
import { renderFooterWithConsent } from './privacy-test-kit';

const notice = () => screen.queryByRole('region', { name: 'Privacy notice' });

describe('the first-visit privacy notice (spec §4.8)', () => {
  afterEach(clearCookies);

  it('shows while nothing is chosen; Opt out keeps opt-out for a year and hides it', async () => {
    const user = userEvent.setup();
    const consent = renderFooterWithConsent();
    expect(notice()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: 'Opt out' }));
    expect(notice()).toBeNull();
    expect(consent.state()).toBe('opt-out');
    expect(browserCookieJar().get(CONSENT_COOKIE)).toBe('opt-out');
  });

  it('Accept keeps opt-in and hides it', async () => {
    const user = userEvent.setup();
    const consent = renderFooterWithConsent();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(notice()).toBeNull();
    expect(consent.state()).toBe('opt-in');
  });

  it('hides when the choice is made in the Privacy choices dialog', async () => {
    const user = userEvent.setup();
    const consent = renderFooterWithConsent();
    await user.click(screen.getByRole('button', { name: 'Privacy choices' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(notice()).toBeNull();
    expect(consent.state()).toBe('opt-in');
  });

  it.each([
    ['a kept opt-in', { cookie: 'opt-in' }],
    ['a kept opt-out', { cookie: 'opt-out' }],
    ['Global Privacy Control (it is the choice)', { gpc: true }],
  ])('is not shown with %s', (_, options) => {
    renderFooterWithConsent(options);
    expect(notice()).toBeNull();
  });

  it('follows a choice made elsewhere in the page at once', () => {
    const consent = renderFooterWithConsent();
    act(() => consent.choose('opt-out'));
    expect(notice()).toBeNull();
  });
});
