import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repo = resolve(process.cwd());
let dir = '';

/** A scratch git repository holding `files`. */
function scratchRepo(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'move-files-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  // The project's style, without its import-sorting plugin (which a scratch folder cannot resolve).
  writeFileSync(join(dir, '.prettierrc.json'), JSON.stringify({ printWidth: 120, singleQuote: true }));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '.'], { cwd: dir });
}

const moveFiles = (...pairs: string[]) =>
  execFileSync(join(repo, 'node_modules/.bin/tsx'), [join(repo, 'scripts/codemods/move-files.ts'), ...pairs], {
    cwd: dir,
    stdio: 'pipe',
  });
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

describe('scripts/codemods/move-files.ts', () => {
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('points imports at the moved file, and rewrites prose only where a path names it and no other file', () => {
    scratchRepo({
      'server/queries/pro.ts': 'export const plan = 1;\n',
      'schemas/entities/pro.ts': 'export const schema = 2;\n',
      'server/app.ts':
        "import { plan } from './queries/pro';\n\n// server/queries/pro.ts, queries/pro.ts and schemas/entities/pro.ts.\nexport const both = plan;\n",
      'README.md': '`server/queries/pro.ts`, `queries/pro.ts`, `schemas/entities/pro.ts`, `pro.ts`.\n',
    });
    moveFiles('server/queries/pro.ts', 'server/pro/pro-routes.ts');

    expect(read('server/pro/pro-routes.ts')).toBe('export const plan = 1;\n');
    expect(read('server/app.ts')).toContain("import { plan } from './pro/pro-routes';");
    // The whole path stays whole, its last folders stay as many; the other pro.ts is left alone, and so is a bare
    // name two files bear.
    expect(read('server/app.ts')).toContain(
      '// server/pro/pro-routes.ts, pro/pro-routes.ts and schemas/entities/pro.ts.',
    );
    expect(read('README.md')).toBe(
      '`server/pro/pro-routes.ts`, `pro/pro-routes.ts`, `schemas/entities/pro.ts`, `pro.ts`.\n',
    );
  });
});
