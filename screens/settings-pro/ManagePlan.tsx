import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import {
  PRO_EVENTS,
  type ProCycle,
  type ProPlan,
  type ProStatus,
  type ProSubscription,
} from '../../schemas/entities/pro';
import { AlertBox } from '../../ui/alert/AlertBox';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { Modal } from '../../ui/modal/Modal';
import { PRO_TIER_NAME } from '../../ui/pro/pro';
import { SETTINGS_PAGES } from '../../ui/settings/settings-pages';
import { CycleChoice } from './CycleChoice';
import { CYCLE_LABELS, pricePerCycle } from './plan-prices';
import { cancelPro, changeProPlan, proStatusQuery } from './pro-queries';

const PAYMENT_METHODS_HREF = SETTINGS_PAGES.find((page) => page.key === 'payment-methods')!.href;

/**
 * The subscriber's plan (spec §4.9 'manage plan'): what it is, when it renews or ends and on which card (a
 * warning with a way to add one when no card is saved: the plan would end), a change of plan
 * or cycle from the next period ('update plan' with previous_plan and new_plan), and cancel at period
 * end after a confirmation ('cancel'). Past due (the renewal was refused): a warning with the next attempt's date and
 * 'Update card' instead of the renewal line and the change form; cancel then ends the plan at once.
 */
export function ManagePlan({
  userId,
  subscription,
  renewalCard,
  plans,
}: {
  userId: number;
  subscription: ProSubscription;
  renewalCard: ProStatus['renewal_card'];
  plans: ProPlan[];
}) {
  const { api, track } = useEngine();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const nameOf = (slug: string | null) => plans.find((plan) => plan.slug === slug)?.name ?? slug ?? '';
  const [plan, setPlan] = useState(subscription.next_plan ?? subscription.plan);
  const [cycle, setCycle] = useState<ProCycle>(subscription.next_cycle ?? subscription.cycle);
  const saved = (status: ProStatus) => queryClient.setQueryData(proStatusQuery(api, userId).queryKey, status);

  const change = useMutation({
    mutationFn: () => changeProPlan(api, plan, cycle),
    onSuccess: (status) => {
      void track(PRO_EVENTS.updatePlan, {
        previous_plan: subscription.plan,
        new_plan: plan,
        previous_cycle: subscription.cycle,
        new_cycle: cycle,
      });
      saved(status);
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelPro(api),
    onSuccess: (status) => {
      void track(PRO_EVENTS.cancel, { plan: subscription.plan, cycle: subscription.cycle });
      setConfirming(false);
      saved(status);
    },
  });
  const onChange = (event: FormEvent) => {
    event.preventDefault();
    if (!change.isPending) change.mutate();
  };
  const ends = formatDate(subscription.current_period_end);
  const active = subscription.state === 'active';
  const pastDue = subscription.state === 'past_due';
  const current = plans.find((candidate) => candidate.slug === subscription.plan);

  return (
    <section className="ks-pro__manage" aria-labelledby="ks-pro-manage-title">
      <h2 id="ks-pro-manage-title">Your plan</h2>
      <p className="ks-pro__current">
        <strong>{nameOf(subscription.plan)}</strong>, {CYCLE_LABELS[subscription.cycle].toLowerCase()}:{' '}
        {current ? pricePerCycle(current, subscription.cycle) : formatMoney(subscription.amount)}
      </p>
      {pastDue ? (
        <PastDueWarning nextAttemptAt={subscription.next_attempt_at} renewalCard={renewalCard} />
      ) : (
        <p role="status">
          {!active
            ? `Canceled. Your plan ends on ${ends}; its features last until then.`
            : renewalCard
              ? `Renews on ${ends}, charged to your ${renewalCard.brand} ending ${renewalCard.last4}.`
              : `Renews on ${ends} if you have a saved card by then.`}
          {active && subscription.next_plan
            ? ` Changes to ${nameOf(subscription.next_plan)}, ${CYCLE_LABELS[subscription.next_cycle!].toLowerCase()}, on ${ends}.`
            : ''}
        </p>
      )}
      {active && !renewalCard ? (
        <AlertBox kind="warning" action={{ label: 'Add a card', href: PAYMENT_METHODS_HREF }}>
          Your plan renews on your default saved card. Without one it ends on {ends}.
        </AlertBox>
      ) : null}
      {active ? (
        <>
          <form className="ks-pro__change" aria-label="Change plan" onSubmit={onChange}>
            <fieldset className="ks-pro__choices">
              <legend>Plan from {ends}</legend>
              {plans.map((candidate) => (
                <label key={candidate.slug}>
                  <input
                    type="radio"
                    name="change-plan"
                    value={candidate.slug}
                    checked={plan === candidate.slug}
                    onChange={() => setPlan(candidate.slug)}
                  />
                  {candidate.name}
                </label>
              ))}
            </fieldset>
            <CycleChoice legend={`Billing cycle from ${ends}`} name="change-cycle" value={cycle} onChange={setCycle} />
            {change.error ? (
              <AlertBox kind="error" role="alert">
                {displayedMessage(change.error)}
              </AlertBox>
            ) : null}
            <button type="submit" className="ks-button ks-button--primary" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Change plan'}
            </button>
          </form>
        </>
      ) : null}
      {active || pastDue ? (
        <button type="button" className="ks-button ks-button--ghost" onClick={() => setConfirming(true)}>
          Cancel plan
        </button>
      ) : null}
      {confirming ? (
        <Modal title={`Cancel ${PRO_TIER_NAME}?`} onClose={() => setConfirming(false)}>
          <p>
            {pastDue
              ? 'Your plan ends now and is not charged again.'
              : `Your plan stays until ${ends} and does not renew.`}{' '}
            After that, pro bumps, insights and blocking low-ball offers stop, and your locker’s Pro badge, cover photo
            and bio are hidden (kept for when you come back).
          </p>
          {cancel.error ? (
            <AlertBox kind="error" role="alert">
              {displayedMessage(cancel.error)}
            </AlertBox>
          ) : null}
          <div className="ks-pro__actions">
            <button
              type="button"
              className="ks-button ks-button--primary"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? 'Canceling…' : 'Yes, cancel my plan'}
            </button>
            <button type="button" className="ks-button ks-button--ghost" onClick={() => setConfirming(false)}>
              Keep my plan
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}

/** Past due: the renewal was refused, the plan stays on until the next attempt, which charges the default card. */
function PastDueWarning({
  nextAttemptAt,
  renewalCard,
}: {
  nextAttemptAt: string | null;
  renewalCard: ProStatus['renewal_card'];
}) {
  const next = nextAttemptAt ? formatDate(nextAttemptAt) : 'soon';
  return (
    <AlertBox
      kind="warning"
      header="Your last payment didn’t go through"
      action={{ label: 'Update card', href: PAYMENT_METHODS_HREF }}
    >
      {renewalCard
        ? `We couldn’t renew your plan. We’ll try again on ${next}, charging your default card (${renewalCard.brand} ending ${renewalCard.last4}). Your plan stays on until then; if that fails too, it ends.`
        : `We couldn’t renew your plan. We’ll try again on ${next}, but you have no saved card we can charge: add one to keep your plan.`}
    </AlertBox>
  );
}
