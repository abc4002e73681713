import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { ERROR_VIDEO_COUNT, loadErrorVideo, pickErrorVideo } from './error-videos';
import { errorMessage, ErrorPage } from './ErrorPage';

describe('error box text (spec §2.13, reading 2)', () => {
  it('in development shows the error itself', () => {
    expect(errorMessage({ error: new Error('boom'), development: true })).toBe('Something went wrong: boom');
  });
  it('with a digest shows the digest', () => {
    expect(errorMessage({ digest: 'a1b2c3d4', development: false })).toBe('Something went wrong. (digest a1b2c3d4)');
    expect(errorMessage({ error: new Error('boom'), digest: 'a1b2c3d4', development: false })).toBe(
      'Something went wrong. (digest a1b2c3d4)',
    );
  });
  it('otherwise apologises', () => {
    expect(errorMessage({ error: new Error('boom'), development: false })).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});

describe('<ErrorPage>', () => {
  function renderErrorPage(environment: 'production' | 'development') {
    const track = vi.fn();
    const onRetry = vi.fn();
    renderWithEngine(<ErrorPage error={new Error('The page view failed')} onRetry={onRetry} />, { environment, track });
    return { track, onRetry };
  }

  it('tracks "Web Error" with status 500 and the path with query and hash', () => {
    window.history.pushState({}, '', '/shop/golf?sort=newest#top');
    const { track } = renderErrorPage('production');
    expect(track).toHaveBeenCalledWith('Web Error', { statusCode: 500, path: '/shop/golf?sort=newest#top' });
  });

  it('shows a centred title, the error box and a Try again button that retries', async () => {
    const { onRetry } = renderErrorPage('production');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Something went wrong. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

/** The element matching `selector` once it is there (the clip's URLs load after the pick). */
const findIn = <E extends Element = HTMLElement>(container: HTMLElement, selector: string) =>
  waitFor(() => {
    const element = container.querySelector<E>(selector);
    if (!element) throw new Error(`No ${selector} yet`);
    return element;
  });

describe('the error page video and error reporting (spec §2.13)', () => {
  it('has a pool of 17 shipped clips, each with a poster', async () => {
    expect(ERROR_VIDEO_COUNT).toBe(17);
    for (let index = 0; index < 17; index++) {
      const clip = await loadErrorVideo(index);
      expect(clip.src).toMatch(new RegExp(`sport-${String(index).padStart(2, '0')}\\.webm$`));
      expect(clip.poster).toMatch(new RegExp(`sport-${String(index).padStart(2, '0')}\\.webp$`));
    }
  });

  it('picks one of the videos 1–16 of 17, never the first', () => {
    expect(pickErrorVideo(() => 0)).toBe(1);
    expect(pickErrorVideo(() => 0.999999)).toBe(16);
    for (let i = 0; i < 200; i++) expect(pickErrorVideo()).toBeGreaterThanOrEqual(1);
  });

  it('plays the picked clip muted, looping, inline and autoplaying, and reports the error once', async () => {
    window.history.pushState({}, '', '/gear/12?src=home#photos');
    const errorReporter = { report: vi.fn() };
    const error = new Error('The page view failed');
    const { container } = renderWithEngine(<ErrorPage error={error} digest="d1" onRetry={() => {}} />, {
      environment: 'production',
      errorReporter,
    });
    const video = await findIn<HTMLVideoElement>(container, 'video');
    const index = Number(video.dataset.videoIndex);
    expect(index).toBeGreaterThanOrEqual(1);
    expect(index).toBeLessThanOrEqual(16);
    const clip = await loadErrorVideo(index);
    expect(video.getAttribute('src')).toBe(clip.src);
    expect(video.getAttribute('poster')).toBe(clip.poster);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(errorReporter.report).toHaveBeenCalledExactlyOnceWith({
      error,
      digest: 'd1',
      path: '/gear/12?src=home#photos',
      source: 'error-page',
    });
  });

  it('shows only the poster, no video, when the visitor prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    try {
      const { container } = renderWithEngine(<ErrorPage onRetry={() => {}} />, { errorReporter: { report: () => {} } });
      const poster = await findIn(container, '.ks-status-page__video img');
      expect(container.querySelector('video')).toBeNull();
      const clip = await loadErrorVideo(Number(poster.getAttribute('data-video-index')));
      expect(poster.getAttribute('src')).toBe(clip.poster);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('drops the video box when the video cannot be played, rather than leave an empty frame', async () => {
    const { container } = renderWithEngine(<ErrorPage error={new Error('x')} onRetry={() => {}} />, {
      errorReporter: { report: () => {} },
    });
    fireEvent.error(await findIn(container, 'video'));
    expect(container.querySelector('.ks-status-page__video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
