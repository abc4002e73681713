import { useId } from 'react';
import type { Insights } from '../../../../schemas/entities/insights';
import { BarChart } from '../../../../ui/chart/BarChart';
import { formatCount } from '../../../../ui/format/numbers';
import { SELL_THROUGH_COLOURS, sellThroughPercent } from '../insights-math';

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
      <BarChart
        title="Sell-through"
        layout="meter"
        bars={[{ key: 'sold', label: 'Sold', value: percent, tone: SELL_THROUGH_COLOURS[rate.rating] }]}
        max={100}
        format={(value) => `${value}%`}
        text={{ label: `${percent}% sell-through` }}
      />
      <p className="ks-insights__note">
        {percent}% — {formatCount(sold)} sold of {formatCount(listed)} listed in the past {guide.window_days} days;{' '}
        {formatCount(guide.total_available)} for sale now.
      </p>
    </section>
  );
}
