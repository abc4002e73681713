import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { itemPageKeys } from '../../../ui/item/item-page-keys';
import { itemQueryKey } from '../item-queries';

/**
 * What every management change ends with (spec §4.1 'After any change, the item data is
 * refreshed'): the page shows the item the server answered at once, then every cached item page is
 * read again (its actions, a sale, a state the answer may not carry for other pages).
 */
export function useItemChange(path: string | undefined): (item: ItemDetail) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (item: ItemDetail) => {
      queryClient.setQueryData(itemQueryKey(path), item);
      await queryClient.invalidateQueries({ queryKey: itemPageKeys.all });
    },
    [queryClient, path],
  );
}
