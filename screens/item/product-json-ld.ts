import type { ItemState } from '../../schemas/entities/item';
import type { ItemDetail } from '../../schemas/entities/item-detail';
import { itemHref } from '../../ui/item/item-href';

const AVAILABILITY: Record<ItemState, string> = {
  available: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  removed: 'https://schema.org/Discontinued',
  archived: 'https://schema.org/Discontinued',
  draft: 'https://schema.org/PreOrder',
};

/**
 * The item as schema.org Product JSON-LD, for search engines: name, description, photos, brand,
 * category, condition, and one USD offer with its availability. URLs are site paths (the page's
 * own origin resolves them).
 */
export function productJsonLd(item: ItemDetail): Record<string, unknown> {
  const condition = item.details.find((detail) => detail.slug === 'condition')?.values[0]?.slug;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    sku: String(item.id),
    ...(item.description ? { description: item.description } : {}),
    ...(item.images?.length ? { image: item.images.map((image) => image.large_url) } : {}),
    ...(item.brand ? { brand: { '@type': 'Brand', name: item.brand.name } } : {}),
    ...(item.model ? { model: item.model.name } : {}),
    ...(item.categories?.length ? { category: item.categories.at(-1)?.full_name } : {}),
    ...(condition
      ? { itemCondition: condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition' }
      : {}),
    offers: {
      '@type': 'Offer',
      url: itemHref(item),
      priceCurrency: 'USD',
      price: item.price.toFixed(2),
      availability: AVAILABILITY[item.state],
      seller: { '@type': 'Person', name: item.seller.username },
    },
  };
}

/** JSON for a <script> element: '<' escaped, so no text in it can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
