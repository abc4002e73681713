import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { shortHeroCarouselBlockSchema } from '../../schemas/blocks/short-hero-carousel';
import fixture from '../../stories/fixtures/blocks/short-hero-carousel.json';
import { advance, currentSlide, stubMatchMedia } from '../test-support';
import ShortHeroCarousel from './ShortHeroCarousel';

const block = (overrides: Record<string, unknown> = {}) =>
  shortHeroCarouselBlockSchema.parse({ ...fixture, ...overrides });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('short-hero-carousel block', () => {
  it('shows one slide at a time; the others are hidden from assistive technology', () => {
    renderWithEngine(<ShortHeroCarousel block={block()} data={undefined} />);
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
    renderWithEngine(<ShortHeroCarousel block={block()} data={undefined} />);
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
    renderWithEngine(<ShortHeroCarousel block={block()} data={undefined} />);
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(currentSlide()).toBe('Slide 3 of 3');
    advance(4999);
    expect(currentSlide()).toBe('Slide 3 of 3');
    advance(1);
    expect(currentSlide()).toBe('Slide 1 of 3');
  });

  it('the pause button stops rotation and play restarts it', () => {
    renderWithEngine(<ShortHeroCarousel block={block()} data={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(20_000);
    expect(currentSlide()).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(5000);
    expect(currentSlide()).toBe('Slide 2 of 3');
  });

  it('pauses while a mouse is over it', () => {
    renderWithEngine(<ShortHeroCarousel block={block()} data={undefined} />);
    const region = screen.getByRole('region', { name: fixture.title });
    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    advance(10_000);
    expect(currentSlide()).toBe('Slide 1 of 3');
    fireEvent.pointerOut(region, { pointerType: 'mouse', relatedTarget: document.body });
    advance(5000);
    expect(currentSlide()).toBe('Slide 2 of 3');
  });

  it('does not rotate under prefers-reduced-motion, and shows no pause button', () => {
    stubMatchMedia('prefers-reduced-motion');
    renderWithEngine(<ShortHeroCarousel block={block()} data={undefined} />);
    advance(20_000);
    expect(currentSlide()).toBe('Slide 1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('a single slide shows no controls and never moves', () => {
    renderWithEngine(<ShortHeroCarousel block={block({ tiles: fixture.tiles.slice(0, 1) })} data={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reserves the frame: the first image loads at once with its size, the others lazily', () => {
    const { container } = renderWithEngine(<ShortHeroCarousel block={block()} data={undefined} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('width', '1280');
    expect(images[0]).toHaveAttribute('height', '256');
  });
});
