import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { OutlineButton } from '../outline-button/OutlineButton';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './CappedList.css?url';

/** How many items show before the "more" button, per side of the 767 px breakpoint. */
export interface ListCaps {
  mobile: number;
  desktop: number;
}

export interface CappedListProps<T> {
  items: readonly T[];
  caps: ListCaps;
  /** The button's exact copy ('Show More', 'VIEW ALL'). */
  moreLabel: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  listClassName: string;
  itemClassName: string;
  /** Extra class for the button (an OutlineButton). */
  buttonClassName?: string;
}

const MOBILE_QUERY = '(max-width: 767px)';

/**
 * A list that shows its first `caps.mobile` items on mobile and `caps.desktop` on desktop, then a
 * button that reveals the rest. Every item is in the server HTML; CSS hides the ones past the cap of
 * the viewport's side (the server cannot know it), and the button shows only on a side with
 * something hidden. Revealing moves focus to the first revealed item's link.
 */
export function CappedList<T>({
  items,
  caps,
  moreLabel,
  itemKey,
  renderItem,
  listClassName,
  itemClassName,
  buttonClassName,
}: CappedListProps<T>) {
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const more = { mobile: items.length > caps.mobile, desktop: items.length > caps.desktop };
  const reveal = () => {
    const onMobile = typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
    const first = list.current?.children[onMobile ? caps.mobile : caps.desktop];
    // Commit first: until then the item is display: none and cannot take focus.
    flushSync(() => setOpen(true));
    first?.querySelector<HTMLElement>('a, button')?.focus();
  };
  return (
    <div className={`ks-capped${open ? ' ks-capped--open' : ''}`}>
      <Stylesheet href={css} precedence="ui" />
      <ul className={listClassName} ref={list}>
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            className={[
              itemClassName,
              index >= caps.mobile && 'ks-capped__past-mobile',
              index >= caps.desktop && 'ks-capped__past-desktop',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {!open && (more.mobile || more.desktop) && (
        <OutlineButton
          className={
            [
              buttonClassName,
              !more.desktop && 'ks-capped__more--mobile-only',
              !more.mobile && 'ks-capped__more--desktop-only',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onClick={reveal}
        >
          {moreLabel}
        </OutlineButton>
      )}
    </div>
  );
}
