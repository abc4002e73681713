import { useId } from 'react';
import type { Insights } from '../../../../schemas/entities/insights';
import { formatCount } from '../../../../ui/format/numbers';
import { SELL_THROUGH_COLOURS, sellThroughPercent } from '../insights-math';

const WIDTH = 300;

/** 'Sell-Through Rate' (spec §2.10, §9): a bar filled to the share sold and a HIGH / MEDIUM / LOW badge. */
export function SellThroughBar({ guide }: { guide: Insights['value_guide'] }) {
  const headingId = useId();
  const { recent_sales: sold, recently_published_items: listed, sell_through_rate: rate } = guide;
  const percent = Math.min(100, sellThroughPercent(sold, listed));
  return (
    <section className="ks-insights__section" aria-labelledby={headingId}>
      <div className="ks-insights__section-head">
        <h3 id={headingId}>Sell-Through Rate</h3>
        <span className={`ks-insights__badge ks-insights__badge--${SELL_THROUGH_COLOURS[rate.rating]}`}>
          {rate.rating.toUpperCase()}
        </span>
      </div>
      <svg
        className="ks-insights__chart"
        viewBox={`0 0 ${WIDTH} 16`}
        role="img"
        aria-label={`${percent}% sell-through`}
      >
        <rect x={0} y={4} width={WIDTH} height={8} rx={4} className="ks-insights__track" />
        <rect
          x={0}
          y={4}
          width={(WIDTH * percent) / 100}
          height={8}
          rx={4}
          className={`ks-insights__fill ks-insights__fill--${SELL_THROUGH_COLOURS[rate.rating]}`}
        />
      </svg>
      <p className="ks-insights__note">
        {percent}% — {formatCount(sold)} sold of {formatCount(listed)} listed in the past {guide.window_days} days;{' '}
        {formatCount(guide.total_available)} for sale now.
      </p>
    </section>
  );
}
