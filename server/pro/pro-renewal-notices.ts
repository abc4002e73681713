import { formatUsd } from '../text/money';

/** A calendar day as the client's ui/format/dates writes it ('Nov 29, 2026', UTC): the server knows no time zone. */
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Why a renewal was not charged (pro_renewals.outcome, migrations 134 and 136). */
export type RenewalRefusal = 'no_card' | 'declined' | 'invalid_card' | 'plan_withdrawn';

/** The card a renewal tried, as the subscriber knows it. */
export interface TriedCard {
  brand: string;
  last4: string;
}

/** A Kitswap Pro e-mail for notice_outbox: its event, subject and body. */
export interface ProNotice {
  event: 'pro_renewed' | 'pro_payment_failed' | 'pro_ended';
  subject: string;
  body: string;
}

const PLAN_ENDED_BECAUSE: Record<RenewalRefusal, string> = {
  no_card: 'there was no saved card to charge',
  declined: 'your card was declined',
  invalid_card: 'your saved card could not be charged',
  plan_withdrawn: 'the plan is no longer on offer',
};

/** `name` is the plan's full name ('Kitswap Pro Plus'). */
export function renewedNotice(name: string, amount: number, card: TriedCard, annual: boolean): ProNotice {
  return {
    event: 'pro_renewed',
    subject: `Your ${name} plan renewed`,
    body: `We charged ${formatUsd(amount)} to your ${card.brand} ending ${card.last4} for another ${annual ? 'year' : 'month'} of ${name}.`,
  };
}

/** The first refused attempt of a period: the plan stays, the card is tried again at `retryAt`. */
export function paymentFailedNotice(name: string, amount: number, card: TriedCard, retryAt: Date): ProNotice {
  return {
    event: 'pro_payment_failed',
    subject: `We couldn't renew your ${name} plan`,
    body:
      `We couldn't charge ${formatUsd(amount)} to your ${card.brand} ending ${card.last4} for ${name}. ` +
      `Your plan stays on while we try again on ${day.format(retryAt)}. ` +
      `To keep it, update your card in Settings › Payment methods: the next attempt charges your default card.`,
  };
}

/** The plan ended: refused at its period end (`attempts` 1) or after every retry of the grace period. */
export function endedNotice(name: string, reason: RenewalRefusal, attempts: number): ProNotice {
  const because =
    attempts > 1 && reason !== 'plan_withdrawn'
      ? `we couldn't charge your card after ${attempts} attempts`
      : PLAN_ENDED_BECAUSE[reason];
  return {
    event: 'pro_ended',
    subject: `Your ${name} plan has ended`,
    body: `Your ${name} plan ended because ${because}. Subscribe again from Settings › ${name} to get its features back.`,
  };
}
