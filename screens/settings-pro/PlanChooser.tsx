import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, displayedMessage, randomId, useEngine } from '../../engine';
import type { PaymentProvider } from '../../schemas/entities/chrome';
import { PRO_EVENTS, type ProCycle, type ProPlan } from '../../schemas/entities/pro';
import { AlertBox } from '../../ui/alert/AlertBox';
import { formatMoney } from '../../ui/format/money';
import { DEFAULT_NONCE, PAYMENT_FIELDS } from '../../ui/payment/PaymentFields';
import { PRO_TIER_NAME } from '../../ui/pro/pro';
import { userConfigurationQuery } from '../../ui/site-configuration/user-configuration-queries';
import { CycleChoice } from './CycleChoice';
import { annualSavingPercent, priceOf, pricePerCycle } from './plan-prices';
import { proBillingHistoryQuery, proStatusQuery, subscribePro } from './pro-queries';

/** Said when payments are off (no provider configured, or the server's 503 payments_unavailable). */
export const PRO_PAYMENTS_UNAVAILABLE =
  'Payments are unavailable right now, so Kitswap Pro cannot be bought. Nothing was charged.';

/** Whether a failed checkout may have been charged: only when the server's answer never arrived. */
const outcomeUnknown = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * The paywall's plans (spec §2.10's promises, §4.9): a billing cycle and a plan, then checkout through the
 * payment seam. Choosing tracks 'choose plan and cycle'; paying tracks 'checkout initiated' and, once
 * the server answers, 'checkout completed'. One idempotency key per attempt, as the bump purchase.
 */
export function PlanChooser({
  userId,
  plans,
  provider,
}: {
  userId: number;
  plans: ProPlan[];
  provider: PaymentProvider | null;
}) {
  const { api, track } = useEngine();
  const queryClient = useQueryClient();
  const [cycle, setCycle] = useState<ProCycle>('monthly');
  const [planSlug, setPlanSlug] = useState(plans[0]?.slug ?? '');
  const [checkout, setCheckout] = useState(false);
  const [nonce, setNonce] = useState(DEFAULT_NONCE);
  const [attemptKey, setAttemptKey] = useState(randomId);
  const plan = plans.find((candidate) => candidate.slug === planSlug) ?? plans[0];
  const PaymentFields = provider ? PAYMENT_FIELDS[provider] : null;
  const properties = plan ? { plan: plan.slug, cycle, price: priceOf(plan, cycle) } : {};

  const pay = useMutation({
    mutationFn: (chosen: ProPlan) =>
      subscribePro(api, { subscription: { plan: chosen.slug, cycle, nonce } }, attemptKey),
    onSuccess: (status) => {
      void track(PRO_EVENTS.checkoutCompleted, { ...properties, subscription_id: status.subscription?.id });
      queryClient.setQueryData(proStatusQuery(api, userId).queryKey, status);
      // The features the plan grants arrive with the user configuration.
      void queryClient.invalidateQueries({ queryKey: userConfigurationQuery(api, String(userId)).queryKey });
      // The purchase is the billing history's newest line.
      void queryClient.invalidateQueries({ queryKey: proBillingHistoryQuery(api, userId).queryKey });
    },
    onError: (error) => {
      if (!outcomeUnknown(error)) setAttemptKey(randomId());
    },
  });
  const unavailable = provider === null || (pay.error instanceof ApiError && pay.error.status === 503);

  const choose = () => {
    setCheckout(true);
    void track(PRO_EVENTS.choosePlan, properties);
  };
  const onPay = (event: FormEvent) => {
    event.preventDefault();
    if (!plan || !PaymentFields || pay.isPending) return;
    void track(PRO_EVENTS.checkoutInitiated, properties);
    pay.mutate(plan);
  };

  return (
    <div className="ks-pro__paywall">
      <p className="ks-pro__pitch">
        Automated bumps, blocking low-ball offers, advanced pricing insights, pro badges, a cover photo and bio on your
        locker. Upgrade to {PRO_TIER_NAME}.
      </p>
      <CycleChoice legend="Billing cycle" name="cycle" value={cycle} onChange={setCycle} disabled={checkout} />
      <fieldset className="ks-pro__plans" disabled={checkout}>
        <legend>Plan</legend>
        {plans.map((candidate) => (
          <label key={candidate.slug} className="ks-pro__plan">
            <input
              type="radio"
              name="plan"
              value={candidate.slug}
              checked={plan?.slug === candidate.slug}
              onChange={() => setPlanSlug(candidate.slug)}
            />
            <span className="ks-pro__plan-name">{candidate.name}</span>
            <span className="ks-pro__plan-price">{pricePerCycle(candidate, cycle)}</span>
            {cycle === 'annual' && annualSavingPercent(candidate) > 0 ? (
              <span className="ks-pro__saving">Save {annualSavingPercent(candidate)}%</span>
            ) : null}
            <span className="ks-pro__plan-description">{candidate.description}</span>
          </label>
        ))}
      </fieldset>
      {!checkout ? (
        <button type="button" className="ks-button ks-button--primary" onClick={choose} disabled={!plan}>
          Continue to checkout
        </button>
      ) : (
        <form className="ks-pro__checkout" aria-label="Checkout" onSubmit={onPay}>
          <p>
            {plan?.name}, billed {plan ? pricePerCycle(plan, cycle) : ''}.{' '}
            <button
              type="button"
              className="ks-button ks-button--ghost ks-button--small"
              onClick={() => setCheckout(false)}
            >
              Change plan
            </button>
          </p>
          {PaymentFields ? <PaymentFields nonce={nonce} onNonce={setNonce} className="ks-pro__choices" /> : null}
          {unavailable ? <AlertBox kind="warning">{PRO_PAYMENTS_UNAVAILABLE}</AlertBox> : null}
          {pay.error && !unavailable ? (
            <AlertBox kind="error" role="alert">
              {displayedMessage(pay.error)}
            </AlertBox>
          ) : null}
          <button
            type="submit"
            className="ks-button ks-button--primary"
            disabled={!plan || !PaymentFields || unavailable || pay.isPending}
          >
            {pay.isPending ? 'Paying…' : `Pay ${plan ? formatMoney(priceOf(plan, cycle)) : ''} and upgrade`}
          </button>
        </form>
      )}
    </div>
  );
}
