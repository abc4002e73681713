import { describe, expect, it } from 'vitest';
import { json, wiredClient } from '../../engine/api/test-support';
import { testQueryClient } from '../../engine/testing/render-with-engine';
import { itemQueryKey } from '../item/item-queries';
import { answerOffer, swapQuery } from './swap-queries';
import { baseSwap } from './swap-test-kit';

describe('an offer answered on the swap page', () => {
  it('keeps the swap the server sent and has the cached item pages read again (their buttons may change)', async () => {
    const { api, requests } = wiredClient({ answer: () => json({ data: baseSwap }) });
    const queryClient = testQueryClient();
    queryClient.setQueryData(itemQueryKey('used-bauer-vapor-stick-5'), { id: 5 });
    queryClient.setQueryData(itemQueryKey('5/'), { id: 5 });

    await answerOffer(api, queryClient, 9, 4, { offer: { state: 'accepted' } });

    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'PUT /main/v1/swaps/9/offers/4',
    ]);
    expect(queryClient.getQueryData(swapQuery(api, 9).queryKey)).toEqual(baseSwap);
    expect(queryClient.getQueryState(itemQueryKey('used-bauer-vapor-stick-5'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(itemQueryKey('5'))?.isInvalidated).toBe(true);
  });
});
