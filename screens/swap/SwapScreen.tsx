import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { displayedMessage, isNotFound, useEngine, type ScreenProps } from '../../engine';
import type { Swap } from '../../schemas/entities/swap';
import { AlertBox } from '../../ui/alert/AlertBox';
import { ButtonStyles } from '../../ui/button/Button';
import { ItemLine } from '../../ui/cart/ItemLine';
import { formatDateTime } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { InsightsButton } from '../item/insights/InsightsButton';
import { SwapLifecycle } from './lifecycle/SwapLifecycle';
import { MessageThread } from './MessageThread';
import { OfferList } from './OfferList';
import { markSwapRead, swapQuery } from './swap-queries';
import css from './SwapScreen.css?url';

/** /swaps/{swapId}: one swap for its buyer or seller (spec §2.1, §3, §6). */
export default function SwapScreen({ params }: ScreenProps) {
  const id = Number(params.swapId);
  const { viewer } = useEngine();
  const requireSignIn = useRequireSignIn();
  return (
    <div className="ks-page ks-swap">
      <ButtonStyles />
      <Stylesheet href={css} />
      {viewer ? (
        <SwapView id={id} viewerId={Number(viewer.userId)} />
      ) : (
        <>
          <PageMeta title="Swap" canonical={`/swaps/${id}`} />
          <h1>Swap</h1>
          <button
            type="button"
            className="ks-button ks-button--primary"
            onClick={() => requireSignIn({ reason: SIGN_IN_REASONS.swap })}
          >
            Log in to see this swap
          </button>
        </>
      )}
    </div>
  );
}

function SwapView({ id, viewerId }: { id: number; viewerId: number }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const swap = useQuery(swapQuery(api, id));
  const unread = swap.data?.unread === true;
  // Opening the swap reads it, and so does a refresh that brings something new while it is open.
  useEffect(() => {
    if (unread) markSwapRead(api, queryClient, id).catch(() => undefined);
  }, [api, queryClient, id, unread]);

  return (
    <>
      <PageMeta title={swap.data ? `Swap: ${swap.data.item.name}` : 'Swap'} canonical={`/swaps/${id}`} />
      <SwapState swap={swap} viewerId={viewerId} />
    </>
  );
}

function SwapState({ swap, viewerId }: { swap: UseQueryResult<Swap>; viewerId: number }) {
  if (swap.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading the swap" />;
  if (swap.isError) {
    if (isNotFound(swap.error)) {
      return (
        <>
          <h1>Swap not found</h1>
          <p>This swap does not exist, or you are not its buyer or seller.</p>
          <p>
            <Link href="/">Go to the home page</Link>
          </p>
        </>
      );
    }
    return (
      <>
        <h1>Swap</h1>
        <AlertBox kind="error" role="alert" action={{ label: 'Try again', onClick: () => void swap.refetch() }}>
          {displayedMessage(swap.error)}
        </AlertBox>
      </>
    );
  }
  return <SwapDetails swap={swap.data} viewerId={viewerId} />;
}

function SwapDetails({ swap, viewerId }: { swap: Swap; viewerId: number }) {
  const isSeller = viewerId === swap.seller.id;
  const counterparty = isSeller ? swap.buyer : swap.seller;
  return (
    <>
      {swap.staff_view ? (
        <h1 className="ks-swap__title">
          Swap between @{swap.buyer.username} (buyer) and @{swap.seller.username} (seller)
        </h1>
      ) : (
        <>
          <h1 className="ks-swap__title">
            Swap with <span className="ks-swap__counterparty">@{counterparty.username}</span>
          </h1>
          <p className="ks-swap__role">
            {isSeller
              ? `@${counterparty.username} is buying from you.`
              : `You are buying from @${counterparty.username}.`}
          </p>
        </>
      )}
      <p className="ks-swap__id">
        Swap ID <strong>{swap.id}</strong>
        <span className="ks-visually-hidden"> (what support asks for)</span>
      </p>
      <ul className="ks-cart-lines ks-swap__item" aria-label="Item">
        <ItemLine item={swap.item} note={swap.item.state === 'available' ? null : `This item is ${swap.item.state}.`} />
      </ul>
      {isSeller ? <InsightsButton item={swap.item} swapId={swap.id} className="ks-button ks-button--small" /> : null}
      {swap.order ? (
        <p className="ks-swap__order" role="status">
          Purchased: order #{swap.order.id}, {swap.order.state} {formatMoney(swap.order.price)} on{' '}
          <time dateTime={swap.order.created_at}>{formatDateTime(swap.order.created_at)}</time>.
          {isSeller ? ' Ship it to the buyer.' : ''}
        </p>
      ) : null}
      <SwapLifecycle swap={swap} viewerId={viewerId} />
      <OfferList swap={swap} isSeller={isSeller} />
      {swap.staff_view ? null : <MessageThread swap={swap} viewerId={viewerId} counterparty={counterparty.username} />}
    </>
  );
}
