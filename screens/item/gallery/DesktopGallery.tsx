import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { containedRect, gallerySize, zoomView, type ZoomView } from './gallery-geometry';
import { photoAlt, type GalleryPhoto } from './gallery-photo';

const wrap = (index: number, count: number) => (index + count) % count;
/** Space between the photo and the zoom pane (the CSS uses the same 16 px). */
const PANE_GAP = 16;
const MIN_PANE_WIDTH = 240;

/**
 * Desktop photos: 56×56 thumbnails, the photo in a box sized per window width (CSS, spec §9), the
 * left and right arrow keys (Home, End) step through the photos wherever focus is in the gallery,
 * and a zoom lens over the photo under a mouse pointer shows it at the window's zoom width beside it.
 */
export function DesktopGallery({ name, photos }: { name: string; photos: readonly GalleryPhoto[] }) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<(ZoomView & { pane: { width: number; height: number }; inner: boolean }) | null>(
    null,
  );
  const stage = useRef<HTMLDivElement>(null);
  const count = photos.length;
  const photo = photos[index]!;

  const show = (next: number) => {
    setIndex(wrap(next, count));
    setZoom(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    show(next);
  };
  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = stage.current!.getBoundingClientRect();
    const image = stage.current!.querySelector('img')!;
    const rect = containedRect(box, { width: image.naturalWidth, height: image.naturalHeight });
    // The pane sits right of the photo, as wide as the window leaves room for; with too little
    // room it covers the photo itself (no lens then).
    const room = document.documentElement.clientWidth - box.right - 2 * PANE_GAP;
    const inner = room < MIN_PANE_WIDTH;
    const pane = { width: inner ? box.width : Math.min(box.width, room), height: box.height };
    const view = zoomView(
      { x: event.clientX - box.left, y: event.clientY - box.top },
      rect,
      pane,
      gallerySize(window.innerWidth).zoom,
    );
    setZoom(view ? { ...view, pane, inner } : null);
  };

  return (
    <div
      className="ks-gallery__desktop"
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      onKeyDown={onKeyDown}
    >
      {count > 1 ? (
        <ul className="ks-gallery__thumbs" aria-label="Photos">
          {photos.map((thumb, position) => (
            <li key={thumb.id}>
              <button
                type="button"
                className="ks-gallery__thumb"
                aria-label={`Show photo ${position + 1} of ${count}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
              >
                <img src={thumb.small_url} alt="" width={56} height={56} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ks-gallery__viewer">
        <div
          ref={stage}
          className="ks-gallery__stage"
          tabIndex={0}
          aria-label={count > 1 ? 'Photo; left and right arrow keys change it' : 'Photo'}
          onMouseMove={onMouseMove}
          onMouseLeave={() => setZoom(null)}
        >
          <img
            className="ks-gallery__photo"
            src={photo.large_url}
            alt={photoAlt(name, index, count)}
            width={800}
            height={600}
            decoding="async"
          />
          {zoom && !zoom.inner ? <div className="ks-gallery__lens" style={zoom.lens} aria-hidden="true" /> : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                className="ks-gallery__arrow ks-gallery__arrow--prev"
                aria-label="Previous photo"
                onClick={() => show(index - 1)}
              >
                ‹
              </button>
              <button
                type="button"
                className="ks-gallery__arrow ks-gallery__arrow--next"
                aria-label="Next photo"
                onClick={() => show(index + 1)}
              >
                ›
              </button>
            </>
          ) : null}
        </div>
        {zoom ? (
          <div
            className={`ks-gallery__zoom${zoom.inner ? ' ks-gallery__zoom--inner' : ''}`}
            aria-hidden="true"
            style={{
              width: zoom.pane.width,
              height: zoom.pane.height,
              backgroundImage: `url("${photo.large_url}")`,
              backgroundSize: `${zoom.background.width}px ${zoom.background.height}px`,
              backgroundPosition: `${zoom.background.x}px ${zoom.background.y}px`,
            }}
          />
        ) : null}
      </div>
      <p className="ks-visually-hidden" aria-live="polite">
        {count > 1 ? `Photo ${index + 1} of ${count}` : ''}
      </p>
    </div>
  );
}
