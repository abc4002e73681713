import { parseCookieHeader, serializeCookie } from './cookie-format';

/**
 * The one module that names cookies (spec §9). Everything else imports these constants; a cookie
 * name written anywhere else is a bug.
 */

/** The product prefix `{p}` of spec §9. */
export const COOKIE_PREFIX = 'ks';

const DAY = 86_400;

/** Max age of the session cookies (access and refresh token): 30 days. */
export const SESSION_COOKIE_MAX_AGE = 2_592_000;
/** Max age of a cookie that names none of its own: 1 year (365 days). */
export const DEFAULT_COOKIE_MAX_AGE = 31_536_000;
/**
 * Max age of the client id: 3 years. The spec says "3 date units after creation" without the unit;
 * see engine/README.md ("Session") for why years.
 */
export const CLIENT_ID_COOKIE_MAX_AGE = 3 * 365 * DAY;
/** Max age of the app-banner dismissal: 7 days. */
export const HIDE_APP_BANNER_MAX_AGE = 7 * DAY;
/** Max age of the micro-banner dismissal: 30 days. */
export const MICRO_BANNER_DISMISSED_MAX_AGE = 30 * DAY;
/** Max age of onboarding_destination, ship_to_country and ship_to_zip: 365 days. */
export const LONG_PREFERENCE_MAX_AGE = 365 * DAY;
/** Max age of the developer-portal token cookies (query mode=developer): 3000 days. */
export const DEVELOPER_TOKEN_MAX_AGE = 3000 * DAY;

/** The session's access token (a JWT). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** The session's refresh token. */
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/** The client (device) id, sent as x-session-id and as client_id to the identity service. */
export const CLIENT_ID_COOKIE = `${COOKIE_PREFIX}_client_id`;
/** Where to go after signing in. */
export const DESTINATION_COOKIE = 'destination';
/** Where to go after onboarding. */
export const ONBOARDING_DESTINATION_COOKIE = 'onboarding_destination';
/** A referral code kept for registration and social sign-in. */
export const REFERRAL_CODE_COOKIE = 'referral_code';
/** Developer mode (query mode=developer): the developer-portal tokens, kept 3000 days. */
export const DEVELOPER_ACCESS_TOKEN_COOKIE = 'developer_access_token';
export const DEVELOPER_REFRESH_TOKEN_COOKIE = 'developer_refresh_token';
/** The app banner was dismissed. */
export const HIDE_APP_BANNER_COOKIE = 'hide_app_banner';
/** The micro-banner was dismissed. */
export const MICRO_BANNER_DISMISSED_COOKIE = `${COOKIE_PREFIX}_dmicro_b`;
/** Shipping destination country and zip. */
export const SHIP_TO_COUNTRY_COOKIE = 'ship_to_country';
export const SHIP_TO_ZIP_COOKIE = 'ship_to_zip';
/** Inbox preferences. */
export const INBOX_PAGE_SIZE_COOKIE = `${COOKIE_PREFIX}_inbox_page_size`;
export const INBOX_SORT_COOKIE = `${COOKIE_PREFIX}_inbox_sort`;
export const SWAPS_INBOX_TAB_COOKIE = `${COOKIE_PREFIX}_swaps_inbox_tab`;
/** The last inbox location, /swaps/{type}/{scope} (spec §2.11, §9; the spec leaves its name unshown). */
export const SWAPS_INBOX_LOCATION_COOKIE = `${COOKIE_PREFIX}_swaps_inbox_location`;
/** Set to '1' after a newsletter signup. */
export const NEWSLETTER_SIGNED_UP_COOKIE = `${COOKIE_PREFIX}_ec`;
/** Set to '1' when the user has a purchase (purchase_count > 0). */
export const HAS_PURCHASED_COOKIE = `${COOKIE_PREFIX}_user_haspc`;
/** The pro bump guidance was seen. */
export const PRO_BUMP_GUIDANCE_SEEN_COOKIE = `${COOKIE_PREFIX}_hbm`;
/** A sale banner or sale modal was dismissed: one cookie per sale id (spec §2.5, §9 "dismissed sale"). */
export const dismissedSaleCookie = (saleId: number) => `dismissed_sale_${saleId}`;

/** Options of a cookie write. `maxAge` in seconds (default {@link DEFAULT_COOKIE_MAX_AGE}); `path` defaults to '/'. */
export interface CookieWriteOptions {
  maxAge?: number;
  path?: string;
}

/** Cookie access that works the same in the browser and during server rendering. */
export interface CookieJar {
  /** The decoded value, or undefined when the cookie is not set. */
  get(name: string): string | undefined;
  /** Writes a cookie (path '/', SameSite=Lax unless told otherwise). */
  set(name: string, value: string, opts?: CookieWriteOptions): void;
  /** Deletes a cookie (on path '/'). */
  remove(name: string): void;
}

/** A {@link CookieJar} of one server request: reads its Cookie header, records writes. */
export interface RequestCookieJar extends CookieJar {
  /** The Set-Cookie values to send with the response, one per cookie written (last write wins). */
  setCookieHeaders(): string[];
}

/** The browser's cookies (`document.cookie`); Secure is added on https pages. */
export function browserCookieJar(): CookieJar {
  const secure = () => globalThis.location?.protocol === 'https:';
  return {
    get: (name) => parseCookieHeader(document.cookie).get(name),
    set: (name, value, opts = {}) => {
      document.cookie = serializeCookie(name, value, {
        maxAge: opts.maxAge ?? DEFAULT_COOKIE_MAX_AGE,
        path: opts.path,
        secure: secure(),
      });
    },
    remove: (name) => {
      document.cookie = serializeCookie(name, '', { maxAge: 0, secure: secure() });
    },
  };
}

/**
 * The cookies of one server-rendered request. Reads come from the request's Cookie header and see
 * this request's own writes; the writes are returned by `setCookieHeaders()` for the response.
 * Pass `secure: true` when the site is served over https.
 */
export function requestCookieJar(
  cookieHeader: string | undefined,
  options: { secure?: boolean } = {},
): RequestCookieJar {
  const values = parseCookieHeader(cookieHeader);
  const written = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value, opts = {}) => {
      values.set(name, value);
      written.set(
        name,
        serializeCookie(name, value, {
          maxAge: opts.maxAge ?? DEFAULT_COOKIE_MAX_AGE,
          path: opts.path,
          secure: options.secure,
        }),
      );
    },
    remove: (name) => {
      values.delete(name);
      written.set(name, serializeCookie(name, '', { maxAge: 0, secure: options.secure }));
    },
    setCookieHeaders: () => [...written.values()],
  };
}
