/** Cascade layers, first to last: tokens and base, site chrome, the UI kit, blocks. */
export type StylesheetPrecedence = 'base' | 'chrome' | 'ui' | 'blocks';

/**
 * A component's stylesheet, imported as `./X.css?url`. React 19 hoists it into <head> (also in
 * the server HTML) and dedupes it, so a lazily loaded block arrives styled. Renders nothing when
 * the URL is empty (Vitest stubs CSS URLs as '').
 */
export function Stylesheet({ href, precedence = 'blocks' }: { href: string; precedence?: StylesheetPrecedence }) {
  return href ? <link rel="stylesheet" href={href} precedence={precedence} /> : null;
}
