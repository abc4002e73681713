import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { displayedMessage, useEngine } from '../../../engine';
import type { Insights } from '../../../schemas/entities/insights';
import type { Offer } from '../../../schemas/entities/swap';
import { toSearchString, type FilterState } from '../../../ui/browse/filter-state';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { formatCount } from '../../../ui/format/numbers';
import { Modal } from '../../../ui/modal/Modal';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import {
  daysAgoText,
  legacySuggestedPrice,
  marginPercent,
  sellThroughPercent,
  timeToSellPercents,
} from './insights-math';
import { insightsQuery, itemOffersQuery } from './insights-queries';
import css from './Insights.css?url';
import { FigureList } from './parts/FigureList';
import { offerStateText } from './parts/RecentOffersTable';

/** The legacy modal lists this many of the newest offers. */
const LEGACY_OFFERS_SHOWN = 5;

export interface LegacyInsightsModalProps {
  itemId: number;
  swapId: number | null;
  onClose: () => void;
}

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? 'N/A' : formatMoney(amount);

/** The search of gear like it: its model (else its category), its condition when pricing used it. */
function searchFilters(insights: Insights): FilterState {
  const { model_id, category_id, details } = insights.value_guide;
  const condition = insights.item.details.find((detail) => detail.slug === 'condition');
  return {
    ...(model_id !== null
      ? { model: [String(model_id)] }
      : category_id !== null
        ? { category: String(category_id) }
        : {}),
    ...(condition && details.includes('condition') ? { condition: condition.values.map((value) => value.slug) } : {}),
  };
}

/** The 'Advanced Item/Swap Insights' modal of trade-in accounts (spec §2.10, §6). */
export function LegacyInsightsModal({ itemId, swapId, onClose }: LegacyInsightsModalProps) {
  const { api } = useEngine();
  const insights = useQuery(insightsQuery(api, itemId, swapId, null));
  const offers = useQuery(itemOffersQuery(api, itemId));
  const data = insights.data;
  return (
    <Modal title="Advanced Item/Swap Insights" onClose={onClose} className="ks-insights">
      <Stylesheet href={css} />
      {insights.error ? (
        <p role="alert">{displayedMessage(insights.error)}</p>
      ) : !data ? (
        <p role="status">Loading insights…</p>
      ) : (
        <div className="ks-insights__body">
          <OfferDetails insights={data} offers={offers.data} offersError={offers.error} />
          <ItemDetails item={data.item} />
          <ValueGuideSummary insights={data} />
        </div>
      )}
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="ks-insights__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </section>
  );
}

function OfferDetails({
  insights,
  offers,
  offersError,
}: {
  insights: Insights;
  offers: readonly Offer[] | undefined;
  offersError: unknown;
}) {
  const amount = insights.swap?.offer?.amount ?? null;
  const margin = marginPercent(amount, insights.item.cost);
  return (
    <Section title="Offer Details">
      <FigureList
        rows={[
          ['Swap ID', insights.swap ? String(insights.swap.id) : 'N/A'],
          [
            'Offer',
            amount === null ? 'N/A' : `${formatMoney(amount)} (${margin === null ? 'N/A' : `${margin}%`} margin)`,
          ],
        ]}
      />
      <h4>Recent Offers</h4>
      {offersError ? (
        <p role="alert">{displayedMessage(offersError)}</p>
      ) : !offers ? (
        <p role="status">Loading offers…</p>
      ) : offers.length === 0 ? (
        <p>No recent offers</p>
      ) : (
        <ul className="ks-insights__offers">
          {offers.slice(0, LEGACY_OFFERS_SHOWN).map((offer) => {
            const offerMargin = marginPercent(offer.amount, insights.item.cost);
            return (
              <li key={offer.id}>
                {formatDate(offer.created_at)} · @{offer.buyer.username} · {money(offer.amount)} ·{' '}
                {offerMargin === null ? 'N/A' : `${offerMargin}%`} margin · {offerStateText(offer)}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function ItemDetails({ item }: { item: Insights['item'] }) {
  const ago = (iso: string | null, none: string) => (iso === null ? none : daysAgoText(iso));
  return (
    <Section title="Item Details">
      <FigureList
        rows={[
          ['Event Name', item.event_name ?? 'N/A'],
          ['Item Published', ago(item.published_at, 'N/A')],
          ['Last Bumped', ago(item.last_bumped_at, 'never')],
          ['Last Price Dropped', ago(item.last_price_dropped_at, 'never')],
          ['My Cost', money(item.cost)],
          ['Original List Price', money(item.original_list_price ?? item.list_price)],
          ['Item Location', item.location_id ?? 'N/A'],
        ]}
      />
    </Section>
  );
}

function ValueGuideSummary({ insights }: { insights: Insights }) {
  const { item, value_guide: guide } = insights;
  const buckets = timeToSellPercents(guide.time_to_sell);
  const filters = searchFilters(insights);
  return (
    <Section title="Value Guide">
      <FigureList
        rows={[
          ['Your Price', money(item.price + item.shipping_discount_amount)],
          ['Avg Sales Price', money(guide.avg_resale_price.median)],
          [
            'Suggested Price',
            money(legacySuggestedPrice(guide.avg_resale_price.median, item.shipping_discount_amount)),
          ],
          [
            'Avg Time to Sell',
            buckets === null
              ? 'N/A'
              : `<30 days ${buckets.under30}% · 30-90 days ${buckets.from30to90}% · 90+ days ${buckets.over90}%`,
          ],
          ['Sell-through Rate', `${sellThroughPercent(guide.recent_sales, guide.recently_published_items)}%`],
          [
            'Recent Sales',
            <Link key="sales" href={`/search?${toSearchString({ ...filters, recently_sold: '1' })}`}>
              {formatCount(guide.recent_sales)}
            </Link>,
          ],
          [
            'Currently Available',
            <Link key="available" href={`/search?${toSearchString(filters)}`}>
              {formatCount(guide.total_available)}
            </Link>,
          ],
        ]}
      />
    </Section>
  );
}
