import { Link } from 'wouter';
import type { RecentSale } from '../../schemas/entities/value-guide';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { itemHref } from '../../ui/item/item-href';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The newest sales (spec §2.10 'Recent Sales': sold price, list price, days to sell), or 'No recent sales'. */
export function RecentSales({ sales, headingId }: { sales: readonly RecentSale[]; headingId: string }) {
  if (sales.length === 0) return <p className="ks-value-guide__empty">No recent sales</p>;
  return (
    <div className="ks-value-guide__table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
      <table className="ks-value-guide__sales">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Sold for</th>
            <th scope="col">Listed at</th>
            <th scope="col">Sold on</th>
            <th scope="col">Days to sell</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <tr key={sale.id}>
              <th scope="row">
                <Link href={itemHref(sale, { src: 'value-guide' })}>{sale.name}</Link>
              </th>
              <td>{formatMoney(sale.sold_price)}</td>
              <td>{sale.list_price === null ? 'N/A' : formatMoney(sale.list_price)}</td>
              <td>
                <time dateTime={sale.sold_at}>{formatDate(sale.sold_at)}</time>
              </td>
              <td>
                <span
                  className={`ks-value-guide__chip ks-value-guide__chip--${sale.time_to_sell < 30 ? 'fast' : sale.time_to_sell < 60 ? 'medium' : 'slow'}`}
                >
                  {days(sale.time_to_sell)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
