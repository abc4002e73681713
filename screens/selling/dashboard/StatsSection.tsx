import { useId } from 'react';
import {
  SELLER_DASHBOARD_WINDOWS,
  type SellerDashboardWindow,
  type SellerStats,
  type StatsBucket,
} from '../../../schemas/entities/seller-dashboard';
import { BarChart } from '../../../ui/chart/BarChart';
import { formatDayMonth } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { formatCount, formatPercent } from '../../../ui/format/numbers';

interface Measure {
  key: 'sales' | 'revenue' | 'views' | 'favorites';
  title: string;
  format: (value: number) => string;
}

const MEASURES: Measure[] = [
  { key: 'sales', title: 'Sales', format: formatCount },
  { key: 'revenue', title: 'Revenue', format: formatMoney },
  { key: 'views', title: 'Views', format: formatCount },
  { key: 'favorites', title: 'Favourites', format: formatCount },
];

/** A period's name: its first day over 30 days, 'Week of …' over 90. */
const periodLabel = (bucket: StatsBucket, days: SellerDashboardWindow) =>
  days === 30 ? formatDayMonth(bucket.start) : `Week of ${formatDayMonth(bucket.start)}`;

/**
 * 'Stats' over the last 30 or 90 days (a switch of two toggle buttons): the totals written out, then a chart per
 * measure by day or week, each with its table of figures, and the sell-through as a meter.
 */
export function StatsSection({
  stats,
  days,
  onDaysChange,
  updating,
}: {
  stats: SellerStats;
  days: SellerDashboardWindow;
  onDaysChange: (days: SellerDashboardWindow) => void;
  updating: boolean;
}) {
  const headingId = useId();
  const period = stats.days === 30 ? 'day' : 'week';
  return (
    <section className="ks-dashboard__section" aria-labelledby={headingId} aria-busy={updating}>
      <div className="ks-dashboard__section-head">
        <h2 id={headingId}>Stats</h2>
        <div className="ks-dashboard__switch" role="group" aria-label="Stats period">
          {SELLER_DASHBOARD_WINDOWS.map((window) => (
            <button
              key={window}
              type="button"
              className="ks-button ks-button--small"
              aria-pressed={days === window}
              onClick={() => onDaysChange(window)}
            >
              Last {window} days
            </button>
          ))}
        </div>
      </div>
      <dl className="ks-dashboard__totals" aria-label={`Totals over the last ${stats.days} days`}>
        {MEASURES.map((measure) => (
          <div key={measure.key}>
            <dt>{measure.title}</dt>
            <dd>{measure.format(stats[measure.key])}</dd>
          </div>
        ))}
        <div>
          <dt>Sell-through</dt>
          <dd>{stats.sell_through === null ? 'N/A' : formatPercent(stats.sell_through)}</dd>
        </div>
      </dl>
      <div className="ks-dashboard__charts">
        {MEASURES.map((measure) => (
          <div key={measure.key} className="ks-dashboard__chart">
            <h3>
              {measure.title} per {period}
            </h3>
            <BarChart
              title={`${measure.title} per ${period}, last ${stats.days} days`}
              bars={stats.buckets.map((bucket) => ({
                key: bucket.start,
                label: periodLabel(bucket, stats.days),
                value: bucket[measure.key],
              }))}
              format={measure.format}
              text={{ table: { labelHeading: period === 'day' ? 'Day' : 'Week', valueHeading: measure.title } }}
            />
          </div>
        ))}
        <div className="ks-dashboard__chart">
          <h3>Sell-through</h3>
          {stats.sell_through === null ? (
            <p>Nothing sold or for sale in these {stats.days} days.</p>
          ) : (
            <>
              <BarChart
                title="Sell-through"
                layout="meter"
                bars={[{ key: 'sold', label: 'Sold', value: stats.sell_through }]}
                max={1}
                format={formatPercent}
                text={{ label: `${formatPercent(stats.sell_through)} sell-through` }}
              />
              <p className="ks-dashboard__note">
                {formatPercent(stats.sell_through)}: {formatCount(stats.sales)} sold, {formatCount(stats.for_sale)}{' '}
                still for sale.
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
