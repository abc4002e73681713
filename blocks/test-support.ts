import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';

/** The carousel dot of the slide shown now ("Slide n of N", aria-current). */
export function currentSlide(): string | null {
  return (
    screen
      .getAllByRole('button', { name: /^Slide \d+ of \d+$/ })
      .find((dot) => dot.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label') ?? null
  );
}

/** Moves the fake timers on by `ms`, inside act. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Makes matchMedia match the queries that hold `feature` (none when absent); vi.unstubAllGlobals() undoes it. */
export function stubMatchMedia(feature?: string) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: feature !== undefined && query.includes(feature),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
