import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { displayedMessage, useEngine } from '../../engine';
import { listingSchema } from '../../schemas/entities/listing';
import { AlertBox } from '../../ui/alert/AlertBox';
import { draftsQuery } from '../../ui/list-flow/drafts-queries';
import { FlowTitle } from './FlowTitle';
import { listingQuery } from './list-flow-queries';
import { FlowLoading } from './ListFlow';
import { prefilledDraft, sourceOf } from './prefill';

/**
 * /items/new?duplicate_id={id} or ?prefill_data=1&…: makes the draft at once (POST /v1/items/{id}/duplicate, or
 * POST /v1/items with the prefilled fields and `src`), then continues it at /items/{id} in place of this URL.
 */
export function StartListing({ params }: { params: URLSearchParams }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const duplicateId = params.get('duplicate_id');
  const start = useMutation({
    mutationFn: () => {
      if (duplicateId)
        return api.post(`/v1/items/${encodeURIComponent(duplicateId)}/duplicate`, {}, { schema: listingSchema });
      const src = sourceOf(params);
      return api.post(
        '/v1/items',
        { item: { ...prefilledDraft(params), ...(src ? { src } : {}) } },
        { schema: listingSchema },
      );
    },
    onSuccess: (listing) => {
      queryClient.setQueryData(listingQuery(api, listing.id).queryKey, listing);
      void queryClient.invalidateQueries({ queryKey: draftsQuery(api).queryKey });
      navigate(`/items/${listing.id}`, { replace: true });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  if (!start.isError) return <FlowLoading title="List an item" />;
  return (
    <>
      <FlowTitle title="List an item" />
      <AlertBox
        kind="error"
        role="alert"
        header={duplicateId ? 'The item could not be copied.' : 'The listing could not be started.'}
        action={{ label: 'Try again', onClick: () => start.mutate() }}
      >
        {displayedMessage(start.error)}
      </AlertBox>
      <p>
        <Link href="/items/new">Start an empty listing instead</Link>
      </p>
    </>
  );
}
