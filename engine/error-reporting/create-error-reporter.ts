import type { Environment } from '../api/environment';
import { consoleErrorReporter, type ErrorReporter } from './error-reporter';
import { sentryErrorReporter, type SentrySdk } from './sentry-error-reporter';

/**
 * The browser's error reporter: Sentry when a DSN is configured (SENTRY_DSN on the server, handed over in the boot
 * data), the console otherwise. Without a DSN the SDK's module is never imported.
 */
export function createErrorReporter({
  dsn,
  environment,
  loadSdk = () => import('@sentry/browser'),
}: {
  dsn: string | undefined;
  environment: Environment;
  loadSdk?: () => Promise<SentrySdk>;
}): ErrorReporter {
  return dsn ? sentryErrorReporter({ dsn, environment, loadSdk }) : consoleErrorReporter;
}

/**
 * The DSN in this environment (SENTRY_DSN), if it is a URL Sentry could send to; a malformed one is ignored
 * with a warning, so a typo never breaks the pages.
 */
export function errorReportingDsn(env: Record<string, string | undefined>): string | undefined {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  if (URL.canParse(dsn) && /^https?:$/.test(new URL(dsn).protocol)) return dsn;
  console.warn('[error-report] SENTRY_DSN is not an http(s) URL: errors go to the console');
  return undefined;
}
