import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const TOKENS = 'host/styles/tokens.css';

/** A colour written out instead of read from a token: #hex, rgb()/hsl() of numbers, white, black. */
const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(\s*[\d.]|(?<![\w-])(?:white|black)(?![\w-])/i;

function cssFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => `${folder}/${file}`);
}

/** Blanks comments (a comment may name a colour) but keeps their line breaks, so line numbers hold. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** `file:line  text` for every line of a stylesheet that holds a literal colour. */
function literalColours(file: string, css: string): string[] {
  return withoutComments(css)
    .split('\n')
    .flatMap((line, index) => (LITERAL_COLOUR.test(line) ? [`${file}:${index + 1}  ${line.trim()}`] : []));
}

describe('colours come from host/styles/tokens.css', () => {
  const files = ['blocks', 'ui', 'screens', 'host'].flatMap(cssFiles).filter((file) => file !== TOKENS);

  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('blocks/hero/Hero.css');
  });

  it('no stylesheet but tokens.css writes a colour literally (use var(--ks-…), add a token by role)', () => {
    const found = files.flatMap((file) => literalColours(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('knows a literal colour from a token and a comment', () => {
    const css =
      '/* white text, #fff */\n.a {\n  color: var(--ks-ink);\n  white-space: nowrap;\n  background: #02c874;\n}\n.b { border-color: rgb(0 0 0 / 0.2); color: white; }';
    expect(literalColours('x.css', css)).toEqual([
      'x.css:5  background: #02c874;',
      'x.css:7  .b { border-color: rgb(0 0 0 / 0.2); color: white; }',
    ]);
  });
});
