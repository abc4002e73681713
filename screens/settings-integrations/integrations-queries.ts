import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import {
  marketplaceAccountSchema,
  socialLinksSchema,
  type MarketplaceAccount,
} from '../../schemas/requests/connected-accounts';

/** The caller's linked social accounts and whether the account has a password. */
export const socialLinksQuery = (api: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: ['social-links', uuid],
    queryFn: () =>
      api.get(`/iam/v1/auth/user/${encodeURIComponent(uuid)}/link`, { service: 'iam', schema: socialLinksSchema }),
  });

export const EBAY_ACCOUNT_PATH = '/v1/marketplace_accounts/ebay';

/** The seller's eBay account: connected, disconnected or not connected. */
export const ebayAccountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['marketplace-account', 'ebay'],
    queryFn: () => api.get(EBAY_ACCOUNT_PATH, { schema: marketplaceAccountSchema }),
  });

export const connectEbay = (api: ApiClient, authorizationCode: string): Promise<MarketplaceAccount> =>
  api.post(EBAY_ACCOUNT_PATH, { authorization_code: authorizationCode }, { schema: marketplaceAccountSchema });

export const disconnectEbay = (api: ApiClient): Promise<MarketplaceAccount> =>
  api.delete(EBAY_ACCOUNT_PATH, { schema: marketplaceAccountSchema });
