import type { ItemDetail } from '../../schemas/entities/item-detail';

/**
 * Items of these categories (matched on the first or second category level) are bundled: Buy Now only carts them (spec
 * §4.2). The spec's list is empty.
 */
export const BUNDLE_CATEGORY_SLUGS: readonly string[] = [];

/** The modifier keys of a click. */
export interface ClickModifiers {
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** Where the cart opens after Buy Now; the beta checkout flag rides along as `beta_checkout=1`. */
export const checkoutHref = (beta: boolean) => (beta ? '/cart?beta_checkout=1' : '/cart');

export type BuyNowPlan =
  /** The item has variations and none is chosen: the offer modal in buyNow mode. */
  | { kind: 'choose_variation' }
  /** A bundle-category item: into the cart, and stay on the page. */
  | { kind: 'add_to_cart' }
  /** Into the cart, then the cart's checkout. */
  | { kind: 'checkout'; href: string };

/**
 * Buy Now (spec §4.2): a bundle-category item (category_1 / category_2 in the rule list) only goes
 * into the cart; an item with variations asks for one first; otherwise it goes into the cart and
 * the checkout opens, with the beta checkout flag when Ctrl (or Cmd) and Shift were held.
 */
export function buyNowPlan(
  item: Pick<ItemDetail, 'variations' | 'categories'>,
  click: ClickModifiers = {},
): BuyNowPlan {
  const [category1, category2] = item.categories ?? [];
  if ([category1, category2].some((category) => category && BUNDLE_CATEGORY_SLUGS.includes(category.slug)))
    return { kind: 'add_to_cart' };
  if (item.variations.length > 0) return { kind: 'choose_variation' };
  return { kind: 'checkout', href: checkoutHref(Boolean((click.ctrlKey || click.metaKey) && click.shiftKey)) };
}
