import { useId } from 'react';
import type { ValueGuide } from '../../schemas/entities/value-guide';
import { formatMoney } from '../../ui/format/money';

const orNa = (amount: number | null) => (amount === null ? 'N/A' : formatMoney(amount));

/**
 * The spread of sold prices: the middle half of the sales (25th to 75th percentile) as a band on a
 * scale from $0, the median as a mark in it. The figures under it are the chart's text; the drawing
 * itself is hidden from assistive technology.
 */
export function PriceSpread({ statistics }: { statistics: ValueGuide['statistics'] }) {
  const id = useId();
  const { low, median, high } = statistics;
  const scale = high !== null && high > 0 ? high * 1.25 : null;
  const at = (amount: number) => `${((amount / scale!) * 100).toFixed(2)}%`;
  return (
    <figure className="ks-value-guide__spread" aria-labelledby={id}>
      <figcaption id={id} className="ks-value-guide__chart-title">
        Price spread
      </figcaption>
      {scale !== null && low !== null && median !== null ? (
        <div className="ks-value-guide__spread-track" aria-hidden="true">
          <div
            className="ks-value-guide__spread-band"
            style={{ left: at(low), width: `calc(${at(high!)} - ${at(low)})` }}
          />
          <div className="ks-value-guide__spread-median" style={{ left: at(median) }} />
        </div>
      ) : null}
      <dl className="ks-value-guide__spread-figures">
        <div>
          <dt>Low</dt>
          <dd>{orNa(low)}</dd>
        </div>
        <div>
          <dt>Median</dt>
          <dd>{orNa(median)}</dd>
        </div>
        <div>
          <dt>High</dt>
          <dd>{orNa(high)}</dd>
        </div>
      </dl>
      <p className="ks-value-guide__hint">Low and high bound the middle half of the sales.</p>
    </figure>
  );
}
