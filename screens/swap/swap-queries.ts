import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { swapMessageSchema, swapSchema, type Swap, type SwapMessage } from '../../schemas/entities/swap';
import type {
  CounterOfferBody,
  CreateSwapBody,
  CreateSwapMessageBody,
  UpdateOfferBody,
} from '../../schemas/requests/swap';
import { itemPageKeys } from '../../ui/item/item-page-keys';
import { SWAPS_BADGE_KEY } from '../../ui/swaps/swaps-badge';

/** An open swap refreshes every 30 s (new messages and offers of the other side). */
export const SWAP_REFRESH_MS = 30_000;

export const swapQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['swap', id],
    queryFn: () => api.get(`/v1/swaps/${id}`, { schema: swapSchema }),
    refetchInterval: SWAP_REFRESH_MS,
  });

export const swapMessagesQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['swap', id, 'messages'],
    queryFn: () => api.get(`/v1/swaps/${id}/messages`, { schema: swapMessageSchema.array() }),
    refetchInterval: SWAP_REFRESH_MS,
  });

/** POST /v1/swaps/{id}/read; the Inbox badge then counts again. */
export async function markSwapRead(api: ApiClient, queryClient: QueryClient, id: number): Promise<void> {
  await api.post(`/v1/swaps/${id}/read`, {});
  queryClient.setQueryData(swapQuery(api, id).queryKey, (swap: Swap | undefined) =>
    swap ? { ...swap, unread: false } : swap,
  );
  await queryClient.invalidateQueries({ queryKey: SWAPS_BADGE_KEY });
}

/** POST /v1/swaps/{id}/messages; the message joins the thread at once. */
export async function sendSwapMessage(
  api: ApiClient,
  queryClient: QueryClient,
  id: number,
  body: CreateSwapMessageBody,
): Promise<SwapMessage> {
  const message = await api.post(`/v1/swaps/${id}/messages`, body, { schema: swapMessageSchema });
  queryClient.setQueryData(swapMessagesQuery(api, id).queryKey, (messages: SwapMessage[] | undefined) => [
    ...(messages ?? []),
    message,
  ]);
  return message;
}

/**
 * The swap as an offer call left it replaces the cached one; the item's offers and buttons (View Swap, Make Offer) may
 * have changed.
 */
async function storeSwap(api: ApiClient, queryClient: QueryClient, swap: Swap): Promise<void> {
  queryClient.setQueryData(swapQuery(api, swap.id).queryKey, swap);
  await queryClient.invalidateQueries({ queryKey: itemPageKeys.all });
}

/** PUT /v1/swaps/{id}/offers/{offerId}: accept or decline the other party's pending offer. */
export async function answerOffer(
  api: ApiClient,
  queryClient: QueryClient,
  id: number,
  offerId: number,
  body: UpdateOfferBody,
): Promise<void> {
  await storeSwap(api, queryClient, await api.put(`/v1/swaps/${id}/offers/${offerId}`, body, { schema: swapSchema }));
}

/** POST /v1/swaps/{id}/offers/{offerId}/counter: the seller's counter-offer to a buyer's pending offer. */
export async function counterOffer(
  api: ApiClient,
  queryClient: QueryClient,
  id: number,
  offerId: number,
  body: CounterOfferBody,
): Promise<void> {
  await storeSwap(
    api,
    queryClient,
    await api.post(`/v1/swaps/${id}/offers/${offerId}/counter`, body, { schema: swapSchema }),
  );
}

/**
 * POST /v1/swaps with an offer, the item page's way: the buyer's counter to a counter-offer, or a new offer after a
 * decline.
 */
export async function makeOffer(api: ApiClient, queryClient: QueryClient, body: CreateSwapBody): Promise<void> {
  await storeSwap(api, queryClient, await api.post('/v1/swaps', body, { schema: swapSchema }));
}
