/**
 * Whole amounts drop the cents ($120), others keep two digits ($119.99). `trailingZeroDisplay`
 * strips zeros only when the value rounds to a whole dollar, so 119.999 shows as $120.
 */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

/** A USD amount for display (spec §9 'Currency: USD'): '$120', '$119.99', '$1,250'. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}
