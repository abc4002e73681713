import sliderCss from 'keen-slider/keen-slider.min.css?url';
import { useKeenSlider } from 'keen-slider/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Insights } from '../../../../schemas/entities/insights';
import { formatDate } from '../../../../ui/format/dates';
import { formatMoney } from '../../../../ui/format/money';
import { Stylesheet } from '../../../../ui/stylesheet/Stylesheet';
import { timeToSellColour } from '../insights-math';

type RecentSale = Insights['recent_sales'][number];

/**
 * 'Recent Sales' (spec §2.10): a keen-slider carousel of sold price, list price, days to sell (a
 * coloured chip) and list date.
 */
export function RecentSalesCarousel({ sales }: { sales: readonly RecentSale[] }) {
  const headingId = useId();
  return (
    <section className="ks-insights__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Recent Sales</h3>
      {sales.length === 0 ? <p>No recent sales</p> : <Slides sales={sales} labelledBy={headingId} />}
    </section>
  );
}

function Slides({ sales, labelledBy }: { sales: readonly RecentSale[]; labelledBy: string }) {
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    slides: { perView: 'auto', spacing: 12 },
  });
  return (
    <div className="ks-insights__carousel">
      <Stylesheet href={sliderCss} />
      <ul ref={sliderRef} className="keen-slider" aria-labelledby={labelledBy}>
        {sales.map((sale) => {
          const colour = timeToSellColour(sale.time_to_sell);
          return (
            <li key={sale.id} className="keen-slider__slide ks-insights__sale">
              {sale.images[0] ? (
                <img src={sale.images[0].edge_url} alt="" width={120} height={120} loading="lazy" />
              ) : null}
              <Link href={sale.url} className="ks-insights__sale-name">
                {sale.name}
              </Link>
              <dl>
                <div>
                  <dt>Sold</dt>
                  <dd>{formatMoney(sale.sold_price)}</dd>
                </div>
                <div>
                  <dt>Listed at</dt>
                  <dd>{sale.list_price === null ? 'N/A' : formatMoney(sale.list_price)}</dd>
                </div>
                <div>
                  <dt>Listed</dt>
                  <dd>{formatDate(sale.published_at)}</dd>
                </div>
              </dl>
              <span className={`ks-insights__chip ks-insights__chip--${colour}`} data-colour={colour}>
                {sale.time_to_sell === 1 ? '1 day to sell' : `${sale.time_to_sell} days to sell`}
              </span>
            </li>
          );
        })}
      </ul>
      {sales.length > 1 ? (
        <div className="ks-insights__carousel-nav">
          <button type="button" className="ks-button ks-button--small" onClick={() => slider.current?.prev()}>
            Previous sale
          </button>
          <button type="button" className="ks-button ks-button--small" onClick={() => slider.current?.next()}>
            Next sale
          </button>
        </div>
      ) : null}
    </div>
  );
}
