import { useId } from 'react';
import type { Insights } from '../../../../schemas/entities/insights';
import { formatMoney } from '../../../../ui/format/money';

const WIDTH = 300;
const PAD = 10;

export interface PriceRangeBarProps {
  range: Insights['value_guide']['avg_resale_price'];
  /** The item's price, marked on the bar. */
  price: number;
}

/**
 * 'Avg. Resale Price' (spec §2.10): the middle half of the sales (low to high) as a band on a bar, the
 * median as a tick and the item's price as a marker; the figures below are its text equivalent.
 */
export function PriceRangeBar({ range, price }: PriceRangeBarProps) {
  const headingId = useId();
  const { low, median, high } = range;
  return (
    <section className="ks-insights__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Avg. Resale Price</h3>
      {low === null || median === null || high === null ? (
        <p>N/A</p>
      ) : (
        <>
          <RangeSvg low={low} median={median} high={high} price={price} />
          <p className="ks-insights__note">
            The band is the middle half of the sales, the line their median;{' '}
            <span className="ks-insights__legend-dot" aria-hidden="true">
              ●
            </span>{' '}
            is your price, {formatMoney(price)}.
          </p>
          <dl className="ks-insights__range">
            <div>
              <dt>Low</dt>
              <dd>{formatMoney(low)}</dd>
            </div>
            <div>
              <dt>Median</dt>
              <dd>{formatMoney(median)}</dd>
            </div>
            <div>
              <dt>High</dt>
              <dd>{formatMoney(high)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}

function RangeSvg({ low, median, high, price }: { low: number; median: number; high: number; price: number }) {
  const min = Math.min(low, price) * 0.9;
  const max = Math.max(high, price) * 1.1 || 1;
  const x = (value: number) => PAD + ((value - min) / (max - min || 1)) * (WIDTH - 2 * PAD);
  return (
    <svg
      className="ks-insights__chart"
      viewBox={`0 0 ${WIDTH} 36`}
      role="img"
      aria-label={`Sales from ${formatMoney(low)} to ${formatMoney(high)}, median ${formatMoney(median)}; your price ${formatMoney(price)}`}
    >
      <rect x={PAD} y={14} width={WIDTH - 2 * PAD} height={8} rx={4} className="ks-insights__track" />
      <rect x={x(low)} y={14} width={Math.max(2, x(high) - x(low))} height={8} className="ks-insights__band" />
      <rect x={x(median) - 1.5} y={8} width={3} height={20} className="ks-insights__median" />
      <circle cx={x(price)} cy={18} r={6} className="ks-insights__price" />
    </svg>
  );
}
