import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { batchAddCartItems } from './cart-queries';
import { readGuestCart, removeFromGuestCart } from './guest-cart';

const running = new Map<string, Promise<void>>();

/**
 * Moves the guest cart into the signed-in user's server cart (POST batch_add), once at a time per
 * user. Only the ids sent are taken out of local storage, and only after the server has them: a
 * failed merge keeps the guest cart for the next try, an item added meanwhile stays, and the
 * server keeps one line per item, so nothing is lost or doubled.
 */
export function mergeGuestCart(api: ApiClient, queryClient: QueryClient, uuid: string): Promise<void> {
  const ids = readGuestCart().map((entry) => entry.id);
  if (ids.length === 0) return Promise.resolve();
  const existing = running.get(uuid);
  if (existing) return existing;
  const merge = batchAddCartItems(api, queryClient, uuid, ids)
    .then(() => removeFromGuestCart(ids))
    .catch(() => undefined)
    .finally(() => running.delete(uuid));
  running.set(uuid, merge);
  return merge;
}
