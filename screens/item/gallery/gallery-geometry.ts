/** The desktop gallery's slide box and zoom width for a window width (spec §9 'Gallery'). */
export interface GallerySize {
  width: number;
  height: number;
  /** The width the photo is drawn at in the zoom pane. */
  zoom: number;
}

/** ≤1024 px: 360×420, zoom 1000; >1024: 488×560, zoom 1500; >1280: 800×600, zoom 2000. */
export function gallerySize(windowWidth: number): GallerySize {
  if (windowWidth > 1280) return { width: 800, height: 600, zoom: 2000 };
  if (windowWidth > 1024) return { width: 488, height: 560, zoom: 1500 };
  return { width: 360, height: 420, zoom: 1000 };
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Where a photo of the given natural size is drawn inside a box with object-fit: contain. */
export function containedRect(
  box: { width: number; height: number },
  natural: { width: number; height: number },
): Rect {
  if (!natural.width || !natural.height) return { left: 0, top: 0, ...box };
  const scale = Math.min(box.width / natural.width, box.height / natural.height);
  const width = natural.width * scale;
  const height = natural.height * scale;
  return { left: (box.width - width) / 2, top: (box.height - height) / 2, width, height };
}

export interface ZoomView {
  /** The lens over the photo, in the box's coordinates. */
  lens: Rect;
  /** The zoomed photo's size and offset inside the pane (CSS background-size / -position). */
  background: { width: number; height: number; x: number; y: number };
}

/**
 * The zoom lens at a pointer position (box coordinates): the part of the photo the pane shows,
 * centred on the pointer and kept inside the photo, and the zoomed photo's offset in the pane.
 * Null when the pointer is off the photo.
 */
export function zoomView(
  pointer: { x: number; y: number },
  photo: Rect,
  pane: { width: number; height: number },
  zoomWidth: number,
): ZoomView | null {
  const inside =
    pointer.x >= photo.left &&
    pointer.x <= photo.left + photo.width &&
    pointer.y >= photo.top &&
    pointer.y <= photo.top + photo.height;
  if (!inside || photo.width === 0) return null;
  const scale = Math.max(1, zoomWidth / photo.width);
  const width = Math.min(photo.width, pane.width / scale);
  const height = Math.min(photo.height, pane.height / scale);
  const left = clamp(pointer.x - width / 2, photo.left, photo.left + photo.width - width);
  const top = clamp(pointer.y - height / 2, photo.top, photo.top + photo.height - height);
  return {
    lens: { left, top, width, height },
    background: {
      width: photo.width * scale,
      height: photo.height * scale,
      x: -(left - photo.left) * scale,
      y: -(top - photo.top) * scale,
    },
  };
}

/** Pinch zoom stays between 1 and 4 (spec §9). */
export const MIN_PINCH_SCALE = 1;
export const MAX_PINCH_SCALE = 4;

/** The scale after a pinch that began at `startScale` with the fingers `startDistance` apart. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startScale;
  return clamp((startScale * distance) / startDistance, MIN_PINCH_SCALE, MAX_PINCH_SCALE);
}

/** A pan offset kept so the zoomed photo still covers its box (no empty edge dragged into view). */
export function clampPan(offset: number, scale: number, size: number): number {
  const limit = ((scale - 1) * size) / 2;
  return clamp(offset, -limit, limit);
}

/**
 * The slide a swipe lands on (spec §9): the next or previous one only when the swipe went past half
 * the slide's width, otherwise back where it started; never past the ends.
 * `moved` is the swipe's length in slide widths, positive towards the next slide.
 */
export function swipeTarget(startIndex: number, moved: number, count: number): number {
  const step = moved > 0.5 ? 1 : moved < -0.5 ? -1 : 0;
  return clamp(startIndex + step, 0, Math.max(0, count - 1));
}
