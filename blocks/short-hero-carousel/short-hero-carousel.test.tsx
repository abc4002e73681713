import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shortHeroCarouselBlockSchema } from '../../schemas/blocks/short-hero-carousel';
import fixture from '../../stories/fixtures/blocks/short-hero-carousel.json';
import { renderBlock } from '../test-support';
import ShortHeroCarousel from './ShortHeroCarousel';

const block = (overrides: Record<string, unknown> = {}) =>
  shortHeroCarouselBlockSchema.parse({ ...fixture, ...overrides });

/** The dot of the slide shown now ("Slide n of N", aria-current). */
function currentSlide(): string | null {
  return (
    screen
      .getAllByRole('button', { name: /^Slide \d+ of \d+$/ })
      .find((dot) => dot.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label') ?? null
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('short-hero-carousel block', () => {
  it('shows one slide at a time; the others are hidden from assistive technology', () => {
    renderBlock(<ShortHeroCarousel block={block()} data={undefined} />);
    const region = screen.getByRole('region', { name: fixture.title });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    // The button's web and mobile texts ('Shop bats' / 'Shop') are both in the DOM; CSS shows one.
    expect(within(slides[0]!).getByRole('link', { name: /^Shop bats/ })).toHaveAttribute(
      'href',
      '/shop/baseball/bats/bbcor-bats',
    );
  });

  it('advances every 5 s and wraps around (spec §9: 5000 ms)', () => {
    renderBlock(<ShortHeroCarousel block={block()} data={undefined} />);
    expect(currentSlide()).toBe('Slide 1 of 3');
    advance(4999);
    expect(currentSlide()).toBe('Slide 1 of 3');
    advance(1);
    expect(currentSlide()).toBe('Slide 2 of 3');
    advance(5000);
    expect(currentSlide()).toBe('Slide 3 of 3');
    advance(5000);
    expect(currentSlide()).toBe('Slide 1 of 3');
  });

  it('a picked slide stays a full 5 s', () => {
    renderBlock(<ShortHeroCarousel block={block()} data={undefined} />);
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(currentSlide()).toBe('Slide 3 of 3');
    advance(4999);
    expect(currentSlide()).toBe('Slide 3 of 3');
    advance(1);
    expect(currentSlide()).toBe('Slide 1 of 3');
  });

  it('the pause button stops rotation and play restarts it', () => {
    renderBlock(<ShortHeroCarousel block={block()} data={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(20_000);
    expect(currentSlide()).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(5000);
    expect(currentSlide()).toBe('Slide 2 of 3');
  });

  it('pauses while a mouse is over it', () => {
    renderBlock(<ShortHeroCarousel block={block()} data={undefined} />);
    const region = screen.getByRole('region', { name: fixture.title });
    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    advance(10_000);
    expect(currentSlide()).toBe('Slide 1 of 3');
    fireEvent.pointerOut(region, { pointerType: 'mouse', relatedTarget: document.body });
    advance(5000);
    expect(currentSlide()).toBe('Slide 2 of 3');
  });

  it('does not rotate under prefers-reduced-motion, and shows no pause button', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderBlock(<ShortHeroCarousel block={block()} data={undefined} />);
    advance(20_000);
    expect(currentSlide()).toBe('Slide 1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('a single slide shows no controls and never moves', () => {
    renderBlock(<ShortHeroCarousel block={block({ tiles: fixture.tiles.slice(0, 1) })} data={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reserves the frame: the first image loads at once with its size, the others lazily', () => {
    const { container } = renderBlock(<ShortHeroCarousel block={block()} data={undefined} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('width', '1280');
    expect(images[0]).toHaveAttribute('height', '256');
  });
});
