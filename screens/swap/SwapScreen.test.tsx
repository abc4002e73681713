import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../engine/testing';
import { SWAPS_BADGE_KEY } from '../../ui/swaps/swaps-badge';
import { baseSwap, BUYER, buyerRoutes, firstMessage, renderSwap, SELLER } from './test-support';

describe('SwapScreen', () => {
  it('shows the buyer the item, the seller as counterparty, the offers and the thread, and marks the swap read', async () => {
    const { calls, queryClient } = renderSwap(BUYER, buyerRoutes());
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap with @stick_shop' })).toBeInTheDocument();
    const item = screen.getByRole('list', { name: 'Item' });
    expect(within(item).getByRole('link', { name: 'Used Bauer Vapor Stick' })).toHaveAttribute(
      'href',
      '/gear/used-bauer-vapor-stick-5',
    );
    expect(within(item).getByText('$119.99')).toBeInTheDocument();

    const offers = screen.getByRole('region', { name: 'Offers' });
    const rows = within(offers).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Offer of \$80 from @demo_buyer · Nov 3, 2026, .*Declined$/),
      expect.stringMatching(/^Offer of \$95\.50 from.*Pending$/),
    ]);
    expect(within(offers).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    const thread = await screen.findByRole('list', { name: 'Messages, oldest first' });
    expect(within(thread).getByText('Is the blade taped?')).toBeInTheDocument();
    expect(within(thread).getByText('Nov 3, 2026', { exact: false }).closest('time')).toHaveAttribute(
      'datetime',
      firstMessage.created_at,
    );

    await waitFor(() => expect(calls.map((entry) => entry.call)).toContain('POST /v1/swaps/9/read'));
    await waitFor(() =>
      expect(queryClient.getQueryState([...SWAPS_BADGE_KEY, BUYER.userId])?.isInvalidated).toBe(true),
    );
  });

  it('sends a message (it joins the thread, the box empties); a refused one shows the server message inline', async () => {
    let reply: Response = json(
      { errors: [{ message: 'Keep the message under 2000 characters', code: 'invalid', field: 'message.body' }] },
      400,
    );
    const { calls } = renderSwap(BUYER, buyerRoutes({ 'POST /v1/swaps/9/messages': () => reply }));
    const box = await screen.findByLabelText('Message @stick_shop');
    await userEvent.type(box, 'Too long, pretend');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Keep the message under 2000 characters');
    expect(box).toHaveAttribute('aria-invalid', 'true');

    reply = json(
      { data: { ...firstMessage, id: 2, body: 'Still there?', created_at: '2026-11-03T11:00:00.000Z' } },
      201,
    );
    await userEvent.clear(box);
    await userEvent.type(box, 'Still there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await within(screen.getByRole('list', { name: 'Messages, oldest first' })).findByText('Still there?'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((entry) => entry.call === 'POST /v1/swaps/9/messages').at(-1)!.body).toEqual({
      message: { body: 'Still there?' },
    });
  });

  it('lets the seller accept the pending offer and shows the new state; the buyer is the counterparty', async () => {
    const accepted = {
      ...baseSwap,
      unread: false,
      offers: [baseSwap.offers[0]!, { ...baseSwap.offers[1]!, state: 'accepted' }],
    };
    const { calls } = renderSwap(SELLER, buyerRoutes({ 'PUT /v1/swaps/9/offers/4': { data: accepted } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap with @demo_buyer' })).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    await userEvent.click(within(offers).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(offers).getAllByRole('listitem')[1]).toHaveTextContent(/Accepted$/));
    expect(within(offers).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(calls.find((entry) => entry.call === 'PUT /v1/swaps/9/offers/4')!.body).toEqual({
      offer: { state: 'accepted' },
    });
  });

  it("lets the buyer answer the seller's counter-offer, shown as from the seller; the seller sees no buttons on it", async () => {
    const counter = { ...baseSwap.offers[1]!, id: 5, amount: 110, seller_offer: true, counter_offer: true };
    const withCounter = {
      ...baseSwap,
      unread: false,
      offers: [{ ...baseSwap.offers[1]!, state: 'declined' }, counter],
    };
    renderSwap(BUYER, buyerRoutes({ 'GET /v1/swaps/9': { data: withCounter } }));
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const row = within(offers).getAllByRole('listitem')[1]!;
    expect(row).toHaveTextContent(/^Counter-offer of \$110 from @stick_shop/);
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    cleanup();

    renderSwap(SELLER, buyerRoutes({ 'GET /v1/swaps/9': { data: withCounter } }));
    expect(within(await screen.findByRole('region', { name: 'Offers' })).queryAllByRole('button')).toEqual([]);
  });

  it('shows the order once the item was bought', async () => {
    const bought = {
      ...baseSwap,
      unread: false,
      item: { ...baseSwap.item, state: 'sold' },
      order: { id: 31, state: 'paid', created_at: '2026-11-04T09:00:00.000Z', price: 119.99 },
    };
    renderSwap(BUYER, buyerRoutes({ 'GET /v1/swaps/9': { data: bought } }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Purchased: order #31, paid \$119\.99 on Nov 4, 2026/);
    expect(screen.getByText('This item is sold.')).toBeInTheDocument();
  });

  it('says the swap is not found to anyone outside it, never a blank page', async () => {
    renderSwap(
      { userId: '1003', uuid: 'user-1003' },
      { 'GET /v1/swaps/9': () => json({ errors: [{ message: 'Swap not found', code: 'not_found' }] }, 404) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('asks a guest to log in, with the reason', async () => {
    const { calls } = renderSwap(undefined, {});
    await userEvent.click(screen.getByRole('button', { name: 'Log in to see this swap' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Log in to see this swap');
    expect(calls).toEqual([]);
  });
});
