import { describe, expect, it } from 'vitest';
import { fakeApi, testQueryClient } from '../../engine/testing';
import { itemQueryKey } from '../item/item-queries';
import { answerOffer, swapQuery } from './swap-queries';
import { baseSwap } from './test-support';

describe('an offer answered on the swap page', () => {
  it('keeps the swap the server sent and has the cached item pages read again (their buttons may change)', async () => {
    const { api, calls } = fakeApi({ 'PUT /v1/swaps/9/offers/4': { data: baseSwap } });
    const queryClient = testQueryClient();
    queryClient.setQueryData(itemQueryKey('used-bauer-vapor-stick-5'), { id: 5 });
    queryClient.setQueryData(itemQueryKey('5/'), { id: 5 });

    await answerOffer(api, queryClient, 9, 4, { offer: { state: 'accepted' } });

    expect(calls.map(({ call }) => call)).toEqual(['PUT /v1/swaps/9/offers/4']);
    expect(queryClient.getQueryData(swapQuery(api, 9).queryKey)).toEqual(baseSwap);
    expect(queryClient.getQueryState(itemQueryKey('used-bauer-vapor-stick-5'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(itemQueryKey('5'))?.isInvalidated).toBe(true);
  });
});
