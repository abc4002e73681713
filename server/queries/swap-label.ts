/** The latest offer of a swap, as the inbox query reads it. */
export interface LatestOffer {
  amount: number | null;
  state: 'pending' | 'accepted' | 'declined' | null;
  seller_offer: boolean | null;
  counter_offer: boolean | null;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

/** A USD amount as the client's ui/format/money writes it ('$120', '$119.99'), for the server's labels and messages. */
export const formatUsd = (amount: number): string => usd.format(amount);

/**
 * The inbox row's label (spec §3 'label'), from the swap's own state: 'Purchased' once it has an
 * order, else its latest offer ('Offer $120 pending', 'Counter-offer $110 declined', 'Offer
 * accepted' without an amount), else 'Message' (Message Seller without an offer).
 */
export function swapLabel(hasOrder: boolean, offer: LatestOffer): string {
  if (hasOrder) return 'Purchased';
  if (!offer.state) return 'Message';
  const kind = offer.counter_offer || offer.seller_offer ? 'Counter-offer' : 'Offer';
  return [kind, offer.amount === null ? null : formatUsd(offer.amount), offer.state].filter(Boolean).join(' ');
}
