import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine';
import { sellerDashboardSchema, type SellerDashboardWindow } from '../../../schemas/entities/seller-dashboard';

/**
 * GET /v1/users/{uuid}/seller_dashboard?days=: the seller's balances, sales, items to ship, drafts and the window's
 * stats in one answer. Switching the window keeps the figures on screen until the other window's arrive.
 */
export const sellerDashboardQuery = (api: ApiClient, uuid: string, days: SellerDashboardWindow) =>
  queryOptions({
    queryKey: ['seller-dashboard', uuid, days],
    queryFn: () =>
      api.get(`/v1/users/${encodeURIComponent(uuid)}/seller_dashboard?days=${days}`, {
        schema: sellerDashboardSchema,
      }),
    placeholderData: keepPreviousData,
  });
