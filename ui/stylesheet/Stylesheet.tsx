import { useContext } from 'react';
import { inlinedInDocument, StylesheetTextsContext } from './stylesheet-texts';

/** Cascade layers, first to last: tokens and base, site chrome, the UI kit, blocks. */
export type StylesheetPrecedence = 'base' | 'chrome' | 'ui' | 'blocks';

/**
 * A component's stylesheet, imported as `./X.css?url`. React 19 hoists it into <head> and dedupes it
 * by URL, so a lazily loaded block arrives styled. The built server knows every stylesheet's text
 * (`StylesheetTextsContext`) and puts it in the page's <head> as React's hoisted `<style href precedence>`:
 * the first paint waits on no stylesheet request. In the browser, a stylesheet already in the page
 * renders the same `<style href>`, which React finds there by its URL (so nothing is fetched again);
 * one the page did not hold (a block first shown on client-side navigation, `npm run dev`) is a
 * `<link rel="stylesheet">`, which React loads before it shows the block. ui/stylesheet/README.md.
 * Renders nothing when the URL is empty (Vitest stubs CSS URLs as '').
 */
export function Stylesheet({ href, precedence = 'blocks' }: { href: string; precedence?: StylesheetPrecedence }) {
  const texts = useContext(StylesheetTextsContext);
  if (!href) return null;
  const text = texts ? texts.get(href) : inlinedInDocument(href) ? '' : undefined;
  if (text === undefined) return <link rel="stylesheet" href={href} precedence={precedence} />;
  return (
    <style href={href} precedence={precedence}>
      {text}
    </style>
  );
}
