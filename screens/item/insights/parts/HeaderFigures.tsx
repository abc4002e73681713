import type { Insights } from '../../../../schemas/entities/insights';
import { formatMoney } from '../../../../ui/format/money';
import { formatCount } from '../../../../ui/format/numbers';
import { daysAgoText } from '../insights-math';

export interface HeaderFiguresProps {
  item: Insights['item'];
  /** The offer to show: the swap's, else the newest pending one; null = 'N/A'. */
  offer: number | null;
  now?: Date;
}

/** The modal's head: ask price + shipping, offer, your cost, favourites and views, and when it was published. */
export function HeaderFigures({ item, offer, now }: HeaderFiguresProps) {
  const askWithShipping = item.price + item.shipping_discount_amount;
  return (
    <div className="ks-insights__head">
      <dl className="ks-insights__figures">
        <div>
          <dt>Ask Price + Shipping</dt>
          <dd>
            {formatMoney(askWithShipping)}
            {item.shipping_discount_amount > 0 ? (
              <span className="ks-insights__note">
                {formatMoney(item.price)} + {formatMoney(item.shipping_discount_amount)} shipping
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Offer</dt>
          <dd>{offer === null ? 'N/A' : formatMoney(offer)}</dd>
        </div>
        <div>
          <dt>Your Cost</dt>
          <dd>{item.cost === null ? 'N/A' : formatMoney(item.cost)}</dd>
        </div>
        <div>
          <dt>Favorites</dt>
          <dd>{formatCount(item.favoriters_count)}</dd>
        </div>
        <div>
          <dt>Views</dt>
          <dd>{formatCount(item.views_count)}</dd>
        </div>
      </dl>
      <p className="ks-insights__published">
        {item.published_at ? `Published ${daysAgoText(item.published_at, now)}` : 'Not published yet'}
      </p>
    </div>
  );
}
