import type { PredictiveResult } from '../../schemas/entities/chrome';

/** Where a result leads: /nav/{path} for navigation results, /shop/{path} otherwise (spec §5). */
export function resultHref(result: PredictiveResult): string {
  return `${result.type === 'navigation' ? '/nav' : '/shop'}/${result.path}`;
}

/** /search?q={query}: the full-text search page. */
export function searchHref(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}

/**
 * The search-submit rule of spec §5: the first exact, case-insensitive name match among the
 * predictive results (ties go to the highest available_count); failing that, a synonym match (the
 * same tie rule); failing that, /search?q=. `results` is null when the predictive call failed.
 */
export function submitDestination(query: string, results: readonly PredictiveResult[] | null): string {
  const wanted = query.trim().toLowerCase();
  const best = (matches: PredictiveResult[]) =>
    matches.reduce<PredictiveResult | undefined>(
      (top, result) => (top && top.available_count >= result.available_count ? top : result),
      undefined,
    );
  const byName = best((results ?? []).filter((result) => result.name.toLowerCase() === wanted));
  if (byName) return resultHref(byName);
  const bySynonym = best(
    (results ?? []).filter((result) => result.synonyms.some((synonym) => synonym.toLowerCase() === wanted)),
  );
  if (bySynonym) return resultHref(bySynonym);
  return searchHref(query.trim());
}
