import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  json,
  MEMBER,
  pageOf,
  renderWithEngine,
  type FakeAnswer,
  type FakeRoutes,
  type TestViewer,
} from '../../engine/testing';
import type { ActiveSeller } from '../../schemas/entities/active-seller';
import type { FeedbackEntry } from '../../schemas/entities/user-profile';
import LockerScreen from './LockerScreen';
import { lockerProfile } from './profile-fixture';
import { lockerSection } from './sections';

const profile = lockerProfile({ available_count: 1234, sold_count: 56 });

const person = (id: number): ActiveSeller => ({
  id,
  username: `fan_${id}`,
  avatar_url: `/media/avatars/${id}.svg`,
  following: false,
  feedback: { count: 0, score: null },
  available_count: 2,
});
const entry = (id: number, rating: FeedbackEntry['rating']): FeedbackEntry => ({
  id,
  rating,
  // The first rates a swap with a comment; the rest are older ratings without either.
  comment: id === 1 ? 'Shipped the next day, exactly as described.' : null,
  created_at: `2026-10-${String(30 - (id % 28)).padStart(2, '0')}T10:00:00.000Z`,
  author: { id: 100 + id, username: `buyer_${id}`, avatar_url: `/media/avatars/${100 + id}.svg` },
  item: id === 1 ? { id: 555, name: 'Bauer Vapor stick' } : null,
});
const RATINGS = (index: number) => (index % 10 === 9 ? 'negative' : index % 10 === 4 ? 'neutral' : 'positive');
const FEEDBACK = Array.from({ length: 30 }, (_, index) => entry(index + 1, RATINGS(index)));
const FOLLOWERS = Array.from({ length: 30 }, (_, index) => person(index + 1));

/** The locker's API over the data above, paging as the server does; `follow` answers Follow and Unfollow. */
const lockerRoutes = (follow?: FakeAnswer): FakeRoutes => ({
  'PUT /v1/users/:uuid/following/:id': follow ?? { data: { following: true } },
  'DELETE /v1/users/:uuid/following/:id': follow ?? { data: { following: false } },
  'GET /v1/users/puck_dealer': { data: profile },
  'GET /v1/users/puck_dealer/followers': ({ query }) => json(pageOf(FOLLOWERS, query)),
  'GET /v1/users/puck_dealer/following': ({ query }) => json(pageOf([], query)),
  'GET /v1/users/puck_dealer/feedback': ({ query }) => {
    const ratings = query.getAll('rating[]');
    return json(
      pageOf(ratings.length ? FEEDBACK.filter((feedback) => ratings.includes(feedback.rating)) : FEEDBACK, query),
    );
  },
});

/** @puck_dealer's locker at `section`, as `viewer` (or a guest) sees it. */
function renderLocker(
  section: string | undefined,
  { routes = lockerRoutes(), viewer }: { routes?: FakeRoutes; viewer?: TestViewer } = {},
) {
  const { api, calls } = fakeApi(routes);
  const rendered = renderWithEngine(
    <Suspense fallback={<p>Loading</p>}>
      <LockerScreen params={{ username: 'puck_dealer', section }} />
    </Suspense>,
    { path: `/locker/puck_dealer${section ? `/${section}` : ''}`, api, signedInAs: viewer },
  );
  return { ...rendered, calls };
}

/** The For Sale section's browse, answered empty; `drafts` answers GET /v1/items/drafts. */
const forSaleRoutes = (drafts: FakeAnswer): FakeRoutes => ({
  ...lockerRoutes(),
  'GET /v1/categories': { data: [] },
  'GET /v1/user_configuration': 401,
  'GET /v2/facet_items': { facets: [], paging: { page: 1, page_size: 24, total_count: 0, total_pages: 0 }, data: [] },
  'GET /v1/items': { data: [], meta: { paging: { page: 1, page_size: 24, total_count: 0, total_pages: 0 } } },
  'GET /v1/items/drafts': drafts,
});
const draft = (id: number, name: string) => ({
  id,
  state: 'draft',
  url: `/gear/${id}`,
  name,
  category_ids: [],
  categories: [],
  model: null,
  details: [],
  description: '',
  list_price: null,
  images:
    id === 31
      ? [
          {
            id: 5,
            small_url: '/media/uploads/bsgMfSPRxV86B9GbzZIki39fbl7tBPJS50vJfTMcZfQ/small.webp',
            large_url: '/media/uploads/bsgMfSPRxV86B9GbzZIki39fbl7tBPJS50vJfTMcZfQ/large.webp',
          },
        ]
      : [],
  parcel: null,
  accepts_offers: true,
  quantity: 1,
  version: 2,
  updated_at: '2026-11-20T10:00:00.000Z',
  published_at: null,
});

describe("a seller's drafts (issue 16)", () => {
  it('shows on their own locker, newest first, each continuing in the list flow', async () => {
    const { calls } = renderLocker(undefined, {
      routes: forSaleRoutes({ data: [draft(31, 'Bauer Vapor Skates'), draft(30, '')] }),
      viewer: { userId: '7', uuid: profile.uuid },
    });
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    const links = within(drafts).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bauer Vapor SkatesSaved Nov 20, 2026', '/items/31'],
      ['Untitled draftSaved Nov 20, 2026', '/items/30'],
    ]);
    expect(calls.filter((call) => call.path === '/v1/items/drafts')).toHaveLength(1);
  });

  it('can be deleted, after asking once more in place; Keep leaves the draft', async () => {
    const user = userEvent.setup();
    let stored = [draft(31, 'Bauer Vapor Skates'), draft(30, '')];
    const { calls } = renderLocker(undefined, {
      routes: {
        ...forSaleRoutes(() => json({ data: stored })),
        'DELETE /v1/items/:id': ({ params }) => {
          stored = stored.filter((entry) => entry.id !== Number(params.id));
          return new Response(null, { status: 204 });
        },
      },
      viewer: { userId: '7', uuid: profile.uuid },
    });
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    await user.click(within(drafts).getByRole('button', { name: 'Delete Bauer Vapor Skates' }));
    const confirm = within(drafts).getByRole('group', { name: 'Delete Bauer Vapor Skates?' });
    expect(confirm).toHaveTextContent('Delete this draft and its photos?');
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    await waitFor(() =>
      expect(within(drafts).getByRole('button', { name: 'Delete Bauer Vapor Skates' })).toHaveFocus(),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(drafts).getByRole('button', { name: 'Delete Bauer Vapor Skates' }));
    await user.click(within(drafts).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(within(drafts).getAllByRole('link')).toHaveLength(1));
    expect(within(drafts).getByRole('link')).toHaveAttribute('href', '/items/30');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/v1/items/31']);
  });

  it('say so when a delete fails, and keep the draft', async () => {
    const user = userEvent.setup();
    renderLocker(undefined, {
      routes: { ...forSaleRoutes({ data: [draft(31, 'Bauer Vapor Skates')] }), 'DELETE /v1/items/:id': 409 },
      viewer: { userId: '7', uuid: profile.uuid },
    });
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    await user.click(within(drafts).getByRole('button', { name: 'Delete Bauer Vapor Skates' }));
    await user.click(within(drafts).getByRole('button', { name: 'Delete draft' }));
    expect(await within(drafts).findByRole('alert')).toHaveTextContent('The draft could not be deleted. Try again.');
    expect(within(drafts).getByRole('link')).toHaveAttribute('href', '/items/31');
  });

  it('are never asked for on anyone else’s locker', async () => {
    const { calls } = renderLocker(undefined, { routes: forSaleRoutes({ data: [draft(31, 'x')] }), viewer: MEMBER });
    expect(await screen.findByRole('heading', { level: 1, name: '@puck_dealer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Drafts' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/v1/items/drafts')).toBe(false);
  });
});

describe('a locker', () => {
  it('heads with who it is: @username as the h1, member since, feedback, and the sections as links with their counts', async () => {
    renderLocker('about');
    expect(await screen.findByRole('heading', { level: 1, name: '@puck_dealer' })).toBeInTheDocument();
    expect(screen.getByText('Member since March 2024')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '@puck_dealer’s locker' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['For Sale 1,234', '/locker/puck_dealer'],
      ['Sold 56', '/locker/puck_dealer/sold'],
      ['About', '/locker/puck_dealer/about'],
      ['Favorites', '/locker/puck_dealer/favorites'],
      ['Feedback 30', '/locker/puck_dealer/feedback'],
      ['Followers 30', '/locker/puck_dealer/followers'],
      ['Following 0', '/locker/puck_dealer/following'],
    ]);
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('About');
  });

  it('About lists the facts a buyer weighs, in words', async () => {
    renderLocker('about');
    const about = await screen.findByRole('region', { name: 'About @puck_dealer' });
    const facts = Object.fromEntries(
      within(about)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Joined: 'March 2024',
      'Ships from': 'Canada',
      Shipping: 'Ships within 1 business day',
      Feedback: '97% positive (30)',
      'For sale': '1,234 items',
      Sold: '56 items',
      Followers: '30',
      Following: '0',
    });
  });

  it('a guest who presses Follow is asked to log in first ("Log in to follow this seller"), and nothing is sent', async () => {
    const { calls } = renderLocker('about');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(dialog).getByText('Log in to follow this seller')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('/following/'))).toBe(false);
  });

  it('a signed-in user follows at once (PUT) and sees the button pressed; a failure puts it back with the message', async () => {
    const { calls, unmount } = renderLocker('about', { viewer: MEMBER });
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await userEvent.click(follow);
    expect(await screen.findByRole('button', { name: 'Followed', pressed: true })).toBeInTheDocument();
    expect(calls.map((call) => call.call)).toContain('PUT /v1/users/user-1001/following/7');
    unmount();

    const unavailable = () => json({ errors: [{ message: 'Try again later', code: 'unavailable' }] }, 503);
    renderLocker('about', { routes: lockerRoutes(unavailable), viewer: MEMBER });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.getByRole('button', { name: 'Follow', pressed: false })).toBeInTheDocument();
  });

  it('has no Follow button on one’s own locker', async () => {
    renderLocker('about', { viewer: { userId: '7', uuid: profile.uuid } });
    await screen.findByRole('heading', { level: 1, name: '@puck_dealer' });
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('Feedback: newest first, 24 a page with Load more, and a rating filter asking the server for rating[]', async () => {
    const { calls } = renderLocker('feedback');
    const list = await screen.findByRole('list', { name: 'Feedback, newest first', busy: false });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Positivefrom @buyer_1for Bauer Vapor stick');
    expect(first).toHaveTextContent('Shipped the next day, exactly as described.');
    expect(within(first).getByRole('link', { name: 'Bauer Vapor stick' })).toHaveAttribute('href', '/gear/555');
    expect(within(list).getAllByRole('listitem')[4]).toHaveTextContent(/^Neutralfrom @buyer_5/);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Negative', pressed: false }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Feedback, newest first', busy: false })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(screen.getByRole('button', { name: 'Negative', pressed: true })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
      'GET /v1/users/puck_dealer/feedback?page=1&page_size=24&src=locker&rating[]=negative',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Neutral', pressed: false }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Feedback, newest first', busy: false })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
      'GET /v1/users/puck_dealer/feedback?page=1&page_size=24&src=locker&rating[]=neutral',
    );
  });

  it('Followers: people as cards, each followable; Following says when there is no one', async () => {
    const { unmount } = renderLocker('followers');
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(within(list).getByRole('link', { name: '@fan_1' })).toHaveAttribute('href', '/locker/fan_1');
    expect(within(list).getByRole('button', { name: 'Follow @fan_1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    unmount();

    renderLocker('following');
    expect(await screen.findByText('@puck_dealer does not follow anyone yet.')).toBeInTheDocument();
  });
});

describe('lockerSection', () => {
  it('reads the path: none is the items for sale, the spec’s sections by name, anything else a 404 (null)', () => {
    expect(lockerSection(undefined)).toBe('available');
    expect(['sold', 'about', 'favorites', 'feedback', 'followers', 'following'].map(lockerSection)).toEqual([
      'sold',
      'about',
      'favorites',
      'feedback',
      'followers',
      'following',
    ]);
    expect(lockerSection('draft')).toBeNull();
    expect(lockerSection('settings')).toBeNull();
  });
});
