import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { browserCookieJar, CONSENT_COOKIE } from '../../../engine';
import { clearCookies, renderWithEngine } from '../../../engine/testing';
import { Footer } from '../Footer';
import { renderFooterWithConsent } from './privacy-test-kit';
import { GPC_EXPLANATION, OPT_IN_LABEL, OPT_OUT_LABEL } from './texts';

const opener = () => screen.getByRole('button', { name: 'Privacy choices' });

describe("the footer's Privacy choices (spec §4.8)", () => {
  afterEach(clearCookies);

  it('opens a dialog on the choice in force (unknown counts as opt-in); Save keeps opt-out and returns focus', async () => {
    const user = userEvent.setup();
    const consent = renderFooterWithConsent();
    expect(opener()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Privacy choices' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('group', { name: 'Analytics and marketing' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: OPT_IN_LABEL })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: OPT_OUT_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your privacy choice is saved.');
    expect(consent.state()).toBe('opt-out');
    expect(browserCookieJar().get(CONSENT_COOKIE)).toBe('opt-out');
  });

  it('keeps focus inside while open (Tab wraps), and Escape closes without saving', async () => {
    const user = userEvent.setup();
    const consent = renderFooterWithConsent();
    await user.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Privacy choices' });
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('radio', { name: OPT_OUT_LABEL }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener()).toHaveFocus();
    expect(consent.state()).toBe('unknown');
    expect(browserCookieJar().get(CONSENT_COOKIE)).toBeUndefined();
  });

  it('opens a kept opt-out as such, and opts back in', async () => {
    const user = userEvent.setup();
    const consent = renderFooterWithConsent({ cookie: 'opt-out' });
    await user.click(opener());
    expect(await screen.findByRole('radio', { name: OPT_OUT_LABEL })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: OPT_IN_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(consent.state()).toBe('opt-in');
    expect(browserCookieJar().get(CONSENT_COOKIE)).toBe('opt-in');
  });

  it('under Global Privacy Control shows opt-out, says why, and cannot opt in — even over a kept opt-in', async () => {
    const user = userEvent.setup();
    const consent = renderFooterWithConsent({ cookie: 'opt-in', gpc: true });
    await user.click(opener());
    expect(await screen.findByRole('radio', { name: OPT_OUT_LABEL })).toBeChecked();
    const optIn = screen.getByRole('radio', { name: OPT_IN_LABEL });
    expect(optIn).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Analytics and marketing' })).toHaveAccessibleDescription(GPC_EXPLANATION);
    await user.click(optIn);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(consent.state()).toBe('opt-out');
    expect(browserCookieJar().get(CONSENT_COOKIE)).toBe('opt-out');
  });

  it('is not offered without a consent store (tests and stories that leave it out)', () => {
    renderWithEngine(<Footer simple />);
    expect(screen.queryByRole('button', { name: 'Privacy choices' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
  });
});
