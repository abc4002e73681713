import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useEngine } from '../../engine';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { ItemCard } from '../../ui/item/ItemCard';
import { PagedItemGrid } from '../../ui/item/PagedItemGrid';
import { lockerFavoritesQuery } from './locker-queries';

/** Favorites: what the user has favourited, most recent first (public, as the spec's locker tab shows them). */
export function FavoritesSection({ profile }: { profile: UserProfile }) {
  const { api } = useEngine();
  const favorites = useSuspenseInfiniteQuery(lockerFavoritesQuery(api, profile.uuid));
  const empty = favorites.data.pages[0]?.meta.paging.total_count === 0;
  return (
    <section className="ks-locker__section" aria-labelledby="ks-locker-favorites">
      <h2 id="ks-locker-favorites">Favorites</h2>
      {empty ? (
        <p className="ks-locker__empty">@{profile.username} has no favorites yet.</p>
      ) : (
        <PagedItemGrid label={`@${profile.username}’s favorites`} list={favorites}>
          {(item) => <ItemCard item={item} src="locker-favorites" />}
        </PagedItemGrid>
      )}
    </section>
  );
}
