import type { ListFlowDetail, Listing } from '../../../schemas/entities/listing';
import type { SaveDraft } from '../use-step-save';

/** What every step gets from the flow. */
export interface StepProps {
  listing: Listing;
  /** The list-flow details of the listing's category ([] before it has one). */
  definitions: readonly ListFlowDetail[];
  save: SaveDraft;
  /** The step's save succeeded: the flow goes on to the next step. */
  onSaved: (listing: Listing) => void;
  backHref: string | null;
}
