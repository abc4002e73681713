/** Previous / next arrows and one dot per slide; the current dot carries aria-current. */
export function SlideNav({ count, current, onGo }: { count: number; current: number; onGo: (index: number) => void }) {
  return (
    <>
      <button
        type="button"
        className="ks-carousel__arrow"
        aria-label="Previous slide"
        onClick={() => onGo(current - 1)}
      >
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
