import { useQueryClient } from '@tanstack/react-query';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { useFavorite } from '../../../ui/favorite/use-favorite';
import { updateCachedItem } from '../item-queries';

/** The count shown beside Favorite: a favourited item never shows 0 (spec §4.2). */
export function shownFavoriteCount(favorite: boolean, count: number): number {
  return favorite && count === 0 ? 1 : count;
}

export interface FavoriteButtonProps {
  item: Pick<ItemDetail, 'id' | 'favorite' | 'favoriters_count'>;
  /** The page's item path (its cache entry is updated). */
  path: string | undefined;
  onError: (error: unknown) => void;
}

/**
 * Favorite / Favorited with the item's count (spec §4.2): the flag and count change at once (±1),
 * the server's answer then sets both, a failure puts them back and is reported. Guests are asked
 * to sign in ('Log in to add this item to My Favorites') by the shared ui/favorite mutation.
 */
export function FavoriteButton({ item, path, onError }: FavoriteButtonProps) {
  const queryClient = useQueryClient();
  const { setFavorite } = useFavorite(item.id, {
    onMutate: (favorite) => {
      const before = { favorite: item.favorite, favoriters_count: item.favoriters_count };
      updateCachedItem(queryClient, path, () => ({
        favorite,
        favoriters_count: Math.max(0, item.favoriters_count + (favorite ? 1 : -1)),
      }));
      return before;
    },
    onError: (error, before) => {
      if (before) updateCachedItem(queryClient, path, () => before);
      onError(error);
    },
    onSuccess: (state) => updateCachedItem(queryClient, path, () => state),
  });

  const count = shownFavoriteCount(item.favorite, item.favoriters_count);
  return (
    <button
      type="button"
      className="ks-button ks-item__button ks-item__favorite"
      aria-pressed={item.favorite}
      onClick={() => setFavorite(!item.favorite)}
    >
      <span aria-hidden="true">{item.favorite ? '♥' : '♡'}</span> {item.favorite ? 'Favorited' : 'Favorite'}
      <span className="ks-item__favorite-count" data-testid="favorite-count">
        {count}
        <span className="ks-visually-hidden"> {count === 1 ? 'favorite' : 'favorites'}</span>
      </span>
    </button>
  );
}
