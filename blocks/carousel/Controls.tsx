import { Button } from '../../ui/button/Button';
import { Chevron } from '../../ui/icons/Chevron';

/** Previous / next arrows and one dot per slide; the current dot carries aria-current. */
export function SlideNav({ count, current, onGo }: { count: number; current: number; onGo: (index: number) => void }) {
  return (
    <>
      <Button
        variant="plain"
        className="ks-carousel__arrow"
        aria-label="Previous slide"
        onClick={() => onGo(current - 1)}
      >
        <Chevron direction="left" />
      </Button>
      <div className="ks-carousel__dots">
        {Array.from({ length: count }, (_, index) => (
          <Button
            variant="plain"
            key={index}
            className="ks-carousel__dot"
            aria-label={`Slide ${index + 1} of ${count}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onGo(index)}
          />
        ))}
      </div>
      <Button variant="plain" className="ks-carousel__arrow" aria-label="Next slide" onClick={() => onGo(current + 1)}>
        <Chevron direction="right" />
      </Button>
    </>
  );
}
