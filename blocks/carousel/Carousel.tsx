import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../engine';
import { BannerStyles } from '../../ui/banner/Banner';
import { PlayToggle } from '../../ui/motion/PlayToggle';
import { useInteractionPause } from '../../ui/motion/use-interaction-pause';
import { usePrefersReducedMotion } from '../../ui/motion/use-reduced-motion';
import { useRotation } from '../../ui/motion/use-rotation';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { isEmpowerTile } from '../../ui/tile/EmpowerTagline';
import carouselCss from './Carousel.css?url';
import { SlideNav } from './Controls';
import { SLIDE_INTERVAL_MS } from './empower';
import { Slide } from './Slide';

/** How long scrolling must rest before a swipe counts as landing on a slide. */
const SCROLL_SETTLE_MS = 120;

/**
 * The home hero carousel: one slide per tile in a CSS scroll-snap track (touch swipes natively),
 * advancing every 8 s and wrapping around; previous/next, dot and pause buttons. Rotation pauses
 * while hovered or focused, when paused by the user and under prefers-reduced-motion.
 */
export default function Carousel({ block }: BlockProps<'carousel'>) {
  const slides = block.tiles;
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const { interacting, handlers } = useInteractionPause();
  const paused = !playing || reducedMotion || interacting;
  const [index, setIndex] = useRotation(count, SLIDE_INTERVAL_MS, paused);
  // The pause button shows when something moves on its own: slides, or a rotating tagline.
  const showToggle = !reducedMotion && (count > 1 || slides.some(isEmpowerTile));
  const track = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Bring the current slide into view; the track's scroll-snap keeps it aligned.
  useEffect(() => {
    const element = track.current;
    const slide = element?.children[index];
    if (!element || !(slide instanceof HTMLElement)) return;
    const left = slide.offsetLeft;
    if (Math.abs(element.scrollLeft - left) < 2) return;
    if (typeof element.scrollTo === 'function') element.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    else element.scrollLeft = left;
  }, [index, reducedMotion]);

  useEffect(() => () => clearTimeout(settle.current), []);

  // A swipe (or any scroll) that comes to rest on another slide makes that slide current.
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const element = track.current;
      if (!element || element.clientWidth === 0) return;
      const landed = Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)));
      setIndex((current) => (current === landed ? current : landed));
    }, SCROLL_SETTLE_MS);
  };

  const [announcement, setAnnouncement] = useState('');
  // Slides the user picks are announced; automatic steps are not (the carousel would never stop talking).
  const go = (next: number) => {
    const target = ((next % count) + count) % count;
    setIndex(target);
    const title = slides[target]?.title;
    setAnnouncement(`Slide ${target + 1} of ${count}${title ? `: ${title}` : ''}`);
  };

  return (
    <section
      className="ks-carousel"
      aria-roledescription="carousel"
      aria-label={block.title ?? 'Featured'}
      {...handlers}
    >
      <BannerStyles />
      <Stylesheet href={carouselCss} />
      <div className="ks-carousel__track" ref={track} onScroll={onScroll}>
        {slides.map((tile, position) => (
          <Slide
            key={tile.id}
            tile={tile}
            position={position + 1}
            count={count}
            first={position === 0}
            fallbackTitle={block.title}
            animate={position === index && !paused}
          />
        ))}
      </div>
      <p className="ks-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {(count > 1 || showToggle) && (
        <div className="ks-carousel__controls">
          {count > 1 && <SlideNav count={count} current={index} onGo={go} />}
          {showToggle && (
            <PlayToggle
              className="ks-carousel__toggle"
              playing={playing}
              onToggle={() => setPlaying((value) => !value)}
            />
          )}
        </div>
      )}
    </section>
  );
}
