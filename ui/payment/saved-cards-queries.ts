import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { paymentMethodListSchema, type PaymentMethod } from '../../schemas/requests/payment-methods';

/** The signed-in user's saved cards, one query entry: My Payment Methods and the checkout form read it. */
const savedCardsKey = (uuid: string) => ['payment-methods', uuid] as const;

/** GET /v1/payment_methods: the default first, then newest first. */
export function savedCardsQuery(api: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: savedCardsKey(uuid),
    queryFn: () => api.get('/v1/payment_methods', { schema: paymentMethodListSchema }),
  });
}

async function put(queryClient: QueryClient, uuid: string, cards: PaymentMethod[]): Promise<PaymentMethod[]> {
  await queryClient.cancelQueries({ queryKey: savedCardsKey(uuid) });
  queryClient.setQueryData(savedCardsKey(uuid), cards);
  return cards;
}

/** The writes of My Payment Methods (each answers the saved cards afterwards): save a card's nonce, default, remove. */
export function savedCardCalls(api: ApiClient, queryClient: QueryClient, uuid: string) {
  const options = { schema: paymentMethodListSchema };
  return {
    add: async (nonce: string) => put(queryClient, uuid, await api.post('/v1/payment_methods', { nonce }, options)),
    makeDefault: async (id: number) =>
      put(queryClient, uuid, await api.put(`/v1/payment_methods/${id}/default`, {}, options)),
    remove: async (id: number) => put(queryClient, uuid, await api.delete(`/v1/payment_methods/${id}`, options)),
  };
}

/** How a saved card reads: 'Visa ending in 1111, expires 12/2029'. */
export function savedCardLabel(card: PaymentMethod): string {
  return `${card.brand} ending in ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
