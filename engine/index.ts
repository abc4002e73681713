// The engine's public API: code outside engine/ imports from here (or engine/testing in tests), never an
// inner file (eslint.config.js). Files inside engine/ import each other by relative path, never this one.

// Registry: block and screen plugins.
export { defineBlock } from './registry/block-plugin';
export type { BlockDataContext, BlockDataQuery, BlockPlugin, BlockProps } from './registry/block-plugin';
export { createBlockRegistry } from './registry/block-registry';
export type { AnyBlockPlugin, BlockRegistry } from './registry/block-registry';
export { defineScreen } from './registry/screen-plugin';
export type {
  Chrome,
  ScreenPlugin,
  ScreenPrefetch,
  ScreenPrefetchContext,
  ScreenProps,
} from './registry/screen-plugin';
export { createScreenRegistry } from './registry/screen-registry';
export { preloadable } from './registry/preloadable';
export type { ScreenRegistry } from './registry/screen-registry';

// What a page, block or screen reads from the host.
export { EngineProvider, useEngine } from './context';
export type { EngineContextValue } from './context';
export { isNotFound, NotFoundError } from './not-found';

// Error reporting (spec §2.13): the ErrorReporter seam, Sentry when a DSN is configured, the console otherwise.
export { createErrorReporter, errorReportingDsn } from './error-reporting/create-error-reporter';
export { consoleErrorReporter } from './error-reporting/error-reporter';
export type { ErrorReport, ErrorReporter } from './error-reporting/error-reporter';
export { useErrorReporter } from './error-reporting/use-error-reporter';

// Page view: the CMS block renderer, its headings and its server prefetch.
export { PageView } from './page-view/PageView';
export type { PageViewProps } from './page-view/PageView';
export { Heading, useHeadingLevel } from './page-view/headings';
export type { HeadingRole } from './page-view/headings';
export { usePageViewUpdatedAt, PageViewUpdatedAtProvider } from './page-view/page-view-updated-at';
export { pageViewQuery } from './page-view/page-view-queries';
export { prefetchPageView, preloadRenderedBlocks } from './page-view/prefetch';
export { resolveBlocks } from './page-view/resolve-blocks';
export { useResolvedBlocks } from './page-view/use-resolved-blocks';
export { loadBlockValidator, loadedBlockValidator } from './registry/block-schemas';
export type { BlockCheck, BlockValidator } from './registry/block-schemas';
export type {
  BlockIssue,
  BlockVerdict,
  RenderableBlock,
  ResolvedBlock,
  ResolvedPage,
  SkippedBlock,
} from './page-view/resolve-blocks';
export { failedInsideBlock } from './page-view/block-failure';

// Deferred hydration: server-rendered parts off screen hydrate when near, used or idle.
export { continueDeferredHydration, deferHydration } from './hydration/deferred-hydration';
export { deferredComponent } from './hydration/deferred-component';

// API client.
export { createApiClient, refreshTokens } from './api/client';
export type { ApiClient, ApiClientConfig, CallOptions, HttpMethod, RequestOptions } from './api/client';
export { lazySchema, LazySchema } from './api/lazy-schema';
export type { ResponseSchema } from './api/lazy-schema';
export { isService, perService, SERVICES } from './api/services';
export type { Service } from './api/services';
export { ApiError, displayedMessage } from './api/errors';
export { parseEnvironment } from './api/environment';
export type { Environment } from './api/environment';

// Session and cookies.
export { createSession, signedInViewer } from './session/session';
export type { RefreshTokens, Session, SessionState, TokenPair, Viewer } from './session/session';
export { decodeAccessToken } from './session/token';
export type { AccessTokenClaims } from './session/token';
export { parseCookieHeader } from './session/cookie-format';
export { randomId } from './session/client-id';
export {
  ACCESS_TOKEN_COOKIE,
  browserCookieJar,
  CLIENT_ID_COOKIE,
  CLIENT_ID_COOKIE_MAX_AGE,
  DEFAULT_COOKIE_MAX_AGE,
  DESTINATION_COOKIE,
  DEVELOPER_ACCESS_TOKEN_COOKIE,
  DEVELOPER_REFRESH_TOKEN_COOKIE,
  DEVELOPER_TOKEN_MAX_AGE,
  dismissedSaleCookie,
  HAS_PURCHASED_COOKIE,
  HIDE_APP_BANNER_COOKIE,
  HIDE_APP_BANNER_MAX_AGE,
  INBOX_PAGE_SIZE_COOKIE,
  INBOX_SORT_COOKIE,
  LONG_PREFERENCE_MAX_AGE,
  MICRO_BANNER_DISMISSED_COOKIE,
  MICRO_BANNER_DISMISSED_MAX_AGE,
  NEWSLETTER_SIGNED_UP_COOKIE,
  ONBOARDING_DESTINATION_COOKIE,
  PRO_BUMP_GUIDANCE_SEEN_COOKIE,
  REFERRAL_CODE_COOKIE,
  REFRESH_TOKEN_COOKIE,
  requestCookieJar,
  SESSION_COOKIE_MAX_AGE,
  SHIP_TO_COUNTRY_COOKIE,
  SHIP_TO_ZIP_COOKIE,
  SWAPS_INBOX_LOCATION_COOKIE,
  SWAPS_INBOX_TAB_COOKIE,
} from './session/cookies';
export type { CookieJar, CookieWriteOptions, RequestCookieJar } from './session/cookies';
export { rememberReferralCode } from './session/referral-code';

// Analytics.
export { createTracker } from './analytics/track';
export type { Track } from './analytics/track';
export {
  allowsTracking,
  browserHasGlobalPrivacyControl,
  CONSENT_COOKIE,
  initialConsent,
  requestHasGlobalPrivacyControl,
} from './analytics/consent';
export type { ConsentChoice, ConsentState } from './analytics/consent';
export { createConsentStore } from './analytics/consent-store';
export type { ConsentStore } from './analytics/consent-store';
