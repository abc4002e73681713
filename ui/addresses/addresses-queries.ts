import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { addressListSchema, type Address, type AddressBody } from '../../schemas/requests/addresses';

/** The signed-in user's addresses, one query entry: My Addresses and the cart's shipping address read it. */
const addressesKey = (uuid: string) => ['addresses', uuid] as const;

/** GET /v1/addresses: the default shipping address first, then newest first. */
export function addressesQuery(api: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: addressesKey(uuid),
    queryFn: () => api.get('/v1/addresses', { schema: addressListSchema }),
  });
}

/** Every write answers the addresses afterwards; they become the one entry. */
async function put(queryClient: QueryClient, uuid: string, addresses: Address[]): Promise<Address[]> {
  await queryClient.cancelQueries({ queryKey: addressesKey(uuid) });
  queryClient.setQueryData(addressesKey(uuid), addresses);
  return addresses;
}

/** The writes of My Addresses: add, change, make the default, delete. */
export function addressCalls(api: ApiClient, queryClient: QueryClient, uuid: string) {
  const options = { schema: addressListSchema };
  return {
    add: async (body: AddressBody) => put(queryClient, uuid, await api.post('/v1/addresses', body, options)),
    change: async (id: number, body: AddressBody) =>
      put(queryClient, uuid, await api.put(`/v1/addresses/${id}`, body, options)),
    makeDefault: async (id: number) =>
      put(queryClient, uuid, await api.put(`/v1/addresses/${id}/default`, {}, options)),
    remove: async (id: number) => put(queryClient, uuid, await api.delete(`/v1/addresses/${id}`, options)),
  };
}

/** One line of an address as a label prints it: '10 Main St, Apt 2, Boston, MA 02116, US'. */
export function addressLine(address: Address): string {
  return [address.street1, address.street2, address.city, `${address.region} ${address.postal_code}`, address.country]
    .filter(Boolean)
    .join(', ');
}
