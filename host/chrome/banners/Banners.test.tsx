import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserCookieJar, requestCookieJar } from '../../../engine';
import { fakeApi, renderWithEngine } from '../../../engine/testing';
import type { Sale, Vacation } from '../../../schemas/entities/chrome';
import { userFixture } from '../../../ui/people/fixtures';
import { hasFeature } from '../../../ui/site-configuration/features';
import { chromeRoutes, SELLER } from '../fixtures';
import { activeBanners, inventoryBanner, saleBanner, vacationBanner } from './banner-content';
import { Banners } from './Banners';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const vacation = (overrides: Partial<Vacation> = {}): Vacation => ({
  id: 1,
  generated_by: 'user',
  details: null,
  started_at: '2026-11-17T12:00:00Z',
  ...overrides,
});
const sale = (startOffsetHours: number, endOffsetHours = 500): Sale => ({
  id: 7,
  name: 'Holiday Gear Sale',
  label: 'Up to 40% off',
  destination: '/search?q=sale',
  started_at: new Date(NOW + startOffsetHours * HOUR).toISOString(),
  ended_at: new Date(NOW + endOffsetHours * HOUR).toISOString(),
});

describe('banner texts (spec §2.5, §4.3)', () => {
  it.each([
    [{ generated_by: 'admin' as const }, 'Please contact Support to re-activate your account.', 'Contact Support'],
    [{ details: 'high_refund_rate' }, 'Please contact Support to re-activate your account.', 'Contact Support'],
    [{ details: 'ebay_disconnect' }, 'Your connected account is disconnected.', 'Connected Accounts'],
    [
      { details: 'slow_import_frequency' },
      'Inventory upload has slowed, your account is now in vacation mode.',
      'Update Your Inventory',
    ],
    [{ details: 'inform_act_compliance' }, 'You are not compliant with the INFORM Act.', 'Submit INFORM Act Form here'],
    [{}, '', 'Update Settings'],
  ])('vacation %o: reason and button', (overrides, text, label) => {
    const banner = vacationBanner(vacation(overrides));
    expect(banner.header).toBe('Vacation Mode is ON');
    expect(banner.text).toBe(text);
    expect(banner.action?.label).toBe(label);
  });

  it('inventory status: never, within 24 h (less than an hour / n hours), else n days; only with import_items', () => {
    const user = (imported: string | null) =>
      userFixture({ features: ['import_items'], inventory_imported_at: imported });
    const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();
    expect(inventoryBanner(user(null), NOW)).toMatchObject({
      header: 'GET STARTED!',
      text: 'Upload your items now to start selling.',
      action: { label: 'Start Now' },
    });
    expect(inventoryBanner(user(at(0.5)), NOW)).toMatchObject({
      header: 'ALL GOOD',
      text: 'Inventory last updated less than an hour ago.',
    });
    expect(inventoryBanner(user(at(1)), NOW)?.text).toBe('Inventory last updated 1 hour ago.');
    expect(inventoryBanner(user(at(23.9)), NOW)?.text).toBe('Inventory last updated 23 hours ago.');
    expect(inventoryBanner(user(at(24)), NOW)).toMatchObject({
      header: 'WARNING',
      text: 'Inventory last updated 1 day ago',
      action: { label: 'Update Now' },
    });
    expect(inventoryBanner(user(at(80)), NOW)?.text).toBe('Inventory last updated 3 days ago');
    expect(inventoryBanner(userFixture(), NOW)).toBeNull();
  });

  it('feature checks: the list, export_items for trade-in accounts, insights and quick_inbox for power sellers (spec §6)', () => {
    expect(hasFeature(userFixture({ features: ['import_items'] }), 'import_items')).toBe(true);
    expect(hasFeature(userFixture({ settings: { trade_in_account: true } }), 'export_items')).toBe(true);
    expect(hasFeature(userFixture({ power_seller: true }), 'quick_inbox')).toBe(true);
    expect(hasFeature(userFixture({ power_seller: true }), 'import_items')).toBe(false);
  });

  it('sale: during → label - name + Shop Sale; before → starting soon + Add to Sale; after → none', () => {
    expect(saleBanner(sale(-1), NOW)).toMatchObject({
      text: 'Up to 40% off - Holiday Gear Sale',
      action: { label: 'Shop Sale', href: '/search?q=sale' },
    });
    expect(saleBanner(sale(5), NOW)).toMatchObject({
      text: 'Holiday Gear Sale starting soon',
      action: { label: 'Add to Sale' },
    });
    expect(saleBanner(sale(-10, -1), NOW)).toBeNull();
  });

  it('stacks in priority order: restricted, vacation, Canadian tariff, inventory, sale', () => {
    const user = userFixture({ restricted: true, canadian_tariff_effected: true, features: ['import_items'] });
    const keys = activeBanners({ user, vacation: vacation(), sale: sale(-1), saleDismissed: false, now: NOW }).map(
      (banner) => (banner === 'restricted' ? banner : banner.key),
    );
    expect(keys).toEqual(['restricted', 'vacation', 'canadian-tariff', 'inventory', 'sale-7']);
    expect(activeBanners({ sale: sale(-1), saleDismissed: true, now: NOW })).toEqual([]);
  });
});

describe('<Banners>', () => {
  it('restricted: both texts, Resolve opens the self-unrestrict modal only with the unrestrict action', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(chromeRoutes(userFixture({ restricted: true, actions: ['unrestrict'] })));
    renderWithEngine(<Banners />, { signedInAs: SELLER, api });
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(notices).toHaveTextContent('Account restricted');
    expect(notices).toHaveTextContent('Your account has been restricted');
    await user.click(within(notices).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByRole('dialog', { name: 'Resolve your account restriction' })).toBeInTheDocument();
  });

  it('restricted without the action links to Contact Support', async () => {
    renderWithEngine(<Banners />, {
      signedInAs: SELLER,
      api: fakeApi(chromeRoutes(userFixture({ restricted: true }))).api,
    });
    expect(await screen.findByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('Canadian tariff text with Learn more', async () => {
    const { api } = fakeApi(chromeRoutes(userFixture({ canadian_tariff_effected: true })));
    renderWithEngine(<Banners />, { signedInAs: SELLER, api });
    expect(
      await screen.findByText(
        'A few of your items aren\'t available for US buyers. Update them to "Use Your Own Label" so they can be purchased.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeInTheDocument();
  });

  it('a guest’s Add to Sale asks to sign in with the sale text; dismissal is remembered per sale id', async () => {
    const user = userEvent.setup();
    const routes = { 'GET /v1/sales/current': { data: sale(24 * 30) } };
    const cookies = browserCookieJar();
    const { location, unmount } = renderWithEngine(<Banners />, { api: fakeApi(routes).api, cookies });
    await user.click(await screen.findByRole('button', { name: 'Add to Sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(
      within(dialog).getByText('Sign into your Kitswap account to add your items to the sale'),
    ).toBeInTheDocument();
    expect(location.history).toEqual(['/']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss sale banner' }));
    expect(screen.queryByText('Holiday Gear Sale starting soon')).toBeNull();
    expect(document.cookie).toContain('dismissed_sale_7=1');
    unmount();
    const again = fakeApi(routes);
    renderWithEngine(<Banners />, { api: again.api, cookies });
    await waitFor(() => expect(again.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Holiday Gear Sale starting soon')).toBeNull();
  });

  it('reads the dismissal from the visit’s cookies while rendering, so the server HTML has no dismissed banner', async () => {
    // The request's cookies (as on the server) say sale 7 was dismissed; the browser's say nothing yet.
    const routes = { 'GET /v1/sales/current': { data: sale(24 * 30) } };
    const dismissed = fakeApi(routes);
    const { unmount } = renderWithEngine(<Banners />, {
      api: dismissed.api,
      cookies: requestCookieJar('dismissed_sale_7=1'),
    });
    await waitFor(() => expect(dismissed.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Holiday Gear Sale starting soon')).toBeNull();
    unmount();
    renderWithEngine(<Banners />, { api: fakeApi(routes).api, cookies: requestCookieJar('dismissed_sale_6=1') });
    expect(await screen.findByText('Holiday Gear Sale starting soon')).toBeInTheDocument();
  });

  it('a seller’s Add to Sale opens the sale guidance with the locker link (?sale=1)', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi({ ...chromeRoutes(), 'GET /v1/sales/current': { data: sale(24 * 30) } });
    renderWithEngine(<Banners />, { signedInAs: SELLER, api });
    await user.click(await screen.findByRole('button', { name: 'Add to Sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add your items to Holiday Gear Sale' });
    expect(within(dialog).getByRole('link', { name: 'Choose items in My Locker' })).toHaveAttribute(
      'href',
      '/locker/demo_seller?sale=1',
    );
  });
});
