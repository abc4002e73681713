import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookieJar } from '../../../engine';
import { fakeApi, renderWithEngine } from '../../../engine/testing';
import type { SwapListResponse } from '../../../schemas/entities/inbox';
import { formatListTime } from '../../../ui/format/dates';
import { userFixture } from '../../../ui/people/fixtures';
import { SWAP_COUNTS, SWAP_LIST } from '../../../ui/swaps/fixtures';
import { INBOX_SEARCH_DEBOUNCE_MS } from '../../../ui/swaps/InboxSearch';
import { chromeRoutes, SELLER } from '../fixtures';
import { Header } from '../Header';

const accountNav = () => screen.getAllByRole('navigation', { name: 'Account' })[0]!;

function renderQuickInbox({
  list = SWAP_LIST,
  user = userFixture({ power_seller: true }),
}: { list?: SwapListResponse; user?: ReturnType<typeof userFixture> } = {}) {
  const { api, calls } = fakeApi({
    ...chromeRoutes(user),
    'GET /v2/swaps/counts': { data: SWAP_COUNTS },
    'GET /v2/swaps': list,
  });
  const rendered = renderWithEngine(<Header />, { signedInAs: SELLER, api, cookies: browserCookieJar() });
  const listQueries = () =>
    calls.filter((call) => call.path === '/v2/swaps').map((call) => Object.fromEntries(call.query));
  return { ...rendered, listQueries };
}

const openButton = () => within(accountNav()).findByRole('button', { name: 'Inbox, 3 unread' });
async function openQuickInbox() {
  await userEvent.click(await openButton());
  const dialog = await screen.findByRole('dialog', { name: /^My Swaps/ });
  await within(dialog).findByRole('list', { name: 'Swaps' });
  return dialog;
}

describe('the quick inbox (spec §2.11)', () => {
  afterEach(() => vi.useRealTimers());

  it('is a plain Inbox link for a user without quick_inbox; a button opening a dialog for a power seller or a user with the feature', async () => {
    const plain = renderQuickInbox({ user: userFixture() });
    expect(await within(accountNav()).findByRole('link', { name: 'Inbox, 3 unread' })).toHaveAttribute(
      'href',
      '/swaps/sell/all',
    );
    expect(within(accountNav()).queryByRole('button', { name: /^Inbox/ })).toBeNull();
    plain.unmount();

    for (const user of [userFixture({ power_seller: true }), userFixture({ features: ['quick_inbox'] })]) {
      const rendered = renderQuickInbox({ user });
      const button = await openButton();
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(within(accountNav()).queryByRole('link', { name: /^Inbox/ })).toBeNull();
      rendered.unmount();
    }
  });

  it('opens on the remembered location with title, badge, See all, search, tabs, folders, chips and rows; the search box has focus', async () => {
    document.cookie = 'ks_swaps_inbox_location=/swaps/sell/negotiations';
    const { listQueries } = renderQuickInbox();
    const dialog = await openQuickInbox();
    expect(await openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAccessibleName('My Swaps, 3 unread');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'My Swaps, 3 unread' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/swaps/sell/negotiations');
    expect(within(dialog).getByRole('searchbox', { name: 'Search selling swaps' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'Sell, unread swaps' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Buy, unread swaps' })).toHaveAttribute('aria-selected', 'false');
    expect(within(dialog).getByRole('combobox', { name: 'Select a folder' })).toHaveValue('negotiations');
    expect(await within(dialog).findByRole('option', { name: 'Negotiations (1)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Unread (1)' })).toHaveAttribute('aria-pressed', 'false');
    const rows = within(dialog).getByRole('list', { name: 'Swaps' });
    expect(
      within(rows)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Unread: Hockey stick 7', '/swaps/7'],
      ['Hockey stick 8', '/swaps/8'],
    ]);
    expect(within(rows).getByText('@buyer7')).toBeInTheDocument();
    expect(rows.querySelector('time')).toHaveTextContent(formatListTime(SWAP_LIST.data[0]!.updated_at));
    expect(within(rows).getByText('Purchased')).toBeInTheDocument();
    // The first page, in the inbox's sort and page size: the same query as the page's, so they share a cache entry.
    expect(listQueries()).toEqual([
      { type: 'sell', scope: 'negotiations', page: '1', page_size: '20', sort: 'newest' },
    ]);
  });

  it('closes on Escape and on a click outside, giving focus back to the Inbox button; on Tab out of it, leaving focus where it went', async () => {
    renderQuickInbox();
    await openQuickInbox();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await openButton()).toHaveFocus();
    expect(await openButton()).toHaveAttribute('aria-expanded', 'false');

    await openQuickInbox();
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await openButton()).toHaveFocus();

    await openQuickInbox();
    await userEvent.click(await openButton());
    expect(screen.queryByRole('dialog')).toBeNull();

    await openQuickInbox();
    const sell = within(accountNav()).getByRole('link', { name: 'Sell' });
    act(() => sell.focus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sell).toHaveFocus();
  });

  it('searches 200 ms after typing stops, once', async () => {
    const { listQueries } = renderQuickInbox();
    const dialog = await openQuickInbox();
    vi.useFakeTimers();
    const box = within(dialog).getByRole('searchbox', { name: 'Search selling swaps' });
    for (const typed of ['h', 'ho', 'hoc', 'hock']) {
      fireEvent.change(box, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(INBOX_SEARCH_DEBOUNCE_MS / 2));
    }
    act(() => vi.advanceTimersByTime(INBOX_SEARCH_DEBOUNCE_MS / 2 - 1));
    expect(listQueries().filter((query) => query.q !== undefined)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(listQueries().filter((query) => query.q !== undefined)).toEqual([
        expect.objectContaining({ type: 'sell', scope: 'all', q: 'hock' }),
      ]),
    );
  });

  it('changes the list with the tabs, the folder dropdown and the chips (spec §4.6 moves), remembering /swaps/{type}/{scope}', async () => {
    const { listQueries } = renderQuickInbox();
    const dialog = await openQuickInbox();
    await userEvent.click(within(dialog).getByRole('tab', { name: /^Buy/ }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ type: 'buy', scope: 'all' }));
    expect(within(dialog).getByRole('searchbox', { name: 'Search buying swaps' })).toHaveValue('');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Select a folder' }), 'completed');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ type: 'buy', scope: 'completed' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Offers (1)' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ type: 'buy', scope: 'completed', filter: 'offers' }),
    );
    expect(within(dialog).getByRole('button', { name: 'Offers (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(decodeURIComponent(document.cookie)).toContain('ks_swaps_inbox_location=/swaps/buy/completed');
    expect(within(dialog).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/swaps/buy/completed');

    // The keyboard: ArrowLeft goes back to Sell and keeps focus on the tab.
    within(dialog).getByRole('tab', { name: /^Buy/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: /^Sell/ })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: /^Sell/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/swaps/sell/all');
  });

  it("says 'No swaps' for an empty folder", async () => {
    renderQuickInbox({ list: { ...SWAP_LIST, data: [] } });
    await userEvent.click(await openButton());
    const dialog = await screen.findByRole('dialog', { name: /^My Swaps/ });
    expect(await within(dialog).findByText('No swaps')).toBeInTheDocument();
  });

  it('follows a row to its swap and closes', async () => {
    const { location } = renderQuickInbox();
    const dialog = await openQuickInbox();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Hockey stick 8' }));
    expect(location.history.at(-1)).toBe('/swaps/8');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
