import type { Catalogue } from './catalogue';
import { daysBeforeSeedNow } from './clock';
import { demoAccount } from './demo-accounts';
import type { ItemRow } from './items';
import type { Random } from './random';
import type { UserRow } from './users';

/** Generated users 1–150 sell (users.ts); the rest only buy. */
const SELLER_COUNT = 150;

/**
 * The demo accounts that have a personalised feed (spec §7.8: the rank call's user_id is the
 * account's external_id). demo_vacation and the others have none, so their feed is skipped (spec §8).
 */
const FEED_ACCOUNTS = ['buyer', 'seller', 'pro'] as const;

/** What demo_buyer has favourited: the feed ranks by these items' categories and brands. */
const DEMO_BUYER_FAVORITES: readonly { category: string; count: number }[] = [
  { category: 'hockey/sticks', count: 4 },
  { category: 'hockey/skates', count: 2 },
  { category: 'golf/clubs/drivers', count: 3 },
];

/**
 * Following, seller feedback, external ids and demo_buyer's favourites (migration 030). Users get
 * an `external_id` when they have a feed; favourited items count the favourite.
 */
export function buildSocial<Item extends ItemRow>(
  random: Random,
  catalogue: Catalogue,
  users: UserRow[],
  items: Item[],
) {
  const feedIds = new Set<number>(FEED_ACCOUNTS.map((kind) => demoAccount(kind).id));
  const usersWithIds = users.map((user) => ({
    ...user,
    external_id: feedIds.has(user.id) ? `ks-rec-${user.username}` : null,
  }));

  const buyer = demoAccount('buyer').id;
  const favoriteIds = DEMO_BUYER_FAVORITES.flatMap(({ category, count }) => {
    const inCategory = new Set(
      catalogue.categories.filter((row) => row.lineage.includes(catalogue.category(category).id)).map((row) => row.id),
    );
    return items
      .filter((item) => item.state === 'available' && inCategory.has(item.category_id) && item.seller_id !== buyer)
      .sort((a, b) => b.favoriters_count - a.favoriters_count || a.id - b.id)
      .slice(0, count)
      .map((item) => item.id);
  });
  const favorites = favoriteIds.map((item_id, index) => ({
    user_id: buyer,
    item_id,
    created_at: daysBeforeSeedNow(20 - index),
  }));
  const favorited = new Set(favoriteIds);
  const itemsWithFavorites = items.map((item) =>
    favorited.has(item.id) ? { ...item, favoriters_count: item.favoriters_count + 1 } : item,
  );

  const sellers = users.filter((user) => user.id <= SELLER_COUNT);
  const buyers = users.filter((user) => user.id > SELLER_COUNT);
  const feedback: {
    id: number;
    seller_id: number;
    author_id: number;
    positive: boolean;
    rating: 'positive' | 'negative';
    created_at: string;
  }[] = [];
  for (const seller of sellers) {
    // About one seller in six has no feedback yet ('No Feedback'); the rest are mostly positive.
    const count = random.chance(0.16) ? 0 : random.int(1, 60);
    const positiveRate = random.between(0.82, 1);
    for (let index = 0; index < count; index++) {
      const author = random.pick(buyers);
      const positive = random.chance(positiveRate);
      feedback.push({
        id: feedback.length + 1,
        seller_id: seller.id,
        author_id: author.id,
        positive,
        rating: positive ? 'positive' : 'negative',
        created_at: daysBeforeSeedNow(random.between(1, 700)),
      });
    }
  }

  // demo_buyer follows three sellers; every buyer follows a few.
  const following = new Map<string, { follower_id: number; followed_id: number; created_at: string }>();
  for (const follower of [...buyers, ...users.filter((user) => user.id === buyer)]) {
    const count = follower.id === buyer ? 3 : random.int(0, 4);
    for (let index = 0; index < count; index++) {
      const followed = random.pick(sellers);
      following.set(`${follower.id}-${followed.id}`, {
        follower_id: follower.id,
        followed_id: followed.id,
        created_at: daysBeforeSeedNow(random.between(1, 300)),
      });
    }
  }

  return { users: usersWithIds, items: itemsWithFavorites, favorites, following: [...following.values()], feedback };
}
