import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookieJar } from '../../../engine';
import { fakeApi, json, type FakeRoutes } from '../../../engine/testing';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { renderItemPage, SELLER } from '../test-support';
import { BUMP_PAYMENTS_UNAVAILABLE } from './bump/BumpPurchaseModal';
import { bumpAnswer, bumpRoutes, saleFixture, SELLER_ACTIONS, sellersItem } from './test-support';

/** /gear/5 as its seller sees it, over `routes`. */
function renderManaged(item: ItemDetail, routes: FakeRoutes = {}) {
  const fake = fakeApi({ ...bumpRoutes(), ...routes });
  const rendered = renderItemPage(item, { rest: '5', signedInAs: SELLER, api: fake.api });
  const panel = () => screen.getByRole('region', { name: 'Manage your item' });
  const writes = () => fake.calls.filter((call) => call.method !== 'GET');
  const reads = (call: string) => fake.calls.filter((entry) => entry.call === call).length;
  return { ...rendered, ...fake, panel, writes, reads };
}
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const status = () => within(screen.getByRole('region', { name: 'Manage your item' })).getByRole('status');

afterEach(() => vi.useRealTimers());

describe('the management panel (spec §2.9 seller view, §4.1)', () => {
  it('shows the actions in the spec’s order, buttons and links', () => {
    const { panel } = renderManaged(
      sellersItem({
        actions: ['remove', 'edit', 'view_swaps', 'leave_sale', 'duplicate', 'price_drop', 'bump', 'take_down'],
      }),
    );
    const labels = within(panel())
      .getAllByRole('button')
      .concat(within(panel()).getAllByRole('link'))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((element) => element.textContent);
    expect(labels).toEqual([
      'Bump',
      'Price Drop',
      'Duplicate',
      'Remove from Sale',
      'View Swaps',
      'Edit',
      'Remove',
      'Take Down',
      'View Insights',
    ]);
  });

  it('links View Swaps to the item’s search in the remembered inbox tab, sell by default', () => {
    renderManaged(sellersItem());
    expect(screen.getByRole('link', { name: 'View Swaps' })).toHaveAttribute('href', '/swaps/sell/search?q=5');
  });

  it('links View Swaps to the buy tab when that is the remembered one (ks_swaps_inbox_tab)', () => {
    document.cookie = 'ks_swaps_inbox_tab=buy; path=/';
    renderItemPage(sellersItem(), { rest: '5', signedInAs: SELLER, cookies: browserCookieJar() });
    expect(screen.getByRole('link', { name: 'View Swaps' })).toHaveAttribute('href', '/swaps/buy/search?q=5');
  });

  describe('Bump (spec §4.2)', () => {
    it('bumps at once when the seller has bumps and has bumped before, says so and refreshes the item', async () => {
      const { writes, reads } = renderManaged(sellersItem(), {
        'GET /v1/bumps/info': { data: { available_bumps: 3, items_bumped: 4 } },
        'POST /v1/items/5/bump': () => bumpAnswer({ available_bumps: 2, items_bumped: 5 }),
      });
      await press('Bump');
      await waitFor(() => expect(status()).toHaveTextContent('Bumped! Your item moves up in search.'));
      expect(status()).toHaveTextContent('You have 2 bumps left.');
      expect(writes().map((call) => call.call)).toEqual(['POST /v1/items/5/bump']);
      await waitFor(() => expect(reads('GET /v1/items/5')).toBe(1));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('shows the bumps guidance before a first bump, then bumps', async () => {
      const { writes } = renderManaged(sellersItem(), {
        'GET /v1/bumps/info': { data: { available_bumps: 1, items_bumped: 0 } },
        'POST /v1/items/5/bump': () => bumpAnswer({ available_bumps: 0, items_bumped: 1 }),
      });
      await press('Bump');
      const dialog = await screen.findByRole('dialog', { name: 'Bump your item' });
      expect(dialog).toHaveTextContent('A bump moves your item back to the top of search results');
      expect(dialog).toHaveTextContent('You have 1 bump. A bump uses one.');
      expect(writes()).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Bump' }));
      await waitFor(() => expect(status()).toHaveTextContent('Bumped!'));
      expect(writes().map((call) => call.call)).toEqual(['POST /v1/items/5/bump']);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens the purchase with the bump catalog when no bumps are left; paying orders once with one idempotency key, then bumps', async () => {
      let release!: () => void;
      const { writes } = renderManaged(sellersItem(), {
        'GET /v1/bumps/info': { data: { available_bumps: 0, items_bumped: 2 } },
        'GET /v1/catalogs': {
          data: [
            { id: 1, type: 'bump', name: 'Single bump', quantity: 1, price: 1.99 },
            { id: 2, type: 'bump', name: 'Bump 5-pack', quantity: 5, price: 7.99 },
          ],
        },
        'POST /v1/orders': async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return json(
            {
              data: {
                order: {
                  id: 9,
                  catalog_id: 2,
                  quantity: 1,
                  amount: 7.99,
                  currency: 'USD',
                  created_at: '2026-11-26T07:00:00.000Z',
                },
                bump_info: { available_bumps: 5, items_bumped: 2 },
              },
            },
            201,
          );
        },
        'POST /v1/items/5/bump': () => bumpAnswer({ available_bumps: 4, items_bumped: 3 }),
      });
      await press('Bump');
      const dialog = await screen.findByRole('dialog', { name: 'Buy bumps' });
      await userEvent.click(await within(dialog).findByRole('radio', { name: 'Bump 5-pack: 5 bumps for $7.99' }));
      expect(within(dialog).getByRole('radio', { name: 'Sandbox test card — approved' })).toBeChecked();
      const pay = within(dialog).getByRole('button', { name: 'Pay $7.99' });
      await userEvent.dblClick(pay);
      expect(within(dialog).getByRole('button', { name: 'Paying…' })).toBeDisabled();
      release();
      await waitFor(() => expect(status()).toHaveTextContent('Payment received. Bumped!'));
      const [order, bump, ...rest] = writes();
      expect(rest).toEqual([]);
      expect(order!.body).toEqual({ order: { nonce: 'fake-valid-nonce', quantity: 1, catalog_id: 2 } });
      expect(order!.headers.get('x-idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
      expect(bump!.call).toBe('POST /v1/items/5/bump');
    });

    it('keeps the idempotency key for a retry after a lost answer, and makes a new one after a declined card', async () => {
      let answer: () => Response = () => {
        throw new TypeError('Failed to fetch');
      };
      const { writes } = renderManaged(sellersItem(), {
        'GET /v1/bumps/info': { data: { available_bumps: 0, items_bumped: 2 } },
        'GET /v1/catalogs': { data: [{ id: 1, type: 'bump', name: 'Single bump', quantity: 1, price: 1.99 }] },
        'POST /v1/orders': () => answer(),
      });
      await press('Bump');
      const dialog = await screen.findByRole('dialog', { name: 'Buy bumps' });
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay $1.99' }));
      expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
      answer = () => json({ errors: [{ message: 'Your card was declined', code: 'payment_declined' }] }, 402);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $1.99' }));
      expect(await within(dialog).findByText('Your card was declined')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $1.99' }));
      await waitFor(() => expect(writes()).toHaveLength(3));
      const [lost, retried, afterDecline] = writes().map((call) => call.headers.get('x-idempotency-key'));
      expect(retried).toBe(lost);
      expect(afterDecline).not.toBe(retried);
    });

    it('answers the server’s 503 payments_unavailable clearly and offers no Pay', async () => {
      renderManaged(sellersItem(), {
        'GET /v1/bumps/info': { data: { available_bumps: 0, items_bumped: 2 } },
        'GET /v1/catalogs': { data: [{ id: 1, type: 'bump', name: 'Single bump', quantity: 1, price: 1.99 }] },
        'POST /v1/orders': () =>
          json({ errors: [{ message: 'Payments are unavailable', code: 'payments_unavailable' }] }, 503),
      });
      await press('Bump');
      const dialog = await screen.findByRole('dialog', { name: 'Buy bumps' });
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay $1.99' }));
      expect(await within(dialog).findByText(BUMP_PAYMENTS_UNAVAILABLE)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Pay $1.99' })).toBeDisabled();
    });

    it('says payments are unavailable when the site has no payment provider', async () => {
      renderManaged(sellersItem(), {
        ...bumpRoutes({ provider: null }),
        'GET /v1/bumps/info': { data: { available_bumps: 0, items_bumped: 2 } },
        'GET /v1/catalogs': { data: [{ id: 1, type: 'bump', name: 'Single bump', quantity: 1, price: 1.99 }] },
      });
      await press('Bump');
      const dialog = await screen.findByRole('dialog', { name: 'Buy bumps' });
      expect(await within(dialog).findByText(BUMP_PAYMENTS_UNAVAILABLE)).toBeInTheDocument();
      expect(within(dialog).queryByRole('radio', { name: /Sandbox/ })).toBeNull();
    });

    it.each([
      ['no bumps', 422, 'no_bumps', 'You have no bumps left'],
      ['the daily limit', 429, 'bump_limit', 'This item was bumped in the last 24 hours'],
    ])('shows %s in the inline error list with the server’s message', async (_case, code, errorCode, message) => {
      renderManaged(sellersItem(), {
        'GET /v1/bumps/info': { data: { available_bumps: 3, items_bumped: 4 } },
        'POST /v1/items/5/bump': () => json({ errors: [{ message, code: errorCode }] }, code),
      });
      await press('Bump');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Bump' })).toBeEnabled();
    });

    it('gives a Pro seller the pro bump guidance first, remembers it in ks_hbm and calls the pro bump', async () => {
      const { writes } = renderManaged(sellersItem(), {
        ...bumpRoutes({ proEnabled: true }),
        'POST /v1/items/5/pro_bump': () => bumpAnswer({ available_bumps: 0, items_bumped: 1 }),
      });
      await press('Bump');
      const dialog = await screen.findByRole('dialog', { name: 'Bump with Kitswap Pro' });
      expect(dialog).toHaveTextContent('use none of your bumps');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Bump' }));
      await waitFor(() => expect(status()).toHaveTextContent('Bumped! Your item moves up in search.'));
      expect(status()).not.toHaveTextContent('left');
      expect(writes().map((call) => call.call)).toEqual(['POST /v1/items/5/pro_bump']);
      expect(document.cookie).toContain('ks_hbm=1');
    });

    it('pro-bumps at once when ks_hbm is 1, and an account granted Pro (pro_access) is Pro without the site flag', async () => {
      document.cookie = 'ks_hbm=1; path=/';
      const { writes, reads } = renderManaged(sellersItem(), {
        ...bumpRoutes({ username: 'demo_pro', granted: true }),
        'POST /v1/items/5/pro_bump': () => bumpAnswer({ available_bumps: 0, items_bumped: 1 }),
      });
      await press('Bump');
      await waitFor(() => expect(status()).toHaveTextContent('Bumped!'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(writes().map((call) => call.call)).toEqual(['POST /v1/items/5/pro_bump']);
      expect(reads('GET /v1/bumps/info')).toBe(0);
    });

    it('keeps every button disabled while a change is under way, so a double click bumps once', async () => {
      let release!: () => void;
      const { writes } = renderManaged(sellersItem(), {
        'GET /v1/bumps/info': { data: { available_bumps: 3, items_bumped: 4 } },
        'POST /v1/items/5/bump': async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return bumpAnswer({ available_bumps: 2, items_bumped: 5 });
        },
      });
      await userEvent.dblClick(screen.getByRole('button', { name: 'Bump' }));
      await waitFor(() => expect(writes()).toHaveLength(1));
      expect(screen.getByRole('button', { name: 'Bump' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
      release();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Bump' })).toBeEnabled());
      expect(writes()).toHaveLength(1);
    });
  });

  describe('Price Drop', () => {
    const open = async () => {
      await press('Price Drop');
      return screen.findByRole('dialog', { name: 'Price Drop' });
    };
    const submit = async (dialog: HTMLElement, price: string) => {
      const field = within(dialog).getByLabelText('New price (USD)');
      await userEvent.clear(field);
      if (price) await userEvent.type(field, price);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Drop Price' }));
    };

    it.each([
      ['', 'Enter a price'],
      ['0', 'Enter a price above $0'],
      ['60.555', 'Enter dollars and cents, like 95.50'],
      ['75', 'Enter a price lower than $75'],
      ['80', 'Enter a price lower than $75'],
    ])('refuses %j with the server’s words, sending nothing', async (price, message) => {
      const { writes } = renderManaged(sellersItem());
      const dialog = await open();
      await submit(dialog, price);
      const field = within(dialog).getByLabelText('New price (USD)');
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(writes()).toEqual([]);
    });

    it('shows the server’s field error under the field', async () => {
      renderManaged(sellersItem(), {
        'POST /v1/items/5/price_drop': () =>
          json(
            { errors: [{ message: 'Enter a price lower than $70', code: 'invalid_amount', field: 'item.price' }] },
            422,
          ),
      });
      const dialog = await open();
      await submit(dialog, '72');
      await waitFor(() =>
        expect(within(dialog).getByLabelText('New price (USD)')).toHaveAccessibleDescription(
          'Enter a price lower than $70',
        ),
      );
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('drops the price, closes, says so and refreshes the item', async () => {
      const dropped = sellersItem({
        price: 60,
        list_price: 60,
        original_list_price: 75,
        last_price_dropped_at: '2026-11-20T09:00:00.000Z',
      });
      const { writes, reads } = renderManaged(sellersItem({ original_list_price: null }), {
        'POST /v1/items/5/price_drop': { data: dropped },
        'GET /v1/items/5': { data: dropped },
      });
      const dialog = await open();
      await submit(dialog, '60');
      await waitFor(() => expect(status()).toHaveTextContent('Price dropped to $60.'));
      expect(writes().map((call) => call.body)).toEqual([{ item: { price: 60 } }]);
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(reads('GET /v1/items/5')).toBe(1));
      expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
    });
  });

  describe('sales (spec §4.3)', () => {
    const upcoming = saleFixture(3, 'Holiday Gear Sale', '2026-12-14', '2027-01-30');
    const live = saleFixture(4, 'Cyber Week', '2026-11-20', '2026-12-02');

    it('lists the joinable sales with their phase and dates, and joins the chosen one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-26T08:00:00.000Z'));
      const joined = sellersItem({ sale: upcoming, item_type: [6], actions: [...SELLER_ACTIONS, 'leave_sale'] });
      const { writes } = renderManaged(sellersItem(), {
        'GET /v1/sales': { data: [live, upcoming] },
        'POST /v1/items/sale': { data: joined },
        'GET /v1/items/5': { data: joined },
      });
      await press('Add to Sale');
      const dialog = await screen.findByRole('dialog', { name: 'Add to Sale' });
      const liveChoice = await within(dialog).findByRole('radio', { name: /Cyber Week/ });
      expect(liveChoice.closest('label')).toHaveTextContent('Live now · Nov 20, 2026 – Dec 2, 2026 · 20% off');
      const upcomingChoice = within(dialog).getByRole('radio', { name: /Holiday Gear Sale/ });
      expect(upcomingChoice.closest('label')).toHaveTextContent('Starting soon · Dec 14, 2026 – Jan 30, 2027');
      await userEvent.click(upcomingChoice);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Sale' }));
      await waitFor(() => expect(status()).toHaveTextContent('Added to Holiday Gear Sale.'));
      expect(writes().map((call) => [call.call, call.body])).toEqual([
        ['POST /v1/items/sale', { sale: { item_id: 5, sale_id: 3 } }],
      ]);
      expect(await screen.findByText(/Holiday Gear Sale · Starting soon/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove from Sale' })).toBeInTheDocument();
    });

    it('says so when no sale can be joined, offering no Add to Sale', async () => {
      renderManaged(sellersItem(), { 'GET /v1/sales': { data: [] } });
      await press('Add to Sale');
      const dialog = await screen.findByRole('dialog', { name: 'Add to Sale' });
      expect(await within(dialog).findByText(/There is no sale to join right now/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Add to Sale' })).toBeNull();
    });

    it('shows a sale that ended meanwhile in the modal’s error list', async () => {
      renderManaged(sellersItem(), {
        'GET /v1/sales': { data: [upcoming] },
        'POST /v1/items/sale': () => json({ errors: [{ message: 'This sale has ended', code: 'sale_ended' }] }, 422),
      });
      await press('Add to Sale');
      const dialog = await screen.findByRole('dialog', { name: 'Add to Sale' });
      await within(dialog).findByRole('radio', { name: /Holiday Gear Sale/ });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Sale' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('This sale has ended');
    });

    it('leaves the sale with DELETE and the same body', async () => {
      const inSale = sellersItem({ sale: upcoming, item_type: [6], actions: ['bump', 'leave_sale', 'edit'] });
      const { writes } = renderManaged(inSale, {
        'DELETE /v1/items/sale': { data: sellersItem() },
        'GET /v1/items/5': { data: sellersItem() },
      });
      await press('Remove from Sale');
      await waitFor(() => expect(status()).toHaveTextContent('Removed from Holiday Gear Sale.'));
      expect(writes().map((call) => [call.call, call.body])).toEqual([
        ['DELETE /v1/items/sale', { sale: { item_id: 5, sale_id: 3 } }],
      ]);
      expect(await screen.findByRole('button', { name: 'Add to Sale' })).toBeInTheDocument();
    });
  });

  describe('Remove (the remove/report modal, type removeItem)', () => {
    it('asks for a reason, requires a comment for Other, then removes and the page shows the removed notice', async () => {
      const removed = sellersItem({ state: 'removed', actions: ['duplicate'] });
      const { writes } = renderManaged(sellersItem(), {
        'POST /v1/items/5/remove': { data: removed },
        'GET /v1/items/5': { data: removed },
      });
      await press('Remove');
      const dialog = await screen.findByRole('dialog', { name: 'Remove Item' });
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['I sold it elsewhere', 'I no longer want to sell it', 'I listed it by mistake', 'Other']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Item' }));
      expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Item' }));
      expect(within(dialog).getByLabelText('Comment')).toHaveAccessibleDescription('Tell us why');
      expect(writes()).toEqual([]);
      await userEvent.type(within(dialog).getByLabelText('Comment'), 'Keeping them for next season');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Item' }));
      expect(await screen.findByText('This item was removed and is no longer for sale.')).toBeInTheDocument();
      expect(writes().map((call) => call.body)).toEqual([
        { removal: { reason: 'other', comment: 'Keeping them for next season' } },
      ]);
      expect(screen.queryByRole('button', { name: 'Bump' })).toBeNull();
    });
  });
});
