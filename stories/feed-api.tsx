import { useEffect, useState, type ReactNode } from 'react';
import { json, type FakeAnswer, type FakeRoutes } from '../engine/testing';
import { RECENTLY_VIEWED_KEY } from '../ui/recently-viewed/recently-viewed';
import { WithRoutes } from './BlockStory';
import sellers from './fixtures/active-sellers.json';
import items from './fixtures/items.json';
import models from './fixtures/models.json';

export interface FeedFixtureOptions {
  /** The account's external_id (null: the feed is skipped). */
  externalId?: string | null;
}

/** GET /v1/items: the fixture items of include_ids, in the order asked (all of them without include_ids). */
export const fixtureItemSearch: FakeAnswer = ({ query }) => {
  const ids = query.get('include_ids')?.split(',').map(Number);
  return json({ data: ids ? ids.flatMap((id) => items.filter((item) => item.id === id)) : items });
};

/** GET /v1/account: demo_buyer's account with this external_id (null: the feed is skipped). */
export const accountFixture = (externalId: string | null = 'ks-rec-demo_buyer') => ({
  data: {
    id: 1001,
    uuid: 'uuid-demo_buyer',
    username: 'demo_buyer',
    avatar_url: '/media/avatars/1001.svg',
    external_id: externalId,
    phone_verified: false,
    email_verified: true,
  },
});

/**
 * The calls of the feed blocks, answered from fixtures dumped from the seeded server: item search, the account, the
 * rank call (the fixture items, in order), models, active sellers and follow / unfollow.
 */
export const feedRoutes = ({ externalId }: FeedFixtureOptions = {}): FakeRoutes => ({
  'GET /v1/items': fixtureItemSearch,
  'GET /v1/account': accountFixture(externalId),
  'POST /v1/models/:model/rank': { ids: items.map((item) => String(item.id)) },
  'GET /v1/models': { data: models },
  'GET /v1/active_sellers': { data: sellers },
  'PUT /v1/users/:uuid/following/:id': { data: { following: true } },
  'DELETE /v1/users/:uuid/following/:id': { data: { following: false } },
});

/** The surrounding engine with the feed fixtures, signed in as demo_buyer or not. */
export function WithFeedFixtures({
  children,
  signedIn = false,
  ...options
}: FeedFixtureOptions & { children: ReactNode; signedIn?: boolean }) {
  const viewer = signedIn ? { userId: '1001', uuid: 'uuid-demo_buyer' } : undefined;
  return (
    <WithRoutes routes={feedRoutes(options)} viewer={viewer}>
      {children}
    </WithRoutes>
  );
}

/** Sets this browser's recently viewed ids before rendering its children (restored after). */
export function WithRecentlyViewed({ ids, children }: { ids: number[]; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const before = localStorage.getItem(RECENTLY_VIEWED_KEY);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
    setReady(true);
    return () =>
      before === null
        ? localStorage.removeItem(RECENTLY_VIEWED_KEY)
        : localStorage.setItem(RECENTLY_VIEWED_KEY, before);
  }, [ids]);
  return ready ? children : null;
}
