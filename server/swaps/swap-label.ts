import type { Offer } from '../../schemas/entities/swap';
import type { SwapStage } from '../../schemas/entities/swap-lifecycle';
import { formatUsd } from '../text/money';

/** The latest offer of a swap, as the inbox query reads it (a pending offer past `expires_at` reads 'expired'). */
export interface LatestOffer {
  amount: number | null;
  state: Offer['state'] | null;
  seller_offer: boolean | null;
  counter_offer: boolean | null;
}

/** What the label reads of the swap itself. */
export interface LabelFacts {
  stage: SwapStage;
  ship_by: Date | null;
  has_order: boolean;
}

/** A day as the labels write it ('Nov 29'), in UTC: the server does not know the reader's time zone. */
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const STAGE_LABELS: Record<Exclude<SwapStage, 'open' | 'paid'>, string> = {
  awaiting_payment: 'Awaiting payment',
  label_printed: 'Label printed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  disputed: 'Disputed',
  final: 'Completed',
  refunded: 'Refunded',
};

/**
 * The inbox row's label (spec §3 'label'): where the swap stands after the talk ('Awaiting payment',
 * 'Paid · ship by Nov 29', 'Label printed', 'Shipped', 'Delivered', 'Disputed', 'Completed',
 * 'Refunded'); in talks, its latest offer ('Offer $120 pending', 'Counter-offer $110 declined',
 * 'Offer $90 outbid', 'Offer $95 expired', 'Offer accepted' without an amount); else 'Message'
 * (Message Seller without an offer). An open swap with an order (bought before the lifecycle staged
 * swaps) reads 'Purchased'.
 */
export function swapLabel(swap: LabelFacts, offer: LatestOffer): string {
  if (swap.stage === 'paid') return swap.ship_by ? `Paid · ship by ${shortDay.format(swap.ship_by)}` : 'Paid';
  if (swap.stage !== 'open') return STAGE_LABELS[swap.stage];
  if (swap.has_order) return 'Purchased';
  if (!offer.state) return 'Message';
  const kind = offer.counter_offer || offer.seller_offer ? 'Counter-offer' : 'Offer';
  return [kind, offer.amount === null ? null : formatUsd(offer.amount), offer.state].filter(Boolean).join(' ');
}
