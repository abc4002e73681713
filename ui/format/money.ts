/**
 * Whole amounts drop the cents ($120), others keep two digits ($119.99). `trailingZeroDisplay`
 * strips zeros only when the value rounds to a whole dollar, so 119.999 shows as $120.
 *
 * Made on first use, not when the module loads: a browser's first Intl formatter loads its locale
 * data (~15 ms, ~60 ms on a mid-range phone), which would otherwise sit in the one long task that
 * evaluates the page's modules instead of in a slice of the (interruptible) hydration.
 */
let usd: Intl.NumberFormat | undefined;

/** A USD amount for display (spec §9 'Currency: USD'): '$120', '$119.99', '$1,250'. */
export function formatMoney(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    trailingZeroDisplay: 'stripIfInteger',
  });
  return usd.format(amount);
}
