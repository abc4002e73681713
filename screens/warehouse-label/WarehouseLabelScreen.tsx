import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useEngine } from '../../engine';
import { AlertBox } from '../../ui/alert/AlertBox';
import { ButtonStyles } from '../../ui/button/Button';
import { OutlineButton } from '../../ui/outline-button/OutlineButton';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { warehouseLabelQuery } from '../../ui/warehouse-label/warehouse-label-queries';
import { labelItemId } from './label-item-id';
import { WarehouseLabel } from './WarehouseLabel';
import css from './WarehouseLabelScreen.css?url';

/**
 * /trade-in_listing_qr?item_id={id}: the item's warehouse label with a Print button, for the organisation that sells
 * it; anyone else signed in reads why they cannot print it, a guest is asked to log in.
 */
export default function WarehouseLabelScreen() {
  const { viewer } = useEngine();
  const itemId = labelItemId(new URLSearchParams(useSearch()));
  return (
    <div className="ks-page ks-warehouse-label">
      <ButtonStyles />
      <Stylesheet href={css} />
      <PageMeta title="Print Warehouse Label" canonical={false} />
      <h1 className="ks-warehouse-label__title">Print Warehouse Label</h1>
      {viewer ? <ItemLabel itemId={itemId} userId={viewer.userId} /> : <GuestPrompt />}
    </div>
  );
}

function ItemLabel({ itemId, userId }: { itemId: number; userId: string }) {
  const { api } = useEngine();
  const { data } = useSuspenseQuery(warehouseLabelQuery(api, itemId, userId));
  if (data.kind === 'forbidden') {
    return (
      <AlertBox
        kind="error"
        header="You can’t print this label"
        action={{ label: 'Back to the item', href: `/gear/${itemId}` }}
      >
        {data.message}
      </AlertBox>
    );
  }
  return (
    <>
      <WarehouseLabel label={data.label} />
      <p className="ks-warehouse-label__actions">
        <button type="button" className="ks-button ks-button--primary" onClick={() => window.print()}>
          Print
        </button>
        <span className="ks-warehouse-label__hint">Sized for a 4 × 6 in label.</span>
      </p>
    </>
  );
}

/** A guest is asked to log in as soon as the page runs (login returns here), and can ask again. */
function GuestPrompt() {
  const requireSignIn = useRequireSignIn();
  useEffect(() => requireSignIn({ reason: SIGN_IN_REASONS.warehouseLabel }), [requireSignIn]);
  return (
    <div className="ks-warehouse-label__guest">
      <p>Warehouse labels are printed by the staff of the organisation that sells the item.</p>
      <OutlineButton onClick={() => requireSignIn({ reason: SIGN_IN_REASONS.warehouseLabel })}>
        {SIGN_IN_REASONS.warehouseLabel}
      </OutlineButton>
    </div>
  );
}
