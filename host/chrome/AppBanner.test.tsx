import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { APP_DEEP_LINK, APP_STORE_URL, AppBanner, isIos } from './AppBanner';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('the app banner (spec §2.2, §1)', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    vi.stubGlobal('location', { ...window.location, assign });
    assign.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows on iOS only', () => {
    expect(isIos(IPHONE)).toBe(true);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(false);
    renderWithEngine(<AppBanner />);
    expect(screen.getByText('The fastest way to buy and sell gear.')).toBeInTheDocument();
  });

  it('opens the deep link, tracks Clicked App CTA, and falls back to the store after 1500 ms', () => {
    vi.useFakeTimers();
    const track = vi.fn();
    renderWithEngine(<AppBanner />, { track });
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(track).toHaveBeenCalledWith('Clicked App CTA', { platform: 'ios' });
    expect(assign).toHaveBeenLastCalledWith(APP_DEEP_LINK);
    act(() => vi.advanceTimersByTime(1499));
    expect(assign).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenLastCalledWith(APP_STORE_URL);
  });

  it('a dismissal hides it for 7 days (hide_app_banner)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithEngine(<AppBanner />);
    await user.click(screen.getByRole('button', { name: 'Dismiss app banner' }));
    expect(screen.queryByText('The fastest way to buy and sell gear.')).toBeNull();
    expect(document.cookie).toContain('hide_app_banner=1');
    unmount();
    renderWithEngine(<AppBanner />);
    expect(screen.queryByText('The fastest way to buy and sell gear.')).toBeNull();
  });
});
