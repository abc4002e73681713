import { expect, it } from 'vitest';
import { proStatusSchema } from '../../schemas/entities/pro';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import { createApp } from '../app';
import { advanceClock } from '../clock/clock';
import type { PaymentGateway } from '../payments/gateway';
import { sandboxGateway } from '../payments/sandbox';
import { unavailableGateway } from '../payments/unavailable';
import { demoAccount } from '../seed/demo-accounts';
import { DEMO_PASSWORD } from '../seed/demo-logins';
import { bearer, requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { renewDueSubscriptions } from './pro-renewals';

const PRO = demoAccount('pro').id;
const ADMIN = demoAccount('admin').id;
const SELLER = demoAccount('seller').id;
const UNVERIFIED = demoAccount('unverified').id;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  'Kitswap Pro renewals: the default saved card is charged at the period end, or the plan ends',
  (driver) => {
    const context = useSeededApp(driver);
    const call = (method: string, path: string, userId: number, body?: unknown) =>
      requestAs(context.app, method, path, userId, body);
    const subscribe = (userId: number, plan: string, cycle: string) =>
      requestJson(context.app, '/v1/pro/subscription', {
        method: 'POST',
        headers: { ...bearer(userId), 'content-type': 'application/json', 'x-idempotency-key': `renewal-${userId}` },
        body: JSON.stringify({ subscription: { plan, cycle, nonce: SANDBOX_NONCES.approved } }),
      });
    const status = async (userId: number) =>
      proStatusSchema.parse(((await call('GET', '/v1/pro/subscription', userId)).body as { data: unknown }).data);
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

    it('opens Pro to every seller for these tests', async () => {
      await context.db.query(
        `INSERT INTO site_settings (key, value) VALUES ('pro_enabled', 'true'::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = 'true'::jsonb`,
      );
      for (const [userId, plan, cycle] of [
        [PRO, 'pro', 'monthly'],
        [ADMIN, 'pro', 'monthly'],
        [SELLER, 'pro', 'monthly'],
        [UNVERIFIED, 'pro', 'annual'],
      ] as const)
        expect((await subscribe(userId, plan, cycle)).status).toBe(201);
    });

    it('shows the card a plan renews on, or none', async () => {
      expect((await status(PRO)).renewal_card).toBeNull();
      expect((await call('POST', '/v1/payment_methods', PRO, { nonce: SANDBOX_NONCES.approved })).status).toBe(201);
      expect((await status(PRO)).renewal_card).toEqual({ brand: 'Visa', last4: '1111' });
    });

    it('charges nothing and ends nothing before a period is over, nor without a payment provider', async () => {
      const gateway = countingGateway();
      expect(await renewDueSubscriptions(context.db, gateway)).toBe(0);
      await advanceClock(context.db, 32 * DAY_MS);
      expect(await renewDueSubscriptions(context.db, unavailableGateway())).toBe(0);
      expect(await renewals(PRO)).toEqual([]);
      expect(gateway.charges).toEqual([]);
    });

    it('renews on the default card at the scheduled plan and cycle, once, and tells the subscriber', async () => {
      await advanceClock(context.db, -32 * DAY_MS);
      expect(
        (await call('PUT', '/v1/pro/subscription', PRO, { subscription: { plan: 'pro_plus', cycle: 'annual' } }))
          .status,
      ).toBe(200);
      expect((await call('POST', '/v1/payment_methods', ADMIN, { nonce: SANDBOX_NONCES.declined })).status).toBe(201);
      const ended = await periodEnd(PRO);
      await advanceClock(context.db, 32 * DAY_MS);

      const gateway = countingGateway();
      // Two processes running the job at once share the due subscriptions: each is charged once.
      const [first, second] = await Promise.all([
        renewDueSubscriptions(context.db, gateway),
        renewDueSubscriptions(context.db, gateway),
      ]);
      expect(first + second).toBe(3); // demo_pro, demo_admin and demo_seller; the annual plan is not due
      expect(gateway.charges).toHaveLength(2); // demo_seller has no card: nothing to charge
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

    it('ends a plan whose card is declined, or with no saved card, where it was paid to', async () => {
      expect((await status(ADMIN)).subscription).toBeNull();
      expect(await renewals(ADMIN)).toEqual([{ outcome: 'declined', plan: 'pro', amount: 19.99, charged: false }]);
      expect(await outbox(ADMIN)).toEqual([
        {
          event: 'pro_ended',
          subject: 'Your Kitswap Pro plan has ended',
          body: 'Your Kitswap Pro plan ended because your card was declined. Subscribe again from Settings › Kitswap Pro to get its features back.',
        },
      ]);
      expect((await renewals(SELLER))[0]!.outcome).toBe('no_card');
      expect((await outbox(SELLER))[0]!.body).toContain('because there was no saved card to charge');
      const [ended] = await context.db.query<{ state: string; ended_at_period_end: boolean }>(
        `SELECT state, canceled_at = current_period_end AS ended_at_period_end FROM pro_subscriptions WHERE user_id = $1`,
        [SELLER],
      );
      expect(ended).toEqual({ state: 'canceled', ended_at_period_end: true });
      // A new subscription may start at once.
      expect((await subscribe(ADMIN, 'pro', 'monthly')).status).not.toBe(409);
    });

    it('deletes an account’s saved cards through the vault and stops its plan renewing', async () => {
      expect((await call('POST', '/v1/payment_methods', UNVERIFIED, { nonce: SANDBOX_NONCES.approved })).status).toBe(
        201,
      );
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
