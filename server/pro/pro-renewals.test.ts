import { afterEach, beforeAll, expect, it } from 'vitest';
import { proChargeSchema, proStatusSchema } from '../../schemas/entities/pro';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import { createApp } from '../app';
import { advanceClock } from '../clock/clock';
import { DEMO_PASSWORD } from '../iam/demo-password';
import type { PaymentGateway } from '../payments/gateway';
import { sandboxGateway } from '../payments/sandbox';
import { unavailableGateway } from '../payments/unavailable';
import { demoAccount } from '../seed/demo-accounts';
import { newUser, withProOpen } from '../testing/pro';
import { bearer, requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { proFeatures } from './pro';
import { renewDueSubscriptions } from './pro-renewals';

const UNVERIFIED = demoAccount('unverified').id;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** The sandbox, counting the charges and the cards it forgets. */
function countingGateway(): PaymentGateway & { charges: string[]; forgotten: string[] } {
  const sandbox = sandboxGateway();
  const charges: string[] = [];
  const forgotten: string[] = [];
  return {
    ...sandbox,
    charges,
    forgotten,
    async charge(request) {
      charges.push(request.reference);
      return sandbox.charge(request);
    },
    async forgetCard(token) {
      forgotten.push(token);
    },
  };
}

describeEachDriver(
  'Kitswap Pro renewals: the default saved card is charged at the period end, retried when declined, or the plan ends',
  (driver) => {
    const context = useSeededApp(driver);
    const call = (method: string, path: string, userId: number, body?: unknown) =>
      requestAs(context.app, method, path, userId, body);
    const subscribe = (userId: number, plan: string, cycle: string, key = `renewal-${userId}`) =>
      requestJson(context.app, '/v1/pro/subscription', {
        method: 'POST',
        headers: { ...bearer(userId), 'content-type': 'application/json', 'x-idempotency-key': key },
        body: JSON.stringify({ subscription: { plan, cycle, nonce: SANDBOX_NONCES.approved } }),
      });
    const status = async (userId: number) =>
      proStatusSchema.parse(((await call('GET', '/v1/pro/subscription', userId)).body as { data: unknown }).data);
    /** How long after the user's latest renewal attempt the next is due, in whole hours. */
    const lastWaitHours = async (userId: number) =>
      (
        await context.db.query<{ wait: number }>(
          `SELECT round(extract(epoch FROM r.retry_at - r.created_at) / 3600)::int AS wait FROM pro_renewals r
             JOIN pro_subscriptions s ON s.id = r.subscription_id WHERE s.user_id = $1 ORDER BY r.id DESC LIMIT 1`,
          [userId],
        )
      )[0]!.wait;
    const periodEnd = async (userId: number) => (await status(userId)).subscription!.current_period_end;
    const outbox = (userId: number) =>
      context.db.query<{ event: string; subject: string; body: string }>(
        "SELECT event, subject, body FROM notice_outbox WHERE user_id = $1 AND event LIKE 'pro_%' ORDER BY id",
        [userId],
      );
    const renewals = (userId: number) =>
      context.db.query<{ outcome: string; plan: string; amount: number; charged: boolean }>(
        `SELECT r.outcome, r.plan, r.amount, r.payment_transaction_id IS NOT NULL AS charged
         FROM pro_renewals r JOIN pro_subscriptions s ON s.id = r.subscription_id WHERE s.user_id = $1 ORDER BY r.id`,
        [userId],
      );
    const attempts = (userId: number) =>
      context.db.query<{ attempt: number; outcome: string; card: string | null; retry: boolean }>(
        `SELECT r.attempt, r.outcome, r.card_brand || ' ' || r.card_last4 AS card, r.retry_at IS NOT NULL AS retry
         FROM pro_renewals r JOIN pro_subscriptions s ON s.id = r.subscription_id WHERE s.user_id = $1 ORDER BY r.id`,
        [userId],
      );
    const history = async (userId: number) => {
      const response = await call('GET', '/v1/pro/billing_history', userId);
      expect(response.status).toBe(200);
      return proChargeSchema.array().parse((response.body as { data: unknown }).data);
    };
    const makeDefault = async (userId: number, last4: string) => {
      const cards = (await call('GET', '/v1/payment_methods', userId)).body as {
        data: { id: number; last4: string }[];
      };
      const card = cards.data.find((candidate) => candidate.last4 === last4)!;
      expect((await call('PUT', `/v1/payment_methods/${card.id}/default`, userId)).status).toBe(200);
    };
    const saveCard = async (userId: number, nonce: string) =>
      expect((await call('POST', '/v1/payment_methods', userId, { nonce })).status).toBe(201);

    // renewDueSubscriptions settles every due plan of the database, and the tests move the clock by weeks: each test
    // subscribes accounts of its own, and when it ends its plans stop (canceled) and the clock goes back, so the job
    // runs of the next test see only that test's plans.
    const subscribers: number[] = [];
    let clockOffset: number;
    beforeAll(async () => {
      const [clock] = await context.db.query<{ offset_ms: number }>('SELECT offset_ms FROM server_clock');
      clockOffset = Number(clock!.offset_ms);
    });
    afterEach(async () => {
      await context.db.query(
        `UPDATE pro_subscriptions SET state = 'canceled', canceled_at = ks_now(), retry_at = NULL
          WHERE user_id = ANY ($1::int[]) AND state = 'active'`,
        [subscribers.splice(0)],
      );
      await context.db.query('UPDATE server_clock SET offset_ms = $1', [clockOffset]);
    });
    /**
     * A new account subscribed to `plan` (the site opens Pro for the call), with a default card if given: approved
     * (Visa 1111), declined at renewal (Visa 1115), or saved with another gateway (Mastercard 4444).
     */
    const newSubscriber = async (
      label: string,
      {
        plan = 'pro',
        cycle = 'monthly',
        card,
      }: { plan?: string; cycle?: string; card?: 'approved' | 'declined' | 'elsewhere' } = {},
    ) => {
      const { id } = await newUser(context.db, label);
      subscribers.push(id);
      expect((await withProOpen(context.db, () => subscribe(id, plan, cycle))).status).toBe(201);
      if (card === 'elsewhere')
        await context.db.query(
          `INSERT INTO payment_methods (user_id, gateway, token, brand, last4, exp_month, exp_year, is_default)
           VALUES ($1, 'another_gateway', $2, 'Mastercard', '4444', 12, 2030, true)`,
          [id, `tok_elsewhere_${id}`],
        );
      else if (card) await saveCard(id, SANDBOX_NONCES[card]);
      return id;
    };

    it('shows the card a plan renews on, or none', async () => {
      const PRO = await newSubscriber('card');
      expect((await status(PRO)).renewal_card).toBeNull();
      await saveCard(PRO, SANDBOX_NONCES.approved);
      expect((await status(PRO)).renewal_card).toEqual({ brand: 'Visa', last4: '1111' });
    });

    it('shows no card when the default one was saved with another gateway: the renewal could not charge it', async () => {
      const SELLER = await newSubscriber('elsewhere', { card: 'elsewhere' });
      // Before the fix: 'charged to your Mastercard ending 4444' on the page, then the job ended the plan (no_card).
      expect((await status(SELLER)).renewal_card).toBeNull();
    });

    it('charges nothing and ends nothing before a period is over, nor without a payment provider', async () => {
      const PRO = await newSubscriber('early', { card: 'approved' });
      const gateway = countingGateway();
      expect(await renewDueSubscriptions(context.db, gateway)).toBe(0);
      await advanceClock(context.db, 32 * DAY_MS);
      expect(await renewDueSubscriptions(context.db, unavailableGateway())).toBe(0);
      expect(await renewals(PRO)).toEqual([]);
      expect(gateway.charges).toEqual([]);
    });

    it('renews on the default card at the scheduled plan and cycle, once, and tells the subscriber', async () => {
      const PRO = await newSubscriber('renewed', { card: 'approved' });
      expect(
        (await call('PUT', '/v1/pro/subscription', PRO, { subscription: { plan: 'pro_plus', cycle: 'annual' } }))
          .status,
      ).toBe(200);
      await newSubscriber('declined', { card: 'declined' });
      await newSubscriber('elsewhere', { card: 'elsewhere' });
      await newSubscriber('annual', { cycle: 'annual', card: 'approved' });
      const ended = await periodEnd(PRO);
      await advanceClock(context.db, 32 * DAY_MS);

      const gateway = countingGateway();
      // Two processes running the job at once share the due subscriptions: each is charged once.
      const [first, second] = await Promise.all([
        renewDueSubscriptions(context.db, gateway),
        renewDueSubscriptions(context.db, gateway),
      ]);
      expect(first + second).toBe(3); // the approved, declined and elsewhere cards' plans; the annual plan is not due
      // The only card of one was saved with another gateway: nothing to charge (as its status showed).
      expect(new Set(gateway.charges).size).toBe(2);

      const renewed = (await status(PRO)).subscription!;
      expect(renewed).toMatchObject({ plan: 'pro_plus', cycle: 'annual', state: 'active', amount: 499 });
      expect([renewed.next_plan, renewed.next_cycle]).toEqual([null, null]);
      const next = new Date(ended);
      next.setUTCFullYear(next.getUTCFullYear() + 1);
      expect(renewed.current_period_end).toBe(next.toISOString());
      expect(await renewals(PRO)).toEqual([{ outcome: 'charged', plan: 'pro_plus', amount: 499, charged: true }]);
      expect(await outbox(PRO)).toEqual([
        {
          event: 'pro_renewed',
          subject: 'Your Kitswap Pro Plus plan renewed',
          body: 'We charged $499 to your Visa ending 1111 for another year of Kitswap Pro Plus.',
        },
      ]);
      expect(await renewDueSubscriptions(context.db, gateway)).toBe(0);
      expect(gateway.charges).toHaveLength(2);
    });

    it('keeps a declined plan on, past due, tells the subscriber once, and ends one with no card', async () => {
      const ADMIN = await newSubscriber('declined', { card: 'declined' });
      const SELLER = await newSubscriber('elsewhere', { card: 'elsewhere' });
      await advanceClock(context.db, 32 * DAY_MS);
      expect(await renewDueSubscriptions(context.db, countingGateway())).toBe(2);

      const pastDue = (await status(ADMIN)).subscription!;
      expect(pastDue.state).toBe('past_due');
      expect(await lastWaitHours(ADMIN)).toBe(24);
      expect(await proFeatures(context.db, ADMIN)).toContain('insights'); // the grace period keeps the features
      expect(await attempts(ADMIN)).toEqual([{ attempt: 1, outcome: 'declined', card: 'Visa 1115', retry: true }]);
      expect(await outbox(ADMIN)).toEqual([
        {
          event: 'pro_payment_failed',
          subject: "We couldn't renew your Kitswap Pro plan",
          body:
            "We couldn't charge $19.99 to your Visa ending 1115 for Kitswap Pro. Your plan stays on while we try again " +
            `on ${dayOf(pastDue.next_attempt_at!)}. To keep it, update your card in Settings › Payment methods: the ` +
            'next attempt charges your default card.',
        },
      ]);
      await withProOpen(context.db, async () => {
        expect((await subscribe(ADMIN, 'pro', 'monthly', 'while-past-due')).status).toBe(409);
      });

      expect((await renewals(SELLER))[0]!.outcome).toBe('no_card');
      expect((await outbox(SELLER))[0]!.body).toContain('because there was no saved card to charge');
      const [ended] = await context.db.query<{ state: string; ended_at_period_end: boolean }>(
        `SELECT state, canceled_at = current_period_end AS ended_at_period_end FROM pro_subscriptions WHERE user_id = $1`,
        [SELLER],
      );
      expect(ended).toEqual({ state: 'canceled', ended_at_period_end: true });
    });

    it('retries on its schedule, once for two processes, and charges the card made default meanwhile', async () => {
      const ADMIN = await newSubscriber('retried', { card: 'declined' });
      await advanceClock(context.db, 32 * DAY_MS);
      expect(await renewDueSubscriptions(context.db, countingGateway())).toBe(1); // the first attempt, declined
      const gateway = countingGateway();
      await advanceClock(context.db, DAY_MS - 60_000);
      expect(await renewDueSubscriptions(context.db, gateway)).toBe(0); // not before its time
      await advanceClock(context.db, 60_000);
      const [first, second] = await Promise.all([
        renewDueSubscriptions(context.db, gateway),
        renewDueSubscriptions(context.db, gateway),
      ]);
      expect(first + second).toBe(1);
      expect(gateway.charges).toEqual([expect.stringMatching(/^pro-renewal-\d+-.+-attempt-2$/)]);
      const secondTry = (await status(ADMIN)).subscription!;
      expect(await lastWaitHours(ADMIN)).toBe(48); // day 3 after the first attempt
      expect((await outbox(ADMIN)).map((notice) => notice.event)).toEqual(['pro_payment_failed']);

      await saveCard(ADMIN, SANDBOX_NONCES.approved);
      await makeDefault(ADMIN, '1111');
      const paidTo = secondTry.current_period_end;
      await advanceClock(context.db, 2 * DAY_MS);
      expect(await renewDueSubscriptions(context.db, gateway)).toBe(1);
      const renewed = (await status(ADMIN)).subscription!;
      expect(renewed).toMatchObject({ state: 'active', next_attempt_at: null });
      const next = new Date(paidTo);
      next.setUTCMonth(next.getUTCMonth() + 1);
      expect(renewed.current_period_end).toBe(next.toISOString()); // the period runs on from where it was paid to
      expect(await attempts(ADMIN)).toEqual([
        { attempt: 1, outcome: 'declined', card: 'Visa 1115', retry: true },
        { attempt: 2, outcome: 'declined', card: 'Visa 1115', retry: true },
        { attempt: 3, outcome: 'charged', card: 'Visa 1111', retry: false },
      ]);
      expect((await outbox(ADMIN)).at(-1)).toMatchObject({ event: 'pro_renewed' });
    });

    it('ends the plan when every retry is refused, and waits without a payment provider', async () => {
      const SELLER = await newSubscriber('refused', { card: 'declined' });
      await advanceClock(context.db, 32 * DAY_MS);
      const gateway = countingGateway();
      const only = (userId: number) => renewDueSubscriptions(context.db, gateway).then(() => status(userId));
      expect((await only(SELLER)).subscription!.state).toBe('past_due');
      await advanceClock(context.db, DAY_MS);
      expect(await renewDueSubscriptions(context.db, unavailableGateway())).toBe(0);
      expect((await status(SELLER)).subscription!.state).toBe('past_due');
      expect((await only(SELLER)).subscription!.state).toBe('past_due');
      await advanceClock(context.db, 2 * DAY_MS);
      expect((await only(SELLER)).subscription!.state).toBe('past_due');
      await advanceClock(context.db, 2 * DAY_MS);
      expect((await only(SELLER)).subscription).toBeNull();
      expect(await attempts(SELLER)).toEqual([
        { attempt: 1, outcome: 'declined', card: 'Visa 1115', retry: true },
        { attempt: 2, outcome: 'declined', card: 'Visa 1115', retry: true },
        { attempt: 3, outcome: 'declined', card: 'Visa 1115', retry: true },
        { attempt: 4, outcome: 'declined', card: 'Visa 1115', retry: false },
      ]);
      expect(await outbox(SELLER)).toEqual([
        expect.objectContaining({ event: 'pro_payment_failed' }),
        {
          event: 'pro_ended',
          subject: 'Your Kitswap Pro plan has ended',
          body: "Your Kitswap Pro plan ended because we couldn't charge your card after 4 attempts. Subscribe again from Settings › Kitswap Pro to get its features back.",
        },
      ]);
      expect(await proFeatures(context.db, SELLER)).toEqual([]);
      await withProOpen(context.db, async () => {
        expect((await subscribe(SELLER, 'pro', 'monthly', 'second-plan')).status).toBe(201);
      });
    });

    it('answers each subscriber their own billing history, newest first', async () => {
      // Declined twice, charged on the card made default, then charged for the next month.
      const ADMIN = await newSubscriber('history', { card: 'declined' });
      // Renewed on a plan and cycle changed meanwhile.
      const PRO = await newSubscriber('history_changed', { card: 'approved' });
      expect(
        (await call('PUT', '/v1/pro/subscription', PRO, { subscription: { plan: 'pro_plus', cycle: 'annual' } }))
          .status,
      ).toBe(200);
      // Ended with no card to charge.
      const SELLER = await newSubscriber('history_no_card', { card: 'elsewhere' });
      const gateway = countingGateway();
      await advanceClock(context.db, 32 * DAY_MS);
      expect(await renewDueSubscriptions(context.db, gateway)).toBe(3);
      await advanceClock(context.db, DAY_MS);
      expect(await renewDueSubscriptions(context.db, gateway)).toBe(1);
      await saveCard(ADMIN, SANDBOX_NONCES.approved);
      await makeDefault(ADMIN, '1111');
      await advanceClock(context.db, 2 * DAY_MS);
      expect(await renewDueSubscriptions(context.db, gateway)).toBe(1);
      await advanceClock(context.db, 32 * DAY_MS);
      expect(await renewDueSubscriptions(context.db, gateway)).toBe(1);

      const admin = await history(ADMIN);
      expect(
        admin.map(({ kind, plan_name, amount, card, outcome }) => ({ kind, plan_name, amount, card, outcome })),
      ).toEqual([
        {
          kind: 'renewal',
          plan_name: 'Pro',
          amount: 19.99,
          card: { brand: 'Visa', last4: '1111' },
          outcome: 'charged',
        },
        {
          kind: 'renewal',
          plan_name: 'Pro',
          amount: 19.99,
          card: { brand: 'Visa', last4: '1111' },
          outcome: 'charged',
        },
        {
          kind: 'renewal',
          plan_name: 'Pro',
          amount: 19.99,
          card: { brand: 'Visa', last4: '1115' },
          outcome: 'declined',
        },
        {
          kind: 'renewal',
          plan_name: 'Pro',
          amount: 19.99,
          card: { brand: 'Visa', last4: '1115' },
          outcome: 'declined',
        },
        { kind: 'purchase', plan_name: 'Pro', amount: 19.99, card: null, outcome: 'charged' },
      ]);
      const dates = admin.map((charge) => Date.parse(charge.charged_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const pro = await history(PRO);
      expect(pro[0]).toMatchObject({ kind: 'renewal', plan_name: 'Pro Plus', cycle: 'annual', amount: 499 });
      expect(pro.at(-1)).toMatchObject({ kind: 'purchase', plan_name: 'Pro', cycle: 'monthly', amount: 19.99 });
      const seller = await history(SELLER);
      // Another subscriber's lines never show.
      const ids = new Set(seller.map((charge) => charge.id));
      expect([...admin, ...pro].some((charge) => ids.has(charge.id))).toBe(false);
      expect(seller.map((charge) => charge.outcome)).toEqual(['no_card', 'charged']);
      expect((await requestJson(context.app, '/v1/pro/billing_history')).status).toBe(401);
    });

    it('deletes an account’s saved cards through the vault and stops its plan renewing', async () => {
      // demo_unverified, whom no other test uses: deleting needs the account's password.
      subscribers.push(UNVERIFIED);
      await withProOpen(context.db, async () => {
        expect((await subscribe(UNVERIFIED, 'pro', 'annual')).status).toBe(201);
      });
      await saveCard(UNVERIFIED, SANDBOX_NONCES.approved);
      const gateway = countingGateway();
      const app = createApp({ db: context.db, payments: gateway });
      const deleted = await requestAs(app, 'DELETE', '/v1/account', UNVERIFIED, {
        confirm_username: 'demo_unverified',
        current_password: DEMO_PASSWORD,
      });
      expect(deleted.status).toBe(200);
      expect(gateway.forgotten).toHaveLength(1);
      expect(await context.db.query('SELECT 1 FROM payment_methods WHERE user_id = $1', [UNVERIFIED])).toEqual([]);
      const [plan] = await context.db.query('SELECT state FROM pro_subscriptions WHERE user_id = $1', [UNVERIFIED]);
      expect(plan).toEqual({ state: 'canceled' });
    });
  },
);
