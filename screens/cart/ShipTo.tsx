import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Address } from '../../schemas/requests/addresses';
import { addressLine } from '../../ui/addresses/addresses-queries';

/**
 * Where the order ships: the buyer's default shipping address (the first of GET /v1/addresses) with a link to
 * change it in My Addresses; without one, 'Add a shipping address' (checkout is refused without it).
 */
export function ShipTo({ addresses }: { addresses: UseQueryResult<Address[]> }) {
  const shipTo = addresses.data?.find((address) => address.ship_to);
  return (
    <section className="ks-cart__ship-to" aria-labelledby="ks-cart-ship-to">
      <h3 id="ks-cart-ship-to">Shipping address</h3>
      {addresses.isPending ? <p aria-busy="true">Loading your address…</p> : null}
      {addresses.isError ? <p>Your shipping address could not be loaded.</p> : null}
      {shipTo ? (
        <>
          <p>
            {shipTo.name}, {addressLine(shipTo)}
          </p>
          <Link href="/settings/addresses">Change shipping address</Link>
        </>
      ) : addresses.isSuccess ? (
        <p>
          <Link href="/settings/addresses">Add a shipping address</Link> before you pay.
        </p>
      ) : null}
    </section>
  );
}
