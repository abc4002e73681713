import { guestCartItem, removeFromGuestCart } from '../../ui/cart/guest-cart';
import { ItemLine } from '../../ui/cart/ItemLine';
import { useGuestCart } from '../../ui/cart/use-cart';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { EmptyCart } from './EmptyCart';

/**
 * A guest's cart (local storage guestCartItems): the items as they were when added, each
 * removable, and a sign-in to check out; signing in merges them into the account's cart.
 */
export function GuestCart() {
  const entries = useGuestCart();
  const requireSignIn = useRequireSignIn();
  if (entries === null) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your cart" />;
  if (entries.length === 0) return <EmptyCart />;
  return (
    <div className="ks-cart__layout">
      <ul className="ks-cart-lines" aria-label="Items in your cart">
        {entries.map((entry) => {
          const item = guestCartItem(entry) ?? {
            id: entry.id,
            name: `Item ${entry.id}`,
            url: null,
            price: 0,
            primary_image: null,
          };
          return (
            <ItemLine key={entry.id} item={item}>
              <button
                type="button"
                className="ks-button ks-button--small"
                aria-label={`Remove ${item.name}`}
                onClick={() => removeFromGuestCart([entry.id])}
              >
                Remove
              </button>
            </ItemLine>
          );
        })}
      </ul>
      <aside className="ks-cart__summary" aria-label="Check out">
        <p className="ks-cart__note">Prices and shipping are confirmed when you sign in; your cart comes with you.</p>
        <button
          type="button"
          className="ks-button ks-button--primary"
          onClick={() => requireSignIn({ reason: SIGN_IN_REASONS.checkout })}
        >
          Log in to check out
        </button>
      </aside>
    </div>
  );
}
