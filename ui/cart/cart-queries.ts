import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { browserCookieJar, HAS_PURCHASED_COOKIE, type ApiClient } from '../../engine';
import { cartSchema, type Cart } from '../../schemas/entities/cart';
import { checkoutResultSchema, purchasesResponseSchema, type CheckoutResult } from '../../schemas/entities/order';

/** How long a read cart counts as fresh (spec §9 'Cart stale time 30 s'). */
export const CART_STALE_TIME_MS = 30_000;

const cartPath = (uuid: string) => `/v1/users/${encodeURIComponent(uuid)}/cart`;

/**
 * The query key of a user's cart. This module owns it: every reader (the cart page, the header's
 * count, the item page's View in Cart) reads this one entry through {@link cartQuery}, and every
 * write below puts the cart its answer holds into it, so they all change at once.
 */
const cartQueryKey = (uuid: string) => ['cart', uuid] as const;

/** GET /v1/users/{uuid}/cart (spec §7.4), fresh for 30 s. */
export function cartQuery(api: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: cartQueryKey(uuid),
    queryFn: () => api.get(cartPath(uuid), { schema: cartSchema }),
    staleTime: CART_STALE_TIME_MS,
  });
}

/** Reads the cart again (a write was refused because the cart changed elsewhere). */
export function refreshCart(queryClient: QueryClient, uuid: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cartQueryKey(uuid) });
}

/**
 * Puts the cart a write answered into the one entry. A read of the cart already under way may
 * have left the server before the write and would land after it with the old cart (the cart page
 * read empty after the guest-cart merge): it is cancelled first, so the write's answer stays.
 */
async function putCart(queryClient: QueryClient, uuid: string, cart: Cart): Promise<Cart> {
  await queryClient.cancelQueries({ queryKey: cartQueryKey(uuid) });
  queryClient.setQueryData(cartQueryKey(uuid), cart);
  return cart;
}

/** POST /v1/users/{uuid}/cart/cart_items: one item (and its variation) into the cart, which the answer holds. */
export async function addCartItem(
  api: ApiClient,
  queryClient: QueryClient,
  uuid: string,
  itemId: number,
  variationId: number | null = null,
): Promise<Cart> {
  return putCart(
    queryClient,
    uuid,
    await api.post(
      `${cartPath(uuid)}/cart_items`,
      { cart: { cart_item: { item_id: itemId, item_variation_id: variationId } } },
      { schema: cartSchema },
    ),
  );
}

/** DELETE /v1/users/{uuid}/cart/cart_items/{id}. */
export async function removeCartItem(
  api: ApiClient,
  queryClient: QueryClient,
  uuid: string,
  cartItemId: number,
): Promise<void> {
  await putCart(
    queryClient,
    uuid,
    await api.delete(`${cartPath(uuid)}/cart_items/${cartItemId}`, { schema: cartSchema }),
  );
}

/** POST /v1/users/{uuid}/cart/batch_add: the guest cart's items into the account's cart. */
export async function batchAddCartItems(
  api: ApiClient,
  queryClient: QueryClient,
  uuid: string,
  itemIds: number[],
): Promise<void> {
  await putCart(
    queryClient,
    uuid,
    await api.post(`${cartPath(uuid)}/batch_add`, { cart: { item_ids: itemIds } }, { schema: cartSchema }),
  );
}

/**
 * POST /v1/users/{uuid}/cart/checkout with the payment nonce (or a saved card's id) and the beta checkout flag. On
 * success the cart is empty, the purchases are stale, and ks_user_haspc=1 records that the user has bought.
 */
export async function checkoutCart(
  api: ApiClient,
  queryClient: QueryClient,
  uuid: string,
  pay: { nonce: string } | { payment_method_id: number },
  betaCheckout: boolean,
): Promise<CheckoutResult> {
  const result = await api.post(
    `${cartPath(uuid)}/checkout`,
    { checkout: { ...pay, beta_checkout: betaCheckout } },
    { schema: checkoutResultSchema },
  );
  rememberPurchaseCount(result.purchase_count);
  await refreshCart(queryClient, uuid);
  await queryClient.invalidateQueries({ queryKey: purchasesQueryKey(uuid) });
  return result;
}

/** ks_user_haspc=1 once the user's purchase_count is above 0 (spec §9). */
export function rememberPurchaseCount(purchaseCount: number): void {
  if (purchaseCount > 0 && typeof document !== 'undefined') browserCookieJar().set(HAS_PURCHASED_COOKIE, '1');
}

export const purchasesQueryKey = (uuid: string) => ['purchases', uuid] as const;

/** GET /v1/users/{uuid}/purchases: the buyer's orders, newest first, with their purchase_count. */
export function purchasesQuery(api: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: purchasesQueryKey(uuid),
    queryFn: () =>
      api.get(`/v1/users/${encodeURIComponent(uuid)}/purchases`, { full: true, schema: purchasesResponseSchema }),
  });
}
