import { z } from 'zod';

/** GET /v1/users/{uuid}/seller_dashboard?days=30|90: the stats' window, 30 days unless asked. */
export const sellerDashboardParamsSchema = z.object({
  days: z
    .enum(['30', '90'], { message: 'days is 30 or 90' })
    .default('30')
    .transform((days) => (days === '90' ? 90 : 30) as 30 | 90),
});
