import { counterAmountSchema } from '../../schemas/requests/swap';
import { formatMoney } from '../../ui/format/money';

/**
 * What an amount typed on the swap page must be measured against: the item's price and the offer it answers (null:
 * none).
 */
export interface OfferLimits {
  price: number;
  answered: number | null;
}

/**
 * The amount field read as US dollars ('45.50', '$1,200', ' 45 '), or the words saying why it cannot
 * be sent: empty, not a number, or failing the server's own rule (schemas/requests/swap.ts
 * `counterAmountSchema`: above $0, whole cents, below the price, not the answered amount).
 */
export function readOfferAmount(text: string, limits: OfferLimits): { amount: number } | { error: string } {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replaceAll(',', '');
  if (cleaned === '') return { error: 'Enter an amount' };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return { error: 'Enter a number of dollars, like 95.50' };
  const result = counterAmountSchema(limits, formatMoney).safeParse(Number(cleaned));
  return result.success ? { amount: result.data } : { error: result.error.issues[0]!.message };
}
