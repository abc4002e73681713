import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { displayedMessage, useEngine } from '../../engine';
import type { Item } from '../../schemas/entities/item';
import type { PagedItems } from '../../schemas/entities/paged-items';
import { AlertBox } from '../../ui/alert/AlertBox';
import { FavoriteHeart } from '../../ui/favorite/FavoriteHeart';
import { useFavorite } from '../../ui/favorite/use-favorite';
import { ItemCard } from '../../ui/item/ItemCard';
import { PagedItemGrid } from '../../ui/item/PagedItemGrid';
import { favoritesQuery } from './feed-lists';

/** The pages without one item, each page's total one less. */
function withoutItem(data: InfiniteData<PagedItems>, itemId: number): InfiniteData<PagedItems> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      data: page.data.filter((item) => item.id !== itemId),
      meta: { paging: { ...page.meta.paging, total_count: Math.max(0, page.meta.paging.total_count - 1) } },
    })),
  };
}

const countText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The user's favourites, the most recently favourited first, 'Load more' for the next page. A card's
 * heart unfavourites: the card goes once the server agrees (the focus moves to the count, which
 * says what went); a failure puts the heart back and shows the error above the grid.
 */
export function FavoriteItems({ uuid }: { uuid: string }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const query = favoritesQuery(api, uuid);
  const favorites = useInfiniteQuery(query);
  const [error, setError] = useState<unknown>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  if (favorites.isPending)
    return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your favorites" />;
  if (favorites.isError) {
    return (
      <AlertBox kind="error" role="alert">
        {displayedMessage(favorites.error)}
      </AlertBox>
    );
  }

  const total = favorites.data.pages.at(-1)?.meta.paging.total_count ?? 0;
  const remove = (item: Item) => {
    queryClient.setQueryData(query.queryKey, (data) => (data ? withoutItem(data, item.id) : data));
    setError(null);
    setRemoved(item.name);
    summaryRef.current?.focus();
  };
  return (
    <section className="ks-feed__section" aria-label="Your favorites">
      <p className="ks-feed__summary" ref={summaryRef} tabIndex={-1} aria-live="polite">
        {removed ? `Removed ${removed} from your favorites. ` : null}
        {total > 0 ? countText(total) : null}
      </p>
      {error ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(error)}
        </AlertBox>
      ) : null}
      {total === 0 ? (
        <p className="ks-feed__empty">
          No favorites yet. Tap the heart on any item to keep it here. <Link href="/search">Browse gear</Link>
        </p>
      ) : (
        <PagedItemGrid label="Favorites, most recent first" list={favorites}>
          {(item) => <FavoriteCard item={item} onRemoved={remove} onError={setError} />}
        </PagedItemGrid>
      )}
    </section>
  );
}

interface FavoriteCardProps {
  item: Item;
  onRemoved: (item: Item) => void;
  onError: (error: unknown) => void;
}

/** A favourite's card with its heart, pressed until the server has unfavourited it. */
function FavoriteCard({ item, onRemoved, onError }: FavoriteCardProps) {
  const [favorite, setShown] = useState(true);
  const { setFavorite, pending } = useFavorite(item.id, {
    onMutate: (value) => setShown(value),
    onError: (error) => {
      setShown(true);
      onError(error);
    },
    onSuccess: (state) => (state.favorite ? setShown(true) : onRemoved(item)),
  });
  return (
    <ItemCard
      item={item}
      src="feed-favorites"
      action={
        <FavoriteHeart
          itemName={item.name}
          favorite={favorite}
          pending={pending}
          onToggle={() => setFavorite(!favorite)}
        />
      }
    />
  );
}
