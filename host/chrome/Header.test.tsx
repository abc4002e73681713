import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import { userFixture } from '../../ui/people/fixtures';
import { isProAvailable, PRO_ACCESS_FEATURE } from '../../ui/pro/pro';
import { avatarMenuEntries } from './avatar-menu';
import { cartFixture, chromeRoutes, navigationFixture, SELLER } from './fixtures';
import { Header } from './Header';
import { scopeNavigation } from './navigation-filter';

const accountNav = () => screen.getAllByRole('navigation', { name: 'Account' })[0]!;

describe('the desktop header (spec §2.3)', () => {
  it('shows a guest Sell, Cart, Sign In and Join, and Help Center beside the categories', async () => {
    renderWithEngine(<Header />, { api: fakeApi(chromeRoutes()).api });
    const links = within(accountNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Sell', 'Cart', 'Sign In', 'Join']);
    expect(within(accountNav()).getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/items/new');
    const aside = screen.getByRole('navigation', { name: 'Help and guides' });
    expect(
      within(aside)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Help Center', 'Guides & Reviews', 'Value Guide']);
    expect(await screen.findByRole('link', { name: 'Auctions' })).toHaveClass('ks-catnav__link--highlighted');
  });

  it('shows a user Favorites (/feed), Inbox with the unread badge, Cart with its count and the avatar; no Help Center', async () => {
    const { api } = fakeApi({ ...chromeRoutes(), 'GET /v1/users/uuid-1002/cart': { data: cartFixture(2) } });
    renderWithEngine(<Header />, { signedInAs: SELLER, api });
    expect(await within(accountNav()).findByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/feed');
    expect(await within(accountNav()).findByRole('link', { name: 'Inbox, 3 unread' })).toHaveAttribute(
      'href',
      '/swaps/sell/all',
    );
    expect(await within(accountNav()).findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu for @demo_seller' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Help Center' })).toBeNull();
  });

  it("shows the user's avatar_url in the avatar (desktop and phone), and the initial when the image fails", async () => {
    const user = userFixture({ avatar_url: '/media/avatars/1002.svg' });
    renderWithEngine(<Header />, { signedInAs: SELLER, api: fakeApi(chromeRoutes(user)).api });
    const avatars = [
      await screen.findByRole('button', { name: 'Account menu for @demo_seller' }),
      screen.getByRole('button', { name: 'Open account menu for @demo_seller' }),
    ];
    for (const avatar of avatars) {
      const image = avatar.querySelector('img')!;
      expect(image).toHaveAttribute('src', '/media/avatars/1002.svg');
      fireEvent.error(image);
      expect(avatar.querySelector('img')).toBeNull();
      expect(avatar).toHaveTextContent('D');
    }
  });

  it('shows the initial when the user has no avatar_url', async () => {
    renderWithEngine(<Header />, { signedInAs: SELLER, api: fakeApi(chromeRoutes()).api });
    const avatar = await screen.findByRole('button', { name: 'Account menu for @demo_seller' });
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('D');
  });

  it('shows the cart without a count when the cart call does not answer', async () => {
    renderWithEngine(<Header />, { signedInAs: SELLER, api: fakeApi(chromeRoutes()).api });
    await screen.findByRole('link', { name: 'Inbox, 3 unread' });
    expect(within(accountNav()).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});

describe('the avatar menu (spec §2.3)', () => {
  it('lists all 14 entries in order when every condition holds', () => {
    const entries = avatarMenuEntries({
      username: 'demo_pro',
      balance: 1890.25,
      proAvailable: true,
      scheduleCall: true,
    });
    expect(entries.map((entry) => entry.label)).toEqual([
      '@demo_pro',
      'Balance: $1,890.25',
      'My Locker',
      'Gift Cards',
      'Value Guide',
      'Invite Friends',
      'Seller Dashboard',
      'My Purchases',
      'Kitswap Pro',
      'My Settings',
      'Vacation Mode',
      'Schedule a Call',
      'Help Center',
      'Logout',
    ]);
    // Issue 33: Balance opens the dashboard's balance section, Seller Dashboard the dashboard.
    const href = (key: string) => entries.find((entry) => entry.key === key)?.href;
    expect([href('balance'), href('selling')]).toEqual(['/selling#balance', '/selling']);
  });

  it('hides Balance when the call failed, Kitswap Pro when unavailable and Schedule a Call outside the subset', () => {
    const labels = avatarMenuEntries({
      username: 'demo_buyer',
      balance: undefined,
      proAvailable: false,
      scheduleCall: false,
    }).map((entry) => entry.label);
    expect(labels).toHaveLength(11);
    expect(labels).not.toContain('Kitswap Pro');
    expect(labels.some((label) => label.startsWith('Balance'))).toBe(false);
    expect(labels).not.toContain('Schedule a Call');
  });

  // Issue 31: the allowlist was six usernames anyone could take; it is the account's grant now.
  it("makes Pro available by the site flag or the account's pro_access grant, never its name (spec §6)", () => {
    expect(isProAvailable({ pro_enabled: true }, { features: [] })).toBe(true);
    expect(isProAvailable({ pro_enabled: false }, { features: [PRO_ACCESS_FEATURE] })).toBe(true);
    expect(isProAvailable({ pro_enabled: false }, { features: ['insights'] })).toBe(false);
    expect(isProAvailable(undefined, undefined)).toBe(false);
  });

  it('opens by keyboard on the first entry, moves with arrows, Home and End, and Escape returns to the avatar', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi({ ...chromeRoutes(), 'GET /v1/balance/spendable': 500 });
    renderWithEngine(<Header />, { signedInAs: SELLER, api });
    const avatar = await screen.findByRole('button', { name: 'Account menu for @demo_seller' });
    avatar.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).not.toContain('Balance');
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveTextContent('@demo_seller');
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveTextContent('My Locker');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items.at(-1)).toHaveTextContent('Logout');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(avatar).toHaveFocus();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the category navigation (spec §2.3)', () => {
  afterEach(() => vi.useRealTimers());

  it('opens a mega-menu 150 ms after the pointer settles, with All links, and closes 150 ms after it leaves', async () => {
    renderWithEngine(<Header />, { api: fakeApi(chromeRoutes()).api });
    const golf = await screen.findByRole('link', { name: 'Golf' });
    vi.useFakeTimers();
    const panel = () => screen.getByText('All Golf').closest('.ks-megamenu')!;
    fireEvent.mouseEnter(golf.closest('li')!);
    act(() => vi.advanceTimersByTime(149));
    expect(panel()).not.toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(panel()).toBeVisible();
    expect(within(panel() as HTMLElement).getByRole('link', { name: 'Drivers' })).toHaveAttribute(
      'href',
      '/shop/golf/clubs/drivers',
    );
    expect(within(panel() as HTMLElement).getByRole('link', { name: 'All Clubs' })).toHaveAttribute(
      'href',
      '/shop/golf/clubs',
    );
    fireEvent.mouseLeave(screen.getByRole('navigation', { name: 'Categories' }));
    act(() => vi.advanceTimersByTime(149));
    expect(panel()).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(panel()).not.toBeVisible();
  });

  it('passing over an entry quicker than 150 ms opens nothing', async () => {
    renderWithEngine(<Header />, { api: fakeApi(chromeRoutes()).api });
    const golf = await screen.findByRole('link', { name: 'Golf' });
    vi.useFakeTimers();
    fireEvent.mouseEnter(golf.closest('li')!);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Hockey' }).closest('li')!);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByText('All Golf')).not.toBeVisible();
    expect(screen.getByText('All Hockey')).toBeVisible();
  });

  it('opens from the keyboard (ArrowDown on the entry) into its first link; Escape closes and refocuses the entry', async () => {
    const user = userEvent.setup();
    renderWithEngine(<Header />, { api: fakeApi(chromeRoutes()).api });
    const golf = await screen.findByRole('link', { name: 'Golf' });
    golf.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByText('All Golf')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Golf menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(golf).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Golf menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only the matching top category’s sections on item, lander and nav pages', () => {
    const sections = (path: string) => scopeNavigation(navigationFixture, path).map((entry) => entry.sections.length);
    expect(sections('/')).toEqual([2, 1, 0]);
    expect(sections('/shop/golf/clubs')).toEqual([2, 0, 0]);
    expect(sections('/nav/hockey')).toEqual([0, 1, 0]);
    expect(sections('/gear/used-driver-12')).toEqual([0, 0, 0]);
    expect(sections('/search')).toEqual([2, 1, 0]);
  });
});
