import type { Environment } from '../api/environment';
import { consoleErrorReporter, type ErrorReport, type ErrorReporter } from './error-reporter';

/** The part of Sentry's browser SDK the reporter uses. */
export interface SentrySdk {
  init(options: { dsn: string; environment: string }): unknown;
  captureException(exception: unknown, hint: { tags: Record<string, string>; extra: Record<string, string> }): unknown;
}

export interface SentryReporterOptions {
  dsn: string;
  environment: Environment;
  /** Loads the SDK; once, at the first report, so a page that never fails never downloads it. */
  loadSdk: () => Promise<SentrySdk>;
}

/** What Sentry is sent for a report without an error object (an error page after a failed server render). */
function exceptionOf({ error, digest, path }: ErrorReport): unknown {
  return error ?? new Error(`Server render failed at ${path}${digest ? ` (digest ${digest})` : ''}`);
}

/**
 * Reports to Sentry (its browser SDK, loaded on the first report and initialised with the DSN), and to the console
 * as well, so a failure stays visible if the SDK cannot load (blocked, offline).
 */
export function sentryErrorReporter({ dsn, environment, loadSdk }: SentryReporterOptions): ErrorReporter {
  let sdk: Promise<SentrySdk | null> | undefined;
  const loaded = () =>
    (sdk ??= loadSdk().then(
      (module) => {
        module.init({ dsn, environment });
        return module;
      },
      (error: unknown) => {
        console.warn('[error-report] the Sentry SDK did not load', error);
        return null;
      },
    ));
  return {
    report(report) {
      consoleErrorReporter.report(report);
      const tags: Record<string, string> = { source: report.source };
      if (report.block) tags.block = report.block;
      if (report.digest) tags.digest = report.digest;
      void loaded().then((module) =>
        module?.captureException(exceptionOf(report), { tags, extra: { path: report.path } }),
      );
    },
  };
}
