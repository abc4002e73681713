import type { ListFlowDetail, Listing } from '../../schemas/entities/listing';
import type { StepId } from './steps';
import { BrandModelStep } from './steps/BrandModelStep';
import { CategoryStep } from './steps/CategoryStep';
import { ConditionStep } from './steps/ConditionStep';
import { DetailsStep } from './steps/DetailsStep';
import { PhotosStep } from './steps/PhotosStep';
import { PriceStep } from './steps/PriceStep';
import { ReviewStep } from './steps/ReviewStep';
import { ShippingStep } from './steps/ShippingStep';
import type { StepProps } from './steps/step-props';
import { TitleStep } from './steps/TitleStep';
import type { SaveDraft } from './use-step-save';

const STEP_COMPONENTS: Record<Exclude<StepId, 'photos'>, (props: StepProps) => React.ReactNode> = {
  category: CategoryStep,
  details: DetailsStep,
  brand: BrandModelStep,
  title: TitleStep,
  condition: ConditionStep,
  price: PriceStep,
  shipping: ShippingStep,
  review: ReviewStep,
};

export interface StepContentProps {
  step: StepId;
  listing: Listing | null;
  definitions: readonly ListFlowDetail[];
  save: SaveDraft;
  onSaved: (listing: Listing) => void;
  backHref: string | null;
}

/** The current step's form. Every step but the photos needs the saved listing (the flow never opens one without). */
export function StepContent({ step, listing, ...props }: StepContentProps) {
  if (step === 'photos') return <PhotosStep listing={listing} {...props} />;
  if (!listing) return null;
  const Step = STEP_COMPONENTS[step];
  return <Step listing={listing} {...props} />;
}
