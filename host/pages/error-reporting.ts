/** What the error page knows about a failure it reports. */
export interface ErrorReport {
  error?: Error;
  digest?: string;
  /** The path with query and hash. */
  path: string;
}

/** The error-reporting service's interface (spec §2.13): one call per error page shown. */
export interface ErrorReporter {
  report(report: ErrorReport): void;
}

/**
 * The reporter used here: the browser console (and so the server log when rendered there). A
 * hosted service (Sentry, Bugsnag) would implement the same interface.
 */
export const consoleErrorReporter: ErrorReporter = {
  report: ({ error, digest, path }) =>
    console.error('[error-report]', { path, digest, message: error?.message }, error ?? ''),
};

/** Spec §2.13, §9: 17 promo videos; the error page picks index 1–16, never the first. */
export const PROMO_VIDEO_COUNT = 17;
export const promoVideoUrl = (index: number) => `/media/videos/promo-${index}.mp4`;

export function pickErrorVideo(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * (PROMO_VIDEO_COUNT - 1));
}
