import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine';
import { swapSchema, type Swap } from '../../../schemas/entities/swap';
import type { OpenDisputeBody, ResolveDisputeBody } from '../../../schemas/requests/disputes';
import { swapMessagesQuery, swapQuery } from '../swap-queries';

/** The header's spendable balance (host/chrome/chrome-queries.ts keys it ['chrome', 'balance', userId]). */
export const BALANCE_KEY = ['chrome', 'balance'] as const;

/**
 * One of the delivery calls: the swap it answers replaces the cached one, the thread refetches (the
 * server's notice joins it) and so does the header's balance (a release or refund moved it).
 */
async function afterDelivery(api: ApiClient, queryClient: QueryClient, call: Promise<Swap>): Promise<void> {
  const swap = await call;
  queryClient.setQueryData(swapQuery(api, swap.id).queryKey, swap);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: swapMessagesQuery(api, swap.id).queryKey }),
    queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
  ]);
}

/** POST /v1/swaps/{id}/accept: the buyer accepts the delivered item; the sale is final. */
export const acceptItem = (api: ApiClient, queryClient: QueryClient, id: number) =>
  afterDelivery(api, queryClient, api.post(`/v1/swaps/${id}/accept`, {}, { schema: swapSchema }));

/** POST /v1/swaps/{id}/dispute: the buyer reports a problem with the item. */
export const openDispute = (api: ApiClient, queryClient: QueryClient, id: number, body: OpenDisputeBody) =>
  afterDelivery(api, queryClient, api.post(`/v1/swaps/${id}/dispute`, body, { schema: swapSchema }));

/** PUT /v1/swaps/{id}/dispute: an admin resolves the dispute. */
export const resolveDispute = (api: ApiClient, queryClient: QueryClient, id: number, body: ResolveDisputeBody) =>
  afterDelivery(api, queryClient, api.put(`/v1/swaps/${id}/dispute`, body, { schema: swapSchema }));

/** POST /v1/swaps/{id}/refund: the buyer cancels an order unshipped 7 days after payment. */
export const requestRefund = (api: ApiClient, queryClient: QueryClient, id: number) =>
  afterDelivery(api, queryClient, api.post(`/v1/swaps/${id}/refund`, {}, { schema: swapSchema }));
