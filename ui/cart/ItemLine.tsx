import type { ReactNode } from 'react';
import type { Item } from '../../schemas/entities/item';
import { formatMoney } from '../format/money';
import { itemHref } from '../item/item-href';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './ItemLine.css?url';

export interface ItemLineProps {
  item: Pick<Item, 'id' | 'name' | 'url' | 'price' | 'primary_image'>;
  /** The chosen size or hand. */
  variation?: string | null;
  /** A note under the name ('No longer available', '+ $12 shipping'). */
  note?: ReactNode;
  /** Buttons at the end of the line (Remove). */
  children?: ReactNode;
  muted?: boolean;
}

/** The cart kit's stylesheet (lines, totals, errors), for screens that use its classes. */
export function CartStyles() {
  return <Stylesheet href={css} precedence="ui" />;
}

/** One item in a cart or an order: a square 72 px photo (space reserved), the name as its link, price, notes. */
export function ItemLine({ item, variation, note, children, muted = false }: ItemLineProps) {
  const image = item.primary_image?.edge_url;
  return (
    <li className={`ks-cart-line${muted ? ' ks-cart-line--muted' : ''}`}>
      <CartStyles />
      {image ? (
        <img className="ks-cart-line__image" src={image} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span className="ks-cart-line__image" />
      )}
      <div className="ks-cart-line__body">
        <a className="ks-cart-line__name" href={itemHref(item)}>
          {item.name}
        </a>
        {variation ? <span className="ks-cart-line__detail">Option: {variation}</span> : null}
        {note ? <span className="ks-cart-line__detail">{note}</span> : null}
      </div>
      <span className="ks-cart-line__price">{formatMoney(item.price)}</span>
      {children ? <div className="ks-cart-line__actions">{children}</div> : null}
    </li>
  );
}
