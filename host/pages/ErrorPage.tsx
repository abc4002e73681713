import { useEffect, useState } from 'react';
import { useEngine, useErrorReporter } from '../../engine';
import { AlertBox } from '../../ui/alert/AlertBox';
import { usePrefersReducedMotion } from '../../ui/motion/use-reduced-motion';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { loadErrorVideo, pickErrorVideo, type ErrorVideo } from './error-videos';
import pagesCss from './ErrorPage.css?url';

export interface ErrorPageProps {
  /** The error, when the browser has it (a failed client render); absent after a failed server render. */
  error?: Error;
  /** The id the server logged the failure under. */
  digest?: string;
  onRetry: () => void;
}

/**
 * The error box text, spec §2.13 reading 2: in development the error itself; with a digest the
 * digest (what support asks for); otherwise a plain apology.
 */
export function errorMessage({
  error,
  digest,
  development,
}: {
  error?: Error;
  digest?: string;
  development: boolean;
}): string {
  if (development && error) return `Something went wrong: ${error.message}`;
  if (digest) return `Something went wrong. (digest ${digest})`;
  return 'Something went wrong. Please try again later.';
}

/**
 * The error page of spec §2.13: a centred title, the error box, 'Try again' and a muted, looping sport clip (its
 * poster alone for reduced motion); tracked as 'Web Error' and reported through the engine's ErrorReporter.
 */
export function ErrorPage({ error, digest, onRetry }: ErrorPageProps) {
  const { environment, track } = useEngine();
  const reporter = useErrorReporter();
  const reducedMotion = usePrefersReducedMotion();
  // Picked in the browser after hydration: a random pick on the server would not match the client's.
  const [video, setVideo] = useState<(ErrorVideo & { index: number }) | 'failed' | null>(null);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const path = `${pathname}${search}${hash}`;
    track('Web Error', { statusCode: 500, path });
    reporter.report({ error, digest, path, source: 'error-page' });
    const index = pickErrorVideo();
    let current = true;
    loadErrorVideo(index).then(
      (clip) => current && setVideo({ ...clip, index }),
      () => current && setVideo('failed'),
    );
    return () => {
      current = false;
    };
  }, [track, reporter, error, digest]);
  return (
    <section className="ks-page ks-status-page" aria-labelledby="ks-error-title">
      <PageMeta title="Something went wrong" canonical={false} />
      <Stylesheet href={pagesCss} precedence="chrome" />
      <h1 id="ks-error-title">Something went wrong</h1>
      <AlertBox kind="error">{errorMessage({ error, digest, development: environment === 'development' })}</AlertBox>
      <p className="ks-status-page__actions">
        <button type="button" className="ks-status-page__button" onClick={onRetry}>
          Try again
        </button>
      </p>
      {video === 'failed' ? null : (
        <div className="ks-status-page__video">
          {video === null ? null : reducedMotion ? (
            <img src={video.poster} alt="" data-video-index={video.index} onError={() => setVideo('failed')} />
          ) : (
            <video
              src={video.src}
              poster={video.poster}
              autoPlay
              muted
              loop
              playsInline
              aria-hidden="true"
              data-video-index={video.index}
              onError={() => setVideo('failed')}
            />
          )}
        </div>
      )}
    </section>
  );
}
