import {
  fakeApi,
  MEMBER,
  renderWithEngine,
  testQueryClient,
  type FakeRoutes,
  type TestViewer,
} from '../../engine/testing';
import { swapSchema, type Swap, type SwapMessage } from '../../schemas/entities/swap';
import { SWAPS_BADGE_KEY } from '../../ui/swaps/swaps-badge';
import SwapScreen from './SwapScreen';

/** The swap page's tests: swap 9 between demo_buyer and stick_shop. */
export const BUYER = MEMBER;
export const SELLER: TestViewer = { userId: '42', uuid: 'user-42' };

/** The lifecycle of a swap still in talks, which the tests of later stages override. */
export const openLifecycle = {
  stage: 'open',
  actions: ['archive'],
  archived: false,
  staff_view: false,
  auction: null,
  pay_by: null,
  paid_at: null,
  ship_by: null,
  shipped_at: null,
  delivered_at: null,
  accept_by: null,
  final_at: null,
  refunded_at: null,
  shipment: null,
  return_shipment: null,
  dispute: null,
  proceeds: null,
  feedback: null,
} satisfies Partial<Swap>;

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
  ...openLifecycle,
});
export const firstMessage: SwapMessage = {
  id: 1,
  swap_id: 9,
  created_at: '2026-11-03T10:06:00.000Z',
  sender: { id: 1001, username: 'demo_buyer' },
  event: null,
  body: 'Is the blade taped?',
};

/** /swaps/9 as `viewer` sees it (the Inbox badge showing 1), the API answered by `routes`. */
export function renderSwap(viewer: TestViewer | undefined, routes: FakeRoutes) {
  const { api, calls } = fakeApi(routes);
  const queryClient = testQueryClient();
  queryClient.setQueryData([...SWAPS_BADGE_KEY, viewer?.userId], { badge: 1 });
  const rendered = renderWithEngine(<SwapScreen params={{ swapId: '9' }} />, {
    path: '/swaps/9',
    signedInAs: viewer,
    api,
    queryClient,
  });
  return { ...rendered, calls };
}

/** Swap 9 with its thread, as the buyer or seller opens it; `overrides` replace or add routes. */
export const buyerRoutes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /v1/swaps/9': { data: baseSwap },
  'GET /v1/swaps/9/messages': { data: [firstMessage] },
  'POST /v1/swaps/9/read': { data: { id: 9, unread: false } },
  ...overrides,
});
