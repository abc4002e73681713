import type { Tile } from '../../schemas/tile';
import { useRotation } from '../motion/use-rotation';
import { Stylesheet } from '../stylesheet/Stylesheet';
import { EMPOWER_PHRASES, EMPOWER_TAGLINE, TAGLINE_INTERVAL_MS } from './empower';
import css from './EmpowerTagline.css?url';

export interface EmpowerTaglineProps {
  /** Stop on the current phrase (off screen, hovered, reduced motion...). */
  paused: boolean;
  /** The block's class for the tagline (its size and alignment). */
  className: string;
}

/**
 * 'WE EMPOWER ATHLETES' and a phrase that changes every 2.5 s, announced politely: the tagline of
 * tiles whose image_type is empower_athletes (carousel slides, tile groups).
 */
export function EmpowerTagline({ paused, className }: EmpowerTaglineProps) {
  const [index] = useRotation(EMPOWER_PHRASES.length, TAGLINE_INTERVAL_MS, paused);
  const phrase = EMPOWER_PHRASES[index];
  return (
    <p className={className}>
      <Stylesheet href={css} precedence="ui" />
      <span>{EMPOWER_TAGLINE}</span>{' '}
      <span className="ks-empower-tagline__live" aria-live="polite" aria-atomic="true">
        <span key={phrase} className="ks-empower-tagline__phrase">
          {phrase}
        </span>
      </span>
    </p>
  );
}

/** Whether a tile shows the tagline: image_type empower_athletes on the tile or one of its versions. */
export function isEmpowerTile(tile: Tile): boolean {
  return (
    tile.image_type === 'empower_athletes' ||
    Boolean(tile.versions?.some((version) => version.image_type === 'empower_athletes'))
  );
}
