// `npx tsx scripts/codemods/move-files.ts <from> <to> [<from> <to> …]`: moves files (or every file under a folder)
// with `git mv` and points every relative import at their new places — static imports and exports, import(),
// vi.mock() and vi.importActual() — in the moved files and in every file importing them, keeping each specifier's
// style (extension or not, folder index or file). Markdown and comments that name a moved file by a path no other
// file ends in (its repository path, or its last folders) are rewritten too. Prettier then formats what changed.
// A specifier that resolves to no file is reported (exit code 1) and left alone. For mechanical moves that change
// no behaviour (issue 32): commit the result alone, then type-check.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { trackedFiles } from './tracked-files';

/** The repository the command stands in (its tests run it in a scratch one). */
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const prettier = resolve(import.meta.dirname, '../../node_modules/.bin/prettier');
const CODE = /\.(m|c)?[jt]sx?$/;
const RESOLVED_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx'];
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bvi\.importActual(?:<[^>]*>)?\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** A file's path, whole or its last folders, in prose: `server/checkout/cart.ts`, `checkout/cart.ts`, `cart.ts`. */
const PROSE_PATH = /(?<![\w./@-])(?:[\w@-][\w.@-]*\/)*[\w@-][\w.@-]*\.(?:[cm]?[jt]sx?|md|css|json|sql)(?![\w/-])/g;

const problems: string[] = [];
const files = trackedFiles(root);
const known = new Set(files);
const moves = plannedMoves(process.argv.slice(2));
const rewritten = new Map<string, string>();

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const next = CODE.test(file)
    ? rewriteProse(rewriteImports(file, text))
    : file.endsWith('.md')
      ? rewriteProse(text)
      : text;
  if (next !== text || moves.has(file)) rewritten.set(moves.get(file) ?? file, next);
}
for (const [from, to] of moves) {
  mkdirSync(dirname(join(root, to)), { recursive: true });
  execFileSync('git', ['mv', from, to], { cwd: root });
}
for (const [file, text] of rewritten) writeFileSync(join(root, file), text);

const formatted = [...rewritten.keys()].filter((file) => CODE.test(file) || file.endsWith('.md'));
if (formatted.length > 0) {
  execFileSync(prettier, ['--write', '--log-level', 'warn', ...formatted], {
    cwd: root,
    stdio: 'inherit',
  });
}
console.log(`move-files: ${moves.size} file(s) moved, ${rewritten.size - moves.size} other file(s) rewritten`);
for (const problem of problems) console.error(`move-files: ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;

/** The pairs of the command line as file → file, a folder standing for each file under it. */
function plannedMoves(pairs: string[]): Map<string, string> {
  if (pairs.length === 0 || pairs.length % 2 === 1) {
    console.error('usage: move-files.ts <from> <to> [<from> <to> …]');
    process.exit(2);
  }
  const planned = new Map<string, string>();
  for (let index = 0; index < pairs.length; index += 2) {
    const from = relative(root, resolve(pairs[index]!));
    const to = relative(root, resolve(pairs[index + 1]!));
    if (existsSync(join(root, from)) && statSync(join(root, from)).isDirectory()) {
      for (const file of files.filter((path) => path.startsWith(`${from}/`)))
        planned.set(file, join(to, file.slice(from.length + 1)));
    } else if (known.has(from)) {
      planned.set(from, to);
    } else {
      console.error(`move-files: ${from} is not a file git knows`);
      process.exit(2);
    }
  }
  for (const to of planned.values()) {
    if (existsSync(join(root, to))) {
      console.error(`move-files: ${to} already exists`);
      process.exit(2);
    }
  }
  return planned;
}

/** `file`'s relative specifiers, pointed from its new place at its targets' new places. */
function rewriteImports(file: string, text: string): string {
  const movedTo = moves.get(file) ?? file;
  return text.replace(SPECIFIER, (whole, lead: string, quote: string, written: string) => {
    // Vite's `?url` / `?raw` stay as they are; the path before them is what moves.
    const [specifier = '', query = ''] = written.split(/(?=\?)/);
    const target = resolveSpecifier(dirname(file), specifier);
    if (!target) {
      problems.push(`${file}: '${specifier}' resolves to no file`);
      return whole;
    }
    const targetTo = moves.get(target.file) ?? target.file;
    if (targetTo === target.file && movedTo === file) return whole;
    const kept = target.suffix.startsWith('/index.')
      ? dirname(targetTo)
      : targetTo.slice(0, -target.suffix.length || undefined);
    let next = relative(dirname(movedTo), kept) || '.';
    if (!next.startsWith('.')) next = `./${next}`;
    return `${lead}${quote}${next}${query}${quote}`;
  });
}

/** The file a relative specifier of a file in `folder` names, and the suffix resolution added to it. */
function resolveSpecifier(folder: string, specifier: string): { file: string; suffix: string } | null {
  const base = join(folder, specifier);
  for (const suffix of RESOLVED_SUFFIXES) {
    const candidate = base + suffix;
    if (known.has(candidate)) return { file: candidate, suffix };
  }
  return null;
}

/**
 * Markdown or comments naming a moved file by its path: the whole repository path, or its last folders when they
 * name no other file (`checkout/cart.ts`; a bare `cart.ts` only when no other file bears that name). The new path
 * keeps as many folders as the old one wrote.
 */
function rewriteProse(text: string): string {
  return text.replace(PROSE_PATH, (written) => {
    const named = files.filter((file) => file === written || file.endsWith(`/${written}`));
    const moved = named.length === 1 ? moves.get(named[0]!) : undefined;
    if (!moved || written === named[0]) return moved ?? written;
    return moved.split('/').slice(-written.split('/').length).join('/');
  });
}
