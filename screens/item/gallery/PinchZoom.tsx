import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { clampPan, pinchScale } from './gallery-geometry';

interface Transform {
  scale: number;
  x: number;
  y: number;
}

const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };
const distance = (touches: TouchEvent['touches']) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

/**
 * Two-finger pinch zoom from 1× to 4× (spec §9), one-finger pan while zoomed (kept inside the box),
 * back to 1× when the slide stops being the current one. Reports whether it is zoomed, so the
 * carousel can hold still meanwhile.
 */
export function PinchZoom({
  active,
  onZoomChange,
  children,
}: {
  active: boolean;
  onZoomChange: (zoomed: boolean) => void;
  children: ReactNode;
}) {
  const [transform, setTransform] = useState(IDENTITY);
  const gesture = useRef<
    { startDistance: number; startScale: number } | { panFrom: { x: number; y: number }; origin: Transform } | null
  >(null);
  const box = useRef<HTMLDivElement>(null);
  const zoomed = transform.scale > 1;

  useEffect(() => {
    if (!active) setTransform(IDENTITY);
  }, [active]);
  useEffect(() => onZoomChange(zoomed), [zoomed, onZoomChange]);

  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length === 2)
      gesture.current = { startDistance: distance(event.touches), startScale: transform.scale };
    else if (event.touches.length === 1 && zoomed) {
      gesture.current = { panFrom: { x: event.touches[0]!.clientX, y: event.touches[0]!.clientY }, origin: transform };
    }
  };
  const onTouchMove = (event: TouchEvent) => {
    const current = gesture.current;
    const size = box.current?.getBoundingClientRect() ?? { width: 0, height: 0 };
    if (current && 'startDistance' in current && event.touches.length === 2) {
      const scale = pinchScale(current.startScale, current.startDistance, distance(event.touches));
      setTransform((before) => ({
        scale,
        x: clampPan(before.x, scale, size.width),
        y: clampPan(before.y, scale, size.height),
      }));
    } else if (current && 'panFrom' in current && event.touches.length === 1) {
      const { origin, panFrom } = current;
      setTransform({
        scale: origin.scale,
        x: clampPan(origin.x + event.touches[0]!.clientX - panFrom.x, origin.scale, size.width),
        y: clampPan(origin.y + event.touches[0]!.clientY - panFrom.y, origin.scale, size.height),
      });
    }
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (event.touches.length === 0) gesture.current = null;
  };

  return (
    <div
      ref={box}
      className="ks-gallery__pinch"
      data-zoomed={zoomed ? 'true' : undefined}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className="ks-gallery__pinch-content"
        style={{ transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
