import { expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { userConfigurationSchema } from '../../schemas/entities/chrome';
import { proPlanSchema, proStatusSchema } from '../../schemas/entities/pro';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import { createApp } from '../app';
import { advanceClock } from '../clock/clock';
import { unavailableGateway } from '../payments/unavailable';
import { demoAccount } from '../seed/demo-accounts';
import { newUser, withProOpen } from '../testing/pro';
import { bearer, requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const PRO = demoAccount('pro').id;
const ADMIN = demoAccount('admin').id;
const BUYER = demoAccount('buyer').id;
const DAY_MS = 24 * 60 * 60 * 1000;

const errorsOf = ({ status, body }: { status: number; body: unknown }) => [
  status,
  apiErrorBodySchema.parse(body).errors,
];
const statusOf = (body: unknown) => proStatusSchema.parse((body as { data: unknown }).data);

describeEachDriver('Kitswap Pro: plans, subscription, change, cancel and the offer floor', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const subscribe = (userId: number, key: string, subscription: unknown, app = context.app) =>
    requestJson(app, '/v1/pro/subscription', {
      method: 'POST',
      headers: { ...bearer(userId), 'content-type': 'application/json', 'x-idempotency-key': key },
      body: JSON.stringify({ subscription }),
    });
  const subscriptionRows = async () =>
    (await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pro_subscriptions'))[0]!.n;
  const features = async (userId: number) =>
    userConfigurationSchema.parse(
      ((await call('GET', '/v1/user_configuration', userId)).body as { data: unknown }).data,
    ).features;
  const offer = (itemId: number, amount: number) =>
    call('POST', '/v1/swaps', BUYER, { swap: { item_id: itemId, offer: { amount } } });
  const approved = { plan: 'pro', cycle: 'monthly', nonce: SANDBOX_NONCES.approved };
  /**
   * A new account subscribed to Pro monthly (the site opens Pro for the call): demo_pro stays the allowlisted
   * account that never subscribes, which the refusals below count on.
   */
  const newSubscriber = async (label: string) => {
    const user = await newUser(context.db, label);
    const subscribed = await withProOpen(context.db, () => subscribe(user.id, `k-${user.username}`, approved));
    expect(subscribed.status).toBe(201);
    return user.id;
  };
  /** A new account with a feature of its own (CSV import, as demo_seller has), which a plan's features add to. */
  const newSeller = async (label: string) => {
    const user = await newUser(context.db, label);
    await context.db.query("INSERT INTO user_configurations (user_id, features) VALUES ($1, '{import_items}')", [
      user.id,
    ]);
    return user;
  };
  /** `count` available items of generated sellers with no swap yet, made `sellerId`'s at $100. */
  const giveItems = (sellerId: number, count: number) =>
    context.db.query<{ id: number }>(
      `UPDATE items SET seller_id = $1, accepts_offers = true, price = 100
        WHERE id IN (SELECT i.id FROM items i WHERE i.state = 'available' AND NOT i.auction AND i.seller_id < 1000
                      AND i.sale_id IS NULL AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)
                      AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) ORDER BY i.id LIMIT $2)
        RETURNING id`,
      [sellerId, count],
    );

  it('lists the plans with both cycles’ prices to anyone', async () => {
    const { status, body } = await requestJson(context.app, '/v1/pro/plans');
    expect(status).toBe(200);
    const plans = z.array(proPlanSchema).parse((body as { data: unknown }).data);
    expect(plans.map((plan) => [plan.slug, plan.monthly_price, plan.annual_price])).toEqual([
      ['pro', 19.99, 199],
      ['pro_plus', 49.99, 499],
    ]);
    expect(plans[0]!.features).toContain('offer_floor');
  });

  it('answers no subscription yet, and 401 to a guest', async () => {
    expect(statusOf((await call('GET', '/v1/pro/subscription', PRO)).body)).toEqual({
      subscription: null,
      offer_floor: null,
      renewal_card: null,
    });
    expect((await call('GET', '/v1/pro/subscription', null)).status).toBe(401);
  });

  it('refuses a declined card (402), a bad nonce (422), bad input (400) and a closed Pro (403), writing nothing', async () => {
    const plan = { plan: 'pro', cycle: 'monthly' };
    const rowsBefore = await subscriptionRows();
    expect(errorsOf(await subscribe(PRO, 'k-declined', { ...plan, nonce: SANDBOX_NONCES.declined }))).toEqual([
      402,
      [{ message: 'Your payment was declined', code: 'payment_declined', field: 'subscription.nonce' }],
    ]);
    expect((await subscribe(PRO, 'k-bad-nonce', { ...plan, nonce: 'made-up' })).status).toBe(422);
    expect(
      (await subscribe(PRO, 'k-bad-cycle', { ...plan, cycle: 'weekly', nonce: SANDBOX_NONCES.approved })).status,
    ).toBe(400);
    expect(
      errorsOf(await subscribe(PRO, 'k-no-plan', { plan: 'gold', cycle: 'monthly', nonce: SANDBOX_NONCES.approved })),
    ).toEqual([422, [{ message: 'This plan is not on offer', code: 'invalid', field: 'subscription.plan' }]]);
    // A new account is not on the allowlist and the site has not opened Pro.
    const closed = await newUser(context.db, 'closed');
    expect(errorsOf(await subscribe(closed.id, 'k-closed', { ...plan, nonce: SANDBOX_NONCES.approved }))).toEqual([
      403,
      [{ message: 'Kitswap Pro is not open to your account yet', code: 'pro_unavailable' }],
    ]);
    // Production without a payment provider: 503 before anything is written.
    const production = createApp({ db: context.db, payments: unavailableGateway() });
    expect((await subscribe(PRO, 'k-prod', { ...plan, nonce: SANDBOX_NONCES.approved }, production)).status).toBe(503);
    expect(await subscriptionRows()).toBe(rowsBefore);
    expect(await features(PRO)).not.toContain('offer_floor');
  });

  it('subscribes once per idempotency key, grants the plan’s features, and refuses a second subscription', async () => {
    const body = approved;
    const { id: user } = await newSeller('subscriber');
    const rowsBefore = await subscriptionRows();
    // The site opens Pro to the new account for the test (demo_pro, on the allowlist, never subscribes here).
    await withProOpen(context.db, async () => {
      const first = await subscribe(user, 'k-pro-1', body);
      expect(first.status).toBe(201);
      const { subscription } = statusOf(first.body);
      expect(subscription).toMatchObject({
        plan: 'pro',
        cycle: 'monthly',
        state: 'active',
        amount: 19.99,
        next_plan: null,
      });
      const days = (Date.parse(subscription!.current_period_end) - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThan(32);
      // The same key again (a double click, a retry): the same subscription, no second charge.
      const repeat = await subscribe(user, 'k-pro-1', body);
      expect(repeat.status).toBe(200);
      expect(statusOf(repeat.body).subscription!.id).toBe(subscription!.id);
      expect((await subscribe(user, 'k-pro-1', { ...body, cycle: 'annual' })).status).toBe(422);
      expect((await subscribe(user, 'k-pro-1', { ...body, plan: 'pro_plus' })).status).toBe(422);
      // Another card with the same key is another request too: refused, not answered with the first subscription.
      expect(errorsOf(await subscribe(user, 'k-pro-1', { ...body, nonce: SANDBOX_NONCES.declined }))).toEqual([
        422,
        [
          {
            message: 'This idempotency key was used for another subscription',
            code: 'idempotency_key_reused',
            field: 'x-idempotency-key',
          },
        ],
      ]);
      expect(await subscriptionRows()).toBe(rowsBefore + 1);
      const [row] = await context.db.query<{ payment_transaction_id: string }>(
        'SELECT payment_transaction_id FROM pro_subscriptions WHERE user_id = $1',
        [user],
      );
      expect(row!.payment_transaction_id).toMatch(/^sandbox_/);
      expect(await features(user)).toEqual(
        expect.arrayContaining(['import_items', 'offer_floor', 'pro_badge', 'quick_inbox']),
      );
      expect(errorsOf(await subscribe(user, 'k-pro-2', body))).toEqual([
        409,
        [{ message: 'You already have Kitswap Pro. Change your plan instead.', code: 'already_subscribed' }],
      ]);
    });
  });

  it('changes plan and cycle from the next period; the same plan again drops the change', async () => {
    const user = await newSubscriber('changer');
    const changed = await call('PUT', '/v1/pro/subscription', user, {
      subscription: { plan: 'pro_plus', cycle: 'annual' },
    });
    expect(changed.status).toBe(200);
    expect(statusOf(changed.body).subscription).toMatchObject({
      plan: 'pro',
      cycle: 'monthly',
      next_plan: 'pro_plus',
      next_cycle: 'annual',
    });
    const back = await call('PUT', '/v1/pro/subscription', user, { subscription: { plan: 'pro', cycle: 'monthly' } });
    expect(statusOf(back.body).subscription).toMatchObject({ next_plan: null, next_cycle: null });
    expect(
      errorsOf(await call('PUT', '/v1/pro/subscription', user, { subscription: { plan: 'pro', cycle: 'monthly' } })),
    ).toEqual([422, [{ message: 'You are on this plan already', code: 'same_plan', field: 'subscription.plan' }]]);
    expect(
      (await call('PUT', '/v1/pro/subscription', ADMIN, { subscription: { plan: 'pro', cycle: 'monthly' } })).status,
    ).toBe(404);
  });

  it('blocks offers under a Pro seller’s floor with the floor in the message; auctions are not asked', async () => {
    const seller = await newSubscriber('floor');
    // Two available items made the subscriber's at $100 (one an auction ending tomorrow), with no swap yet.
    const [item, auction] = await giveItems(seller, 2);
    await context.db.query(
      "UPDATE items SET auction = true, auction_settled_at = NULL, ends_at = ks_now() + interval '1 day' WHERE id = $1",
      [auction!.id],
    );
    const notPro = await newUser(context.db, 'not_pro');
    expect((await call('PUT', '/v1/pro/offer_floor', notPro.id, { offer_floor: { percent: 70 } })).status).toBe(403);
    expect((await call('PUT', '/v1/pro/offer_floor', seller, { offer_floor: { percent: 5 } })).status).toBe(400);
    const set = await call('PUT', '/v1/pro/offer_floor', seller, { offer_floor: { percent: 70 } });
    expect(statusOf(set.body).offer_floor).toBe(70);
    const offersBefore = (await context.db.query('SELECT id FROM offers')).length;
    expect(errorsOf(await offer(item!.id, 69.99))).toEqual([
      422,
      [{ message: 'The seller accepts offers from $70', code: 'below_floor', field: 'swap.offer.amount' }],
    ]);
    expect((await context.db.query('SELECT id FROM offers')).length).toBe(offersBefore);
    expect((await offer(item!.id, 70)).status).toBe(201);
    // An auction of the same seller takes an opening bid under the floor.
    expect((await offer(auction!.id, 20)).status).toBe(201);
    // Removing the floor lets any offer through again.
    expect(
      statusOf((await call('PUT', '/v1/pro/offer_floor', seller, { offer_floor: { percent: null } })).body).offer_floor,
    ).toBe(null);
  });

  it('cancels at period end: the features last until then, a second cancel is 409, and then Pro ends', async () => {
    const user = await newSubscriber('canceler');
    expect((await call('PUT', '/v1/pro/offer_floor', user, { offer_floor: { percent: 70 } })).status).toBe(200);
    const canceled = await call('DELETE', '/v1/pro/subscription', user);
    expect(canceled.status).toBe(200);
    expect(statusOf(canceled.body).subscription).toMatchObject({ state: 'canceled', next_plan: null });
    expect(statusOf(canceled.body).subscription!.canceled_at).not.toBeNull();
    expect(errorsOf(await call('DELETE', '/v1/pro/subscription', user))).toEqual([
      409,
      [{ message: 'Your plan is canceled already', code: 'already_canceled' }],
    ]);
    expect(
      (await call('PUT', '/v1/pro/subscription', user, { subscription: { plan: 'pro_plus', cycle: 'annual' } })).status,
    ).toBe(409);
    await withProOpen(context.db, async () => {
      expect(
        (await subscribe(user, 'k-pro-3', { plan: 'pro', cycle: 'annual', nonce: SANDBOX_NONCES.approved })).status,
      ).toBe(409);
    });
    expect(await features(user)).toContain('offer_floor');
    expect((await call('DELETE', '/v1/pro/subscription', ADMIN)).status).toBe(404);

    // Past the paid period; the clock goes back for the file's other tests.
    await advanceClock(context.db, 32 * DAY_MS);
    try {
      expect(statusOf((await call('GET', '/v1/pro/subscription', user)).body)).toEqual({
        subscription: null,
        offer_floor: 70,
        renewal_card: null,
      });
      expect(await features(user)).not.toContain('offer_floor');
      // The floor is kept but no longer enforced, and a new subscription may start.
      const resumed = await withProOpen(context.db, () =>
        subscribe(user, 'k-pro-4', { plan: 'pro_plus', cycle: 'annual', nonce: SANDBOX_NONCES.approved }),
      );
      expect(resumed.status).toBe(201);
      expect(statusOf(resumed.body).subscription).toMatchObject({ plan: 'pro_plus', cycle: 'annual', amount: 499 });
    } finally {
      await advanceClock(context.db, -32 * DAY_MS);
    }
  });

  it('opens to everyone with the site flag, and the plan grants the insights the server checks', async () => {
    // A new seller off the allowlist, with an item of their own.
    const seller = await newSeller('flag_seller');
    const [item] = await giveItems(seller.id, 1);
    const insights = () => call('GET', `/v1/items/${item!.id}/insights`, seller.id);
    expect((await insights()).status).toBe(403);
    expect((await subscribe(seller.id, 'k-seller-closed', approved)).status).toBe(403);
    await withProOpen(context.db, async () => {
      expect((await subscribe(seller.id, 'k-seller-1', approved)).status).toBe(201);
    });
    expect(await features(seller.id)).toEqual(expect.arrayContaining(['import_items', 'insights', 'pro_bump']));
    expect((await insights()).status).toBe(200);
  });
});
