import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine';
import {
  sellerAccountAnswerSchema,
  sellerAccountSchema,
  type SellerAccount,
} from '../../../schemas/entities/seller-account';
import type { SellerBankBody, SellerContactBody, SellerIdentityBody } from '../../../schemas/requests/seller-account';

const sellerAccountKey = (uuid: string) => ['seller-account', uuid] as const;
const pathOf = (uuid: string) => `/v1/users/${encodeURIComponent(uuid)}/seller_account`;

/** GET /v1/users/{uuid}/seller_account: the signed-in seller's account, null before set-up (server/seller-accounts). */
export function sellerAccountQuery(api: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: sellerAccountKey(uuid),
    queryFn: () => api.get(pathOf(uuid), { schema: sellerAccountAnswerSchema }),
  });
}

/**
 * The set-up's writes: identity and address, contact, bank. Each answers the account as it is afterwards, which
 * becomes the query's entry, so the next page of the flow reads it without a call.
 */
export function sellerAccountCalls(api: ApiClient, queryClient: QueryClient, uuid: string) {
  const options = { schema: sellerAccountSchema };
  const keep = async (account: SellerAccount) => {
    await queryClient.cancelQueries({ queryKey: sellerAccountKey(uuid) });
    queryClient.setQueryData(sellerAccountKey(uuid), account);
    return account;
  };
  return {
    saveIdentity: async (body: SellerIdentityBody) => keep(await api.put(pathOf(uuid), body, options)),
    saveContact: async (body: SellerContactBody) => keep(await api.put(`${pathOf(uuid)}/contact`, body, options)),
    saveBank: async (body: SellerBankBody) => keep(await api.put(`${pathOf(uuid)}/bank`, body, options)),
  };
}

/** Today as YYYY-MM-DD in UTC: the day the server checks a date of birth against. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
