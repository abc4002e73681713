import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../engine/testing';
import { userItemListKey } from '../item/user-item-list-queries';
import { useFavorite, type FavoriteHandlers } from './use-favorite';

function Heart({ handlers }: { handlers: FavoriteHandlers<string> }) {
  const { setFavorite, pending } = useFavorite(42, handlers);
  return (
    <button type="button" aria-busy={pending} onClick={() => setFavorite(false)}>
      Unfavorite
    </button>
  );
}

describe('useFavorite', () => {
  it('DELETEs the favourite, hands the answer over and marks the cached favourites lists stale', async () => {
    const handlers = { onMutate: vi.fn(() => 'undo'), onSuccess: vi.fn(), onError: vi.fn() };
    const { api, calls } = fakeApi({
      'DELETE /v1/items/:id/favorite': { data: { favorite: false, favoriters_count: 3 } },
    });
    const { queryClient } = renderWithEngine(<Heart handlers={handlers} />, { signedInAs: MEMBER, api });
    queryClient.setQueryData([...userItemListKey('favorites'), MEMBER.uuid, 24], { pages: [], pageParams: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Unfavorite' }));
    await waitFor(() => expect(handlers.onSuccess).toHaveBeenCalledWith({ favorite: false, favoriters_count: 3 }));
    expect(handlers.onMutate).toHaveBeenCalledWith(false);
    expect(handlers.onError).not.toHaveBeenCalled();
    expect(calls.map((call) => call.call)).toEqual(['DELETE /v1/items/42/favorite']);
    expect(queryClient.getQueryState([...userItemListKey('favorites'), MEMBER.uuid, 24])?.isInvalidated).toBe(true);
  });

  it('hands a failure and what onMutate returned to onError', async () => {
    const handlers = { onMutate: () => 'undo', onSuccess: vi.fn(), onError: vi.fn() };
    const { api } = fakeApi({
      'DELETE /v1/items/:id/favorite': () => json({ errors: [{ message: 'Item not found', code: 'not_found' }] }, 404),
    });
    renderWithEngine(<Heart handlers={handlers} />, { signedInAs: MEMBER, api });
    await userEvent.click(screen.getByRole('button', { name: 'Unfavorite' }));
    await waitFor(() =>
      expect(handlers.onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Item not found' }), 'undo'),
    );
    expect(handlers.onSuccess).not.toHaveBeenCalled();
  });
});
