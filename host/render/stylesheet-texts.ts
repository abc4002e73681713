import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StylesheetTexts } from '../../ui/stylesheet/stylesheet-texts';

/**
 * A stylesheet larger than this stays a `<link>`: in the page it would be sent again with every page
 * instead of once for the browser's cache. The largest of the build is ~9 KB (the chrome), so today
 * every stylesheet is inlined; the bound keeps one big sheet added later from swelling every page.
 */
export const INLINE_STYLESHEET_MAX_BYTES = 16 * 1024;

/**
 * The text of every stylesheet of the client build (`dist/client/assets/*.css`), by the URL the
 * components link it with, read once when the built server starts; the page's render puts the ones
 * it uses in the head (ui/stylesheet/Stylesheet.tsx). Left out, and so linked: a sheet over
 * `INLINE_STYLESHEET_MAX_BYTES`, or one with a relative `url()`, which would resolve against the
 * page's path instead of /assets/.
 */
export function readStylesheetTexts(clientDir: string): StylesheetTexts {
  const texts = new Map<string, string>();
  const assetsDir = join(clientDir, 'assets');
  for (const file of readdirSync(assetsDir)) {
    if (!file.endsWith('.css')) continue;
    const text = readFileSync(join(assetsDir, file), 'utf8');
    if (Buffer.byteLength(text) > INLINE_STYLESHEET_MAX_BYTES || hasRelativeUrl(text)) continue;
    texts.set(`/assets/${file}`, text);
  }
  return texts;
}

/** A `url(…)` that is not data:, an absolute path or an absolute URL (Vite writes asset URLs from the root). */
function hasRelativeUrl(css: string): boolean {
  for (const [, , target] of css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)) {
    if (!/^(data:|\/|[a-z][a-z0-9+.-]*:|#)/i.test(target!.trim())) return true;
  }
  return false;
}
