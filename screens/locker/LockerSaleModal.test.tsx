import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithEngine, type TestViewer } from '../../engine/testing';
import { LockerSaleModal } from './LockerSaleModal';
import { lockerProfile } from './profile-fixture';

const profile = lockerProfile({ available_count: 3, sold_count: 0 });
const OWNER: TestViewer = { userId: '7', uuid: profile.uuid };
const item = (id: number, name: string, price: number, listPrice: number) => ({
  id,
  name,
  url: `/gear/${id}`,
  state: 'available',
  price,
  list_price: listPrice,
});
const holiday = {
  id: 3,
  name: 'Holiday Gear Sale',
  label: 'Up to 40% off',
  destination: '/shop/holiday',
  started_at: '2026-12-14T00:00:00.000Z',
  ended_at: '2027-01-30T00:00:00.000Z',
  slug: 'holiday-gear-sale',
  subtitle: null,
  discount_percent: 20,
};

/** The owner's available items: one (the helmet) already discounted, in a sale. */
const ITEMS = [
  item(41, 'Bauer Vapor Skates', 220, 220),
  item(42, 'CCM Helmet', 80, 100),
  item(43, 'Warrior Gloves', 60, 60),
];

function renderLockerSale(viewer: TestViewer | undefined, path = '/locker/puck_dealer?sale=1', items = ITEMS) {
  const fake = fakeApi({
    'GET /v1/items': { data: items },
    'GET /v1/sales': { data: [holiday] },
    'POST /v1/items/sale': { data: null },
  });
  const rendered = renderWithEngine(<LockerSaleModal profile={profile} />, { path, api: fake.api, signedInAs: viewer });
  return { ...rendered, ...fake };
}

afterEach(() => vi.useRealTimers());

describe('the locker’s ?sale=1 (spec §2.1, §2.5, §5)', () => {
  it('opens the sale modal for the owner, offering their available items not already discounted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T08:00:00.000Z'));
    const { calls } = renderLockerSale(OWNER);
    const dialog = await screen.findByRole('dialog', { name: 'Add to Sale' });
    const choices = within(dialog).getByLabelText('Item');
    expect(
      within(choices)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an item', 'Bauer Vapor Skates', 'Warrior Gloves']);
    expect(await within(dialog).findByRole('radio', { name: /Holiday Gear Sale/ })).toBeChecked();
    expect(dialog).toHaveTextContent('Starting soon · Dec 14, 2026 – Jan 30, 2027');
    const search = calls.find((call) => call.call === 'GET /v1/items')!;
    expect(search.query.get('seller')).toBe('puck_dealer');
    expect(search.query.get('state')).toBe('available');
  });

  it('asks for an item before joining', async () => {
    const { calls } = renderLockerSale(OWNER);
    const dialog = await screen.findByRole('dialog', { name: 'Add to Sale' });
    await within(dialog).findByRole('radio', { name: /Holiday Gear Sale/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Sale' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose an item');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('remembers the dismissal per sale id and drops ?sale=1 when closed', async () => {
    const { location } = renderLockerSale(OWNER);
    const dialog = await screen.findByRole('dialog', { name: 'Add to Sale' });
    await within(dialog).findByRole('radio', { name: /Holiday Gear Sale/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.cookie).toContain('dismissed_sale_3=1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/locker/puck_dealer'));
  });

  it('explains, with no Add to Sale, when the owner has no item outside a sale', async () => {
    renderLockerSale(OWNER, '/locker/puck_dealer?sale=1', [item(42, 'CCM Helmet', 80, 100)]);
    const dialog = await screen.findByRole('dialog', { name: 'Add to Sale' });
    expect(dialog).toHaveTextContent('You have no items for sale outside a sale.');
    expect(within(dialog).queryByRole('button', { name: 'Add to Sale' })).toBeNull();
  });

  it('asks a guest to log in first', async () => {
    renderLockerSale(undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(dialog).toHaveTextContent('Sign into your Kitswap account to add your items to the sale');
    expect(document.cookie).toContain('destination=%2Flocker%2Fpuck_dealer%3Fsale%3D1');
  });

  it('opens nothing on someone else’s locker, nor without ?sale=1', async () => {
    const other = renderLockerSale({ userId: '8', uuid: 'someone-else' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    other.unmount();
    renderLockerSale(OWNER, '/locker/puck_dealer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
