import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HorizontalScroller, SCROLL_STEP_PX } from './HorizontalScroller';

/** Gives the track a scroll geometry (jsdom lays nothing out) and tells the scroller it moved. */
function scrollTrack(track: HTMLElement, geometry: { scrollLeft: number; clientWidth?: number; scrollWidth?: number }) {
  const { scrollLeft, clientWidth = 800, scrollWidth = 2000 } = geometry;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(track);
}

function renderScroller() {
  render(
    <HorizontalScroller label="Fresh off the bench">
      {['Glove', 'Bat', 'Helmet', 'Cleats'].map((name) => (
        <a key={name} href={`/gear/${name}`}>
          {name}
        </a>
      ))}
    </HorizontalScroller>,
  );
  const region = screen.getByRole('region', { name: 'Fresh off the bench' });
  const track = screen.getByRole('list');
  const scrollBy = vi.fn();
  track.scrollBy = scrollBy;
  return { region, track, scrollBy };
}

describe('<HorizontalScroller>', () => {
  it('is a labelled region holding one list entry per child', () => {
    renderScroller();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Helmet' })).toBeInTheDocument();
  });

  it('steps 600 px each way, smoothly (spec §2.7, §9)', async () => {
    const user = userEvent.setup();
    const { track, scrollBy } = renderScroller();
    scrollTrack(track, { scrollLeft: 600 });
    await user.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
    await user.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -600, behavior: 'smooth' });
    expect(SCROLL_STEP_PX).toBe(600);
  });

  it('disables Scroll left at the start and Scroll right at the end', () => {
    const { track } = renderScroller();
    const left = screen.getByRole('button', { name: 'Scroll left' });
    const right = screen.getByRole('button', { name: 'Scroll right' });

    scrollTrack(track, { scrollLeft: 0 });
    expect(left).toBeDisabled();
    expect(right).toBeEnabled();

    scrollTrack(track, { scrollLeft: 600 });
    expect(left).toBeEnabled();
    expect(right).toBeEnabled();

    scrollTrack(track, { scrollLeft: 1200 });
    expect(left).toBeEnabled();
    expect(right).toBeDisabled();
  });

  it('disables both buttons when everything fits', () => {
    const { track } = renderScroller();
    scrollTrack(track, { scrollLeft: 0, clientWidth: 1280, scrollWidth: 1280 });
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeDisabled();
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { track, scrollBy } = renderScroller();
      scrollTrack(track, { scrollLeft: 0 });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll right' }));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'auto' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
