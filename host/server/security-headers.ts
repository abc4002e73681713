import { randomBytes } from 'node:crypto';

export interface PagePolicyOptions {
  /** This response's script nonce (the boot script React inlines carries it). */
  nonce: string;
  /** The auth host's origin: the login frame is loaded from it and the page fetches its address. */
  authOrigin?: string;
  /** Vite's dev server (`npm run dev`): its HMR socket is allowed. */
  viteDev?: boolean;
  /** The error-reporting service's origin (Sentry's, from its DSN): the page sends reports there. */
  errorReportingOrigin?: string;
  /** The page may be framed by our own pages (the editor preview's frames); others by nobody. */
  framedBySelf?: boolean;
}

/** A fresh nonce for one response: 128 random bits, base64. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy of a site page. Scripts come from our origin, plus the inline boot
 * script that carries this response's nonce; styles from our origin, with inline style attributes
 * (React's `style` props); images from our origin and data: URLs; calls to our origin and the auth
 * host; frames from our origin (the preview) and the auth host; no plugins, no foreign <base> or
 * form targets; the page framed by nobody, or by our own pages where `framedBySelf`.
 */
export function contentSecurityPolicy({
  nonce,
  authOrigin,
  viteDev = false,
  framedBySelf = false,
  errorReportingOrigin,
}: PagePolicyOptions): string {
  const auth = authOrigin ? [authOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...auth,
      ...(errorReportingOrigin ? [errorReportingOrigin] : []),
      ...(viteDev ? ['ws:', 'wss:'] : []),
    ],
    'frame-src': ["'self'", ...auth],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBySelf ? "'self'" : "'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers of a site page: its CSP, and the same framing rule for browsers without frame-ancestors. */
export function pageSecurityHeaders(options: PagePolicyOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-frame-options': options.framedBySelf ? 'SAMEORIGIN' : 'DENY',
  };
}

/** Headers on every answer of the web host: no type sniffing, and only the origin sent to other sites. */
export const RESPONSE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;
