import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../engine/testing';
import { swapSchema, type Swap } from '../../../schemas/entities/swap';
import { formatDateTime } from '../../../ui/format/dates';
import { baseSwap, BUYER, buyerRoutes, renderSwap, SELLER } from '../test-support';

const PAY_BY = '2026-11-05T10:05:00.000Z';

/** Swap 9 after the seller accepted the $95.50 offer: held for the buyer until PAY_BY. */
const awaiting = (actions: Swap['actions']): Swap =>
  swapSchema.parse({
    ...baseSwap,
    unread: false,
    stage: 'awaiting_payment',
    pay_by: PAY_BY,
    actions,
    offers: [baseSwap.offers[0]!, { ...baseSwap.offers[1]!, state: 'accepted' }],
  });

describe('PaymentStatus: the auction and the payment window on the swap page', () => {
  it('shows the buyer Pay $X by the deadline: the item goes in the cart, which opens; no Buy in the offers', async () => {
    const cart = { id: 1, cart_items: [], totals: { subtotal: 0, shipping: 0, total: 0, currency: 'USD' } };
    const { calls, location } = renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: awaiting(['pay', 'archive']) },
        'POST /v1/users/user-1001/cart/cart_items': () => json({ data: cart }, 201),
      }),
    );
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const pay = within(payment).getByRole('button', { name: `Pay $95.50 by ${formatDateTime(PAY_BY)}` });
    expect(within(pay).getByText(formatDateTime(PAY_BY))).toHaveAttribute('datetime', PAY_BY);
    expect(within(screen.getByRole('region', { name: 'Offers' })).queryAllByRole('button')).toEqual([]);
    await userEvent.click(pay);
    await waitFor(() => expect(location.history.at(-1)).toBe('/cart'));
    expect(calls.find((entry) => entry.call === 'POST /v1/users/user-1001/cart/cart_items')!.body).toEqual({
      cart: { cart_item: { item_id: 5, item_variation_id: null } },
    });
  });

  it("shows a refused payment's reason (the hold lapsed) and stays on the swap", async () => {
    renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: awaiting(['pay', 'archive']) },
        'POST /v1/users/user-1001/cart/cart_items': () =>
          json({ errors: [{ message: 'This item is reserved for another buyer', code: 'unavailable' }] }, 409),
      }),
    );
    const payment = await screen.findByRole('region', { name: 'Payment' });
    await userEvent.click(within(payment).getByRole('button', { name: /^Pay \$95\.50 by/ }));
    expect(await within(payment).findByRole('alert')).toHaveTextContent('This item is reserved for another buyer');
  });

  it('tells the seller whom they wait for and until when, with nothing to press', async () => {
    renderSwap(SELLER, buyerRoutes({ 'GET /v1/swaps/9': { data: awaiting(['archive']) } }));
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent(`Waiting for @demo_buyer to pay $95.50 by ${formatDateTime(PAY_BY)}.`);
    expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no Pay once an order bought the item', async () => {
    const order = { id: 77, state: 'paid', created_at: '2026-11-04T10:00:00.000Z', price: 95.5 };
    renderSwap(BUYER, buyerRoutes({ 'GET /v1/swaps/9': { data: { ...awaiting(['pay', 'archive']), order } } }));
    expect(await screen.findByText(/Purchased: order #77/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it("shows an auction's end and highest offer; an ended one says so; an open swap has no Payment part", async () => {
    const auction = (ended: boolean, highest: number | null) =>
      swapSchema.parse({ ...baseSwap, auction: { ends_at: PAY_BY, ended, highest_offer: highest } });
    const { unmount } = renderSwap(BUYER, buyerRoutes({ 'GET /v1/swaps/9': { data: auction(false, 120) } }));
    const region = await screen.findByRole('region', { name: 'Auction' });
    expect(region).toHaveTextContent(`Ends ${formatDateTime(PAY_BY)} · Highest offer $120`);
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    unmount();

    renderSwap(BUYER, buyerRoutes({ 'GET /v1/swaps/9': { data: auction(true, null) } }));
    expect(await screen.findByRole('region', { name: 'Auction' })).toHaveTextContent(
      `Ended ${formatDateTime(PAY_BY)} · No offers`,
    );
  });

  it('offers a new offer after an outbid or expired one, not after an auction ended', async () => {
    const lastOffer = (state: 'outbid' | 'expired', ended: boolean) =>
      swapSchema.parse({
        ...baseSwap,
        offers: [{ ...baseSwap.offers[1]!, state }],
        auction: ended ? { ends_at: PAY_BY, ended: true, highest_offer: 95.5 } : null,
      });
    const { unmount } = renderSwap(BUYER, buyerRoutes({ 'GET /v1/swaps/9': { data: lastOffer('expired', false) } }));
    const offers = await screen.findByRole('region', { name: 'Offers' });
    expect(within(offers).getByText('Expired')).toBeInTheDocument();
    expect(within(offers).getByRole('button', { name: 'Make a new offer' })).toBeInTheDocument();
    unmount();

    renderSwap(BUYER, buyerRoutes({ 'GET /v1/swaps/9': { data: lastOffer('outbid', true) } }));
    const ended = await screen.findByRole('region', { name: 'Offers' });
    expect(within(ended).getByText('Outbid')).toBeInTheDocument();
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });
});
