import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import {
  proChargeSchema,
  proPlanSchema,
  proStatusSchema,
  type ProCycle,
  type ProStatus,
} from '../../schemas/entities/pro';
import { IDEMPOTENCY_HEADER } from '../../schemas/requests/item-management';
import type { OfferFloorBody, SubscribeBody } from '../../schemas/requests/pro';

/** The Pro page's calls (server/pro/pro-routes.ts, server/README.md). */

/** GET /v1/pro/plans: the plans on sale (public). */
export const proPlansQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['pro', 'plans'],
    queryFn: () => api.get('/v1/pro/plans', { schema: proPlanSchema.array() }),
  });

/** GET /v1/pro/subscription: the signed-in seller's running subscription and offer floor. */
export const proStatusQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ['pro', 'status', userId],
    queryFn: () => api.get('/v1/pro/subscription', { schema: proStatusSchema }),
    staleTime: 0,
  });

/** GET /v1/pro/billing_history: the signed-in seller's purchases and renewal attempts, newest first. */
export const proBillingHistoryQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ['pro', 'billing-history', userId],
    queryFn: () => api.get('/v1/pro/billing_history', { schema: proChargeSchema.array() }),
    staleTime: 0,
  });

/** POST /v1/pro/subscription with this checkout attempt's idempotency key: the same key twice is one charge. */
export const subscribePro = (api: ApiClient, body: SubscribeBody, idempotencyKey: string): Promise<ProStatus> =>
  api.post('/v1/pro/subscription', body, {
    schema: proStatusSchema,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/** PUT /v1/pro/subscription: the plan and cycle from the next period on. */
export const changeProPlan = (api: ApiClient, plan: string, cycle: ProCycle): Promise<ProStatus> =>
  api.put('/v1/pro/subscription', { subscription: { plan, cycle } }, { schema: proStatusSchema });

/** DELETE /v1/pro/subscription: cancels at the end of the paid period. */
export const cancelPro = (api: ApiClient): Promise<ProStatus> =>
  api.delete('/v1/pro/subscription', { schema: proStatusSchema });

/** PUT /v1/pro/offer_floor: the offer floor in percent, or null to remove it. */
export const saveOfferFloor = (api: ApiClient, percent: OfferFloorBody['offer_floor']['percent']): Promise<ProStatus> =>
  api.put('/v1/pro/offer_floor', { offer_floor: { percent } }, { schema: proStatusSchema });
