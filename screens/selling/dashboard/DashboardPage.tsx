import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { displayedMessage, useEngine } from '../../../engine';
import type { SellerDashboard, SellerDashboardWindow } from '../../../schemas/entities/seller-dashboard';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { formatCount } from '../../../ui/format/numbers';
import { listFlowHref } from '../../../ui/list-flow/drafts-queries';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import { BalanceSection } from './BalanceSection';
import { sellerDashboardQuery } from './dashboard-queries';
import { STAGE_WORDS } from './dashboard-words';
import css from './Dashboard.css?url';
import { StatsSection } from './StatsSection';

/** Where a new listing starts (the header's Sell). */
const LIST_AN_ITEM = '/items/new';

/**
 * /selling, the Seller Dashboard (screens/selling/README.md): balances and what moves them, items to ship, recent
 * sales, stats over 30 or 90 days and drafts, from one call. The frame (SellingScreen) gives the h1, the
 * navigation to every sub-page and the guest's login prompt.
 */
export default function DashboardPage() {
  const { api, viewer } = useEngine();
  const [days, setDays] = useState<SellerDashboardWindow>(30);
  const dashboard = useQuery(sellerDashboardQuery(api, viewer?.uuid ?? '', days));
  useBalanceAnchor(dashboard.data !== undefined);
  if (dashboard.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading" />;
  if (dashboard.isError)
    return (
      <AlertBox kind="error" role="alert" action={{ label: 'Try again', onClick: () => void dashboard.refetch() }}>
        {displayedMessage(dashboard.error)}
      </AlertBox>
    );
  const data = dashboard.data;
  return (
    <div className="ks-dashboard">
      <Stylesheet href={css} />
      {data.recent_sales.length === 0 && <FirstSale drafts={data.drafts.count} />}
      <BalanceSection data={data} />
      <ToShip data={data} />
      <RecentSales data={data} />
      <StatsSection stats={data.stats} days={days} onDaysChange={setDays} updating={dashboard.isPlaceholderData} />
      <Drafts data={data} />
    </div>
  );
}

/**
 * The header's 'Balance' opens /selling#balance: once the figures are in, the balance section is scrolled to and
 * takes the focus (the browser's own jump happened before the lazily loaded page existed).
 */
function useBalanceAnchor(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || window.location.hash !== '#balance') return;
    done.current = true;
    const section = document.getElementById('balance');
    section?.scrollIntoView?.();
    section?.focus({ preventScroll: true });
  }, [ready]);
}

/** A seller without a sale yet: what to do next. */
function FirstSale({ drafts }: { drafts: number }) {
  const headingId = useId();
  return (
    <section className="ks-dashboard__empty" aria-labelledby={headingId}>
      <h2 id={headingId}>No sales yet</h2>
      <p>
        List your gear and your sales, balances and stats show here. Clear photos, the brand and model, and a price near
        the Value Guide&rsquo;s help an item sell sooner.
      </p>
      <p className="ks-dashboard__actions">
        <Link href={LIST_AN_ITEM} className="ks-button ks-button--primary">
          List an item
        </Link>
        {drafts > 0 && (
          <a href="#drafts" className="ks-button">
            Finish a draft ({formatCount(drafts)})
          </a>
        )}
        <Link href="/value-guide">What&rsquo;s your gear worth?</Link>
      </p>
    </section>
  );
}

function ToShip({ data }: { data: SellerDashboard }) {
  const headingId = useId();
  return (
    <section className="ks-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>To ship</h2>
      {data.to_ship.length === 0 ? (
        <p>Nothing to ship. Paid sales show here until the carrier has them.</p>
      ) : (
        <ul className="ks-dashboard__rows">
          {data.to_ship.map((sale) => (
            <li key={sale.swap_id}>
              <Link href={`/swaps/${sale.swap_id}`}>{sale.item.name}</Link>
              <span className="ks-dashboard__detail">
                to @{sale.buyer}
                {sale.ship_by ? `, ship by ${formatDate(sale.ship_by)}` : ''}
                {sale.ship_by && sale.ship_by < data.stats.until ? ' (overdue)' : ''}
              </span>
              {sale.label_printed ? (
                <Link href={`/swaps/${sale.swap_id}/label`} aria-label={`Print the label for ${sale.item.name}`}>
                  Print the label
                </Link>
              ) : (
                <Link href={`/swaps/${sale.swap_id}`} aria-label={`Get a label for ${sale.item.name}`}>
                  Get a label
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentSales({ data }: { data: SellerDashboard }) {
  const headingId = useId();
  return (
    <section className="ks-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Recent sales</h2>
      {data.recent_sales.length === 0 ? (
        <p>Your sales will be listed here, each with where its swap stands.</p>
      ) : (
        <div className="ks-dashboard__table-wrap">
          <table className="ks-dashboard__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Buyer</th>
                <th scope="col">Price</th>
                <th scope="col">Sold</th>
                <th scope="col">Stage</th>
              </tr>
            </thead>
            <tbody>
              {data.recent_sales.map((sale) => (
                <tr key={`${sale.swap_id}-${sale.order_id}`}>
                  <th scope="row">
                    <Link href={`/swaps/${sale.swap_id}`}>{sale.item.name}</Link>
                  </th>
                  <td>@{sale.buyer}</td>
                  <td>{formatMoney(sale.price)}</td>
                  <td>{formatDate(sale.sold_at)}</td>
                  <td>{STAGE_WORDS[sale.stage]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Drafts({ data }: { data: SellerDashboard }) {
  const headingId = useId();
  const { count, items } = data.drafts;
  return (
    <section id="drafts" className="ks-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Drafts</h2>
      {count === 0 ? (
        <p>
          No drafts. A listing you save before publishing waits here. <Link href={LIST_AN_ITEM}>List an item</Link>
        </p>
      ) : (
        <>
          <p>
            {count === 1 ? '1 draft' : `${formatCount(count)} drafts`}
            {count > items.length ? `, the ${items.length} last saved:` : ':'}
          </p>
          <ul className="ks-dashboard__rows">
            {items.map((draft) => (
              <li key={draft.id}>
                <span>{draft.name || 'Untitled draft'}</span>
                <span className="ks-dashboard__detail">saved {formatDate(draft.updated_at)}</span>
                <Link href={listFlowHref(draft.id)} aria-label={`Continue ${draft.name || 'the untitled draft'}`}>
                  Continue
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
