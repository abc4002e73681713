import type { Lander } from '../../schemas/entities/lander';
import { filtersFromQuery, selectedValues, type FilterState } from '../../ui/browse/filter-state';

/**
 * The filters a lander's query pre-sets (spec §2.7 'Landers as search pages'), or null for a lander
 * that names no category, brand or model (a navigation page such as 'How to Ship'), which shows no
 * results.
 */
export function landerFilters(lander: Pick<Lander, 'query'>): FilterState | null {
  const filters = filtersFromQuery(lander.query);
  return ['category', 'brand', 'model'].some((key) => selectedValues(filters, key).length > 0) ? filters : null;
}
