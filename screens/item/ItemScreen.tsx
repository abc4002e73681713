import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useEngine, type ScreenProps } from '../../engine';
import type { ItemDetail } from '../../schemas/entities/item-detail';
import { ButtonStyles } from '../../ui/button/Button';
import { formatMoney } from '../../ui/format/money';
import { itemHref } from '../../ui/item/item-href';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { recordView } from '../../ui/recently-viewed/recently-viewed';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { AuctionStatus, ReservedNotice } from './auction/AuctionStatus';
import { BuyerPanel } from './buyer-panel/BuyerPanel';
import { OfferModal } from './buyer-panel/OfferModal';
import { EbayCard } from './ebay/EbayCard';
import { Gallery } from './gallery/Gallery';
import { itemQuery } from './item-queries';
import css from './ItemScreen.css?url';
import { AwayNotice } from './parts/AwayNotice';
import { CalculateShipping } from './parts/CalculateShipping';
import { Description } from './parts/Description';
import { Details } from './parts/Details';
import { ItemPrice } from './parts/ItemPrice';
import { PublishedModal } from './parts/PublishedModal';
import { ShareButton } from './parts/ShareButton';
import { Superlatives } from './parts/Superlatives';
import { WarehouseLabelLink } from './parts/WarehouseLabelLink';
import { productJsonLd, scriptJson } from './product-json-ld';
import { usePurchaseActions } from './purchase-actions';
import { SellerCard } from './seller/SellerCard';

/** What a shopper reads when an item cannot be bought (spec §2.9: its state, not a crash). */
const STATE_NOTICES: Partial<Record<ItemDetail['state'], string>> = {
  sold: 'This item has sold.',
  removed: 'This item was removed and is no longer for sale.',
  archived: 'This listing has ended and is no longer for sale.',
  draft: 'This is a draft: only you can see it until you publish it.',
};

/** The meta description: the description's first 160 characters, on a word boundary. */
export function metaDescription(item: ItemDetail): string {
  const text = `${item.name}: ${formatMoney(item.price)}. ${item.description.replace(/\s+/g, ' ')}`.trim();
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

export default function ItemScreen({ params }: ScreenProps) {
  const { api, viewer } = useEngine();
  const path = params['*'];
  const { data: item } = useSuspenseQuery(itemQuery(api, path));
  const purchase = usePurchaseActions(item);
  const isSeller = viewer?.userId === String(item.seller.id);
  const notice = STATE_NOTICES[item.state];
  const buyable = item.state === 'available' && !isSeller && !item.reserved;

  useEffect(() => recordView(item.id), [item.id]);

  return (
    <div className="ks-page ks-item">
      <ButtonStyles />
      <Stylesheet href={css} />
      <PageMeta title={item.name} description={metaDescription(item)} canonical={itemHref(item)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(productJsonLd(item)) }} />
      <div className="ks-item__layout">
        <Gallery name={item.name} photos={item.images ?? []} />
        <div className="ks-item__summary">
          <div className="ks-item__title-row">
            <h1 className="ks-item__title">{item.name}</h1>
            <ShareButton title={item.name} />
          </div>
          <ItemPrice item={item} now={Date.now()} />
          <AuctionStatus item={item} />
          <Superlatives labels={item.superlatives ?? []} />
          {item.shipping_discount_amount ? (
            <p className="ks-item__note">{formatMoney(item.shipping_discount_amount)} off shipping</p>
          ) : null}
          {notice ? (
            <p className={`ks-item__state ks-item__state--${item.state}`} role="status">
              {notice}
            </p>
          ) : null}
          <ReservedNotice item={item} />
          <AwayNotice item={item} />
          <BuyerPanel item={item} path={path} purchase={purchase} />
          <WarehouseLabelLink itemId={item.id} />
          {buyable ? <CalculateShipping /> : null}
          <SellerCard item={item} onMessage={buyable ? purchase.messageSeller : null} />
          <EbayCard item={item} path={path} />
        </div>
      </div>
      <div className="ks-item__about">
        <Details details={item.details} />
        <Description text={item.description} />
      </div>
      {purchase.offerModal ? (
        <OfferModal item={item} mode={purchase.offerModal} onClose={purchase.closeOfferModal} />
      ) : null}
      {purchase.verifyModal}
      <PublishedModal itemId={item.id} isSeller={isSeller} />
    </div>
  );
}
