import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { displayedMessage, isNotFound, useEngine, type ScreenProps } from '../../engine';
import { AlertBox } from '../../ui/alert/AlertBox';
import { ButtonStyles } from '../../ui/button/Button';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { labelPurpose, shippingLabelQuery } from './label-queries';
import { ShippingLabel } from './ShippingLabel';
import css from './ShippingLabelScreen.css?url';

/**
 * /swaps/{swapId}/label: the swap's prepaid shipping label (or, with ?purpose=return, a dispute's return label) with
 * a Print button, for the swap's buyer and seller; printed, the label is the whole page.
 */
export default function ShippingLabelScreen({ params }: ScreenProps) {
  const swapId = Number(params.swapId);
  const purpose = labelPurpose(new URLSearchParams(useSearch()));
  const { viewer } = useEngine();
  const requireSignIn = useRequireSignIn();
  const title = purpose === 'return' ? 'Print Return Label' : 'Print Shipping Label';
  return (
    <div className="ks-page ks-shipping-label-page">
      <ButtonStyles />
      <Stylesheet href={css} />
      <PageMeta title={title} canonical={false} />
      <h1 className="ks-shipping-label-page__title">{title}</h1>
      {viewer ? (
        <LabelView swapId={swapId} purpose={purpose} />
      ) : (
        <button
          type="button"
          className="ks-button ks-button--primary"
          onClick={() => requireSignIn({ reason: SIGN_IN_REASONS.swap })}
        >
          {SIGN_IN_REASONS.swap}
        </button>
      )}
    </div>
  );
}

function LabelView({ swapId, purpose }: { swapId: number; purpose: 'sale' | 'return' }) {
  const { api } = useEngine();
  const label = useQuery(shippingLabelQuery(api, swapId, purpose));
  const back = (
    <p className="ks-shipping-label-page__back">
      <Link href={`/swaps/${swapId}`}>Back to the swap</Link>
    </p>
  );
  if (label.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading the label" />;
  if (label.isError) {
    return isNotFound(label.error) ? (
      <AlertBox kind="info" header="No label yet" action={{ label: 'Back to the swap', href: `/swaps/${swapId}` }}>
        There is no {purpose === 'return' ? 'return' : 'shipping'} label for this swap yet, or it is not yours to print.
      </AlertBox>
    ) : (
      <AlertBox kind="error" role="alert" action={{ label: 'Try again', onClick: () => void label.refetch() }}>
        {displayedMessage(label.error)}
      </AlertBox>
    );
  }
  return (
    <>
      <ShippingLabel label={label.data} />
      <p className="ks-shipping-label-page__actions">
        <button type="button" className="ks-button ks-button--primary" onClick={() => window.print()}>
          Print
        </button>
        <span className="ks-shipping-label-page__hint">Sized for a 4 × 6 in label.</span>
      </p>
      {back}
    </>
  );
}
