import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine';
import { cashoutSchema, payoutSchema, payoutsSchema, type Payout } from '../../../schemas/entities/payouts';
import { IDEMPOTENCY_HEADER } from '../../../schemas/requests/item-management';

/** The cash-out page's calls (server/payouts/payouts-routes.ts, server/payouts/README.md). */

/** GET /v1/users/{uuid}/cashout: Available, the minimum, whether cash-outs run, and the payout set-up. */
export const cashoutQuery = (api: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: ['selling', 'cashout', uuid],
    queryFn: () => api.get(`/v1/users/${uuid}/cashout`, { schema: cashoutSchema }),
    staleTime: 0,
  });

/** GET /v1/users/{uuid}/payouts: the seller's payouts, newest first. */
export const payoutsQuery = (api: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: ['selling', 'payouts', uuid],
    queryFn: () => api.get(`/v1/users/${uuid}/payouts`, { schema: payoutsSchema }),
    staleTime: 0,
  });

/** POST /v1/users/{uuid}/payouts with this attempt's idempotency key: the same key twice is one payout. */
export const cashOut = (api: ApiClient, uuid: string, amountCents: number, idempotencyKey: string): Promise<Payout> =>
  api.post(
    `/v1/users/${uuid}/payouts`,
    { payout: { amount_cents: amountCents } },
    { schema: payoutSchema, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );

/** The header's spendable balance (host/chrome/chrome-queries.ts): a cash-out lowers it. */
export const CHROME_BALANCE_KEY = ['chrome', 'balance'] as const;

/**
 * Dollars as typed ('412.50', '$1,250', '7') in whole cents, or null when it is not an amount: read from the text, so
 * no floating-point rounding moves a cent.
 */
export function parseCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents as the amount field shows them: '412.50'. */
export const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
