import type { Config } from 'dompurify';

/** HTML that went through `sanitizeHtml`: the only string `<CmsHtml>` renders. */
export type SafeHtml = string & { readonly __brand: 'SafeHtml' };

interface Purifier {
  sanitize(html: string, config: Config & { RETURN_TRUSTED_TYPE?: false }): string;
}

/** CMS copy is text, lists, links and emphasis: no forms, media, frames or inline styles. */
const CONFIG: Config & { RETURN_TRUSTED_TYPE?: false } = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'img',
    'video',
    'audio',
    'iframe',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'id', 'class'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
};

/** The part of jsdom used here (it ships no types). */
interface JsdomModule {
  JSDOM: new (html: string) => { window: unknown };
}

let purifier: Promise<Purifier> | undefined;

/**
 * DOMPurify, loaded on first use. The browser uses its own DOM; on the server (SSR on Node 20,
 * tests) DOMPurify runs on a jsdom window. jsdom's specifier is a variable so that the client
 * bundle never includes it.
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const { default: DOMPurify } = await import('dompurify');
    if (typeof window !== 'undefined') return DOMPurify;
    const jsdom = 'jsdom';
    const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as JsdomModule;
    return DOMPurify(new JSDOM('').window as Parameters<typeof DOMPurify>[0]);
  })();
  return purifier;
}

/** Sanitises CMS HTML (spec §2.7 content blocks): scripts, event handlers and unsafe URLs removed. */
export async function sanitizeHtml(html: string): Promise<SafeHtml> {
  const purify = await loadPurifier();
  return purify.sanitize(html, CONFIG) as SafeHtml;
}
