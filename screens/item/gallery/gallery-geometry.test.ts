import { describe, expect, it } from 'vitest';
import { clampPan, containedRect, gallerySize, pinchScale, swipeTarget, zoomView } from './gallery-geometry';

describe('gallery geometry (spec §9)', () => {
  it.each([
    [375, { width: 360, height: 420, zoom: 1000 }],
    [1024, { width: 360, height: 420, zoom: 1000 }],
    [1025, { width: 488, height: 560, zoom: 1500 }],
    [1280, { width: 488, height: 560, zoom: 1500 }],
    [1281, { width: 800, height: 600, zoom: 2000 }],
    [1920, { width: 800, height: 600, zoom: 2000 }],
  ])('sizes the desktop slide and zoom for a %i px window', (windowWidth, size) => {
    expect(gallerySize(windowWidth)).toEqual(size);
  });

  it('places a square photo in a wide box like object-fit: contain', () => {
    expect(containedRect({ width: 800, height: 600 }, { width: 400, height: 400 })).toEqual({
      left: 100,
      top: 0,
      width: 600,
      height: 600,
    });
    expect(containedRect({ width: 360, height: 420 }, { width: 400, height: 400 })).toEqual({
      left: 0,
      top: 30,
      width: 360,
      height: 360,
    });
  });

  describe('zoom lens', () => {
    const photo = { left: 100, top: 0, width: 600, height: 600 };
    const pane = { width: 800, height: 600 };

    it('centres the lens on the pointer and scales the photo to the zoom width', () => {
      const view = zoomView({ x: 400, y: 300 }, photo, pane, 2000)!;
      // 2000 / 600 = 3.33×: the 800×600 pane shows 240×180 of the photo.
      expect(view.lens.width).toBeCloseTo(240);
      expect(view.lens.height).toBeCloseTo(180);
      expect(view.lens.left).toBeCloseTo(280);
      expect(view.lens.top).toBeCloseTo(210);
      expect(view.background.width).toBeCloseTo(2000);
      expect(view.background.x).toBeCloseTo(-(280 - 100) * (2000 / 600));
    });

    it('keeps the lens inside the photo at its edges', () => {
      const corner = zoomView({ x: 101, y: 1 }, photo, pane, 2000)!;
      expect([corner.lens.left, corner.lens.top]).toEqual([100, 0]);
      expect([corner.background.x, corner.background.y]).toEqual([-0, -0]);
      const far = zoomView({ x: 699, y: 599 }, photo, pane, 2000)!;
      expect(far.lens.left + far.lens.width).toBeCloseTo(700);
      expect(far.lens.top + far.lens.height).toBeCloseTo(600);
    });

    it('shows nothing off the photo (the letterbox beside it)', () => {
      expect(zoomView({ x: 50, y: 300 }, photo, pane, 2000)).toBeNull();
    });
  });

  it('pinch-zooms between 1 and 4', () => {
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(2, 100, 300)).toBe(4);
    expect(pinchScale(1, 100, 50)).toBe(1);
    expect(pinchScale(3, 100, 50)).toBe(1.5);
    expect(pinchScale(2, 0, 50)).toBe(2);
  });

  it('keeps a zoomed photo covering its box while panning', () => {
    expect(clampPan(500, 2, 375)).toBe(187.5);
    expect(clampPan(-500, 2, 375)).toBe(-187.5);
    expect(clampPan(40, 1, 375)).toBe(0);
  });

  it('advances a swipe only past half the width, never past the ends', () => {
    expect(swipeTarget(1, 0.49, 4)).toBe(1);
    expect(swipeTarget(1, 0.51, 4)).toBe(2);
    expect(swipeTarget(1, -0.51, 4)).toBe(0);
    expect(swipeTarget(1, -0.3, 4)).toBe(1);
    expect(swipeTarget(3, 0.9, 4)).toBe(3);
    expect(swipeTarget(0, -0.9, 4)).toBe(0);
  });
});
