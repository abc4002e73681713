import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeCall } from '../../engine/testing';
import type { Swap } from '../../schemas/entities/swap';
import { baseSwap, BUYER, buyerRoutes, renderSwap, SELLER } from './test-support';

const pending = baseSwap.offers[1]!;
/** The swap after the seller countered offer 4 with `amount`. */
const counteredWith = (amount: number): Swap => ({
  ...baseSwap,
  unread: false,
  offers: [
    baseSwap.offers[0]!,
    { ...pending, state: 'declined' },
    { ...pending, id: 5, amount, seller_offer: true, counter_offer: true, created_at: '2026-11-03T12:00:00.000Z' },
  ],
});
const offersRegion = () => screen.findByRole('region', { name: 'Offers' });
const postsTo = (calls: FakeCall[], call: string) =>
  calls.filter((entry) => entry.call === call).map((entry) => entry.body);

describe('negotiating on the swap page', () => {
  it("the seller counters: the form checks the amount inline, then sends it, and the swap shows the seller's counter-offer", async () => {
    const { calls } = renderSwap(
      SELLER,
      buyerRoutes({ 'POST /v1/swaps/9/offers/4/counter': () => json({ data: counteredWith(105) }, 201) }),
    );
    const offers = await offersRegion();
    const counter = within(offers).getByRole('button', { name: 'Counter' });
    expect(counter).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(counter);

    const form = within(offers).getByRole('form', { name: "Counter @demo_buyer's offer" });
    const amount = within(form).getByLabelText('Counter-offer (USD)');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription('Less than $119.99, other than $95.50');
    expect(counter).toHaveAttribute('aria-expanded', 'true');
    // Accept and Decline wait while the form is open.
    expect(within(offers).getByRole('button', { name: 'Accept' })).toBeDisabled();

    const send = within(form).getByRole('button', { name: 'Send' });
    for (const [typed, message] of [
      ['', 'Enter an amount'],
      ['ten', 'Enter a number of dollars, like 95.50'],
      ['0', 'Enter an amount above $0'],
      ['119.99', 'Enter less than the price, $119.99'],
      ['95.5', 'Enter an amount other than $95.50'],
      ['100.001', 'Enter dollars and cents, like 95.50'],
    ]) {
      await userEvent.clear(amount);
      if (typed) await userEvent.type(amount, typed);
      await userEvent.click(send);
      expect(within(form).getByRole('alert')).toHaveTextContent(message!);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveAccessibleDescription(`Less than $119.99, other than $95.50 ${message}`);
      expect(amount).toHaveFocus();
    }
    expect(postsTo(calls, 'POST /v1/swaps/9/offers/4/counter')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '105{Enter}');
    expect(await within(offers).findByRole('status')).toHaveTextContent('Counter-offer of $105 sent to @demo_buyer.');
    expect(within(offers).getByRole('status')).toHaveFocus();
    expect(postsTo(calls, 'POST /v1/swaps/9/offers/4/counter')).toEqual([{ offer: { amount: 105 } }]);
    expect(within(offers).queryByRole('form')).not.toBeInTheDocument();
    const rows = within(offers).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Declined$/),
      expect.stringMatching(/Declined$/),
      expect.stringMatching(/^Counter-offer of \$105 from @stick_shop .*Pending$/),
    ]);
    // The seller does not answer their own counter-offer.
    expect(within(offers).queryAllByRole('button')).toEqual([]);
  });

  it('works from the keyboard: Escape or Cancel closes the form and gives the focus back to Counter', async () => {
    renderSwap(SELLER, buyerRoutes());
    const offers = await offersRegion();
    const counter = within(offers).getByRole('button', { name: 'Counter' });
    counter.focus();
    await userEvent.keyboard('{Enter}');
    const amount = within(offers).getByLabelText('Counter-offer (USD)');
    expect(amount).toHaveFocus();
    await userEvent.tab();
    expect(within(offers).getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    expect(within(offers).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(offers).queryByRole('form')).not.toBeInTheDocument();
    expect(counter).toHaveFocus();

    await userEvent.keyboard(' ');
    await userEvent.type(within(offers).getByLabelText('Counter-offer (USD)'), '99{Escape}');
    expect(within(offers).queryByRole('form')).not.toBeInTheDocument();
    expect(counter).toHaveFocus();
    expect(counter).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the server's refusal: on the field when it names the amount, else in the form; the form stays open", async () => {
    let reply = json(
      { errors: [{ message: 'Enter less than the price, $100', code: 'invalid_amount', field: 'offer.amount' }] },
      422,
    );
    renderSwap(SELLER, buyerRoutes({ 'POST /v1/swaps/9/offers/4/counter': () => reply }));
    const offers = await offersRegion();
    await userEvent.click(within(offers).getByRole('button', { name: 'Counter' }));
    const amount = within(offers).getByLabelText('Counter-offer (USD)');
    await userEvent.type(amount, '105{Enter}');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'Less than $119.99, other than $95.50 Enter less than the price, $100',
      ),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    reply = json({ errors: [{ message: 'This offer was already accepted', code: 'offer_closed' }] }, 409);
    await userEvent.click(within(offers).getByRole('button', { name: 'Send' }));
    expect(await within(offers).findByRole('alert')).toHaveTextContent('This offer was already accepted');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(within(offers).getByRole('form')).toBeInTheDocument();
  });

  it("the buyer counters the seller's counter-offer through POST /v1/swaps, with the offer's option", async () => {
    const countered = counteredWith(110);
    const { calls } = renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: countered },
        'POST /v1/swaps': { data: baseSwap },
      }),
    );
    const offers = await offersRegion();
    const row = within(offers).getAllByRole('listitem')[2]!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline', 'Counter']);
    await userEvent.click(within(row).getByRole('button', { name: 'Counter' }));
    const form = within(row).getByRole('form', { name: "Counter @stick_shop's counter-offer" });
    await userEvent.type(within(form).getByLabelText('Counter-offer (USD)'), '110');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount other than $110');
    await userEvent.clear(within(form).getByLabelText('Counter-offer (USD)'));
    await userEvent.type(within(form).getByLabelText('Counter-offer (USD)'), '$100');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(offers).findByRole('status')).toHaveTextContent('Counter-offer of $100 sent to @stick_shop.');
    expect(postsTo(calls, 'POST /v1/swaps')).toEqual([
      { swap: { item_id: 5, offer: { amount: 100, item_variation_id: null } } },
    ]);
  });

  it('after a decline the buyer makes a new offer from the swap page; the seller gets no such button', async () => {
    const declined = { ...baseSwap, unread: false, offers: [baseSwap.offers[0]!, { ...pending, state: 'declined' }] };
    const renewed = { ...declined, offers: [...declined.offers, { ...pending, id: 6, amount: 99 }] };
    const { calls } = renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: declined },
        'POST /v1/swaps': { data: renewed },
      }),
    );
    const offers = await offersRegion();
    const make = within(offers).getByRole('button', { name: 'Make a new offer' });
    await userEvent.click(make);
    const form = within(offers).getByRole('form', { name: 'Make a new offer' });
    const amount = within(form).getByLabelText('Your new offer (USD)');
    expect(amount).toHaveAccessibleDescription('Less than $119.99');
    await userEvent.type(amount, '99{Enter}');
    expect(await within(offers).findByRole('status')).toHaveTextContent('Offer of $99 sent to @stick_shop.');
    expect(postsTo(calls, 'POST /v1/swaps')).toEqual([
      { swap: { item_id: 5, offer: { amount: 99, item_variation_id: null } } },
    ]);
    expect(within(offers).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /^Offer of \$99 from @demo_buyer.*Pending$/,
    );
    expect(within(offers).queryByRole('button', { name: 'Make a new offer' })).not.toBeInTheDocument();
  });

  it('the seller sees no Make a new offer after a decline, and nobody counters once the item is sold', async () => {
    const declined = { ...baseSwap, unread: false, offers: [baseSwap.offers[0]!, { ...pending, state: 'declined' }] };
    renderSwap(SELLER, buyerRoutes({ 'GET /v1/swaps/9': { data: declined } }));
    expect(within(await offersRegion()).queryAllByRole('button')).toEqual([]);
    cleanup();

    const sold = { ...baseSwap, unread: false, item: { ...baseSwap.item, state: 'sold' } };
    renderSwap(SELLER, buyerRoutes({ 'GET /v1/swaps/9': { data: sold } }));
    expect(within(await offersRegion()).queryAllByRole('button')).toEqual([]);
  });
});
