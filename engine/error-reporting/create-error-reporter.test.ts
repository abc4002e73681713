import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, errorReportingDsn } from './create-error-reporter';
import { consoleErrorReporter } from './error-reporter';

// Counts imports of the SDK's module: the default loader must never run without a DSN.
const sdkImports = vi.hoisted(() => ({ count: 0 }));
vi.mock('@sentry/browser', () => {
  sdkImports.count += 1;
  return { init: vi.fn(), captureException: vi.fn() };
});

const DSN = 'https://public-key@o1.ingest.sentry.example/42';

// Each test starts with the SDK's module not imported yet (a fresh registry re-runs the mock's factory), whatever
// ran before it.
beforeEach(() => {
  vi.resetModules();
  sdkImports.count = 0;
});
afterEach(() => vi.restoreAllMocks());

function fakeSdk() {
  return { init: vi.fn(), captureException: vi.fn() };
}

describe('createErrorReporter (spec §2.13: the error-reporting service)', () => {
  it('without a DSN is the console reporter, and the SDK module is never imported', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = createErrorReporter({ dsn: undefined, environment: 'production' });
    expect(reporter).toBe(consoleErrorReporter);
    const error = new Error('The page view failed');
    reporter.report({ error, path: '/shop/golf', source: 'error-page' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(consoleError).toHaveBeenCalledWith('[error-report]', expect.objectContaining({ path: '/shop/golf' }), error);
    expect(sdkImports.count).toBe(0);
  });

  it('with a DSN loads the SDK at the first report only, initialises it once and captures each error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sdk = fakeSdk();
    const loadSdk = vi.fn(async () => sdk);
    const reporter = createErrorReporter({ dsn: DSN, environment: 'production', loadSdk });
    expect(loadSdk).not.toHaveBeenCalled();

    const first = new Error('The page view failed');
    reporter.report({ error: first, digest: 'd1', path: '/gear/12?src=home#photos', source: 'error-page' });
    reporter.report({ error: new Error('Bad tile'), path: '/', source: 'block', block: 'Block 9 ("hero")' });
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(2));

    expect(loadSdk).toHaveBeenCalledOnce();
    expect(sdk.init).toHaveBeenCalledExactlyOnceWith({ dsn: DSN, environment: 'production' });
    expect(sdk.captureException).toHaveBeenNthCalledWith(1, first, {
      tags: { source: 'error-page', digest: 'd1' },
      extra: { path: '/gear/12?src=home#photos' },
    });
    expect(sdk.captureException).toHaveBeenNthCalledWith(2, expect.any(Error), {
      tags: { source: 'block', block: 'Block 9 ("hero")' },
      extra: { path: '/' },
    });
  });

  it('reports a failed server render (no error object) with its digest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sdk = fakeSdk();
    createErrorReporter({ dsn: DSN, environment: 'production', loadSdk: async () => sdk }).report({
      digest: 'a1b2c3d4',
      path: '/shop',
      source: 'error-page',
    });
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledOnce());
    const [exception] = sdk.captureException.mock.calls[0]!;
    expect(exception).toEqual(new Error('Server render failed at /shop (digest a1b2c3d4)'));
  });

  it('still logs to the console when the SDK cannot load, and warns once', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reporter = createErrorReporter({
      dsn: DSN,
      environment: 'production',
      loadSdk: () => Promise.reject(new Error('blocked by the browser')),
    });
    reporter.report({ error: new Error('one'), path: '/', source: 'error-page' });
    reporter.report({ error: new Error('two'), path: '/', source: 'error-page' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});

describe('the default loader', () => {
  // The counter the no-DSN test reads sees a real import.
  it("imports Sentry's browser SDK when a DSN is set", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(sdkImports.count).toBe(0);
    createErrorReporter({ dsn: DSN, environment: 'production' }).report({ path: '/', source: 'error-page' });
    await vi.waitFor(() => expect(sdkImports.count).toBe(1));
    const sentry = await import('@sentry/browser');
    expect(sentry.init).toHaveBeenCalledExactlyOnceWith({ dsn: DSN, environment: 'production' });
  });
});

describe('errorReportingDsn (SENTRY_DSN)', () => {
  it('is the configured http(s) URL, trimmed', () => {
    expect(errorReportingDsn({ SENTRY_DSN: ` ${DSN} ` })).toBe(DSN);
  });
  it('is absent when unset or blank', () => {
    expect(errorReportingDsn({})).toBeUndefined();
    expect(errorReportingDsn({ SENTRY_DSN: '  ' })).toBeUndefined();
  });
  it('ignores a malformed value with a warning rather than break the pages', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(errorReportingDsn({ SENTRY_DSN: 'not a url' })).toBeUndefined();
    expect(errorReportingDsn({ SENTRY_DSN: 'javascript:alert(1)' })).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
