import type { ListFlowDetail, Listing } from '../../schemas/entities/listing';
import { leafCategory } from './listing-fields';

/**
 * The GET /v2/value_guide query for a listing (as the value guide asks it, spec §2.12): its category, model, brand
 * and every value_guides_required detail by value slug; null until each of those is chosen.
 */
export function suggestedPriceQueryOf(listing: Listing, definitions: readonly ListFlowDetail[]) {
  const category = leafCategory(listing);
  if (!category) return null;
  const query: Record<string, unknown> = { category: [category.id] };
  if (listing.model) query.model = [listing.model.id];
  for (const definition of definitions) {
    if (definition.slug !== 'brand' && !definition.value_guides_required) continue;
    const value = listing.details.find((detail) => detail.slug === definition.slug)?.values[0];
    if (!value && definition.value_guides_required) return null;
    if (value) query[definition.slug] = [value.slug];
  }
  return { ...query, platform: 'kitswap', context: 'trade_in' };
}

/**
 * The pricing guidance sellers are given (shared/design/domain.md): lightly used gear at least 50 % below retail,
 * new at least 25 % below; chosen by the listing's condition.
 */
export function pricingGuidance(listing: Listing): string {
  const condition = listing.details.find((detail) => detail.slug === 'condition')?.values[0]?.slug;
  return condition === 'new'
    ? 'Pricing tip: new gear sells fastest at least 25% below its retail price.'
    : 'Pricing tip: lightly used gear sells fastest at least 50% below its retail price.';
}
