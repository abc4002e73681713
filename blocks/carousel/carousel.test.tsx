import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { carouselBlockSchema } from '../../schemas/blocks/carousel';
import fixture from '../../stories/fixtures/blocks/carousel.json';
import { EMPOWER_PHRASES } from '../../ui/tile/empower';
import { advance, currentSlide, stubMatchMedia } from '../test-support';
import Carousel from './Carousel';

const block = (overrides: Record<string, unknown> = {}) => carouselBlockSchema.parse({ ...fixture, ...overrides });
const slide = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  destination: `/shop/${id}`,
  ...extra,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('carousel block', () => {
  it('is a labelled carousel region of slides labelled "n of N"', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    const region = screen.getByRole('region', { name: fixture.title });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((element) => element.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  // Its level (h1 as the page's hero) is checked through <PageView> in blocks/headings.test.tsx.
  it('makes only the first slide title a heading (the hero heading)', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading')).toHaveTextContent('Where Athletes Buy and Sell Their Gear');
    expect(screen.getByText('Opening Day Deals').tagName).toBe('P');
  });

  it('advances every 8 s and wraps around (spec §2.7)', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    expect(currentSlide()).toBe('Slide 1 of 4');
    advance(7999);
    expect(currentSlide()).toBe('Slide 1 of 4');
    advance(1);
    expect(currentSlide()).toBe('Slide 2 of 4');
    advance(8000);
    expect(currentSlide()).toBe('Slide 3 of 4');
    advance(8000);
    expect(currentSlide()).toBe('Slide 4 of 4');
    advance(8000);
    expect(currentSlide()).toBe('Slide 1 of 4');
  });

  it('moves with the previous, next and dot buttons, wrapping at both ends', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('Slide 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('Slide 1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 4' }));
    expect(currentSlide()).toBe('Slide 3 of 4');
    expect(screen.getByText('Slide 3 of 4: Tee It Up for Less')).toBeInTheDocument();
    // A slide the user picked stays for a full interval.
    advance(7999);
    expect(currentSlide()).toBe('Slide 3 of 4');
    advance(1);
    expect(currentSlide()).toBe('Slide 4 of 4');
  });

  it('follows a swipe: the slide the track comes to rest on becomes current', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    const track = screen.getAllByRole('group')[0]!.parentElement as HTMLElement;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 375 });
    track.scrollLeft = 750;
    fireEvent.scroll(track);
    advance(200);
    expect(currentSlide()).toBe('Slide 3 of 4');
  });

  it('pauses while hovered by a mouse', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    const region = screen.getByRole('region');
    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    advance(16000);
    expect(currentSlide()).toBe('Slide 1 of 4');
    fireEvent.pointerOut(region, { pointerType: 'mouse', relatedTarget: document.body });
    advance(8000);
    expect(currentSlide()).toBe('Slide 2 of 4');
  });

  it('pauses while keyboard focus is inside', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    // Tab onto the button, as a keyboard user does.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => next.focus());
    advance(16000);
    expect(currentSlide()).toBe('Slide 1 of 4');
    act(() => next.blur());
    advance(8000);
    expect(currentSlide()).toBe('Slide 2 of 4');
  });

  it('resumes after a mouse click once the mouse leaves (a click focuses, but is not keyboard focus)', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    const region = screen.getByRole('region');
    const dot = screen.getByRole('button', { name: 'Slide 3 of 4' });
    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    fireEvent.mouseDown(dot);
    act(() => dot.focus());
    fireEvent.click(dot);
    expect(currentSlide()).toBe('Slide 3 of 4');
    advance(16000);
    expect(currentSlide()).toBe('Slide 3 of 4');
    fireEvent.pointerOut(region, { pointerType: 'mouse', relatedTarget: document.body });
    advance(8000);
    expect(currentSlide()).toBe('Slide 4 of 4');
  });

  it('stops and restarts with the pause button', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(24000);
    expect(currentSlide()).toBe('Slide 1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(8000);
    expect(currentSlide()).toBe('Slide 2 of 4');
  });

  it('does not rotate under prefers-reduced-motion', () => {
    stubMatchMedia('prefers-reduced-motion');
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    advance(24000);
    expect(currentSlide()).toBe('Slide 1 of 4');
    expect(screen.getByText('TO PLAY')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('loads the first slide image eagerly with high priority and the others lazily', () => {
    const { container } = renderWithEngine(<Carousel block={block()} data={undefined} />);
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(4);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source')).toHaveAttribute('media', '(max-width: 767px)');
  });

  it('links each slide button to its destination', () => {
    renderWithEngine(<Carousel block={block()} data={undefined} />);
    expect(screen.getByRole('link', { name: 'Shop golf' })).toHaveAttribute('href', '/shop/golf');
    expect(screen.getByRole('link', { name: 'Start selling' })).toHaveAttribute('href', '/sell-now');
  });

  describe('WE EMPOWER ATHLETES tagline (spec §1)', () => {
    const empower = (extra: Record<string, unknown>) => block({ tiles: [slide(1, 'Gear for every athlete', extra)] });

    it('rotates through exactly the seven phrases every 2.5 s, in a polite live region', () => {
      renderWithEngine(<Carousel block={empower({ image_type: 'empower_athletes' })} data={undefined} />);
      expect(screen.getByText('WE EMPOWER ATHLETES')).toBeInTheDocument();
      const live = screen.getByText('TO PLAY').closest('[aria-live]');
      expect(live).toHaveAttribute('aria-live', 'polite');
      const seen = [live?.textContent];
      for (let step = 1; step < 8; step += 1) {
        advance(2499);
        expect(live?.textContent).toBe(seen[seen.length - 1]);
        advance(1);
        seen.push(live?.textContent);
      }
      expect(seen).toEqual([...EMPOWER_PHRASES, 'TO PLAY']);
    });

    it('shows for image_type empower_athletes on a tile version too', () => {
      renderWithEngine(
        <Carousel
          block={empower({ versions: [{ platform: 'web', image_type: 'empower_athletes' }] })}
          data={undefined}
        />,
      );
      expect(screen.getByText('WE EMPOWER ATHLETES')).toBeInTheDocument();
    });

    it('is absent from other slides', () => {
      renderWithEngine(<Carousel block={empower({ image_type: 'blank' })} data={undefined} />);
      expect(screen.queryByText('WE EMPOWER ATHLETES')).toBeNull();
    });

    it('pauses with the slideshow', () => {
      renderWithEngine(<Carousel block={empower({ image_type: 'empower_athletes' })} data={undefined} />);
      fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      advance(10000);
      expect(screen.getByText('TO PLAY')).toBeInTheDocument();
    });
  });
});
