import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, renderWithEngine, type FakeRoutes } from '../../../engine/testing';
import type { Cashout, Payout } from '../../../schemas/entities/payouts';
import SellingScreen from '../SellingScreen';
import { centsText, parseCents } from './cashout-queries';

const SELLER = { userId: '1002', uuid: 'user-1002' };
const BASE = `/v1/users/${SELLER.uuid}`;

const summary = (overrides: Partial<Cashout> = {}): Cashout => ({
  available_cents: 41_250,
  minimum_cents: 100,
  payouts_available: true,
  seller_account: { completed: true, bank_last4: '6789' },
  ...overrides,
});

const PAID: Payout = {
  id: 1,
  state: 'paid',
  amount_cents: 15_000,
  bank_last4: '6789',
  requested_at: '2026-11-14T12:00:00.000Z',
  paid_at: '2026-11-16T12:00:00.000Z',
  failed_at: null,
  failure_message: null,
};

function setup(routes: FakeRoutes) {
  const fake = fakeApi({ [`GET ${BASE}/payouts`]: { data: [PAID] }, ...routes });
  renderWithEngine(<SellingScreen />, { api: fake.api, signedInAs: SELLER, path: '/selling/cashout' });
  return fake;
}

/** A fake server holding Available and the payouts: POST takes from the one and adds to the other. */
function fakeServer(initial: Cashout = summary()) {
  let available = initial.available_cents;
  const payouts: Payout[] = [PAID];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const routes: FakeRoutes = {
    [`GET ${BASE}/cashout`]: () => json({ data: { ...initial, available_cents: available } }),
    [`GET ${BASE}/payouts`]: () => json({ data: payouts }),
    [`POST ${BASE}/payouts`]: async (call) => {
      await gate;
      const cents = (call.body as { payout: { amount_cents: number } }).payout.amount_cents;
      if (cents > available)
        return json(
          {
            errors: [
              {
                message: `You can cash out at most $${centsText(available)}`,
                code: 'above_available',
                field: 'payout.amount_cents',
              },
            ],
          },
          422,
        );
      available -= cents;
      const payout: Payout = {
        ...PAID,
        id: payouts.length + 1,
        state: 'pending',
        amount_cents: cents,
        requested_at: '2026-11-26T12:00:00.000Z',
        paid_at: null,
      };
      payouts.unshift(payout);
      return json({ data: payout }, 201);
    },
  };
  return {
    routes,
    /** Holds the next POST until `release()`: the submit's progress shows meanwhile. */
    hold() {
      gate = new Promise((resolve) => (open = resolve));
      return () => open();
    },
  };
}

describe('/selling/cashout', () => {
  it('shows Available, prefills all of it, names the bank, and cashes it all out into the history', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const release = server.hold();
    const { calls } = setup(server.routes);

    expect(await screen.findByRole('heading', { level: 1, name: 'Cash Out' })).toBeInTheDocument();
    expect(await screen.findByText('$412.50')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Amount to cash out (USD)' });
    expect(field).toHaveValue('412.50');
    expect(field).toHaveAccessibleDescription(/from \$1 to \$412\.50/);
    expect(screen.getByText('Bank account •••• 6789')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change bank account' })).toHaveAttribute('href', '/selling/edit/bank');
    // The history: the seeded paid payout, with Intl money and dates.
    const history = screen.getByRole('table', { name: 'Your payouts, newest first' });
    expect(within(history).getByRole('row', { name: /Nov 14, 2026 \$150 .*6789 Paid Nov 16, 2026/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cash out all $412.50' }));
    const busy = await screen.findByRole('button', { name: 'Cashing out…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();

    expect(await screen.findByText(/We sent \$412\.50 to your/)).toBeInTheDocument();
    const pendingRow = await within(history).findByRole('row', { name: /Nov 26, 2026 \$412\.50 .*6789 Pending/ });
    expect(pendingRow).toBeVisible();
    // Available is read again: nothing is left, so no form.
    expect(await screen.findByText('You can cash out once you have at least $1 in Available.')).toBeInTheDocument();
    const post = calls.find((call) => call.call === `POST ${BASE}/payouts`)!;
    expect(post.body).toEqual({ payout: { amount_cents: 41_250 } });
    expect(post.headers.get('x-idempotency-key')).toBeTruthy();
  });

  it('cashes out part of Available, and "Cash out all" fills the field again', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const { calls } = setup(server.routes);
    const field = await screen.findByRole('textbox', { name: 'Amount to cash out (USD)' });
    await user.clear(field);
    await user.type(field, '100');
    expect(screen.getByRole('button', { name: 'Cash out $100' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cash out all' }));
    expect(field).toHaveValue('412.50');
    await user.clear(field);
    await user.type(field, '$1,00.5');
    await user.click(screen.getByRole('button', { name: 'Cash out' }));
    expect(field).toHaveAccessibleDescription(/Enter an amount, like 95\.50/);
    await user.clear(field);
    await user.type(field, '100.05');
    await user.click(screen.getByRole('button', { name: 'Cash out $100.05' }));
    expect(await screen.findByText(/We sent \$100\.05 to your/)).toBeInTheDocument();
    // The field is prefilled with what is left.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Amount to cash out (USD)' })).toHaveValue('312.45'),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { payout: { amount_cents: 10_005 } },
    ]);
  });

  it('refuses more than Available and less than the minimum at the field, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup(fakeServer().routes);
    const field = await screen.findByRole('textbox', { name: 'Amount to cash out (USD)' });
    await user.clear(field);
    await user.type(field, '412.51');
    await user.click(screen.getByRole('button', { name: 'Cash out $412.51' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/You can cash out at most \$412\.50/);
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '0.99');
    await user.click(screen.getByRole('button', { name: 'Cash out $0.99' }));
    expect(field).toHaveAccessibleDescription(/The smallest cash-out is \$1/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal at the field and uses a new key for the next attempt', async () => {
    const user = userEvent.setup();
    let posts = 0;
    const { calls } = setup({
      [`GET ${BASE}/cashout`]: { data: summary() },
      [`POST ${BASE}/payouts`]: () => {
        posts += 1;
        return json(
          {
            errors: [
              { message: 'You can cash out at most $400', code: 'above_available', field: 'payout.amount_cents' },
            ],
          },
          422,
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cash out all $412.50' }));
    const field = screen.getByRole('textbox', { name: 'Amount to cash out (USD)' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/You can cash out at most \$400/));
    await user.click(screen.getByRole('button', { name: 'Cash out all $412.50' }));
    await waitFor(() => expect(posts).toBe(2));
    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers.get('x-idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says when the bank refused the transfer and the money is back', async () => {
    const user = userEvent.setup();
    setup({
      [`GET ${BASE}/cashout`]: { data: summary() },
      [`POST ${BASE}/payouts`]: () =>
        json(
          {
            data: {
              ...PAID,
              id: 2,
              state: 'failed',
              amount_cents: 41_250,
              paid_at: null,
              failed_at: '2026-11-26T12:00:00.000Z',
              failure_message: 'Your bank refused this transfer: the account is closed.',
            },
          },
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Cash out all $412.50' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The transfer of $412.50 failed');
    expect(alert).toHaveTextContent('Your bank refused this transfer: the account is closed.');
    expect(alert).toHaveTextContent('The money is back in your Available balance.');
  });

  it('sends a seller without a completed seller account to set up payouts', async () => {
    setup({
      [`GET ${BASE}/cashout`]: {
        data: summary({ available_cents: 2_500, seller_account: { completed: false, bank_last4: null } }),
      },
    });
    expect(await screen.findByText(/Your Available balance is \$25\./)).toBeInTheDocument();
    // The page's own link (the dashboard's navigation links the set-up too).
    const page = screen.getByRole('region', { name: 'Cash Out' });
    expect(within(page).getByRole('link', { name: 'Set up payouts' })).toHaveAttribute('href', '/selling/create');
    expect(screen.queryByRole('form', { name: 'Cash out' })).not.toBeInTheDocument();
  });

  it('says cash-outs are unavailable where no provider pays them, and keeps the button off', async () => {
    setup({ [`GET ${BASE}/cashout`]: { data: summary({ payouts_available: false }) } });
    expect(await screen.findByText(/Cash-outs are unavailable right now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cash out all $412.50' })).toBeDisabled();
  });

  it('shows an empty history in words', async () => {
    setup({ [`GET ${BASE}/cashout`]: { data: summary() }, [`GET ${BASE}/payouts`]: { data: [] } });
    expect(await screen.findByText(/No payouts yet/)).toBeInTheDocument();
  });
});

describe('parseCents', () => {
  it.each([
    ['412.50', 41_250],
    ['$412.5', 41_250],
    ['1,250', 125_000],
    [' 7 ', 700],
    ['0.01', 1],
    ['100.05', 10_005],
    ['1.234', null],
    ['1,00', null],
    ['-5', null],
    ['', null],
    ['abc', null],
  ])('%s → %s', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });
});
