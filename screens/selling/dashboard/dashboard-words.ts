import type { PendingSale } from '../../../schemas/entities/seller-dashboard';
import type { SwapStage } from '../../../schemas/entities/swap-lifecycle';
import { formatDate, formatDateTime } from '../../../ui/format/dates';

/** A swap's stage as the seller reads it in the dashboard's lists. */
export const STAGE_WORDS: Record<SwapStage, string> = {
  open: 'Open',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid: to ship',
  label_printed: 'Label printed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  disputed: 'Disputed',
  final: 'Final',
  refunded: 'Refunded',
};

/**
 * When a pending sale becomes final (server/swaps/README.md 'Escrow, delivery and disputes'): delivered, at
 * `accept_by` at the latest (sooner when the buyer accepts); before delivery, 72 hours after it; disputed, when an
 * admin resolves it with the sale standing.
 */
export function finalWhen(sale: PendingSale): string {
  if (sale.stage === 'delivered' && sale.accept_by)
    return `Final by ${formatDateTime(sale.accept_by)}, or sooner if the buyer accepts`;
  if (sale.stage === 'disputed') return 'On hold: final when the dispute is resolved with the sale standing';
  if (sale.ship_by) return `Ship by ${formatDate(sale.ship_by)}; final 72 hours after delivery`;
  return 'Final 72 hours after delivery';
}

/** A movement of Available by its ledger kind; a kind added later reads as its own name. */
export function movementWords(kind: string): string {
  switch (kind) {
    case 'release':
      return 'Sale final';
    case 'opening_balance':
      return 'Credit';
    case 'payout':
      return 'Cash-out';
    default:
      return kind.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
  }
}
