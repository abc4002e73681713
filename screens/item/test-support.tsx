import type { QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { offlineApi, renderWithEngine, testRegistry } from '../../engine/testing';
import { itemDetailSchema, type ItemDetail } from '../../schemas/entities/item-detail';
import itemFixture from '../../stories/fixtures/item-detail.json';
import { AccountModalHost } from '../../ui/accounts/account-modal';

/** The story fixture (a seeded item as GET /v1/items/5 answers a guest), checked against the schema. */
export const baseItem: ItemDetail = itemDetailSchema.parse(itemFixture);

/** The fixture with some fields changed, still a valid item. */
export function itemWith(overrides: Partial<ItemDetail>): ItemDetail {
  return itemDetailSchema.parse({ ...baseItem, ...overrides });
}

/** A signed-in buyer (not the fixture's seller) and the fixture's seller. */
export const BUYER = { userId: '1001', uuid: 'user-1001' };
export const SELLER = { userId: String(baseItem.seller.id), uuid: `user-${baseItem.seller.id}` };

/** A JSON answer as our API sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface RenderItemOptions {
  viewer?: { userId: string; uuid: string };
  /** Answers the API calls; none → every call fails. */
  answer?: (request: Request) => Response | Promise<Response>;
  path?: string;
  queryClient?: QueryClient;
}

/** Renders item page parts with the engine, an API answered by `answer`, and an in-memory location. */
export function renderItem(
  ui: ReactElement,
  {
    viewer,
    answer,
    queryClient,
    path = '/gear/used-under-armour-harper-8-baseball-cleats-size-10-5',
  }: RenderItemOptions = {},
) {
  const location = memoryLocation({ path, record: true });
  const result = renderWithEngine(
    <JotaiProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
        <AccountModalHost />
      </Router>
    </JotaiProvider>,
    { blocks: testRegistry, api: offlineApi(answer), signedInAs: viewer, queryClient },
  );
  return { ...result, location };
}
