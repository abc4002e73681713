import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithEngine, type FakeRoutes } from '../../engine/testing';
import type { ProCharge, ProPlan, ProStatus, ProSubscription } from '../../schemas/entities/pro';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import { userFixture } from '../../ui/people/fixtures';
import ProSettingsScreen from './ProSettingsScreen';

const PRO_USER = { userId: '1003', uuid: 'user-1003' };

const PLANS: ProPlan[] = [
  {
    slug: 'pro',
    name: 'Pro',
    description: 'Automated bumps and more.',
    monthly_price: 19.99,
    annual_price: 199,
    features: ['pro_bump', 'offer_floor'],
  },
  {
    slug: 'pro_plus',
    name: 'Pro Plus',
    description: 'Everything in Pro, and an account manager.',
    monthly_price: 49.99,
    annual_price: 499,
    features: ['pro_bump', 'offer_floor', 'account_manager'],
  },
];

const SUBSCRIPTION: ProSubscription = {
  id: 9,
  plan: 'pro',
  cycle: 'monthly',
  state: 'active',
  amount: 19.99,
  current_period_end: '2026-12-26T12:00:00.000Z',
  canceled_at: null,
  next_plan: null,
  next_cycle: null,
  next_attempt_at: null,
};

function setup(routes: FakeRoutes, { username = 'demo_pro', proEnabled = false } = {}) {
  const track = vi.fn();
  const fake = fakeApi({
    'GET /v1/pro/plans': { data: PLANS },
    'GET /v1/site_configuration': { data: { pro_enabled: proEnabled, payment_provider: 'sandbox' } },
    // demo_pro holds the pro_access grant (issue 31: Pro is the account's grant, not its name).
    'GET /v1/user_configuration': {
      data: userFixture({ id: 1003, username, features: username === 'demo_pro' ? ['pro_access'] : [] }),
    },
    'GET /v1/pro/billing_history': { data: [] },
    ...routes,
  });
  renderWithEngine(<ProSettingsScreen params={{ proTierSlug: 'kitswap-pro' }} />, {
    api: fake.api,
    signedInAs: PRO_USER,
    track,
    path: '/settings/kitswap-pro',
  });
  const events = () => track.mock.calls.map(([name, properties]) => [name, properties]);
  return { ...fake, track, events };
}

const VISA = { brand: 'Visa', last4: '1111' };

const status = (
  subscription: ProSubscription | null,
  offerFloor: number | null = null,
  renewalCard: ProStatus['renewal_card'] = VISA,
): { data: ProStatus } => ({
  data: { subscription, offer_floor: offerFloor, renewal_card: renewalCard },
});

describe('/settings/kitswap-pro', () => {
  it('walks the paywall: cycle and plan with Intl prices, a declined card, then checkout completed', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    let paid = false;
    const purchase: ProCharge = {
      id: 'purchase-9',
      kind: 'purchase',
      charged_at: '2026-11-26T12:00:00.000Z',
      plan_name: 'Pro Plus',
      cycle: 'annual',
      amount: 499,
      card: null,
      outcome: 'charged',
    };
    const { calls, events } = setup({
      'GET /v1/pro/subscription': status(null),
      'GET /v1/pro/billing_history': () => json({ data: paid ? [purchase] : [] }),
      'POST /v1/pro/subscription': (call) => {
        attempts += 1;
        const body = call.body as { subscription: { nonce: string } };
        if (body.subscription.nonce === SANDBOX_NONCES.declined)
          return json(
            {
              errors: [{ message: 'Your payment was declined', code: 'payment_declined', field: 'subscription.nonce' }],
            },
            402,
          );
        paid = true;
        return json(status({ ...SUBSCRIPTION, plan: 'pro_plus', cycle: 'annual', amount: 499 }), 201);
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kitswap Pro' })).toBeInTheDocument();
    await screen.findByRole('radio', { name: /Pro Plus/ });
    expect(events()).toEqual([['Pro Visit Paywall', {}]]);
    expect(screen.getByText('$19.99 a month')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(screen.getByText('$499 a year')).toBeInTheDocument();
    expect(screen.getAllByText('Save 17%')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: /Pro Plus/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(events()[1]).toEqual(['Pro Choose Plan and Cycle', { plan: 'pro_plus', cycle: 'annual', price: 499 }]);

    const checkout = screen.getByRole('form', { name: 'Checkout' });
    await user.click(within(checkout).getByRole('radio', { name: /declined/ }));
    await user.click(within(checkout).getByRole('button', { name: 'Pay $499 and upgrade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment was declined');
    expect(events()[2]).toEqual(['Pro Checkout Initiated', { plan: 'pro_plus', cycle: 'annual', price: 499 }]);
    expect(events().map(([name]) => name)).not.toContain('Pro Checkout Completed');

    await user.click(within(checkout).getByRole('radio', { name: /approved/ }));
    await user.click(within(checkout).getByRole('button', { name: 'Pay $499 and upgrade' }));
    expect(await screen.findByRole('heading', { name: 'Your plan' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    // The purchase shows in the billing history, which was empty before it.
    expect(await screen.findByRole('cell', { name: 'Pro Plus, annual purchase' })).toBeInTheDocument();
    const posts = calls.filter((call) => call.call === 'POST /v1/pro/subscription');
    expect(posts[1]!.body).toEqual({
      subscription: { plan: 'pro_plus', cycle: 'annual', nonce: SANDBOX_NONCES.approved },
    });
    // A declined attempt gets a new idempotency key, so the next one is charged.
    const keys = posts.map((call) => call.headers.get('x-idempotency-key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
    expect(events()).toContainEqual([
      'Pro Checkout Completed',
      { plan: 'pro_plus', cycle: 'annual', price: 499, subscription_id: 9 },
    ]);
  });

  it('warns a subscriber without a saved card that the plan will end, with a way to add one', async () => {
    setup({ 'GET /v1/pro/subscription': status(SUBSCRIPTION, null, null) });
    expect(await screen.findByText('Renews on Dec 26, 2026 if you have a saved card by then.')).toBeInTheDocument();
    expect(
      screen.getByText('Your plan renews on your default saved card. Without one it ends on Dec 26, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/settings/payment_methods');
  });

  it('manages the plan: renews on, a change from the next period, then cancel after the confirmation', async () => {
    const user = userEvent.setup();
    const { calls, events } = setup({
      'GET /v1/pro/subscription': status(SUBSCRIPTION, 70),
      'PUT /v1/pro/subscription': status({ ...SUBSCRIPTION, next_plan: 'pro_plus', next_cycle: 'annual' }, 70),
      'DELETE /v1/pro/subscription': status(
        { ...SUBSCRIPTION, state: 'canceled', canceled_at: '2026-11-26T12:00:00.000Z' },
        70,
      ),
    });
    expect(await screen.findByText('Renews on Dec 26, 2026, charged to your Visa ending 1111.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a card' })).not.toBeInTheDocument();
    expect(screen.getByText(/\$19\.99 a month/)).toHaveTextContent('Pro, monthly: $19.99 a month');
    expect(events()).toEqual([['Pro Manage Plan', { plan: 'pro', cycle: 'monthly' }]]);

    const change = screen.getByRole('form', { name: 'Change plan' });
    await user.click(within(change).getByRole('radio', { name: 'Pro Plus' }));
    await user.click(within(change).getByRole('radio', { name: 'Annual' }));
    await user.click(within(change).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText(/Changes to Pro Plus, annual, on Dec 26, 2026\./)).toBeInTheDocument();
    expect(calls.find((call) => call.call === 'PUT /v1/pro/subscription')!.body).toEqual({
      subscription: { plan: 'pro_plus', cycle: 'annual' },
    });
    expect(events()).toContainEqual([
      'Pro Update Plan',
      { previous_plan: 'pro', new_plan: 'pro_plus', previous_cycle: 'monthly', new_cycle: 'annual' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Kitswap Pro?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel my plan' }));
    expect(await screen.findByText(/Canceled\. Your plan ends on Dec 26, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    expect(events()).toContainEqual(['Pro Cancel', { plan: 'pro', cycle: 'monthly' }]);
  });

  it('sets the offer floor: an out-of-range percentage is refused under the field, a good one saved', async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      'GET /v1/pro/subscription': status(SUBSCRIPTION),
      'PUT /v1/pro/offer_floor': (call) =>
        json(status(SUBSCRIPTION, (call.body as { offer_floor: { percent: number } }).offer_floor.percent)),
    });
    const input = await screen.findByLabelText('Lowest offer, % of the price');
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a percentage from 10 to 95');
    expect(input).toHaveFocus();
    expect(calls.some((call) => call.call === 'PUT /v1/pro/offer_floor')).toBe(false);

    await user.clear(input);
    await user.type(input, '70');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offer floor saved.')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(calls.find((call) => call.call === 'PUT /v1/pro/offer_floor')!.body).toEqual({
      offer_floor: { percent: 70 },
    });
  });

  it('shows Your locker (bio and cover photo) only when the plan grants locker_cover', async () => {
    setup({
      'GET /v1/pro/subscription': status(SUBSCRIPTION),
      'GET /v1/pro/plans': { data: [{ ...PLANS[0]!, features: [...PLANS[0]!.features, 'locker_cover'] }] },
      'GET /v1/account/locker_profile': { data: { bio: 'Goalie gear', cover_photo_id: null, cover_url: null } },
    });
    const locker = await screen.findByRole('region', { name: 'Your locker' });
    expect(await within(locker).findByRole('textbox', { name: 'Bio' })).toHaveValue('Goalie gear');
  });

  it('shows a past-due plan: a warning with the next attempt and Update card, no renewal line, no change form', async () => {
    const user = userEvent.setup();
    setup({
      'GET /v1/pro/subscription': status({
        ...SUBSCRIPTION,
        state: 'past_due',
        current_period_end: '2026-12-26T12:00:00.000Z',
        next_attempt_at: '2026-12-27T12:00:00.000Z',
      }),
    });
    const warning = await screen.findByText(/We couldn’t renew your plan/);
    expect(warning).toHaveTextContent(
      'We’ll try again on Dec 27, 2026, charging your default card (Visa ending 1111). Your plan stays on until then',
    );
    expect(screen.getByText('Your last payment didn’t go through')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update card' })).toHaveAttribute('href', '/settings/payment_methods');
    expect(screen.queryByText(/Renews on/)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Change plan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    expect(screen.getByText(/Your plan ends now and is not charged again/)).toBeInTheDocument();
  });

  it('tells a past-due subscriber without a chargeable card to add one', async () => {
    setup({
      'GET /v1/pro/subscription': status(
        { ...SUBSCRIPTION, state: 'past_due', next_attempt_at: '2026-12-29T12:00:00.000Z' },
        null,
        null,
      ),
    });
    expect(await screen.findByText(/We couldn’t renew your plan/)).toHaveTextContent(
      'We’ll try again on Dec 29, 2026, but you have no saved card we can charge: add one to keep your plan.',
    );
    expect(screen.queryByRole('link', { name: 'Add a card' })).toBeNull(); // one call to action: Update card
    expect(screen.getByRole('link', { name: 'Update card' })).toBeInTheDocument();
  });

  it('lists the billing history newest first: date, plan, Intl amount, card and outcome', async () => {
    const charge = (overrides: Partial<ProCharge>): ProCharge => ({
      id: 'renewal-1',
      kind: 'renewal',
      charged_at: '2026-12-26T12:00:00.000Z',
      plan_name: 'Pro',
      cycle: 'monthly',
      amount: 19.99,
      card: VISA,
      outcome: 'charged',
      ...overrides,
    });
    setup({
      'GET /v1/pro/subscription': status(SUBSCRIPTION),
      'GET /v1/pro/billing_history': {
        data: [
          charge({
            id: 'renewal-3',
            charged_at: '2027-12-26T12:00:00.000Z',
            plan_name: 'Pro Plus',
            cycle: 'annual',
            amount: 1499,
          }),
          charge({
            id: 'renewal-2',
            charged_at: '2026-12-27T12:00:00.000Z',
            card: { brand: 'Visa', last4: '1115' },
            outcome: 'declined',
          }),
          charge({ id: 'purchase-9', kind: 'purchase', charged_at: '2026-11-26T12:00:00.000Z', card: null }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Your Kitswap Pro charges, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Plan', 'Amount', 'Card', 'Outcome']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Dec 26, 2027', 'Pro Plus, annual renewal', '$1,499', 'Visa ending 1111', 'Paid'],
      ['Dec 27, 2026', 'Pro, monthly renewal', '$19.99', 'Visa ending 1115', 'Declined'],
      ['Nov 26, 2026', 'Pro, monthly purchase', '$19.99', 'Card entered at checkout', 'Paid'],
    ]);
    expect(screen.getByRole('heading', { name: 'Billing history' })).toBeInTheDocument();
  });

  it('has no Your locker section when the plan does not grant it', async () => {
    setup({ 'GET /v1/pro/subscription': status(SUBSCRIPTION) });
    expect(await screen.findByRole('heading', { name: 'Your plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your locker' })).toBeNull();
  });

  it('tells a user to whom Pro is not open, and tracks no paywall visit', async () => {
    const { events } = setup({ 'GET /v1/pro/subscription': status(null) }, { username: 'demo_buyer' });
    expect(await screen.findByText(/Kitswap Pro is not open to your account yet/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(events()).toEqual([]));
  });

  it('opens the paywall to everyone when the site configuration opens Pro', async () => {
    const { events } = setup(
      { 'GET /v1/pro/subscription': status(null) },
      { username: 'demo_buyer', proEnabled: true },
    );
    expect(await screen.findByRole('button', { name: 'Continue to checkout' })).toBeInTheDocument();
    expect(events()).toEqual([['Pro Visit Paywall', {}]]);
  });

  it('is the 404 page for a slug other than the tier’s (the route is /settings/:proTierSlug)', () => {
    expect(() => ProSettingsScreen({ params: { proTierSlug: 'gold-tier' } })).toThrow(
      expect.objectContaining({ name: 'NotFoundError' }),
    );
  });
});
