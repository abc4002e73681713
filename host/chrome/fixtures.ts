import type { FakeRoutes, TestViewer } from '../../engine/testing';
import {
  navigationSchema,
  siteConfigurationSchema,
  type NavigationEntry,
  type SiteConfiguration,
} from '../../schemas/entities/chrome';
import { userFixture } from '../../ui/people/fixtures';

/** A small navigation as the server builds it: two sports with sections, then Auctions. */
export const navigationFixture: NavigationEntry[] = navigationSchema.parse([
  {
    title: 'Golf',
    destination: '/shop/golf',
    sections: [
      {
        title: 'Clubs',
        destination: '/shop/golf/clubs',
        children: [
          { title: 'Drivers', destination: '/shop/golf/clubs/drivers' },
          { title: 'Putters', destination: '/shop/golf/clubs/putters' },
        ],
      },
      { title: 'Golf Balls', destination: '/shop/golf/balls', children: [] },
    ],
  },
  {
    title: 'Hockey',
    destination: '/shop/hockey',
    sections: [
      {
        title: 'Sticks',
        destination: '/shop/hockey/sticks',
        children: [{ title: 'Senior Sticks', destination: '/shop/hockey/sticks/senior' }],
      },
    ],
  },
  { title: 'Auctions', destination: '/search?q=auction', sections: [], highlighted: true },
]);

/** The site configuration as a test server answers it: Pro closed, payments through the sandbox. */
export const siteConfigurationFixture = (overrides: Partial<SiteConfiguration> = {}): SiteConfiguration =>
  siteConfigurationSchema.parse({ pro_enabled: false, payment_provider: 'sandbox', ...overrides });

/** demo_seller (userFixture's id) as the session knows them: the signed-in user of the chrome tests. */
export const SELLER: TestViewer = { userId: '1002', uuid: 'uuid-1002' };

/** What the chrome reads on every page, as the API answers it, for fakeApi; `user` answers /v1/user_configuration. */
export const chromeRoutes = (user = userFixture()): FakeRoutes => ({
  'GET /v1/navigation': { data: navigationFixture },
  'GET /v1/site_configuration': { data: siteConfigurationFixture() },
  'GET /v1/user_configuration': { data: user },
  'GET /v1/balance/spendable': { data: { amount: 412.5 } },
  'GET /v1/swaps/badge': { data: { badge: 3 } },
  'GET /v1/vacations/active': { data: null },
  'GET /v1/sales/current': { data: null },
});

/** A cart as GET /v1/users/{uuid}/cart answers it, with `lines` lines. */
export const cartFixture = (lines: number) => ({
  id: 1,
  cart_items: Array.from({ length: lines }, (_, index) => ({
    id: index + 1,
    item: { id: index + 10, name: `Item ${index + 10}`, state: 'available', price: 10 },
    item_variation: null,
    available: true,
    shipping: 0,
    offer_price: null,
  })),
  totals: { subtotal: 10 * lines, shipping: 0, total: 10 * lines, currency: 'USD' },
});
