import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { shippingLabelSchema } from '../../schemas/entities/shipping-label';
import type { LabelPurpose } from '../../schemas/requests/shipping';

/** The label's purpose from the page's query: a dispute's return label with '?purpose=return', else the sale's. */
export const labelPurpose = (search: URLSearchParams): LabelPurpose =>
  search.get('purpose') === 'return' ? 'return' : 'sale';

/** GET /v1/swaps/{id}/label (404 before a label exists or for anyone but the swap's parties). */
export const shippingLabelQuery = (api: ApiClient, swapId: number, purpose: LabelPurpose) =>
  queryOptions({
    queryKey: ['swap', swapId, 'label', purpose],
    queryFn: () =>
      api.get(`/v1/swaps/${swapId}/label${purpose === 'return' ? '?purpose=return' : ''}`, {
        schema: shippingLabelSchema,
      }),
  });
