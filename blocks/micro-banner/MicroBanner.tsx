import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  MICRO_BANNER_DISMISSED_COOKIE,
  MICRO_BANNER_DISMISSED_MAX_AGE,
  useEngine,
  usePageViewUpdatedAt,
  type BlockProps,
} from '../../engine';
import { Button } from '../../ui/button/Button';
import { PlayToggle } from '../../ui/motion/PlayToggle';
import { useInteractionPause } from '../../ui/motion/use-interaction-pause';
import { usePrefersReducedMotion } from '../../ui/motion/use-reduced-motion';
import { useRotation } from '../../ui/motion/use-rotation';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './MicroBanner.css?url';
import { microBannerShownOn } from './visibility';

/** Spec §2.7 / §9: the micro-banner rotates its tiles every 5 s. */
export const MICRO_BANNER_INTERVAL_MS = 5000;

/**
 * A thin strip of one-line messages (one per tile, a link when it has a destination), rotating
 * every 5 s in a fixed-height line. Dismissing it writes the page view's updated_at to the
 * ks_dmicro_b cookie for 30 days: it stays hidden until then or until the page view changes
 * (spec §2.2). The cookie is read while rendering, from the request on the server and the browser
 * after, so a dismissed banner is not in the server HTML and nothing shifts when the page loads.
 */
export default function MicroBanner({ block }: BlockProps<'micro-banner'>) {
  const [path] = useLocation();
  const updatedAt = usePageViewUpdatedAt();
  const { cookies } = useEngine();
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismissed =
    dismissedNow || (updatedAt !== undefined && cookies?.get(MICRO_BANNER_DISMISSED_COOKIE) === updatedAt);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const { interacting, handlers } = useInteractionPause();
  const messages = block.tiles;
  const [index] = useRotation(
    messages.length,
    MICRO_BANNER_INTERVAL_MS,
    dismissed || !playing || reducedMotion || interacting,
  );

  if (dismissed || !microBannerShownOn(path)) return null;

  const dismiss = () => {
    if (updatedAt) cookies?.set(MICRO_BANNER_DISMISSED_COOKIE, updatedAt, { maxAge: MICRO_BANNER_DISMISSED_MAX_AGE });
    setDismissedNow(true);
  };

  return (
    <aside
      className="ks-micro-banner"
      aria-label={block.title ?? 'Announcements'}
      style={cssVars({ '--ks-micro-banner-bg': block.background_color, '--ks-micro-banner-ink': block.text_color })}
      {...handlers}
    >
      <Stylesheet href={css} />
      {messages.length > 1 && !reducedMotion && (
        <PlayToggle
          className="ks-micro-banner__toggle"
          what="messages"
          playing={playing}
          onToggle={() => setPlaying((value) => !value)}
        />
      )}
      <ul className="ks-micro-banner__messages">
        {messages.map((tile, position) => {
          const current = position === index;
          return (
            <li
              key={tile.id}
              className={`ks-micro-banner__message${current ? ' ks-micro-banner__message--current' : ''}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
              style={cssVars({ '--ks-micro-banner-message-ink': tile.text_color })}
            >
              {tile.destination ? <a href={tile.destination}>{tile.title}</a> : tile.title}
              {tile.subtitle && <span className="ks-micro-banner__detail"> {tile.subtitle}</span>}
            </li>
          );
        })}
      </ul>
      <Button variant="plain" className="ks-micro-banner__dismiss" aria-label="Dismiss banner" onClick={dismiss}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </Button>
    </aside>
  );
}
