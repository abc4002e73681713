import { Button } from '../button/Button';

/** Stops or restarts automatic rotation (WCAG 2.2.2: moving content can be paused). */
export function PlayToggle({
  playing,
  onToggle,
  className,
  what = 'slideshow',
}: {
  playing: boolean;
  onToggle: () => void;
  className: string;
  what?: string;
}) {
  return (
    <Button
      variant="plain"
      className={className}
      aria-label={playing ? `Pause ${what}` : `Play ${what}`}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} fill="currentColor" />
      </svg>
    </Button>
  );
}
