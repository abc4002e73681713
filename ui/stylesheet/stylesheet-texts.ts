import { createContext } from 'react';

/** The CSS text of the built stylesheets by URL (`/assets/X-hash.css`), which the server inlines. */
export type StylesheetTexts = ReadonlyMap<string, string>;

/**
 * Server only: the stylesheets the page may inline (host/render/stylesheet-texts.ts reads them from
 * the client build). Absent in the browser and in `npm run dev`, where every stylesheet is linked.
 */
export const StylesheetTextsContext = createContext<StylesheetTexts | null>(null);

/** The answers of `inlinedInDocument`, which stay the same for the page's life: the DOM is asked once per URL. */
const inlined = new Map<string, boolean>();

/**
 * In the browser: whether the server put this stylesheet's text in the page, as React writes it
 * (`<style data-precedence data-href="a b c">`, one tag per precedence). React never removes a
 * hoisted style, so the answer stays the same for the page's life and every render agrees.
 */
export function inlinedInDocument(href: string): boolean {
  if (typeof document === 'undefined') return false;
  let answer = inlined.get(href);
  if (answer === undefined) {
    const quoted = href.replace(/["\\\n]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `);
    answer = document.head.querySelector(`style[data-href~="${quoted}"]`) !== null;
    inlined.set(href, answer);
  }
  return answer;
}
