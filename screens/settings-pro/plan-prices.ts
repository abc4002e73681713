import type { ProCycle, ProPlan } from '../../schemas/entities/pro';
import { formatMoney } from '../../ui/format/money';

/** The cycles' names as the page says them. */
export const CYCLE_LABELS: Record<ProCycle, string> = { monthly: 'Monthly', annual: 'Annual' };

/** A plan's price for a billing cycle (USD). */
export const priceOf = (plan: ProPlan, cycle: ProCycle): number =>
  cycle === 'monthly' ? plan.monthly_price : plan.annual_price;

/** '$19.99 a month', '$199 a year'. */
export const pricePerCycle = (plan: ProPlan, cycle: ProCycle): string =>
  `${formatMoney(priceOf(plan, cycle))} ${cycle === 'monthly' ? 'a month' : 'a year'}`;

/** What the annual cycle saves against twelve months, in whole percent (0 when nothing). */
export const annualSavingPercent = (plan: ProPlan): number =>
  Math.max(0, Math.round((1 - plan.annual_price / (plan.monthly_price * 12)) * 100));
