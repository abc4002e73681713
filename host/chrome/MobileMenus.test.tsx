import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import { chromeRoutes, SELLER, siteConfigurationFixture } from './fixtures';
import { Header } from './Header';

describe('the mobile drawers (spec §2.3)', () => {
  it('the hamburger opens the left drawer: guest Join / Sign In, the sections in order, categories as an accordion', async () => {
    const user = userEvent.setup();
    renderWithEngine(<Header />, { api: fakeApi(chromeRoutes()).api });
    // The navigation arrives from the API; allow for a busy machine.
    await screen.findByRole('link', { name: 'Golf' }, { timeout: 3000 });
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(hamburger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(drawer)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(links.slice(0, 4)).toEqual(['Join', 'Sign In', 'Sell', 'Home']);
    expect(within(drawer).getByRole('link', { name: 'Sell', hidden: true })).toHaveAttribute('href', '/items/new');
    const summaries = [...drawer.querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(summaries).toEqual(['Browse by Category', 'Golf', 'Hockey', 'Selling', 'Company', 'Community']);
    expect(links).toEqual(
      expect.arrayContaining([
        'All Golf',
        'Clubs',
        'How to Sell',
        'How to Ship',
        'Guides & Reviews',
        'Gift Cards',
        'Value Guide',
        'Help Center / FAQ',
        'Terms',
        'Privacy',
        'Refunds',
        'Press',
        'Sitemap',
        'Elite Seller',
        'Blog',
      ]),
    );
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hamburger).toHaveFocus();
    // The first render of the whole header, and role queries over the full drawer: seconds on a busy 2-core machine.
  }, 15_000);

  it("Browse by Category shows the third level as desktop does: each section's children, then 'All {section}'", async () => {
    const user = userEvent.setup();
    renderWithEngine(<Header />, { api: fakeApi(chromeRoutes()).api });
    await screen.findByRole('link', { name: 'Golf' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const clubs = within(drawer).getByRole('list', { name: 'Clubs', hidden: true });
    expect(
      within(clubs)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Drivers', '/shop/golf/clubs/drivers'],
      ['Putters', '/shop/golf/clubs/putters'],
      ['All Clubs', '/shop/golf/clubs'],
    ]);
    // A section without children is its link alone.
    expect(within(drawer).queryByRole('list', { name: 'Golf Balls', hidden: true })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Golf Balls', hidden: true })).toHaveAttribute(
      'href',
      '/shop/golf/balls',
    );
  });

  it('keeps focus inside the drawer: Tab from the last control wraps to the first', async () => {
    const user = userEvent.setup();
    renderWithEngine(<Header />, { api: fakeApi(chromeRoutes()).api });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    within(drawer).getByRole('link', { name: 'Blog' }).focus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('a signed-in user’s left drawer has no Join / Sign In', async () => {
    const user = userEvent.setup();
    renderWithEngine(<Header />, { signedInAs: SELLER, api: fakeApi(chromeRoutes()).api });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Menu' })).queryByRole('link', { name: 'Sign In' }),
    ).toBeNull();
  });

  it('the avatar opens the right drawer: its entries, My Settings with sub-items, Logout last', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi({
      ...chromeRoutes(),
      'GET /v1/site_configuration': { data: siteConfigurationFixture({ pro_enabled: true }) },
    });
    renderWithEngine(<Header />, { signedInAs: SELLER, api });
    await user.click(await screen.findByRole('button', { name: 'Open account menu for @demo_seller' }));
    const drawer = await screen.findByRole('dialog', { name: 'Account' });
    const links = within(drawer).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      '@demo_seller',
      'Balance: $412.50',
      'Inbox',
      'My Locker',
      "What's Your Gear Worth?",
      'Invite Friends',
      'Seller Dashboard',
      'My Purchases',
      'Kitswap Pro',
      'My Settings',
      'Vacation Mode',
      'My Notifications',
      'My Addresses',
      'My Payment Methods',
      'Connected Accounts',
    ]);
    // Balance opens the Seller Dashboard's balance section; Seller Dashboard the dashboard (issue 33).
    expect(links[1]).toHaveAttribute('href', '/selling#balance');
    expect(links[2]).toHaveAttribute('href', '/swaps/sell');
    expect(links[6]).toHaveAttribute('href', '/selling');
    const controls = drawer.querySelectorAll('a, button');
    expect(controls[controls.length - 1]).toHaveTextContent('Logout');
  });
});
