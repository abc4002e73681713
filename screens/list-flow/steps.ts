import type { ListFlowDetail, Listing } from '../../schemas/entities/listing';
import { chosenIds, listedDetails } from './listing-fields';

/** The list flow's steps, in order (issue 16). */
export const STEPS = [
  'photos',
  'category',
  'details',
  'brand',
  'title',
  'condition',
  'price',
  'shipping',
  'review',
] as const;
export type StepId = (typeof STEPS)[number];

export const STEP_TITLES: Record<StepId, string> = {
  photos: 'Photos',
  category: 'Category',
  details: 'Details',
  brand: 'Brand and model',
  title: 'Title',
  condition: 'Condition and description',
  price: 'Price',
  shipping: 'Shipping',
  review: 'Review and publish',
};

/** Whether a saved listing has what a step asks for; `definitions` are its category's list-flow details. */
export function isStepDone(step: StepId, listing: Listing | null, definitions: readonly ListFlowDetail[]): boolean {
  if (!listing) return false;
  const has = (slug: string) => chosenIds(listing.details, slug).length > 0;
  switch (step) {
    case 'photos':
      return listing.images.length > 0;
    case 'category':
      return listing.category_ids.length > 0;
    case 'details':
      return listedDetails(definitions).every((detail) => !detail.required || has(detail.slug));
    case 'brand':
      return has('brand');
    case 'title':
      return listing.name.trim().length >= 3;
    case 'condition':
      return has('condition');
    case 'price':
      return listing.list_price !== null;
    case 'shipping':
      return listing.parcel !== null;
    case 'review':
      return listing.state !== 'draft';
  }
}

/** Where reopening a listing lands: its first step not done (spec: 'resumes at the first incomplete step'). */
export function resumeStep(listing: Listing | null, definitions: readonly ListFlowDetail[]): StepId {
  return STEPS.find((step) => step !== 'review' && !isStepDone(step, listing, definitions)) ?? 'review';
}

/** A step may be opened once every step before it is done (the first incomplete one included). */
export function reachableSteps(listing: Listing | null, definitions: readonly ListFlowDetail[]): Set<StepId> {
  const last = STEPS.indexOf(resumeStep(listing, definitions));
  return new Set(listing?.state === 'draft' || !listing ? STEPS.slice(0, last + 1) : STEPS);
}

export const nextStep = (step: StepId): StepId => STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)]!;
export const previousStep = (step: StepId): StepId | null => STEPS[STEPS.indexOf(step) - 1] ?? null;

export const parseStep = (value: string | null): StepId | null =>
  (STEPS as readonly string[]).includes(value ?? '') ? (value as StepId) : null;

/** The step that shows a payload field (`name`, `details.flex`, `parcel.length`): where its error is shown. */
export function stepOfField(field: string): StepId {
  if (field === 'images') return 'photos';
  if (field === 'category_ids') return 'category';
  if (field === 'model_id' || field === 'details.brand') return 'brand';
  if (field === 'details.condition' || field === 'description') return 'condition';
  if (field.startsWith('details')) return 'details';
  if (field === 'name') return 'title';
  if (field === 'list_price') return 'price';
  if (field.startsWith('parcel')) return 'shipping';
  return 'review';
}
