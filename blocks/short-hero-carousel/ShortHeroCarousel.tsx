import { useState } from 'react';
import type { BlockProps } from '../../engine';
import { Button } from '../../ui/button/Button';
import { PlayToggle } from '../../ui/motion/PlayToggle';
import { useInteractionPause } from '../../ui/motion/use-interaction-pause';
import { usePrefersReducedMotion } from '../../ui/motion/use-reduced-motion';
import { useRotation } from '../../ui/motion/use-rotation';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { tileLooks, tileLookVars } from '../../ui/tile/tile-look';
import { PlatformText, TilePicture } from '../../ui/tile/TilePicture';
import css from './ShortHeroCarousel.css?url';

/** Spec §2.7 / §9: the short hero carousel rotates every 5 s. */
export const SHORT_HERO_INTERVAL_MS = 5000;

/**
 * A short banner carousel: slides stacked in one frame of fixed aspect ratio (5:1 on desktop, 16:9
 * on mobile), the current one shown, advancing every 5 s and wrapping. Dots pick a slide; rotation
 * pauses while hovered or keyboard-focused, after the pause button, and under reduced motion.
 * Slide titles are plain text: the block is a banner, not the page's hero.
 */
export default function ShortHeroCarousel({ block }: BlockProps<'short-hero-carousel'>) {
  const slides = block.tiles;
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const { interacting, handlers } = useInteractionPause();
  const [index, setIndex] = useRotation(count, SHORT_HERO_INTERVAL_MS, !playing || reducedMotion || interacting);
  return (
    <section
      className="ks-short-hero"
      aria-roledescription="carousel"
      aria-label={block.title ?? 'Highlights'}
      {...handlers}
    >
      <Stylesheet href={css} />
      <div className="ks-short-hero__frame">
        {slides.map((tile, position) => {
          const looks = tileLooks(tile);
          const current = position === index;
          const buttonText = looks.web.buttonText ?? looks.mobile.buttonText;
          return (
            <div
              key={tile.id}
              className={`ks-short-hero__slide${current ? ' ks-short-hero__slide--current' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
              style={{ ...cssVars({ '--ks-short-hero-bg': tile.background_color }), ...tileLookVars(looks) }}
            >
              <TilePicture
                className="ks-short-hero__media"
                web={looks.web}
                mobile={looks.mobile}
                width={1280}
                height={256}
                priority={position === 0}
              />
              <div className="ks-short-hero__copy">
                {tile.title && (
                  <p className="ks-short-hero__title">
                    {tile.destination && !buttonText ? <a href={tile.destination}>{tile.title}</a> : tile.title}
                  </p>
                )}
                {tile.subtitle && <p className="ks-short-hero__subtitle">{tile.subtitle}</p>}
                {tile.destination && buttonText && (
                  <a className="ks-short-hero__button" href={tile.destination}>
                    <PlatformText
                      web={looks.web.buttonText ?? buttonText}
                      mobile={looks.mobile.buttonText ?? buttonText}
                    />
                  </a>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="ks-short-hero__controls">
          {slides.map((tile, position) => (
            <Button
              variant="plain"
              key={tile.id}
              className="ks-short-hero__dot"
              aria-label={`Slide ${position + 1} of ${count}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
            />
          ))}
          {!reducedMotion && (
            <PlayToggle
              className="ks-short-hero__toggle"
              playing={playing}
              onToggle={() => setPlaying((value) => !value)}
            />
          )}
        </div>
      )}
    </section>
  );
}
