/** Previous / next arrows and one dot per slide; the current dot carries aria-current. */
export function SlideNav({ count, current, onGo }: { count: number; current: number; onGo: (index: number) => void }) {
  return (
    <>
      <button type="button" className="ks-carousel__arrow" aria-label="Previous slide" onClick={() => onGo(current - 1)}>
        <Chevron direction="left" />
      </button>
      <div className="ks-carousel__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className="ks-carousel__dot"
            aria-label={`Slide ${index + 1} of ${count}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onGo(index)}
          />
        ))}
      </div>
      <button type="button" className="ks-carousel__arrow" aria-label="Next slide" onClick={() => onGo(current + 1)}>
        <Chevron direction="right" />
      </button>
    </>
  );
}

/** Stops or restarts automatic rotation (WCAG 2.2.2: moving content can be paused). */
export function PlayToggle({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="ks-carousel__toggle" aria-label={playing ? 'Pause slideshow' : 'Play slideshow'} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} fill="currentColor" />
      </svg>
    </button>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
