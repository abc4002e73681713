import type { ValueGuide } from '../../schemas/entities/value-guide';

const BUCKETS = [
  { key: 'dom_0_30', label: 'Under 30 days', tone: 'fast' },
  { key: 'dom_30_90', label: '30 to 90 days', tone: 'medium' },
  { key: 'dom_90', label: '90 days or more', tone: 'slow' },
] as const;

/** Spec §9: bucket / total_items × 100, rounded; null when nothing sold. */
export function bucketPercent(count: number, total: number): number | null {
  return total > 0 ? Math.round((count / total) * 100) : null;
}

const sales = (count: number) => `${count} ${count === 1 ? 'sale' : 'sales'}`;

/**
 * How long the sales took, bucket by bucket (spec §9: <30, 30–90, 90+ days), as a table whose
 * share cell holds a bar and its text ('45% (9 sales)'); the bar is hidden from assistive technology.
 */
export function TimeToSell({ timeToSell }: { timeToSell: ValueGuide['time_to_sell'] }) {
  return (
    <table className="ks-value-guide__time-to-sell">
      <caption className="ks-value-guide__chart-title">Time to sell</caption>
      <thead>
        <tr>
          <th scope="col">Sold within</th>
          <th scope="col">Share of sales</th>
        </tr>
      </thead>
      <tbody>
        {BUCKETS.map((bucket) => {
          const count = timeToSell[bucket.key];
          const percent = bucketPercent(count, timeToSell.total_items);
          return (
            <tr key={bucket.key}>
              <th scope="row">{bucket.label}</th>
              <td>
                <span className="ks-value-guide__bar-track" aria-hidden="true">
                  <span
                    className={`ks-value-guide__bar ks-value-guide__bar--${bucket.tone}`}
                    style={{ width: `${percent ?? 0}%` }}
                  />
                </span>
                <span className="ks-value-guide__bar-text">
                  {percent === null ? 'N/A' : `${percent}% (${sales(count)})`}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
