import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useEngine } from '../../engine';
import { listingSchema, type Listing } from '../../schemas/entities/listing';
import { AlertBox } from '../../ui/alert/AlertBox';
import { itemPageKeys } from '../../ui/item/item-page-keys';
import { draftsQuery } from '../../ui/list-flow/drafts-queries';
import { useDraftChannel } from './draft-channel';
import { FlowTitle, type FlowTitleText } from './FlowTitle';
import { listFlowDetailsQuery, listingQuery } from './list-flow-queries';
import { leafCategory } from './listing-fields';
import { StepContent } from './StepContent';
import { StepList } from './StepList';
import { nextStep, parseStep, previousStep, reachableSteps, resumeStep, type StepId } from './steps';
import type { SaveDraft } from './use-step-save';

export const CHANGED_ELSEWHERE = 'This draft was changed in another tab. It now shows those changes.';
export const OVERWROTE_NEWER = 'This draft was changed in another tab; your save replaced those changes.';

/**
 * The flow around one listing (null: a new one, not saved yet). The step is `?step=` when it can be opened, else the
 * first incomplete one. Every step's Continue saves (POST /v1/items the first time, then PUT with the version seen)
 * and opens the next step at /items/{id}.
 */
export function ListFlow({ listing, src }: { listing: Listing | null; src?: string }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [notice, setNotice] = useState<string | null>(null);
  const category = leafCategory(listing);
  const details = useQuery({ ...listFlowDetailsQuery(api, category?.id ?? 0), enabled: category !== null });
  const post = useDraftChannel(listing?.id ?? null, (version) => {
    if (!listing || version <= listing.version) return;
    setNotice(CHANGED_ELSEWHERE);
    void queryClient.invalidateQueries({ queryKey: listingQuery(api, listing.id).queryKey });
  });

  const save: SaveDraft = async (item) => {
    const saved = listing
      ? await api.put(
          `/v1/items/${listing.id}`,
          { item: { ...item, version: listing.version } },
          { schema: listingSchema },
        )
      : await api.post('/v1/items', { item: { ...item, ...(src ? { src } : {}) } }, { schema: listingSchema });
    queryClient.setQueryData(listingQuery(api, saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: draftsQuery(api).queryKey });
    if (saved.state !== 'draft') void queryClient.invalidateQueries({ queryKey: itemPageKeys.all });
    post(saved);
    setNotice(saved.overwrote_newer ? OVERWROTE_NEWER : null);
    return saved;
  };

  const title: FlowTitleText = listing && listing.state !== 'draft' ? 'Edit your item' : 'List an item';
  if (category && details.isPending) return <FlowLoading title={title} />;
  if (details.isError) {
    return (
      <>
        <FlowTitle title={title} />
        <AlertBox kind="error" role="alert" action={{ label: 'Try again', onClick: () => void details.refetch() }}>
          The details of this category could not be loaded.
        </AlertBox>
      </>
    );
  }
  const definitions = details.data ?? [];
  const reachable = reachableSteps(listing, definitions);
  const requested = parseStep(new URLSearchParams(search).get('step'));
  const step: StepId = requested && reachable.has(requested) ? requested : resumeStep(listing, definitions);
  const hrefOf = listing ? (to: StepId) => `/items/${listing.id}?step=${to}` : null;
  const previous = previousStep(step);

  const onSaved = (saved: Listing) => {
    if (!listing) navigate(`/items/${saved.id}?step=${step}`, { replace: true });
    navigate(`/items/${saved.id}?step=${nextStep(step)}`);
  };

  return (
    <>
      <FlowTitle title={title} />
      {notice ? (
        <AlertBox kind="warning" role="alert">
          {notice}
        </AlertBox>
      ) : null}
      <div className="ks-list-flow__layout">
        <StepList current={step} reachable={reachable} hrefOf={hrefOf} />
        <StepContent
          key={`${step}-${listing?.version ?? 'new'}`}
          step={step}
          listing={listing}
          definitions={definitions}
          save={save}
          onSaved={onSaved}
          backHref={hrefOf && previous ? hrefOf(previous) : null}
        />
      </div>
    </>
  );
}

/** The page while the listing or its category's details load. */
export function FlowLoading({ title }: { title: FlowTitleText }) {
  return (
    <>
      <FlowTitle title={title} />
      <p role="status">Loading your listing…</p>
    </>
  );
}
