import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ApiError, NotFoundError, useEngine, type ScreenProps } from '../../engine';
import { AlertBox } from '../../ui/alert/AlertBox';
import { ButtonStyles } from '../../ui/button/Button';
import { OutlineButton } from '../../ui/outline-button/OutlineButton';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { FlowTitle } from './FlowTitle';
import { listingQuery } from './list-flow-queries';
import { FlowLoading, ListFlow } from './ListFlow';
import css from './ListFlowScreen.css?url';
import { sourceOf } from './prefill';
import { StartListing } from './StartListing';

/** /items/new and /items/{id}: list an item, continue a draft, or edit a listing (spec §2.1). */
export default function ListFlowScreen({ params }: ScreenProps) {
  const { signedIn } = useEngine();
  const id = params.id ?? '';
  const isNew = id === 'new';
  if (!isNew && !/^[1-9]\d{0,9}$/.test(id)) throw new NotFoundError('Item');
  return (
    <div className="ks-page ks-list-flow">
      <ButtonStyles />
      <Stylesheet href={css} />
      {!signedIn ? <GuestGate /> : isNew ? <NewListing /> : <EditListing id={Number(id)} />}
    </div>
  );
}

/** A guest is asked to log in as soon as the page runs (login comes back here), and can ask again. */
function GuestGate() {
  const requireSignIn = useRequireSignIn();
  useEffect(() => requireSignIn({ reason: SIGN_IN_REASONS.listing }), [requireSignIn]);
  return (
    <>
      <FlowTitle title="List an item" />
      <p>Listing is free. Log in or create an account, and your listing starts here.</p>
      <OutlineButton onClick={() => requireSignIn({ reason: SIGN_IN_REASONS.listing })}>
        Log in to start listing
      </OutlineButton>
    </>
  );
}

function NewListing() {
  const params = new URLSearchParams(useSearch());
  if (params.get('duplicate_id') || params.get('prefill_data') === '1') return <StartListing params={params} />;
  return <ListFlow listing={null} src={sourceOf(params)} />;
}

/** A saved listing, loaded for its seller; someone else's is refused, an unknown id is the 404 page. */
function EditListing({ id }: { id: number }) {
  const { api } = useEngine();
  const query = useQuery(listingQuery(api, id));
  if (query.isPending) return <FlowLoading title="List an item" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404) throw new NotFoundError('Item');
    return (
      <>
        <FlowTitle title="List an item" />
        <AlertBox
          kind="error"
          role="alert"
          action={status === 403 ? undefined : { label: 'Try again', onClick: () => void query.refetch() }}
        >
          {status === 403
            ? 'This item is not yours: only its seller can edit it.'
            : 'Your listing could not be loaded.'}
        </AlertBox>
      </>
    );
  }
  return <ListFlow listing={query.data} />;
}
