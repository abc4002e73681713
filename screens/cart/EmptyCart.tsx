import { Link } from 'wouter';

/** What an empty cart says. */
export function EmptyCart() {
  return (
    <div className="ks-cart__empty">
      <p>Your cart is empty.</p>
      <Link href="/" className="ks-button">
        Shop gear
      </Link>
    </div>
  );
}
