import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { displayedMessage, useEngine } from '../../../engine';
import { listingSchema, type Listing } from '../../../schemas/entities/listing';
import { formatMoney } from '../../../ui/format/money';
import { itemHref } from '../../../ui/item/item-href';
import { itemPageKeys } from '../../../ui/item/item-page-keys';
import { draftsQuery } from '../../../ui/list-flow/drafts-queries';
import { fieldErrors, isFieldless, leafCategory } from '../listing-fields';
import { StepForm } from '../StepForm';
import { STEP_TITLES, stepOfField, type StepId } from '../steps';
import type { StepProps } from './step-props';

/** The review's lines: what the seller chose, each with the step that changes it. */
function summary(listing: Listing): [StepId, string][] {
  const detail = (slug: string) => listing.details.find((entry) => entry.slug === slug)?.values[0]?.name;
  const others = listing.details.filter((entry) => entry.slug !== 'brand' && entry.slug !== 'condition');
  const parcel = listing.parcel;
  return [
    ['photos', `${listing.images.length} ${listing.images.length === 1 ? 'photo' : 'photos'}`],
    ['category', leafCategory(listing)?.name ?? 'Not chosen'],
    [
      'details',
      others.map((entry) => `${entry.name}: ${entry.values.map((v) => v.name).join(', ')}`).join('; ') || 'None',
    ],
    ['brand', [detail('brand') ?? 'No brand', listing.model?.name].filter(Boolean).join(' ')],
    ['title', listing.name || 'No title'],
    ['condition', [detail('condition') ?? 'No condition', listing.description].filter(Boolean).join(' — ')],
    ['price', listing.list_price === null ? 'No price' : formatMoney(listing.list_price)],
    [
      'shipping',
      parcel
        ? `${parcel.length} × ${parcel.width} × ${parcel.height} in${parcel.weight ? `, ${parcel.weight} lb` : ''}`
        : 'No parcel',
    ],
  ];
}

/**
 * Review: everything chosen, each with its step's Edit link; Publish checks the listing (POST /v1/items/{id}/validate,
 * every problem at once, each linking to its step), then publishes it (POST /v1/items/publish) and opens the item
 * page with `published=1`. An item already published has nothing to publish: its changes are saved.
 */
export function ReviewStep({ listing, backHref }: StepProps) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [path, navigate] = useLocation();
  const draft = listing.state === 'draft';
  const publish = useMutation({
    mutationFn: async () => {
      await api.post(`/v1/items/${listing.id}/validate`, {});
      return api.post('/v1/items/publish', { item: { id: listing.id } }, { schema: listingSchema });
    },
    onSuccess: (published) => {
      void queryClient.invalidateQueries({ queryKey: draftsQuery(api).queryKey });
      void queryClient.invalidateQueries({ queryKey: itemPageKeys.all });
      navigate(itemHref(published, { published: true }));
    },
  });
  const problems = Object.entries(fieldErrors(publish.error));

  return (
    <StepForm
      step="review"
      onSubmit={() => (draft ? publish.mutate() : navigate(itemHref(listing)))}
      pending={publish.isPending}
      formError={publish.error && isFieldless(publish.error) ? displayedMessage(publish.error) : null}
      backHref={backHref}
      submitLabel={draft ? 'Publish' : 'View item'}
    >
      {listing.images[0] ? (
        <img className="ks-list-flow__review-photo" src={listing.images[0].small_url} alt="Primary photo" />
      ) : null}
      <dl className="ks-list-flow__review">
        {summary(listing).map(([step, text]) => (
          <div key={step} className="ks-list-flow__review-row">
            <dt>{STEP_TITLES[step]}</dt>
            <dd>{text}</dd>
            <dd>
              <Link href={`${path}?step=${step}`} aria-label={`Edit ${STEP_TITLES[step].toLowerCase()}`}>
                Edit
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      {problems.length > 0 ? (
        <div role="alert" className="ks-list-flow__problems">
          <p>Fix these before publishing:</p>
          <ul>
            {problems.map(([field, message]) => (
              <li key={field}>
                <Link href={`${path}?step=${stepOfField(field)}`}>
                  {STEP_TITLES[stepOfField(field)]}: {message}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </StepForm>
  );
}
