import sliderCss from 'keen-slider/keen-slider.min.css?url';
import { useKeenSlider, type KeenSliderPlugin } from 'keen-slider/react';
import { useMemo, useState } from 'react';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import { swipeTarget } from './gallery-geometry';
import { photoAlt, type GalleryPhoto } from './gallery-photo';
import { PinchZoom } from './PinchZoom';

/**
 * keen-slider moves on any flick; spec §9 wants a swipe to advance only past half the width. This
 * plugin runs after keen's own snap and sends the slider to the slide {@link swipeTarget} picks.
 */
const halfWidthSwipe: KeenSliderPlugin = (slider) => {
  let start = { index: 0, position: 0 };
  slider.on('dragStarted', () => {
    start = { index: slider.track.details.rel, position: slider.track.details.position };
  });
  slider.on('dragEnded', () => {
    const { position, slides } = slider.track.details;
    const width = slides[start.index]?.size || 1;
    slider.moveToIdx(swipeTarget(start.index, (position - start.position) / width, slides.length));
  });
};

/**
 * Phone photos (≤767 px): a keen-slider swipe carousel 375 px high, each photo pinch-zoomable from
 * 1× to 4× (the carousel holds still while a photo is zoomed), with a counter.
 */
export function MobileGallery({ name, photos }: { name: string; photos: readonly GalleryPhoto[] }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = photos.length;
  const options = useMemo(
    () => ({
      drag: !zoomed && count > 1,
      slideChanged: (slider: { track: { details: { rel: number } } }) => setIndex(slider.track.details.rel),
    }),
    [zoomed, count],
  );
  const [sliderRef] = useKeenSlider<HTMLDivElement>(options, [halfWidthSwipe]);

  return (
    <div className="ks-gallery__mobile" role="region" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <Stylesheet href={sliderCss} />
      <div ref={sliderRef} className="keen-slider ks-gallery__track">
        {photos.map((photo, position) => (
          <div
            key={photo.id}
            className="keen-slider__slide ks-gallery__slide"
            aria-hidden={position === index ? undefined : true}
          >
            <PinchZoom active={position === index} onZoomChange={setZoomed}>
              <img
                className="ks-gallery__slide-photo"
                src={photo.large_url}
                alt={photoAlt(name, position, count)}
                width={375}
                height={375}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
              />
            </PinchZoom>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <p className="ks-gallery__counter" aria-live="polite">
          {index + 1} / {count}
        </p>
      ) : null}
    </div>
  );
}
