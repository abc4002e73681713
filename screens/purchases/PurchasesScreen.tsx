import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { displayedMessage, useEngine } from '../../engine';
import { ButtonStyles } from '../../ui/button/Button';
import { purchasesQuery, rememberPurchaseCount } from '../../ui/cart/cart-queries';
import { CartStyles } from '../../ui/cart/ItemLine';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { OrderCard } from './OrderCard';
import css from './PurchasesScreen.css?url';

/** /purchases: 'My Purchases'. `?order={id}` (after checkout) thanks the buyer for that order. */
export default function PurchasesScreen() {
  const { viewer } = useEngine();
  const requireSignIn = useRequireSignIn();
  return (
    <div className="ks-page ks-purchases">
      <ButtonStyles />
      <Stylesheet href={css} />
      <CartStyles />
      <PageMeta title="My Purchases" canonical="/purchases" />
      <h1>My Purchases</h1>
      {viewer ? (
        <Orders uuid={viewer.uuid} />
      ) : (
        <button
          type="button"
          className="ks-button ks-button--primary"
          onClick={() => requireSignIn({ reason: SIGN_IN_REASONS.purchases })}
        >
          Log in to see your purchases
        </button>
      )}
    </div>
  );
}

function Orders({ uuid }: { uuid: string }) {
  const { api } = useEngine();
  const purchases = useQuery(purchasesQuery(api, uuid));
  const placed = Number(new URLSearchParams(useSearch()).get('order')) || null;
  const count = purchases.data?.meta.purchase_count ?? 0;
  useEffect(() => rememberPurchaseCount(count), [count]);

  if (purchases.isPending)
    return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your purchases" />;
  if (purchases.isError) {
    return (
      <ul className="ks-cart-errors" role="alert">
        <li>{displayedMessage(purchases.error)}</li>
      </ul>
    );
  }
  const orders = purchases.data.data;
  return (
    <>
      {placed && orders.some((order) => order.id === placed) ? (
        <p className="ks-purchases__thanks" role="status">
          Thank you! Order #{placed} is paid. The seller has been told to ship it.
        </p>
      ) : null}
      {orders.length === 0 ? (
        <p>
          No purchases yet. <Link href="/">Shop gear</Link>
        </p>
      ) : (
        <ol className="ks-purchases__orders" aria-label="Orders, newest first">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ol>
      )}
    </>
  );
}
