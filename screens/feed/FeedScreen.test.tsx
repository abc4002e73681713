import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from '../../engine';
import { fakeApi, json, MEMBER, pageOf, renderWithEngine, type FakeCall, type FakeRoutes } from '../../engine/testing';
import type { Item } from '../../schemas/entities/item';
import FeedScreen from './FeedScreen';

const item = (id: number): Item => ({
  id,
  name: `Stick ${id}`,
  url: `/gear/stick-${id}`,
  state: 'available',
  price: 100 + id,
});

/** The two lists as the API pages them, and what a DELETE of a favourite answers (by default, it removes it). */
const feedRoutes = (
  lists: { favorites: Item[]; followed: Item[] },
  onDelete?: (id: number) => Response | Promise<Response>,
): FakeRoutes => ({
  'GET /v1/users/:uuid/favorites': ({ query }) => json(pageOf(lists.favorites, query)),
  'GET /v1/users/:uuid/followed_items': ({ query }) => json(pageOf(lists.followed, query)),
  'DELETE /v1/items/:id/favorite': ({ params }) => {
    const id = Number(params.id);
    if (onDelete) return onDelete(id);
    lists.favorites = lists.favorites.filter((favorite) => favorite.id !== id);
    return json({ data: { favorite: false, favoriters_count: 4 } });
  },
});

/** /feed for the signed-in member, the API answered by `routes`. */
function renderFeed(routes: FakeRoutes) {
  const { api, calls } = fakeApi(routes);
  renderWithEngine(<FeedScreen />, { path: '/feed', signedInAs: MEMBER, api });
  return { calls };
}
const asked = (calls: FakeCall[]) => calls.map((call) => `${call.method} ${call.url}`);

const favoritesList = () => screen.findByRole('list', { name: 'Favorites, most recent first' });
const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('article')
    .map((card) => card.querySelector('.ks-item-card__name')?.textContent);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => item(from + index));

describe('/feed', () => {
  it('asks a guest to log in at once, coming back to /feed, and keeps a button to ask again', async () => {
    renderWithEngine(<FeedScreen />, { path: '/feed' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(dialog).getByText('Log in to see your favorites')).toBeInTheDocument();
    expect(parseCookieHeader(document.cookie).get('destination')).toBe('/feed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in to see your favorites' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('lists the favourites 24 at a time with Load more, which moves the focus to the first new card', async () => {
    const { calls } = renderFeed(feedRoutes({ favorites: range(1, 30), followed: [] }));
    const list = await favoritesList();
    expect(names(list)).toEqual(range(1, 24).map((favorite) => favorite.name));
    expect(screen.getByText('30 items')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Stick 1' })).toHaveAttribute(
      'href',
      '/gear/stick-1?src=feed-favorites',
    );
    expect(within(list).getByRole('button', { name: 'Favorite Stick 1' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names(list)).toHaveLength(30));
    expect(within(list).getByRole('link', { name: 'Stick 25' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked(calls)).toContain('GET /v1/users/user-1001/favorites?page=2&page_size=24');
  });

  it('unfavourites a card: the heart lets go at once, the card goes when the server agrees, and the count says so', async () => {
    let answer!: () => void;
    const lists = { favorites: range(1, 3), followed: [] };
    const { calls } = renderFeed(
      feedRoutes(
        lists,
        (id) =>
          new Promise((resolve) => {
            answer = () => {
              lists.favorites = lists.favorites.filter((favorite) => favorite.id !== id);
              resolve(json({ data: { favorite: false, favoriters_count: 0 } }));
            };
          }),
      ),
    );
    const list = await favoritesList();
    await userEvent.click(within(list).getByRole('button', { name: 'Favorite Stick 2' }));
    expect(within(list).getByRole('button', { name: 'Favorite Stick 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(names(list)).toEqual(['Stick 1', 'Stick 2', 'Stick 3']);

    answer();
    await waitFor(() => expect(names(list)).toEqual(['Stick 1', 'Stick 3']));
    const summary = screen.getByText(/^Removed Stick 2 from your favorites\./);
    expect(summary).toHaveTextContent('Removed Stick 2 from your favorites. 2 items');
    expect(summary).toHaveFocus();
    expect(asked(calls)).toContain('DELETE /v1/items/2/favorite');
    // The list is fetched again, so later pages start where the server's do.
    await waitFor(() =>
      expect(asked(calls).filter((call) => call.startsWith('GET /v1/users/user-1001/favorites'))).toHaveLength(2),
    );
  });

  it('puts the heart back and shows the error (spec §8 message) when unfavouriting fails', async () => {
    renderFeed(
      feedRoutes({ favorites: range(1, 2), followed: [] }, () =>
        json({ errors: [{ message: 'Item not found', code: 'not_found' }] }, 404),
      ),
    );
    const list = await favoritesList();
    await userEvent.click(within(list).getByRole('button', { name: 'Favorite Stick 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Item not found');
    expect(within(list).getByRole('button', { name: 'Favorite Stick 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(names(list)).toEqual(['Stick 1', 'Stick 2']);
  });

  it('shows what followed sellers listed, newest first, under its own heading', async () => {
    renderFeed(feedRoutes({ favorites: range(1, 1), followed: range(50, 63) }));
    const section = await screen.findByRole('region', { name: 'New from sellers you follow' });
    const list = within(section).getByRole('list', { name: 'New from sellers you follow, newest first' });
    expect(names(list)).toEqual(range(50, 61).map((followed) => followed.name));
    expect(within(list).getByRole('link', { name: 'Stick 50' })).toHaveAttribute(
      'href',
      '/gear/stick-50?src=feed-followed',
    );
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names(list)).toHaveLength(14));
  });

  it('with no favourites and no follows: an empty state linking to browse, and no followed section', async () => {
    const { calls } = renderFeed(feedRoutes({ favorites: [], followed: [] }));
    expect(await screen.findByText(/No favorites yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse gear' })).toHaveAttribute('href', '/search');
    await waitFor(() => expect(asked(calls).some((call) => call.includes('/followed_items'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'New from sellers you follow' })).not.toBeInTheDocument();
  });

  it('shows a failed favourites call (spec §8 message) and hides a failed followed list', async () => {
    const unavailable = () => json({ errors: [{ message: 'Database unavailable', code: 'internal' }] }, 500);
    renderFeed({ 'GET /v1/users/:uuid/favorites': unavailable, 'GET /v1/users/:uuid/followed_items': unavailable });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByRole('heading', { name: 'New from sellers you follow' })).not.toBeInTheDocument();
  });
});
