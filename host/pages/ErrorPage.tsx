import { useEffect, useState } from 'react';
import { useEngine } from '../../engine';
import { AlertBox } from '../../ui/alert/AlertBox';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { consoleErrorReporter, pickErrorVideo, promoVideoUrl, type ErrorReporter } from './error-reporting';
import pagesCss from './ErrorPage.css?url';

export interface ErrorPageProps {
  /** The error, when the browser has it (a failed client render); absent after a failed server render. */
  error?: Error;
  /** The id the server logged the failure under. */
  digest?: string;
  onRetry: () => void;
  /** Where the failure is reported (default the console / server log). */
  reporter?: ErrorReporter;
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

/** The error page of spec §2.13: a centred title, the error box and 'Try again'; tracked as 'Web Error'. */
export function ErrorPage({ error, digest, onRetry, reporter = consoleErrorReporter }: ErrorPageProps) {
  const { environment, track } = useEngine();
  // Picked in the browser after hydration: a random pick on the server would not match the client's.
  const [video, setVideo] = useState<number | 'failed' | null>(null);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const path = `${pathname}${search}${hash}`;
    track('Web Error', { statusCode: 500, path });
    reporter.report({ error, digest, path });
    setVideo(pickErrorVideo());
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
          {video === null ? null : (
            <video
              src={promoVideoUrl(video)}
              autoPlay
              muted
              loop
              playsInline
              aria-hidden="true"
              data-video-index={video}
              onError={() => setVideo('failed')}
            />
          )}
        </div>
      )}
    </section>
  );
}
