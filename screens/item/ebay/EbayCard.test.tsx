import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type FakeCall } from '../../../engine/testing';
import type { ItemDetail, MarketplaceLink } from '../../../schemas/entities/item-detail';
import { BUYER, itemWith, renderItemPage, SELLER } from '../test-support';

const NOW = new Date('2026-11-26T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const link = (overrides: Partial<MarketplaceLink> = {}): MarketplaceLink => ({
  id: '186000002399',
  url: '/api/proxy/main/sandbox/ebay/itm/186000002399',
  sync: true,
  last_synced_at: hoursAgo(3),
  ...overrides,
});
/** The item as an admin sees it (BUYER stands for a viewer who is not the seller): linked, with sync_ebay. */
const adminItem = (overrides: Partial<ItemDetail> = {}) =>
  itemWith({ actions: ['buy', 'add_to_cart', 'sync_ebay'], ebay: link(), ...overrides });
const card = () => screen.getByRole('region', { name: 'eBay' });
/** The card's calls (the page makes others: the cart, the account). */
const ebayCalls = (calls: FakeCall[]) => calls.filter((call) => call.path.includes('/ebay'));

describe('the eBay card (spec §2.9 admin view)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the item id as a link, the Sync switch and Last Synced in words, moving with the clock', () => {
    vi.useFakeTimers({ now: NOW });
    renderItemPage(adminItem(), { signedInAs: BUYER });
    const region = card();
    expect(within(region).getByRole('link', { name: '186000002399' })).toHaveAttribute(
      'href',
      '/api/proxy/main/sandbox/ebay/itm/186000002399',
    );
    expect(within(region).getByRole('switch', { name: 'Sync' })).toHaveAttribute('aria-checked', 'true');
    expect(region).toHaveTextContent('Last Synced: 3 hours ago');
    expect(within(region).getByRole('button', { name: 'Sync Now' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(region).toHaveTextContent('Last Synced: 4 hours ago');
    act(() => vi.advanceTimersByTime(21 * 60 * 60_000));
    expect(region).toHaveTextContent('Last Synced: yesterday');
  });

  it("says 'never' for a listing never synced, and the switch off when sync is off", () => {
    renderItemPage(adminItem({ ebay: link({ last_synced_at: null, sync: false }) }), { signedInAs: BUYER });
    expect(card()).toHaveTextContent('Last Synced: never');
    expect(within(card()).getByRole('switch', { name: 'Sync' })).toHaveAttribute('aria-checked', 'false');
  });

  it('disables Sync Now without the sync_ebay action (the seller of a linked item)', () => {
    renderItemPage(itemWith({ actions: ['edit'], ebay: link() }), { signedInAs: SELLER });
    expect(within(card()).getByRole('button', { name: 'Sync Now' })).toBeDisabled();
    expect(card()).toHaveTextContent('While Sync is on, price and quantity changes go to eBay within a minute.');
  });

  it('shows nothing to a buyer, or to an admin on an item that is not linked', () => {
    renderItemPage(itemWith({ ebay: null }), { signedInAs: BUYER });
    expect(screen.queryByRole('region', { name: 'eBay' })).toBeNull();
  });

  it('turns sync off through the API and shows the item the server answers', async () => {
    const { api, calls } = fakeApi({
      'POST /v1/items/:id/ebay': () => json({ data: adminItem({ ebay: link({ sync: false }) }) }),
    });
    renderItemPage(adminItem(), { signedInAs: BUYER, api });
    const toggle = within(card()).getByRole('switch', { name: 'Sync' });
    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(ebayCalls(calls).map((call) => [call.call, call.body])).toEqual([
      ['POST /v1/items/5/ebay', { ebay: { sync: false } }],
    ]);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('puts the switch back when the server refuses, and says why', async () => {
    const { api } = fakeApi({
      'POST /v1/items/:id/ebay': () =>
        json({ errors: [{ message: "Only the item's seller or an admin can manage its eBay listing" }] }, 403),
      'GET /v1/items/:id': () => json({ data: adminItem() }),
    });
    renderItemPage(adminItem(), { signedInAs: BUYER, api });
    await act(async () => fireEvent.click(within(card()).getByRole('switch', { name: 'Sync' })));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      "Only the item's seller or an admin can manage its eBay listing",
    );
    expect(within(card()).getByRole('switch', { name: 'Sync' })).toHaveAttribute('aria-checked', 'true');
  });

  it("Sync Now says 'Syncing…' while it runs, then Last Synced is now", async () => {
    let answer!: (response: Response) => void;
    const { api, calls } = fakeApi({
      'POST /v1/items/:id/ebay/sync': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderItemPage(adminItem({ ebay: link({ last_synced_at: null }) }), { signedInAs: BUYER, api });
    await act(async () => fireEvent.click(within(card()).getByRole('button', { name: 'Sync Now' })));
    // TanStack Query shows a mutation's pending state on its next tick, not within the click's act().
    expect(await within(card()).findByRole('button', { name: 'Syncing…' })).toBeDisabled();
    expect(ebayCalls(calls).map((call) => call.call)).toEqual(['POST /v1/items/5/ebay/sync']);
    await act(async () =>
      answer(json({ data: adminItem({ ebay: link({ last_synced_at: new Date().toISOString() }) }) })),
    );
    expect(await within(card()).findByRole('button', { name: 'Sync Now' })).toBeEnabled();
    expect(card()).toHaveTextContent('Last Synced: now');
  });

  it('lists a refusal inline', async () => {
    const { api } = fakeApi({
      'POST /v1/items/:id/ebay/sync': () =>
        json({ errors: [{ message: 'eBay no longer has this listing', code: 'listing_gone' }] }, 409),
      'GET /v1/items/:id': () => json({ data: adminItem() }),
    });
    renderItemPage(adminItem(), { signedInAs: BUYER, api });
    await act(async () => fireEvent.click(within(card()).getByRole('button', { name: 'Sync Now' })));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('eBay no longer has this listing');
  });
});

describe('linking an eBay listing (the seller, item not linked)', () => {
  it('checks the item number, links it, and then shows the linked listing', async () => {
    const { api, calls } = fakeApi({
      'POST /v1/items/:id/ebay': () =>
        json({ data: itemWith({ actions: ['edit'], ebay: link({ last_synced_at: null }) }) }),
    });
    renderItemPage(itemWith({ actions: ['edit'], ebay: null }), { signedInAs: SELLER, api });
    fireEvent.click(within(card()).getByRole('button', { name: 'Link eBay listing' }));
    const field = within(card()).getByRole('textbox', { name: 'eBay item number' });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '12345' } });
    await act(async () => fireEvent.click(within(card()).getByRole('button', { name: 'Link listing' })));
    expect(within(card()).getByRole('alert')).toHaveTextContent('Enter the 12-digit eBay item number');
    expect(field).toHaveAccessibleDescription('Enter the 12-digit eBay item number');
    expect(ebayCalls(calls)).toEqual([]);

    fireEvent.change(field, { target: { value: ' 186000002399 ' } });
    await act(async () => fireEvent.click(within(card()).getByRole('button', { name: 'Link listing' })));
    expect(ebayCalls(calls).map((call) => [call.call, call.body])).toEqual([
      ['POST /v1/items/5/ebay', { ebay: { id: '186000002399', sync: true } }],
    ]);
    expect(await within(card()).findByRole('link', { name: '186000002399' })).toBeInTheDocument();
    expect(card()).toHaveTextContent('Last Synced: never');
  });
});
