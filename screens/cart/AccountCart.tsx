import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { displayedMessage, useEngine } from '../../engine';
import type { CartItem } from '../../schemas/entities/cart';
import { cartQuery, removeCartItem } from '../../ui/cart/cart-queries';
import { ItemLine } from '../../ui/cart/ItemLine';
import { formatMoney } from '../../ui/format/money';
import { CheckoutForm } from './CheckoutForm';
import { EmptyCart } from './EmptyCart';

/** The signed-in user's cart (GET /v1/users/{uuid}/cart, fresh for 30 s): lines, removal, totals, checkout. */
export function AccountCart({ uuid }: { uuid: string }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const cart = useQuery(cartQuery(api, uuid));
  const remove = useMutation({
    mutationFn: (cartItemId: number) => removeCartItem(api, queryClient, uuid, cartItemId),
  });

  if (cart.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your cart" />;
  if (cart.isError) {
    return (
      <ul className="ks-cart-errors" role="alert">
        <li>{displayedMessage(cart.error)}</li>
      </ul>
    );
  }
  const { cart_items: lines, totals } = cart.data;
  if (lines.length === 0) return <EmptyCart />;
  const buyable = lines.some((line) => line.available);

  return (
    <div className="ks-cart__layout">
      <div>
        <ul className="ks-cart-lines" aria-label="Items in your cart">
          {lines.map((line) => (
            <ItemLine
              key={line.id}
              item={line.offer_price === null ? line.item : { ...line.item, price: line.offer_price }}
              variation={line.item_variation?.name}
              muted={!line.available}
              note={line.available ? lineNote(line) : 'No longer available'}
            >
              <button
                type="button"
                className="ks-button ks-button--small"
                aria-label={`Remove ${line.item.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(line.id)}
              >
                Remove
              </button>
            </ItemLine>
          ))}
        </ul>
        {remove.error ? (
          <ul className="ks-cart-errors" role="alert">
            <li>{displayedMessage(remove.error)}</li>
          </ul>
        ) : null}
      </div>
      <aside className="ks-cart__summary" aria-labelledby="ks-cart-summary">
        <h2 id="ks-cart-summary">Order summary</h2>
        <dl className="ks-cart-totals">
          <dt>Items</dt>
          <dd>{formatMoney(totals.subtotal)}</dd>
          <dt>Shipping</dt>
          <dd>{formatMoney(totals.shipping)}</dd>
          <dt className="ks-cart-totals__total">Total (USD)</dt>
          <dd className="ks-cart-totals__total" data-testid="cart-total">
            {formatMoney(totals.total)}
          </dd>
        </dl>
        {buyable ? (
          <CheckoutForm uuid={uuid} total={totals.total} />
        ) : (
          <p className="ks-cart__note">Nothing in your cart can be bought any more.</p>
        )}
      </aside>
    </div>
  );
}

/** Shipping, and the accepted offer when the line is priced by one. */
function lineNote(line: CartItem): string {
  const shipping = `+ ${formatMoney(line.shipping)} shipping`;
  return line.offer_price === null
    ? shipping
    : `Your accepted offer (listed at ${formatMoney(line.item.price)}) · ${shipping}`;
}
