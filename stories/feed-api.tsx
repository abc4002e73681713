import { useEffect, useState, type ReactNode } from 'react';
import { EngineProvider, useEngine, type ApiClient } from '../engine';
import { offlineApi } from '../engine/testing';
import { RECENTLY_VIEWED_KEY } from '../ui/recently-viewed/recently-viewed';
import sellers from './fixtures/active-sellers.json';
import items from './fixtures/items.json';
import models from './fixtures/models.json';

export interface FeedFixtureOptions {
  /** The account's external_id (null: the feed is skipped). */
  externalId?: string | null;
}

/**
 * An API answering the calls of the feed blocks from fixtures dumped from the seeded server: item
 * search (include_ids in order), the account, the rank call (the fixture items, in order), models,
 * active sellers and follow / unfollow.
 */
export function feedFixtureApi({ externalId = 'ks-rec-demo_buyer' }: FeedFixtureOptions = {}): ApiClient {
  return offlineApi(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === '/v1/items') {
      const ids = url.searchParams.get('include_ids')?.split(',').map(Number);
      return Response.json({ data: ids ? ids.flatMap((id) => items.filter((item) => item.id === id)) : items });
    }
    if (path === '/v1/account') {
      return Response.json({
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
    }
    if (/^\/v1\/models\/[^/]+\/rank$/.test(path)) return Response.json({ ids: items.map((item) => String(item.id)) });
    if (path === '/v1/models') return Response.json({ data: models });
    if (path === '/v1/active_sellers') return Response.json({ data: sellers });
    if (/^\/v1\/users\/[^/]+\/following\/\d+$/.test(path))
      return Response.json({ data: { following: request.method === 'PUT' } });
    return Response.json({ errors: [{ message: 'Not found', code: 'not_found' }] }, { status: 404 });
  });
}

/** The surrounding engine with the feed fixtures, signed in as demo_buyer or not. */
export function WithFeedFixtures({
  children,
  signedIn = false,
  ...options
}: FeedFixtureOptions & { children: ReactNode; signedIn?: boolean }) {
  const engine = useEngine();
  const viewer = signedIn ? { userId: '1001', uuid: 'uuid-demo_buyer' } : undefined;
  return (
    <EngineProvider value={{ ...engine, api: feedFixtureApi(options), signedIn, viewer }}>{children}</EngineProvider>
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
