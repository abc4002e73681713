import { offlineApi } from '../../engine/testing';
import {
  navigationSchema,
  siteConfigurationSchema,
  userConfigurationSchema,
  type NavigationEntry,
  type SiteConfiguration,
  type UserConfiguration,
} from '../../schemas/entities/chrome';

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

export const userFixture = (overrides: Partial<UserConfiguration> = {}): UserConfiguration =>
  userConfigurationSchema.parse({
    id: 1002,
    username: 'demo_seller',
    features: [],
    settings: { trade_in_account: false },
    power_seller: false,
    restricted: false,
    actions: [],
    canadian_tariff_effected: false,
    inventory_imported_at: null,
    schedule_call: false,
    ...overrides,
  });

/** The site configuration as a test server answers it: Pro closed, payments through the sandbox. */
export const siteConfigurationFixture = (overrides: Partial<SiteConfiguration> = {}): SiteConfiguration =>
  siteConfigurationSchema.parse({ pro_enabled: false, payment_provider: 'sandbox', ...overrides });

/**
 * Answers by path: a body (sent as `{data: body}`), a number for a failing status, or a function answering the request
 * itself.
 */
export type Answers = Record<string, unknown>;

export const defaultAnswers = (user = userFixture()): Answers => ({
  '/v1/navigation': navigationFixture,
  '/v1/site_configuration': siteConfigurationFixture(),
  '/v1/user_configuration': user,
  '/v1/balance/spendable': { amount: 412.5 },
  '/v1/swaps/badge': { badge: 3 },
  '/v1/vacations/active': null,
  '/v1/sales/current': null,
});

/** The real API client answering from `answers` by path; unknown paths answer 404. `calls` records every request. */
export function fixtureApi(answers: Answers) {
  const calls: Request[] = [];
  const api = offlineApi(async (request) => {
    calls.push(request);
    const answer = answers[new URL(request.url).pathname];
    if (answer === undefined)
      return Response.json({ errors: [{ message: 'Not found', code: 'not_found' }] }, { status: 404 });
    if (typeof answer === 'function') return (answer as (request: Request) => Response | Promise<Response>)(request);
    if (typeof answer === 'number')
      return Response.json({ errors: [{ message: 'Failed', code: 'internal' }] }, { status: answer });
    return Response.json({ data: answer }, { status: request.method === 'POST' ? 201 : 200 });
  });
  return { api, calls };
}

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
