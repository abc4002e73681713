import { useId } from 'react';
import { Link } from 'wouter';
import type { ValueGuideResponse } from '../../schemas/entities/value-guide';
import type { ItemCreatePayload } from '../../schemas/requests/item-create';
import { formatMoney } from '../../ui/format/money';
import { ItemCard } from '../../ui/item/ItemCard';
import { ItemCardGrid } from '../../ui/item/ItemCardGrid';
import { listYoursHref } from './list-yours';
import { PriceSpread } from './PriceSpread';
import { RecentSales } from './RecentSales';
import { TimeToSell } from './TimeToSell';

/** Spec §9: round(recent_sales / recently_published_items × 100), or 0 when nothing was published. */
export function sellThroughPercent(recentSales: number, recentlyPublished: number): number {
  return recentlyPublished > 0 ? Math.round((recentSales / recentlyPublished) * 100) : 0;
}

export interface ValueGuideResultsProps {
  /** What was priced, as a listing would name it: 'Titleist TSR2 Driver'. */
  title: string;
  result: ValueGuideResponse;
  payload: ItemCreatePayload;
  /** /search with the same filters, for the items for sale now. */
  searchHref: string;
}

/** The guide's answer: median and spread, List yours, time to sell, the market, recent sales and listings. */
export function ValueGuideResults({ title, result, payload, searchHref }: ValueGuideResultsProps) {
  const id = useId();
  const guide = result.meta.value_guide;
  const { median, count } = guide.statistics;
  const year = guide.window_days === 365 ? 'the past year' : `the past ${guide.window_days} days`;
  return (
    <section className="ks-value-guide__results" aria-labelledby={`${id}-worth`}>
      <div className="ks-value-guide__headline">
        <h2 id={`${id}-worth`}>What {title} sells for</h2>
        <p className="ks-value-guide__median">
          <span className="ks-value-guide__median-label">Median sold price</span>{' '}
          <strong className="ks-value-guide__median-value">{median === null ? 'N/A' : formatMoney(median)}</strong>
        </p>
        <p className="ks-value-guide__basis">
          {count === 0 ? `No sales in ${year}.` : `From ${count} ${count === 1 ? 'sale' : 'sales'} in ${year}.`}
        </p>
        <Link className="ks-button ks-button--ink ks-value-guide__list-yours" href={listYoursHref(payload)}>
          {median === null ? 'List yours' : `List yours for ${formatMoney(median)}`}
        </Link>
      </div>
      <div className="ks-value-guide__charts">
        <PriceSpread statistics={guide.statistics} />
        <TimeToSell timeToSell={guide.time_to_sell} />
      </div>
      <h3 className="ks-value-guide__subtitle">The market</h3>
      <dl className="ks-value-guide__market">
        <div>
          <dt>Sell-through rate</dt>
          <dd>{sellThroughPercent(guide.recent_sales, guide.recently_published_items)}%</dd>
        </div>
        <div>
          <dt>Sold in {year}</dt>
          <dd>{guide.recent_sales}</dd>
        </div>
        <div>
          <dt>Listed in {year}</dt>
          <dd>{guide.recently_published_items}</dd>
        </div>
        <div>
          <dt>For sale now</dt>
          <dd>{guide.available_items > 0 ? <Link href={searchHref}>{guide.available_items}</Link> : 0}</dd>
        </div>
      </dl>
      <h3 id={`${id}-sales`} className="ks-value-guide__subtitle">
        Recent sales
      </h3>
      <RecentSales sales={result.data.recent_sales} headingId={`${id}-sales`} />
      {result.data.recently_published_items.length > 0 ? (
        <>
          <h3 id={`${id}-listed`} className="ks-value-guide__subtitle">
            Recently listed
          </h3>
          <ItemCardGrid items={result.data.recently_published_items} label="Recently listed">
            {(item) => <ItemCard item={item} src="value-guide" />}
          </ItemCardGrid>
        </>
      ) : null}
    </section>
  );
}
