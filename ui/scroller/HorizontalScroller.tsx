import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Chevron } from '../icons/Chevron';
import { usePrefersReducedMotion } from '../motion/use-reduced-motion';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './HorizontalScroller.css?url';

/** Spec §2.7 / §9: horizontal scrolls step 600 px. */
export const SCROLL_STEP_PX = 600;

/** Sub-pixel scroll positions (zoomed pages, fractional widths) still count as the end. */
const EDGE_TOLERANCE_PX = 1;

export interface HorizontalScrollerProps {
  /** The region's accessible name, e.g. the block title. */
  label: string;
  /** One child per entry; each is wrapped in an <li> of the scrolling list. */
  children: ReactNode;
  /** How many entries mobile shows (the server cannot know the viewport: CSS hides the rest); all by default. */
  mobileCount?: number;
  className?: string;
}

/**
 * A row that scrolls sideways: native swipe and scroll-snap on touch, previous / next buttons that
 * step exactly 600 px on desktop. A button is disabled when the row cannot scroll further that way.
 */
export function HorizontalScroller({ label, children, mobileCount, className }: HorizontalScrollerProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Before the first measure (and on the server) assume the row starts at its left end and overflows.
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= EDGE_TOLERANCE_PX;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - EDGE_TOLERANCE_PX;
    setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure]);

  const step = (direction: -1 | 1) => {
    trackRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <div role="region" aria-label={label} className={className ? `ks-scroller ${className}` : 'ks-scroller'}>
      <Stylesheet href={css} precedence="ui" />
      <button
        type="button"
        className="ks-scroller__button ks-scroller__button--prev"
        aria-label="Scroll left"
        disabled={edges.atStart}
        onClick={() => step(-1)}
      >
        <Chevron direction="left" />
      </button>
      <ul ref={trackRef} className="ks-scroller__track">
        {Children.toArray(children).map((child, index) => (
          <li
            key={keyOf(child, index)}
            className={
              mobileCount === undefined || index < mobileCount
                ? 'ks-scroller__item'
                : 'ks-scroller__item ks-scroller__item--desktop-only'
            }
          >
            {child}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="ks-scroller__button ks-scroller__button--next"
        aria-label="Scroll right"
        disabled={edges.atEnd}
        onClick={() => step(1)}
      >
        <Chevron direction="right" />
      </button>
    </div>
  );
}

/** Children.toArray gives each child a key; reuse it for the <li> that wraps the child. */
function keyOf(child: ReactNode, index: number): string | number {
  return typeof child === 'object' && child !== null && 'key' in child && child.key != null ? child.key : index;
}
