/** The product's fixed names and copy (spec §1, with {product} = Kitswap). */
export const PRODUCT_NAME = 'Kitswap';
export const SITE_TAGLINE = 'Where Athletes Buy and Sell Their Gear';
export const DEFAULT_META_DESCRIPTION = `${PRODUCT_NAME} is where athletes buy and sell their gear. Find great deals on new and used equipment, or list your gear for free in seconds.`;

/** '{title} | Buy and Sell on Kitswap', or 'Kitswap' when the page has no title (spec §1). */
export function pageTitle(title?: string | null): string {
  return title ? `${title} | Buy and Sell on ${PRODUCT_NAME}` : PRODUCT_NAME;
}
