import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offlineApi, renderWithEngine, testRegistry } from '../../engine/testing';
import { userItemListKey } from '../item/user-item-list-query';
import { useFavorite, type FavoriteHandlers } from './use-favorite';

const VIEWER = { userId: '1001', uuid: 'user-1001' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
    const calls: string[] = [];
    const handlers = { onMutate: vi.fn(() => 'undo'), onSuccess: vi.fn(), onError: vi.fn() };
    const { queryClient } = renderWithEngine(<Heart handlers={handlers} />, {
      blocks: testRegistry,
      signedInAs: VIEWER,
      api: offlineApi((request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return json({ data: { favorite: false, favoriters_count: 3 } });
      }),
    });
    queryClient.setQueryData([...userItemListKey('favorites'), 'user-1001', 24], { pages: [], pageParams: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Unfavorite' }));
    await waitFor(() => expect(handlers.onSuccess).toHaveBeenCalledWith({ favorite: false, favoriters_count: 3 }));
    expect(handlers.onMutate).toHaveBeenCalledWith(false);
    expect(handlers.onError).not.toHaveBeenCalled();
    expect(calls).toEqual(['DELETE /v1/items/42/favorite']);
    expect(queryClient.getQueryState([...userItemListKey('favorites'), 'user-1001', 24])?.isInvalidated).toBe(true);
  });

  it('hands a failure and what onMutate returned to onError', async () => {
    const handlers = { onMutate: () => 'undo', onSuccess: vi.fn(), onError: vi.fn() };
    renderWithEngine(<Heart handlers={handlers} />, {
      blocks: testRegistry,
      signedInAs: VIEWER,
      api: offlineApi(() => json({ errors: [{ message: 'Item not found', code: 'not_found' }] }, 404)),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unfavorite' }));
    await waitFor(() =>
      expect(handlers.onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Item not found' }), 'undo'),
    );
    expect(handlers.onSuccess).not.toHaveBeenCalled();
  });
});
