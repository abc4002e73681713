import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_STYLESHEET_MAX_BYTES, readStylesheetTexts } from './stylesheet-texts';

let clientDir: string;

function build(files: Record<string, string>): string {
  clientDir = mkdtempSync(join(tmpdir(), 'ks-stylesheet-texts-'));
  mkdirSync(join(clientDir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(clientDir, 'assets', name), text);
  return clientDir;
}

afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

describe('the built stylesheets the server inlines', () => {
  it('holds each stylesheet of the build by the URL components link it with, and nothing else', () => {
    const texts = readStylesheetTexts(
      build({
        'Hero-abc.css': '.ks-hero{min-height:420px}',
        'ItemCard-def.css': `.ks-item-card{background:url("data:image/svg+xml,%3Csvg%3E") url(/assets/photo-1.png)}`,
        'entry-client-123.js': 'export {}',
        'Hero-abc.css.gz': 'binary',
      }),
    );
    expect([...texts.keys()].sort()).toEqual(['/assets/Hero-abc.css', '/assets/ItemCard-def.css']);
    expect(texts.get('/assets/Hero-abc.css')).toBe('.ks-hero{min-height:420px}');
  });

  it('leaves a large stylesheet and one with a relative url() to be linked', () => {
    const texts = readStylesheetTexts(
      build({
        'Big-abc.css': `.a{color:red}${' '.repeat(INLINE_STYLESHEET_MAX_BYTES)}`,
        'Relative-def.css': ".b{background:url('./photo-2.png')}",
        'Small-ghi.css': '.c{color:var(--ks-ink)}',
      }),
    );
    expect([...texts.keys()]).toEqual(['/assets/Small-ghi.css']);
  });
});
