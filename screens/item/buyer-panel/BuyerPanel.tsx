import { useState } from 'react';
import { Link } from 'wouter';
import { displayedMessage, useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { AdminActions } from '../manage/AdminActions';
import { ManagementPanel } from '../manage/ManagementPanel';
import type { PurchaseActions } from '../purchase-actions';
import { FavoriteButton } from './FavoriteButton';
import { buyerPanel, type PanelButton } from './panel-rules';

export interface BuyerPanelProps {
  item: ItemDetail;
  /** The page's item path (the favourite updates its cache entry). */
  path: string | undefined;
  purchase: PurchaseActions;
}

/** The viewer's buttons for an item (spec §4.1), decided by {@link buyerPanel}. */
export function BuyerPanel({ item, path, purchase }: BuyerPanelProps) {
  const { signedIn, viewer } = useEngine();
  const [favoriteError, setFavoriteError] = useState<unknown>(null);
  const panel = buyerPanel({
    state: item.state,
    actions: item.actions,
    role: viewer?.userId === String(item.seller.id) ? 'seller' : 'buyer',
    signedIn,
    hasVariations: item.variations.length > 0,
    auction: Boolean(item.auction),
    inCart: purchase.inCart,
    buyerSwapId: item.buyer_swap_id ?? null,
  });

  if (panel.view === 'none') return null;
  if (panel.view === 'management') {
    return (
      <>
        <ManagementPanel item={item} path={path} actions={panel.actions} />
        {panel.admin.length > 0 ? <AdminActions item={item} path={path} actions={panel.admin} /> : null}
      </>
    );
  }

  const errors = [purchase.error, favoriteError].filter(Boolean);
  const button = (entry: PanelButton) => {
    const className = (primary: boolean) => `ks-button ks-item__button${primary ? ' ks-button--primary' : ''}`;
    switch (entry.kind) {
      case 'buy_now':
        return (
          <button key="buy" type="button" className={className(true)} onClick={purchase.buyNow}>
            Buy Now
          </button>
        );
      case 'add_to_cart':
        return (
          <button key="cart" type="button" className={className(entry.primary)} onClick={purchase.addToCart}>
            Add to Cart
          </button>
        );
      case 'view_in_cart':
        return (
          <Link key="cart" href="/cart" className={className(entry.primary)}>
            View in Cart
          </Link>
        );
      case 'make_offer':
        return (
          <button
            key="offer"
            type="button"
            className={className(entry.primary)}
            disabled={entry.disabled}
            onClick={purchase.makeOffer}
          >
            Make Offer
          </button>
        );
      case 'favorite':
        return <FavoriteButton key="favorite" item={item} path={path} onError={setFavoriteError} />;
      case 'view_swap':
        return (
          <Link key="swap" href={`/swaps/${entry.swapId}`} className={className(false)}>
            View Swap
          </Link>
        );
    }
  };

  // The admin actions keep their place whether or not buyer buttons show (a take-down removes
  // them), so their status message survives the change.
  return (
    <>
      {panel.rows.length > 0 ? (
        <section className="ks-item__panel" aria-label={panel.view === 'auction' ? 'Auction' : 'Buy this item'}>
          {panel.view === 'auction' ? (
            <p className="ks-item__note">
              <strong className="ks-item__auction-label">Auction</strong>{' '}
              {item.auction_ended ? 'This auction has ended.' : 'The highest offer when the auction ends wins.'}
            </p>
          ) : null}
          {panel.rows.map((row, index) => (
            <div key={index} className="ks-item__row">
              {row.map(button)}
            </div>
          ))}
          {errors.length > 0 ? (
            <ul className="ks-item__errors" role="alert">
              {errors.map((error, index) => (
                <li key={index}>{displayedMessage(error)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {panel.admin.length > 0 ? <AdminActions item={item} path={path} actions={panel.admin} /> : null}
    </>
  );
}
