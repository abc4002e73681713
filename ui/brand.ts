/** The product's fixed names and copy (spec §1, with {product} = Kitswap). */
export const PRODUCT_NAME = 'Kitswap';
export const SITE_TAGLINE = 'Where Athletes Buy and Sell Their Gear';
export const DEFAULT_META_DESCRIPTION = `${PRODUCT_NAME} is where athletes buy and sell their gear. Find great deals on new and used equipment, or list your gear for free in seconds.`;

/** '{title} | Buy and Sell on Kitswap', or 'Kitswap' when the page has no title (spec §1). */
export function pageTitle(title?: string | null): string {
  return title ? `${title} | Buy and Sell on ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The social provider of the second JOIN button (spec §2.7 'F'). */
export const JOIN_SOCIAL_PROVIDER = { name: 'Facebook', slug: 'facebook' } as const;

/** The two ways a guest joins from a hero or a join_prompt tile (spec §2.7): email, then the social provider. */
export const JOIN_LINKS = [
  { label: 'JOIN WITH EMAIL', href: '/register' },
  { label: `JOIN WITH ${JOIN_SOCIAL_PROVIDER.name}`, href: `/register?provider=${JOIN_SOCIAL_PROVIDER.slug}` },
] as const;
