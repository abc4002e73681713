import { z } from 'zod';

/**
 * POST /v1/users/{uuid}/payouts: `{payout: {amount_cents}}`, whole cents, sent with the header x-idempotency-key
 * (IDEMPOTENCY_HEADER): the same key and amount again answer the first payout, another amount is refused. The
 * minimum and the Available balance are the server's checks (422 on `payout.amount_cents`).
 */
export const cashOutBodySchema = z.object({
  payout: z.object({
    amount_cents: z
      .number({ error: 'Enter an amount' })
      .int('Enter dollars and cents, like 95.50')
      .positive('Enter an amount above $0')
      .max(Number.MAX_SAFE_INTEGER),
  }),
});
export type CashOutBody = z.infer<typeof cashOutBodySchema>;

/** 'You can cash out at most $412.50': the page and the server say it alike (`money` formats dollars). */
export const atMostMessage = (availableCents: number, money: (usd: number) => string) =>
  `You can cash out at most ${money(availableCents / 100)}`;

/** 'The smallest cash-out is $1': the page and the server say it alike. */
export const minimumMessage = (minimumCents: number, money: (usd: number) => string) =>
  `The smallest cash-out is ${money(minimumCents / 100)}`;
