import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { itemQueryKey } from '../item-queries';

/**
 * One eBay change of the page's item: the server answers the whole item, which replaces the cached
 * one (the card, the actions, the price all refresh); a refusal reloads the item, since another
 * admin may have changed the link meanwhile.
 */
export function useEbayMutation<V>(path: string | undefined, change: (variables: V) => Promise<ItemDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (item) => queryClient.setQueryData(itemQueryKey(path), item),
    onError: () => queryClient.invalidateQueries({ queryKey: itemQueryKey(path) }),
  });
}
