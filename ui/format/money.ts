import { numberFormat } from './intl-cache';

/**
 * A USD amount for display (spec §9 'Currency: USD'): '$120', '$119.99', '$1,250'. Whole amounts
 * drop the cents, others keep two digits. `trailingZeroDisplay` strips zeros only when the value
 * rounds to a whole dollar, so 119.999 shows as $120.
 */
export function formatMoney(amount: number): string {
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount);
}
