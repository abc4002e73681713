import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayedMessage, useEngine } from '../../../engine';
import type { Offer } from '../../../schemas/entities/swap';
import { Modal } from '../../../ui/modal/Modal';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import { insightsQuery, itemOffersQuery } from './insights-queries';
import css from './Insights.css?url';
import { HeaderFigures } from './parts/HeaderFigures';
import { InsightsDetails } from './parts/InsightsDetails';
import { PriceRangeBar } from './parts/PriceRangeBar';
import { PricingFilters } from './parts/PricingFilters';
import { RecentOffersTable } from './parts/RecentOffersTable';
import { RecentSalesCarousel } from './parts/RecentSalesCarousel';
import { SellThroughBar } from './parts/SellThroughBar';
import { useIsMobile } from './use-is-mobile';

export interface InsightsModalProps {
  itemId: number;
  itemName: string;
  swapId: number | null;
  onClose: () => void;
}

/** The offer the head shows without a swap: the newest pending offer a buyer made. */
const newestPendingOffer = (offers: readonly Offer[] | undefined) =>
  offers?.find((offer) => offer.state === 'pending' && !offer.seller_offer)?.amount ?? null;

/** The Insights modal of Pro sellers (spec §2.10): 'Insights' on mobile, the item's name on desktop. */
export function InsightsModal({ itemId, itemName, swapId, onClose }: InsightsModalProps) {
  const { api } = useEngine();
  const [details, setDetails] = useState<string[] | null>(null);
  const insights = useQuery(insightsQuery(api, itemId, swapId, details));
  const offers = useQuery(itemOffersQuery(api, itemId));
  const mobile = useIsMobile();
  const data = insights.data;

  return (
    <Modal title={mobile ? 'Insights' : itemName} onClose={onClose} className="ks-insights">
      <Stylesheet href={css} />
      {insights.error ? (
        <p role="alert">{displayedMessage(insights.error)}</p>
      ) : !data ? (
        <p role="status">Loading insights…</p>
      ) : (
        <div className="ks-insights__body">
          <HeaderFigures
            item={data.item}
            offer={data.swap ? (data.swap.offer?.amount ?? null) : newestPendingOffer(offers.data)}
          />
          <PricingFilters
            insights={data}
            selected={details ?? data.value_guide.details}
            onChange={setDetails}
            updating={insights.isFetching}
          />
          <PriceRangeBar range={data.value_guide.avg_resale_price} price={data.item.price} />
          <SellThroughBar guide={data.value_guide} />
          <RecentSalesCarousel sales={data.recent_sales} />
          {offers.error ? (
            <p role="alert">{displayedMessage(offers.error)}</p>
          ) : offers.data ? (
            <RecentOffersTable offers={offers.data} cost={data.item.cost} swapId={swapId} />
          ) : (
            <p role="status">Loading offers…</p>
          )}
          <InsightsDetails item={data.item} />
        </div>
      )}
    </Modal>
  );
}
