import { ApiError } from '../../engine';
import type { ListFlowDetail, Listing } from '../../schemas/entities/listing';
import type { ItemDraft } from '../../schemas/requests/item-draft';

/** The details the brand-and-model and condition steps ask; the details step asks the rest. */
const OWN_STEP_DETAILS = new Set(['brand', 'condition']);

/** The category's details the details step asks for (everything but brand and condition). */
export const listedDetails = (definitions: readonly ListFlowDetail[]) =>
  definitions.filter((detail) => !OWN_STEP_DETAILS.has(detail.slug));

/** The value ids a listing has chosen for a detail. */
export const chosenIds = (details: Listing['details'], slug: string): number[] =>
  details.find((detail) => detail.slug === slug)?.values.map((value) => value.id) ?? [];

/**
 * The payload's details: the listing's, with each detail in `changes` set to its value ids (none removes it). A
 * save sends every detail, so changing one keeps the others.
 */
export function detailsWith(
  details: Listing['details'],
  changes: Readonly<Record<string, readonly number[]>>,
): NonNullable<ItemDraft['details']> {
  const bySlug = new Map(details.map((detail) => [detail.slug, detail.values.map((value) => value.id)]));
  for (const [slug, ids] of Object.entries(changes)) bySlug.set(slug, [...ids]);
  return [...bySlug]
    .filter(([, ids]) => ids.length > 0)
    .map(([slug, ids]) => ({ slug, values: ids.map((id) => ({ id })) }));
}

/** The listing's leaf category: the last of its category path. */
export const leafCategory = (listing: Listing | null) => listing?.categories.at(-1) ?? null;

/** The title the flow proposes: '{brand} {model} {category title_name}' (as the value guide names items). */
export function proposedTitle(listing: Listing, brandName: string | undefined): string {
  return [brandName, listing.model?.name, leafCategory(listing)?.title_name].filter(Boolean).join(' ');
}

/** A listing's chosen value name of a detail ('Titleist'). */
export const chosenName = (listing: Listing, slug: string) =>
  listing.details.find((detail) => detail.slug === slug)?.values[0]?.name;

/**
 * The server's field errors by field, as the form names them: `item.` stripped (`name`, `details.flex`), others
 * kept (`parcel.length`). The first message of a field wins.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const entry of error.errors) {
    if (!entry.field) continue;
    const field = entry.field.replace(/^item\./, '');
    errors[field] ??= entry.message ?? entry.detail ?? entry.error ?? 'Check this field';
  }
  return errors;
}

/** An error with no field to show it beside (a refused save, a lost connection): said above the buttons. */
export const isFieldless = (error: unknown) => !(error instanceof ApiError) || !error.errors.some((e) => e.field);

/** A number the seller typed ('$1,200.50' → 1200.5, '12 ' → 12); NaN when it is no number. */
export function readNumber(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' || !/^\d*\.?\d*$/.test(cleaned) ? NaN : Number(cleaned);
}
