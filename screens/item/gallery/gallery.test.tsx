import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseItem } from '../test-support';
import { DesktopGallery } from './DesktopGallery';
import { Gallery } from './Gallery';
import { PinchZoom } from './PinchZoom';

const photos = baseItem.images!;
const name = baseItem.name;

describe('DesktopGallery', () => {
  const mainPhoto = () => screen.getByRole('img', { name: /photo \d of 3/ });

  it('shows 56×56 thumbnails, the current one marked', () => {
    render(<DesktopGallery name={name} photos={photos} />);
    const thumbs = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    const image = thumbs[0]!.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['56', '56']);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
  });

  it('steps through the photos with the arrow keys, wrapping, and Home / End', async () => {
    render(<DesktopGallery name={name} photos={photos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 1 of 3' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(mainPhoto()).toHaveAccessibleName(`${name}, photo 2 of 3`);
    expect(mainPhoto()).toHaveAttribute('src', photos[1]!.large_url);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(mainPhoto()).toHaveAccessibleName(`${name}, photo 1 of 3`);
    await userEvent.keyboard('{ArrowLeft}');
    expect(mainPhoto()).toHaveAccessibleName(`${name}, photo 3 of 3`);
    await userEvent.keyboard('{Home}');
    expect(mainPhoto()).toHaveAccessibleName(`${name}, photo 1 of 3`);
    await userEvent.keyboard('{End}');
    expect(mainPhoto()).toHaveAccessibleName(`${name}, photo 3 of 3`);
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
  });

  it('changes photo with the thumbnails and the previous / next buttons', async () => {
    render(<DesktopGallery name={name} photos={photos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(mainPhoto()).toHaveAccessibleName(`${name}, photo 3 of 3`);
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(mainPhoto()).toHaveAccessibleName(`${name}, photo 1 of 3`);
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(mainPhoto()).toHaveAccessibleName(`${name}, photo 3 of 3`);
  });

  it('shows the zoom lens and pane under the mouse, at the window’s zoom width, and hides them on leave', () => {
    const { container } = render(<DesktopGallery name={name} photos={photos} />);
    const stage = container.querySelector<HTMLElement>('.ks-gallery__stage')!;
    vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      top: 100,
      right: 900,
      bottom: 700,
      width: 800,
      height: 600,
      x: 100,
      y: 100,
      toJSON: () => ({}),
    });
    const photo = stage.querySelector('img')!;
    Object.defineProperties(photo, { naturalWidth: { value: 400 }, naturalHeight: { value: 400 } });
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1920);
    vi.stubGlobal('innerWidth', 1920);
    fireEvent.mouseMove(stage, { clientX: 500, clientY: 400 });
    const lens = container.querySelector<HTMLElement>('.ks-gallery__lens')!;
    const pane = container.querySelector<HTMLElement>('.ks-gallery__zoom')!;
    // 600 px photo drawn at 2000 px: the 800×600 pane shows 240×180 of it.
    expect(lens.style.width).toBe('240px');
    expect(lens.style.height).toBe('180px');
    expect(pane.style.backgroundSize).toBe('2000px 2000px');
    expect(pane.style.backgroundImage).toContain(photos[0]!.large_url);
    fireEvent.mouseLeave(stage);
    expect(container.querySelector('.ks-gallery__lens')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('Gallery', () => {
  it('renders the desktop and the phone gallery (CSS shows one), each image box sized up front', () => {
    const { container } = render(<Gallery name={name} photos={photos} />);
    expect(screen.getAllByRole('region', { name: `Photos of ${name}` })).toHaveLength(2);
    for (const image of container.querySelectorAll('img')) {
      expect(image.getAttribute('width')).toBeTruthy();
      expect(image.getAttribute('height')).toBeTruthy();
    }
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('stands in an empty box for an item without photos', () => {
    render(<Gallery name={name} photos={[]} />);
    expect(screen.getByRole('img', { name: `${name}: no photos` })).toBeInTheDocument();
  });
});

describe('PinchZoom (spec §9: 1–4)', () => {
  const touches = (...points: [number, number][]) =>
    points.map(([clientX, clientY], identifier) => ({ clientX, clientY, identifier }));
  const scaleOf = (element: HTMLElement) => Number(element.style.transform.match(/scale\(([\d.]+)\)/)?.[1]);

  it('zooms with two fingers between 1× and 4×, tells the carousel, and resets when the slide leaves', () => {
    const onZoomChange = vi.fn();
    const { container, rerender } = render(
      <PinchZoom active onZoomChange={onZoomChange}>
        <img alt="photo" />
      </PinchZoom>,
    );
    const box = container.querySelector<HTMLElement>('.ks-gallery__pinch')!;
    const content = container.querySelector<HTMLElement>('.ks-gallery__pinch-content')!;
    fireEvent.touchStart(box, { touches: touches([100, 100], [200, 100]) });
    fireEvent.touchMove(box, { touches: touches([50, 100], [250, 100]) });
    expect(scaleOf(content)).toBe(2);
    expect(onZoomChange).toHaveBeenLastCalledWith(true);
    fireEvent.touchMove(box, { touches: touches([0, 100], [1000, 100]) });
    expect(scaleOf(content)).toBe(4);
    fireEvent.touchMove(box, { touches: touches([140, 100], [160, 100]) });
    expect(scaleOf(content)).toBe(1);
    fireEvent.touchMove(box, { touches: touches([0, 100], [300, 100]) });
    fireEvent.touchEnd(box, { touches: [] });
    expect(scaleOf(content)).toBe(3);
    rerender(
      <PinchZoom active={false} onZoomChange={onZoomChange}>
        <img alt="photo" />
      </PinchZoom>,
    );
    expect(scaleOf(content)).toBe(1);
    expect(onZoomChange).toHaveBeenLastCalledWith(false);
  });
});
