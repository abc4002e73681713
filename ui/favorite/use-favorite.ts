import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEngine } from '../../engine';
import { favoriteStateSchema, type FavoriteState } from '../../schemas/entities/item-detail';
import { userItemListKey } from '../item/user-item-list-queries';
import { SIGN_IN_REASONS, useRequireSignIn } from '../sign-in/require-sign-in';

/** What a caller does around the call: its own view of the change. */
export interface FavoriteHandlers<Undo> {
  /** Before the call: an optimistic change; what it returns is handed to onError to put it back. */
  onMutate?: (favorite: boolean) => Undo;
  /** The server's answer: the flag and the item's count. */
  onSuccess?: (state: FavoriteState) => void;
  /** The call failed: put back what onMutate changed and show `error` (spec §8 message). */
  onError?: (error: unknown, undo: Undo | undefined) => void;
}

/**
 * Favourite / unfavourite an item (spec §4.2: PUT / DELETE /v1/items/{id}/favorite), the one
 * mutation the item page's Favorite button and the feed's hearts share. Guests are asked to sign
 * in ('Log in to add this item to My Favorites') and nothing is called. Once the server answers,
 * the cached favourites lists are refetched (or stale, when not on screen).
 */
export function useFavorite<Undo = undefined>(itemId: number, handlers: FavoriteHandlers<Undo> = {}) {
  const { api, signedIn } = useEngine();
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const path = `/v1/items/${itemId}/favorite`;
  const mutation = useMutation({
    mutationFn: (favorite: boolean) =>
      favorite ? api.put(path, {}, { schema: favoriteStateSchema }) : api.delete(path, { schema: favoriteStateSchema }),
    onMutate: (favorite) => handlers.onMutate?.(favorite),
    onError: (error, _favorite, undo) => handlers.onError?.(error, undo),
    onSuccess: (state) => {
      handlers.onSuccess?.(state);
      void queryClient.invalidateQueries({ queryKey: userItemListKey('favorites') });
    },
  });
  return {
    setFavorite: (favorite: boolean) =>
      signedIn ? mutation.mutate(favorite) : requireSignIn({ reason: SIGN_IN_REASONS.favorite }),
    pending: mutation.isPending,
  };
}
