import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestCookieJar } from '../../engine';
import { fakeApi, json, renderWithEngine } from '../../engine/testing';
import { SWAP_COUNTS, SWAP_LIST } from '../../ui/swaps/fixtures';
import { INBOX_SEARCH_DEBOUNCE_MS } from '../../ui/swaps/InboxSearch';
import { swapsBadgeQueryKey } from '../../ui/swaps/swaps-badge';
import InboxScreen from './InboxScreen';

const VIEWER = { userId: '1002', uuid: 'user-1002' };
/** The inbox at `path` for user 1002 (or a guest) sending `cookies`; `listQueries()`: the list calls' queries. */
function renderInbox(path: string, { guest = false, list = SWAP_LIST, cookies = '' } = {}) {
  const { api, calls } = fakeApi({
    'GET /v2/swaps/counts': { data: SWAP_COUNTS },
    'GET /v2/swaps': list,
    'POST /v1/swaps/read': { data: { read: 2 } },
    'PUT /v2/swaps/:id/star': ({ params }) => json({ data: { id: Number(params.id), starred: true } }),
    'PUT /v2/swaps/:id/unstar': ({ params }) => json({ data: { id: Number(params.id), starred: false } }),
    'PUT /v2/swaps/:id/archive': ({ params }) => json({ data: { id: Number(params.id), archived: true } }),
    'PUT /v2/swaps/:id/unarchive': ({ params }) => json({ data: { id: Number(params.id), archived: false } }),
  });
  const rendered = renderWithEngine(<InboxScreen />, {
    path,
    api,
    signedInAs: guest ? undefined : VIEWER,
    cookies: requestCookieJar(cookies),
  });
  const listQueries = () =>
    calls.filter((call) => call.path === '/v2/swaps').map((call) => Object.fromEntries(call.query));
  return { ...rendered, calls, listQueries };
}

describe('the swaps inbox', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the tabs with unread dots, folders with unread counts, chips with counts and the rows, and remembers the location', async () => {
    const { listQueries } = renderInbox('/swaps/sell/all');
    const rows = await screen.findByRole('list', { name: 'Swaps' });
    expect(
      within(rows)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Unread: Hockey stick 7', '/swaps/7'],
      ['Hockey stick 8', '/swaps/8'],
    ]);
    expect(within(rows).getByText('@buyer7')).toBeInTheDocument();
    expect(within(rows).getByText('Purchased')).toBeInTheDocument();
    expect(rows.querySelector('img')).toHaveAttribute('width', '64');
    expect(screen.getByRole('tab', { name: 'Sell, unread swaps' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Buy, unread swaps' })).toHaveAttribute('aria-selected', 'false');
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(await within(folders).findByRole('link', { name: 'Negotiations, 1 unread' })).toHaveAttribute(
      'href',
      '/swaps/sell/negotiations',
    );
    expect(within(folders).getByRole('link', { name: 'All, 2 unread' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('option', { name: 'Negotiations (1)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select a folder' })).toHaveValue('all');
    expect(screen.getByRole('button', { name: 'Unread (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('searchbox', { name: 'Search selling swaps' })).toBeInTheDocument();
    expect(listQueries()[0]).toEqual({ type: 'sell', scope: 'all', page: '1', page_size: '20', sort: 'newest' });
    expect(document.cookie).toContain('ks_swaps_inbox_tab=sell');
    expect(decodeURIComponent(document.cookie)).toContain('ks_swaps_inbox_location=/swaps/sell/all');
  });

  it('choosing a type resets the folder to all and clears keyword and chip; a folder clears the chip; a chip toggles (spec §4.6)', async () => {
    const { location } = renderInbox('/swaps/sell/negotiations?q=stick&filter=unread&page=2');
    await screen.findByRole('list', { name: 'Swaps' });
    expect(screen.getByRole('button', { name: 'Unread (1)' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(await screen.findByRole('link', { name: 'Completed, 1 unread' }));
    expect(location.history.at(-1)).toBe('/swaps/sell/completed?q=stick');
    await userEvent.click(await screen.findByRole('button', { name: 'Offers (1)' }));
    expect(location.history.at(-1)).toBe('/swaps/sell/completed?q=stick&filter=offers');
    await userEvent.click(screen.getByRole('button', { name: 'Offers (1)' }));
    expect(location.history.at(-1)).toBe('/swaps/sell/completed?q=stick');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Select a folder' }), 'starred');
    expect(location.history.at(-1)).toBe('/swaps/sell/starred?q=stick');

    screen.getByRole('tab', { name: /^Sell/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(location.history.at(-1)).toBe('/swaps/buy/all');
    expect(screen.getByRole('tab', { name: /^Buy/ })).toHaveFocus();
    expect(await screen.findByRole('searchbox', { name: 'Search buying swaps' })).toHaveValue('');
  });

  it('searches 200 ms after typing stops (spec §9), once', async () => {
    const { location, listQueries } = renderInbox('/swaps/sell/all');
    await screen.findByRole('list', { name: 'Swaps' });
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search selling swaps' });
    for (const typed of ['h', 'ho', 'hoc', 'hock']) {
      fireEvent.change(box, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(INBOX_SEARCH_DEBOUNCE_MS / 2));
    }
    expect(location.history.at(-1)).toBe('/swaps/sell/all');
    act(() => vi.advanceTimersByTime(INBOX_SEARCH_DEBOUNCE_MS / 2 - 1));
    expect(location.history.at(-1)).toBe('/swaps/sell/all');
    act(() => vi.advanceTimersByTime(1));
    expect(location.history.at(-1)).toBe('/swaps/sell/all?q=hock');
    vi.useRealTimers();
    await waitFor(() => expect(listQueries().at(-1)!.q).toBe('hock'));
    expect(listQueries().filter((query) => query.q !== undefined)).toHaveLength(1);
  });

  it('stars a swap, and marks the folder read, refreshing the Inbox badge', async () => {
    const { calls, queryClient } = renderInbox('/swaps/sell/all');
    queryClient.setQueryData(swapsBadgeQueryKey(VIEWER.userId), { badge: 2 });
    await screen.findByRole('list', { name: 'Swaps' });
    await userEvent.click(screen.getByRole('button', { name: 'Star swap: Hockey stick 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Star swap: Hockey stick 8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark folder read' }));
    await waitFor(() => expect(queryClient.getQueryState(swapsBadgeQueryKey(VIEWER.userId))?.isInvalidated).toBe(true));
    expect(
      calls
        .filter((call) => call.method !== 'GET')
        .map((call) => [call.method, call.path, Object.fromEntries(call.query), call.body]),
    ).toEqual([
      ['PUT', '/v2/swaps/7/star', {}, {}],
      ['PUT', '/v2/swaps/8/unstar', {}, {}],
      // Spec §7.3: 'POST /v1/swaps/read with params type, scope'.
      ['POST', '/v1/swaps/read', { type: 'sell', scope: 'all' }, {}],
    ]);
  });

  it('archives a swap from its row (Unarchive in the Archived folder), refreshing the list', async () => {
    const archivedRow = { ...SWAP_LIST.data[1]!, archived: true };
    const { calls, listQueries } = renderInbox('/swaps/sell/all', {
      list: { ...SWAP_LIST, data: [SWAP_LIST.data[0]!, archivedRow] },
    });
    await screen.findByRole('list', { name: 'Swaps' });
    const before = listQueries().length;
    await userEvent.click(screen.getByRole('button', { name: 'Archive swap: Hockey stick 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unarchive swap: Hockey stick 8' }));
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(before));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/v2/swaps/7/archive',
      '/v2/swaps/8/unarchive',
    ]);
  });

  it("says 'No swaps' when the folder is empty, and reads /swaps/{tab}/search?q= as the folder all with that keyword", async () => {
    const { listQueries } = renderInbox('/swaps/buy/search?q=1234', { list: { ...SWAP_LIST, data: [] } });
    expect(await screen.findByText('No swaps')).toBeInTheDocument();
    expect(listQueries()[0]).toMatchObject({ type: 'buy', scope: 'all', q: '1234' });
    expect(screen.getByRole('searchbox', { name: 'Search buying swaps' })).toHaveValue('1234');
  });

  it('/swaps opens the remembered location and puts it in the address bar', async () => {
    const { location, listQueries } = renderInbox('/swaps', { cookies: 'ks_swaps_inbox_location=/swaps/buy/starred' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/swaps/buy/starred'));
    await waitFor(() => expect(listQueries()[0]).toMatchObject({ type: 'buy', scope: 'starred' }));
  });

  it('uses the sort and page size cookies, and a new sort is remembered', async () => {
    const { listQueries } = renderInbox('/swaps/sell/all', { cookies: 'ks_inbox_sort=oldest; ks_inbox_page_size=50' });
    await screen.findByRole('list', { name: 'Swaps' });
    expect(listQueries()[0]).toMatchObject({ sort: 'oldest', page_size: '50' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'unread');
    await waitFor(() => expect(listQueries().at(-1)!.sort).toBe('unread'));
    expect(document.cookie).toContain('ks_inbox_sort=unread');
  });

  it('asks a guest to log in, keeping the page as the destination, and never calls the API', async () => {
    const { calls } = renderInbox('/swaps/sell/all', { guest: true });
    expect(screen.getByRole('heading', { level: 1, name: 'My Swaps' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in to see your swaps' })).toBeInTheDocument();
    expect(decodeURIComponent(document.cookie)).toContain('destination=/swaps/sell/all');
    expect(calls).toEqual([]);
  });
});
