import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { pickErrorVideo } from './error-reporting';
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

describe('the error page video and error reporting (spec §2.13)', () => {
  it('picks one of the videos 1–16 of 17, never the first', () => {
    expect(pickErrorVideo(() => 0)).toBe(1);
    expect(pickErrorVideo(() => 0.999999)).toBe(16);
    for (let i = 0; i < 200; i++) expect(pickErrorVideo()).toBeGreaterThanOrEqual(1);
  });

  it('plays the picked video muted, looping and autoplaying, and reports the error once', () => {
    window.history.pushState({}, '', '/gear/12?src=home#photos');
    const reporter = { report: vi.fn() };
    const error = new Error('The page view failed');
    const { container } = renderWithEngine(
      <ErrorPage error={error} digest="d1" onRetry={() => {}} reporter={reporter} />,
      { environment: 'production' },
    );
    const video = container.querySelector('video')!;
    expect(Number(video.dataset.videoIndex)).toBeGreaterThanOrEqual(1);
    expect(Number(video.dataset.videoIndex)).toBeLessThanOrEqual(16);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(reporter.report).toHaveBeenCalledExactlyOnceWith({ error, digest: 'd1', path: '/gear/12?src=home#photos' });
  });

  it('drops the video box when the video cannot be played, rather than leave an empty frame', () => {
    const { container } = renderWithEngine(
      <ErrorPage error={new Error('x')} onRetry={() => {}} reporter={{ report: () => {} }} />,
    );
    fireEvent.error(container.querySelector('video')!);
    expect(container.querySelector('.ks-status-page__video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
