import { Link } from 'wouter';
import type { Order } from '../../schemas/entities/order';
import { ItemLine } from '../../ui/cart/ItemLine';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';

/** One order: number, date, its items (each with its swap), totals and the payment. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <li className="ks-purchases__order" aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`} className="ks-purchases__order-title">
        Order #{order.id} · <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
        {order.beta_checkout ? <span className="ks-purchases__badge">Beta checkout</span> : null}
      </h2>
      <ul className="ks-cart-lines">
        {order.order_items.map((line) => (
          <ItemLine
            key={line.swap_id}
            item={{ ...line.item, price: line.price }}
            variation={line.item_variation?.name}
            note={`+ ${formatMoney(line.shipping)} shipping`}
          >
            <Link href={`/swaps/${line.swap_id}`} className="ks-button ks-button--small">
              View Swap
            </Link>
          </ItemLine>
        ))}
      </ul>
      <p className="ks-purchases__total">
        Paid {formatMoney(order.totals.total)} (items {formatMoney(order.totals.subtotal)}, shipping{' '}
        {formatMoney(order.totals.shipping)}) ·{' '}
        {order.payment.gateway === 'sandbox' ? 'sandbox payment' : order.payment.gateway}
      </p>
    </li>
  );
}
