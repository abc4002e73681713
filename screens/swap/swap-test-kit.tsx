import { Provider as JotaiProvider } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { offlineApi, renderWithEngine, testQueryClient, testRegistry } from '../../engine/testing';
import { swapSchema, type Swap, type SwapMessage } from '../../schemas/entities/swap';
import { AccountModalHost } from '../../ui/accounts/account-modal';
import { SWAPS_BADGE_KEY } from '../../ui/swaps/swaps-badge';
import SwapScreen from './SwapScreen';

/**
 * The swap page's component tests: swap 9 between demo_buyer and stick_shop, rendered against an API the test answers.
 */
export const BUYER = { userId: '1001', uuid: 'user-1001' };
export const SELLER = { userId: '42', uuid: 'user-42' };

export const baseSwap: Swap = swapSchema.parse({
  id: 9,
  created_at: '2026-11-03T10:00:00.000Z',
  updated_at: '2026-11-03T10:05:00.000Z',
  unread: true,
  item: {
    id: 5,
    name: 'Used Bauer Vapor Stick',
    state: 'available',
    price: 119.99,
    url: '/gear/used-bauer-vapor-stick-5',
    primary_image: { edge_url: '/media/items/5/1.svg' },
  },
  buyer: { id: 1001, username: 'demo_buyer' },
  seller: { id: 42, username: 'stick_shop' },
  offers: [
    {
      id: 3,
      created_at: '2026-11-03T10:00:00.000Z',
      buyer: { username: 'demo_buyer' },
      state: 'declined',
      amount: 80,
      item_variation_id: null,
      seller_offer: false,
      counter_offer: false,
      swap_id: 9,
    },
    {
      id: 4,
      created_at: '2026-11-03T10:05:00.000Z',
      buyer: { username: 'demo_buyer' },
      state: 'pending',
      amount: 95.5,
      item_variation_id: null,
      seller_offer: false,
      counter_offer: false,
      swap_id: 9,
    },
  ],
  order: null,
});
export const firstMessage: SwapMessage = {
  id: 1,
  swap_id: 9,
  created_at: '2026-11-03T10:06:00.000Z',
  sender: { id: 1001, username: 'demo_buyer' },
  body: 'Is the blade taped?',
};

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * /swaps/9 as `viewer` sees it, the API answered by `routes` ('METHOD /path' → answer); records every call with its
 * body.
 */
export function renderSwap(
  viewer: { userId: string; uuid: string } | undefined,
  routes: Record<string, (body: unknown) => Response>,
) {
  const calls: { call: string; body: unknown }[] = [];
  const answer = async (request: Request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    const body = request.method === 'GET' ? undefined : await request.json();
    calls.push({ call, body });
    return routes[call]?.(body) ?? json({ errors: [{ message: 'Not found', code: 'not_found' }] }, 404);
  };
  const queryClient = testQueryClient();
  queryClient.setQueryData([...SWAPS_BADGE_KEY, viewer?.userId], { badge: 1 });
  const location = memoryLocation({ path: '/swaps/9', record: true });
  renderWithEngine(
    <JotaiProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SwapScreen params={{ swapId: '9' }} />
        <AccountModalHost />
      </Router>
    </JotaiProvider>,
    { blocks: testRegistry, api: offlineApi(answer), signedInAs: viewer, queryClient },
  );
  return { calls, queryClient, location };
}

export const buyerRoutes = (overrides: Record<string, (body: unknown) => Response> = {}) => ({
  'GET /v1/swaps/9': () => json({ data: baseSwap }),
  'GET /v1/swaps/9/messages': () => json({ data: [firstMessage] }),
  'POST /v1/swaps/9/read': () => json({ data: { id: 9, unread: false } }),
  ...overrides,
});
