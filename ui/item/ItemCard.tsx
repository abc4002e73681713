import { useId, type ReactNode } from 'react';
import type { Item } from '../../schemas/entities/item';
import { CardStyles } from '../card/Card';
import { formatMoney } from '../format/money';
import { Stylesheet } from '../stylesheet/Stylesheet';
import { itemHref } from './item-href';
import css from './ItemCard.css?url';

/** The item fields a card shows. */
export type ItemCardItem = Pick<
  Item,
  'id' | 'name' | 'url' | 'price' | 'list_price' | 'original_list_price' | 'auction' | 'primary_image' | 'state'
>;

/**
 * The earlier price a card strikes through, with the word that says what it was: after a price drop
 * (original_list_price above the list price) 'Price dropped' and the original price, else 'Was' and
 * the list price when the price is lower (a sale). Null when the price is the only one.
 */
export function earlierPrice(
  item: Pick<ItemCardItem, 'price' | 'list_price' | 'original_list_price'>,
): { label: 'Price dropped' | 'Was'; amount: number } | null {
  const listPrice = item.list_price ?? item.price;
  if (item.original_list_price != null && item.original_list_price > listPrice)
    return { label: 'Price dropped', amount: item.original_list_price };
  return listPrice > item.price ? { label: 'Was', amount: listPrice } : null;
}

export interface ItemCardProps {
  item: ItemCardItem;
  /** The placement, appended to the item link as ?src= (see ui/README.md). */
  src?: string;
  /** Above the fold: load the image at once. Cards are lazy by default. */
  priority?: boolean;
  /** A control of its own (a favourite heart), drawn at the image's top right, above the card's link. */
  action?: ReactNode;
}

/** Intrinsic size of the square image, so the browser reserves its box before it arrives. */
const IMAGE_SIZE = 400;

/**
 * The mark on a card whose item cannot be bought any more (a favourite, a recently sold result), in place of Auction.
 */
const UNAVAILABLE_MARK: Partial<Record<Item['state'], string>> = {
  sold: 'Sold',
  removed: 'No longer available',
  archived: 'No longer available',
};

/**
 * One item in a grid or row: square image, name (two lines at most), price with the earlier
 * price struck through ({@link earlierPrice}), and an Auction label (or Sold, when it is gone).
 * The name is the link; its ::after stretches over the whole card, so the card is one click
 * target and screen readers hear the name once (not the image alt, the name and the prices as one
 * long link).
 */
export function ItemCard({ item, src, priority = false, action }: ItemCardProps) {
  const nameId = useId();
  const imageUrl = item.primary_image?.edge_url;
  const earlier = earlierPrice(item);
  const mark = UNAVAILABLE_MARK[item.state] ?? (item.auction ? 'Auction' : null);
  return (
    <article className="ks-card ks-item-card" aria-labelledby={nameId}>
      <CardStyles />
      <Stylesheet href={css} precedence="ui" />
      <div className="ks-card__media ks-item-card__media">
        {imageUrl ? (
          <img
            className="ks-item-card__image"
            src={imageUrl}
            alt={item.name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="ks-item-card__placeholder" aria-hidden="true" />
        )}
        {mark && <span className="ks-item-card__badge">{mark}</span>}
        {action ? <div className="ks-item-card__action">{action}</div> : null}
      </div>
      <div className="ks-item-card__body">
        <a
          className="ks-card__link ks-item-card__link"
          href={itemHref(item, src ? { src } : {})}
          data-item-id={item.id}
        >
          <span className="ks-item-card__name" id={nameId}>
            {item.name}
          </span>
        </a>
        <p className="ks-item-card__prices">
          <span className="ks-item-card__price">{formatMoney(item.price)}</span>
          {earlier && (
            <span className="ks-item-card__retail">
              {earlier.label} <s>{formatMoney(earlier.amount)}</s>
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
