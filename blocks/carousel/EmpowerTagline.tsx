import { useRotation } from '../../ui/motion/use-rotation';
import { EMPOWER_PHRASES, EMPOWER_TAGLINE, TAGLINE_INTERVAL_MS } from './empower';

/** 'WE EMPOWER ATHLETES' and a phrase that changes every 2.5 s, announced politely. */
export function EmpowerTagline({ paused }: { paused: boolean }) {
  const [index] = useRotation(EMPOWER_PHRASES.length, TAGLINE_INTERVAL_MS, paused);
  const phrase = EMPOWER_PHRASES[index];
  return (
    <p className="ks-carousel__tagline">
      <span className="ks-carousel__tagline-lead">{EMPOWER_TAGLINE}</span>{' '}
      <span className="ks-carousel__tagline-live" aria-live="polite" aria-atomic="true">
        <span key={phrase} className="ks-carousel__phrase">
          {phrase}
        </span>
      </span>
    </p>
  );
}
