/** What is known about one failure that is reported (spec §2.13, §8 'Unhandled page error'). */
export interface ErrorReport {
  /** The error, when the browser has it; absent on an error page hydrated after a failed server render. */
  error?: unknown;
  /** The id the server logged a failed render under. */
  digest?: string;
  /** The path with query and hash. */
  path: string;
  /** What caught it: the error page (a failed screen or render) or one CMS block's boundary. */
  source: 'error-page' | 'block';
  /** The block's name ('hero #12'), for a block. */
  block?: string;
}

/** The error-reporting service (spec §2.13): one report per failure caught. */
export interface ErrorReporter {
  report(report: ErrorReport): void;
}

/** The reporter without a service: the browser console, and the server log while rendering there. */
export const consoleErrorReporter: ErrorReporter = {
  report: ({ error, digest, path, source, block }) =>
    console.error('[error-report]', { source, block, path, digest }, error ?? ''),
};
